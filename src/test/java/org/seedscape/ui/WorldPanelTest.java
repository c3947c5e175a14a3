package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;

/** The settings panel in a running app: a control per key, each carrying its value to the world and back. */
class WorldPanelTest {
    @Test
    void everyKeyHasAControlThatRoundTripsItsValue() throws Exception {
        ChildJvm.Result r = ChildJvm.run(PanelProbe.class, 300);
        assertEquals(0, r.exitCode(), r.output());
        Matcher m = Pattern.compile("PANEL keys=(\\d+) controls=(\\d+) roundtrip_failures=(\\d+) undo_failures=(\\d+) state=(.*)")
                .matcher(r.output());
        assertTrue(m.find(), r.output());
        assertEquals(m.group(1), m.group(2), "a control for every preset key");
        assertEquals("0", m.group(3), r.output());
        assertEquals("0", m.group(4), "controls back at the undone values");
        assertEquals("ok", m.group(5).strip());
    }
}
