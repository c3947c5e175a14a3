package org.seedscape.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;

/**
 * A hole a game cuts in the ground, in real OpenGL with Minie (one child JVM, {@link HolesProbe}):
 * the ground is not drawn there (the middle of the frame changes, its corner hardly), the drawn
 * ground's queries find nothing in it but the exact ground is still there, the tiles it meets are
 * told hidden and shown again, a ball dropped into it falls through while a box beside it comes to
 * rest, and filled, the ground is drawn again.
 */
class HolesGlTest {
    @Test
    void aHoleIsNotDrawnNotHitAndNotStoodOn() throws Exception {
        ChildJvm.Result r = ChildJvm.run(HolesProbe.class, 400);
        String out = r.output();
        assertEquals(0, r.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE") || out.contains("TIMEOUT"), out);
        assertTrue(out.contains("drawn_in=NaN exact_in_finite=true drawn_beside_finite=true hit_in=null hit_beside_finite=true"), out);
        assertTrue(number(out, "CUT hole=1 tiles_reshown") >= 1, out);
        // The hole's 10 m square fills the middle of the frame, looked down at from 30 m away.
        assertTrue(number(out, "changed_in_middle") > 0.9, out);
        // The corner away from the hole: far ground may still refine between the two frames (0.09 seen), never all of it.
        assertTrue(number(out, "changed_at_edges") < 0.25, out);
        assertTrue(number(out, "in_hole_below_ground_m") > 5, out);
        // The box beside it rests on the ground: its middle a quarter to some 0.4 m above (tilted on the slope).
        assertTrue(number(out, "beside_above_ground_m") > 0.2 && number(out, "beside_above_ground_m") < 0.45, out);
        assertTrue(number(out, "beside_moved_m") < 2, out); // it may slide a little on the slope (0.8 m seen), never 5 m into the hole
        assertTrue(out.contains("FILLED filled=true again=false"), out);
        assertTrue(number(out, "FILLED filled=true again=false tiles_reshown") >= 1, out);
        assertTrue(out.contains("drawn_in_finite=true"), out);
    }

    private static double number(String out, String name) {
        Matcher m = Pattern.compile(Pattern.quote(name) + "=(-?[0-9.]+)").matcher(out);
        assertTrue(m.find(), name + " missing from:\n" + out);
        return Double.parseDouble(m.group(1));
    }
}
