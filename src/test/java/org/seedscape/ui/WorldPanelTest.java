package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;

/**
 * The settings panel in a running app: a control per key, each carrying its value to the world and
 * back; in a window shorter than its groups, the open group marked and every group's last row
 * within reach of the scroll, and the wheel over the panel scrolling it and nothing else.
 */
class WorldPanelTest {
    private static final Pattern SCROLL = Pattern.compile("SCROLL groups=(\\d+) tall=(\\d+) notches=(\\d+) radius_before=(\\S+) "
            + "radius_after_panel=(\\S+) radius_after_beside=(\\S+) beside_scrolled=(\\w+) failures=(\\d+) (.*)");
    private static Matcher scroll;

    /** One run of {@link PanelScrollProbe} for the scroll tests. */
    private static synchronized Matcher scrollRun() throws Exception {
        if (scroll == null) {
            ChildJvm.Result r = ChildJvm.run(PanelScrollProbe.class, 300);
            assertEquals(0, r.exitCode(), r.output());
            Matcher m = SCROLL.matcher(r.output());
            assertTrue(m.find(), r.output());
            scroll = m;
        }
        return scroll;
    }

    /** Each group opened by its header is the only one drawn open, and closes again; its last row shows in the window. */
    @Test
    void theOpenGroupIsMarkedAndItsLastRowScrollsIntoAShortWindow() throws Exception {
        Matcher m = scrollRun();
        assertEquals("0", m.group(8), m.group(9));
        assertTrue(Integer.parseInt(m.group(2)) > 0, "some group is taller than the window's room: " + m.group());
    }

    /** The wheel over the panel scrolls its list a notch at a time and leaves the brush alone; beside the panel it reaches the brush. */
    @Test
    void theWheelOverThePanelScrollsItAndNothingElse() throws Exception {
        Matcher m = scrollRun();
        assertEquals("0", m.group(8), m.group(9));
        assertTrue(Integer.parseInt(m.group(3)) > 0, "the brush group needed scrolling to its last row: " + m.group());
        assertEquals(m.group(4), m.group(5), "the brush's radius after the wheel over the panel");
        assertNotEquals(m.group(5), m.group(6), "the wheel beside the panel reaches the brush: " + m.group());
        assertEquals("false", m.group(7), "the wheel beside the panel scrolls nothing");
    }

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
