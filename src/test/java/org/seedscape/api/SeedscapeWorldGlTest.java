package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;

/**
 * The world in a plain SimpleApplication, in real OpenGL (EGL; one child JVM, {@link WorldProbe},
 * GL errors checked on every call): tiles are told shown, the finest one under the camera draws
 * the exact ground at its samples, without foliage it has no trunks or rocks, a placed spatial stays at its world position on the ground when
 * the origin jumps, a dab laid by code shows at once (laid over the ground, its tiles not made yet), raises the ground there once its tile is remade and is told drawn, undone and redone gives the same bits, a ground mesh lies on the exact ground, disabling the world takes its nodes away and enabling puts them back, the start's tiles are told hidden once the camera has moved far, and every tile
 * told shown is told hidden when the app stops.
 */
class SeedscapeWorldGlTest {
    @Test
    void theWorldStreamsTellsItsTilesAndKeepsPlacedSpatialsPut() throws Exception {
        ChildJvm.Result r = ChildJvm.run(WorldProbe.class, 400);
        String out = r.output();
        assertEquals(0, r.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE") || out.contains("TIMEOUT") || out.contains("ERROR"), out);

        // The finest tile under the camera against the Java reference, within the GPU parity tests' tolerance.
        double heightScale = number(out, "heightScale_m"), worst = number(out, "worst_m");
        assertEquals(0, number(out, "level"), out);
        assertTrue(number(out, "relief_m") > 1, "a tile with relief tells rows from columns: " + out);
        assertTrue(worst <= 1e-4 * heightScale, "heights differ by " + worst + " m: " + out);
        assertEquals(1, number(out, "length"), 1e-5, out);
        assertTrue(number(out, "y") > 0.2, "the ground's normal points up: " + out);
        assertTrue(out.contains("FOLIAGE_OFF obstacles_none=true"), "no trunks or rocks without foliage: " + out);

        // A listener added late is told of every tile shown then; the events add up to the world's own set.
        assertTrue(number(out, "replayed") > 4, out);
        assertEquals(number(out, "shown"), number(out, "replayed"), out);
        assertEquals(number(out, "world"), number(out, "replayed"), out);

        assertTrue(out.contains("LIFECYCLE disabled_gone=true enabled_back=true"), out);

        // Raised by code: the exact ground and the drawn one (once the remade tile is shown) by the dab's height at its middle.
        assertEquals(WorldProbe.EDIT_RAISE, number(out, "raised_exact_m"), 0.3, out);
        assertEquals(WorldProbe.EDIT_RAISE, number(out, "raised_drawn_m"), 0.3, out);
        // Shown at once, laid over the drawn ground (the preview), before its tiles are made.
        assertTrue(out.contains("tiles_made_before=false"), out);
        assertTrue(number(out, "PREVIEW changed") > 0.1 && number(out, "PREVIEW changed") > 5 * number(out, "unedited"),
                "the frame ten frames after the edit against ten frames before it: " + out);
        // Told once drawn: the tile under the dab was remade, and the box holds the dab's disc (and a margin).
        assertTrue(out.contains("remade_tile_level=0 tile_remade=true"), out);
        Matcher box = Pattern.compile("box=([-0-9.]+),([-0-9.]+),([-0-9.]+),([-0-9.]+)").matcher(out);
        assertTrue(box.find(), out);
        assertTrue(Double.parseDouble(box.group(1)) <= WorldProbe.EDIT_X - 12 && Double.parseDouble(box.group(3)) >= WorldProbe.EDIT_X + 12
                && Double.parseDouble(box.group(2)) <= WorldProbe.EDIT_Z - 12 && Double.parseDouble(box.group(4)) >= WorldProbe.EDIT_Z + 12
                && Double.parseDouble(box.group(3)) - Double.parseDouble(box.group(1)) < 60, out);
        // Undone, the ground is as before bit for bit, with nothing left to undo; redone, as the edit made it.
        assertTrue(out.contains("UNDO same_bits=true none_left=true"), out);
        assertTrue(out.contains("REDO same_bits=true no_more_redo=true"), out);
        // A mesh of the exact ground: 17 x 9 vertices, two triangles a cell, each vertex within a float's rounding.
        assertTrue(out.contains("MESH vertices=153 triangles=256"), out);
        assertTrue(number(out, "MESH vertices=153 triangles=256 worst_m") < 1e-3, out);

        // The origin jumped by whole steps (5120 m), and the box moved with it in the scene but not in the world.
        double before = number(out, "BEFORE box_scene_x"), after = number(out, "AFTER box_scene_x");
        assertEquals(-5120, after - before, 0.01, out);
        // The scene's floats put it within a millimetre of where it was placed, on the ground.
        assertTrue(number(out, "box_world_error_m") < 1e-3, out);
        assertEquals(0, number(out, "box_above_ground_m"), 1e-3, out);
        assertEquals(WorldProbe.X0 + WorldProbe.FAR, number(out, "camera_world_x"), 1e-3, out);
        assertTrue(Math.abs(number(out, "camera_scene_x")) < 1024, out);
        assertTrue(out.contains("remembered=true"), out);

        // The start's tiles hidden after the move, and every event in order.
        assertTrue(out.contains("HIDDEN start_tile="), out);
        assertTrue(out.contains("same_as_world=true"), out);
        assertEquals(number(out, "shown_events") - number(out, "hidden_events"), number(out, "shown_now"), out);
        assertEquals(0, number(out, "AFTER_STOP shown"), out);
    }

    /** The number after {@code name=} in the output (the first such). */
    private static double number(String out, String name) {
        Matcher m = Pattern.compile("(?:^|[ \\n])" + Pattern.quote(name) + "=(-?[0-9.]+)").matcher(out);
        assertTrue(m.find(), name + " missing from:\n" + out);
        return Double.parseDouble(m.group(1));
    }
}
