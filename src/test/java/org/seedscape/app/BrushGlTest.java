package org.seedscape.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;

/**
 * The brush in a running app: a stroke held under the crosshair raises the drawn ground there by
 * its dabs' strength (2 m a dab at its middle; the landform layers, which act on it, change that
 * by centimetres), and undo brings the ground back.
 */
class BrushGlTest {
    @Test
    void aStrokeRaisesTheGroundUnderTheCrosshairAndUndoLowersIt() throws Exception {
        ChildJvm.Result r = ChildJvm.run(BrushProbe.class, 300);
        assertEquals(0, r.exitCode(), r.output());
        assertTrue(r.output().contains("BRUSH_STATE ok"), r.output());
        Matcher m = Pattern.compile("BRUSH dabs=(\\d+) before=(\\S+) after=(\\S+) undone=(\\S+) shown_ms=(\\S+)").matcher(r.output());
        assertTrue(m.find(), r.output());
        System.out.println(m.group()); // the stroke's time to the screen, for the record
        int dabs = Integer.parseInt(m.group(1));
        double before = Double.parseDouble(m.group(2)), after = Double.parseDouble(m.group(3)), undone = Double.parseDouble(m.group(4));
        assertTrue(dabs >= 2, "the held button lays dabs on the way: " + dabs);
        assertEquals(2.0 * dabs, after - before, 0.5, "raised by 2 m a dab: " + r.output());
        assertEquals(before, undone, 0.01, "undo: the ground as it was");
    }
}
