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
 * by centimetres), and shows laid over the old tiles from its first dab on, before they are
 * remade, the crosshair meeting the ground so shown; undo brings the ground back; clone copies
 * from the source Alt and a click set, and warp pushes the ground the way the crosshair moves.
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

        m = Pattern.compile("BRUSH_PREVIEW ms=(\\S+) frames=(\\d+) still=(\\S+) changed=(\\S+) left_after=(\\S+)").matcher(r.output());
        assertTrue(m.find(), r.output());
        System.out.println(m.group()); // the first dab's time to the screen, for the record
        double still = Double.parseDouble(m.group(3)), changed = Double.parseDouble(m.group(4));
        assertTrue(changed > Math.max(1, 4 * still), "while the button is held, the stroke shows where the crosshair points: " + m.group());
        assertEquals("false", m.group(5), "the preview goes once the tiles carry the stroke");

        m = Pattern.compile("BRUSH_AIM rise=(\\S+)").matcher(r.output());
        assertTrue(m.find(), r.output());
        System.out.println(m.group());
        assertTrue(Double.parseDouble(m.group(1)) > 1, "the crosshair meets the raised ground the preview shows, not the tiles under it: "
                + m.group());
        m = Pattern.compile("BRUSH_WALK metres=(\\S+)").matcher(r.output());
        assertTrue(m.find(), r.output());
        System.out.println(m.group());
        // held still, each dab lies where the crosshair meets the ground the dabs before raised: nearer the eye
        assertTrue(Double.parseDouble(m.group(1)) > 0.5, "the dabs climb the mound they raise toward the eye: " + m.group());

        m = Pattern.compile("BRUSH_CLONE dabs=(\\d+) brush=(\\S+) source_error=(\\S+) shift=(\\S+),(\\S+) expected=(\\S+),(\\S+)")
                .matcher(r.output());
        assertTrue(m.find(), r.output());
        assertEquals("clone", m.group(2), "the click with no source laid nothing; the first stroke is the clone's");
        assertEquals(0, Double.parseDouble(m.group(3)), 0.01, "Alt and a click set the source where the crosshair pointed");
        double expectedX = Double.parseDouble(m.group(6));
        assertTrue(expectedX < -50, "moved 100 m east, the crosshair points well east of the source: " + m.group());
        assertEquals(expectedX, Double.parseDouble(m.group(4)), 0.01, "it copies from the source: " + m.group());
        assertEquals(Double.parseDouble(m.group(7)), Double.parseDouble(m.group(5)), 0.01, m.group());
        m = Pattern.compile("BRUSH_WARP dabs=(\\d+) least_north=(\\S+) most_east=(\\S+) least_push=(\\S+)").matcher(r.output());
        assertTrue(m.find(), r.output());
        assertTrue(Integer.parseInt(m.group(1)) >= 2, "a dab each quarter radius moved: " + m.group());
        assertTrue(Double.parseDouble(m.group(4)) >= 9.99, "each pushes at least a quarter radius: " + m.group());
        assertTrue(Double.parseDouble(m.group(2)) >= 9, "each pushes north: " + m.group());
        // the crosshair drifts east and west a little as the ground under it rises and falls
        assertTrue(Double.parseDouble(m.group(3)) < Double.parseDouble(m.group(2)) / 3, "mostly north: " + m.group());
    }
}
