package org.seedscape.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;

/**
 * Minie physics on the streamed world, in real OpenGL (EGL; one child JVM, {@link PhysicsProbe}):
 * a ball dropped from 20 m comes to rest on the ground as drawn; the heightfields are the drawn
 * ground near the camera; the ball, a body with a control and a character keep their world
 * positions through the origin's jump, in its own frame; a ball on tiles that coarsen and refine
 * always has ground under it and ends at rest on the drawn ground; the bodies lie within the
 * radius of the camera and the anchored ball, and every tile and obstacle that near has one, before
 * every step, with bodies made off the render thread among them.
 */
class WorldPhysicsGlTest {
    /** The brief's tolerance for a body at rest on the drawn ground, metres. */
    private static final double REST = 0.05;

    @Test
    void bodiesRestOnTheDrawnGroundThroughJumpsAndSwaps() throws Exception {
        ChildJvm.Result r = ChildJvm.run(PhysicsProbe.class, 500);
        String out = r.output();
        assertEquals(0, r.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE") || out.contains("TIMEOUT") || out.contains("FAILED"), out);

        // Dropped from 20 m, at rest on the ground the player sees.
        assertEquals(0, number(out, "REST ball_gap_m"), REST, out);
        // Near the camera the heightfields are the drawn triangles (but along patch edges, where
        // jME's strips turn some cells' diagonals).
        assertTrue(number(out, "near_median_m") < 0.001 && number(out, "near_max_m") < 0.02, out);

        // The bodies within the radius, and the ground and obstacles within it all there.
        assertTrue(number(out, "RADIUS tiles") > 0, out);
        assertEquals(0, number(out, "RADIUS tiles_out"), out);
        assertEquals(0, number(out, "RADIUS shown_near_without_body"), out);
        assertEquals(0, number(out, "RADIUS obstacles_out"), out);
        assertEquals(0, number(out, "RADIUS obstacles_missing"), out);
        assertEquals(0, number(out, "FINAL tiles_out"), out);
        assertEquals(0, number(out, "FINAL shown_near_without_body"), out);
        // Through the climb and the descent, no step with a hole, though bodies were made off the render thread.
        assertTrue(number(out, "FINAL hole_checks") > 100, out);
        assertEquals(0, number(out, "FINAL steps_with_hole"), out);
        assertTrue(number(out, "FINAL made_aside") > 0, out);

        // The origin jumped (the camera is back within a step of it), and nothing moved in the world in that frame.
        assertTrue(Math.abs(number(out, "JUMP camera_scene_x")) < 1024
                && Math.abs(number(out, "JUMP camera_scene_x") - number(out, "BEFORE_JUMP camera_scene_x")) > 500, out);
        assertEquals(0, number(out, "JUMP ball_moved_m"), 0.001, out);
        // a box still sliding is drawn where its body was at the frame's last step: within its own move
        assertTrue(number(out, "box_spatial_off_body_m") <= Math.max(REST, number(out, "box_body_moved_m")), out);
        assertTrue(number(out, "box_body_moved_m") < 1, out);
        assertEquals(0, number(out, "walker_spatial_moved_m"), 0.01, out);
        assertEquals(0, number(out, "walker_body_moved_m"), 0.01, out);
        assertEquals(0, number(out, "AFTER_JUMP ball_moved_m"), REST, out);
        assertEquals(0, number(out, "AFTER_JUMP ball_gap_m"), REST, out);

        // Coarsened twice and refined twice under the ball, with ground under it after every step.
        assertTrue(number(out, "CLIMBED swaps") >= 2, out);
        assertTrue(number(out, "DESCENDED swaps") >= 4, out);
        assertEquals(0, number(out, "DESCENDED steps_without_ground"), out);
        // Never into the ground it rests on (the heightfield); against the ground drawn, which the
        // heightfields match near the camera only, within a coarse level's geomipmap error (a run
        // under load once saw its bottom 0.30 m under the drawn ground while its tile was level 2).
        assertTrue(number(out, "DESCENDED deepest_sink_in_body_m") < PhysicsProbe.BALL_RADIUS, out);
        assertTrue(number(out, "DESCENDED deepest_sink_m") < 1, out);
        assertEquals(0, number(out, "AFTER_SWAPS ball_gap_m"), REST, out);
        // Lowered by code under the resting ball: its ground body carries the edit within two frames
        // of the edit being drawn, and the ball falls onto the lowered ground.
        assertTrue(number(out, "EDITED follow_frames") <= 2, out);
        assertEquals(PhysicsProbe.EDIT_LOWER, number(out, "ball_dropped_m"), 0.5, out);
        assertEquals(0, number(out, "EDITED ball_gap_m"), REST, out);
    }

    /** The number after {@code name=} in the output (the first such); a name may start with its line's label. */
    private static double number(String out, String name) {
        Matcher m = Pattern.compile("(?:^|[ \\n])" + Pattern.quote(name).replace(" ", "\\E[^\\n]*? \\Q") + "=(-?[0-9.]+)").matcher(out);
        assertTrue(m.find(), name + " missing from:\n" + out);
        return Double.parseDouble(m.group(1));
    }
}
