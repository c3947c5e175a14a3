package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;

/**
 * A game's own mesh drawn instanced on the streamed world, 1000 km out (EGL, one child JVM,
 * {@link InstancesProbe}): a grid of red posts shows in the frame, one square's batch, and is gone
 * once they are removed.
 */
class WorldInstancesGlTest {
    @Test
    void aGamesCopiesAreDrawnWhereItPutThem() throws Exception {
        ChildJvm.Result r = ChildJvm.run(InstancesProbe.class, 400);
        String out = r.output();
        assertEquals(0, r.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE") || out.contains("TIMEOUT"), out);
        int side = InstancesProbe.SIDE;
        assertTrue(out.contains("copies=" + side * side + " squares="), out);
        // 81 posts 1.2 m wide and 8 m tall, 30-94 m ahead in a 480 x 270 frame: hundreds of pixels at least.
        assertTrue(number(out, "WITH red_pixels") > 500, out);
        assertTrue(number(out, "WITHOUT red_pixels") < 10, out);
    }

    private static double number(String out, String name) {
        Matcher m = Pattern.compile(Pattern.quote(name) + "=(-?[0-9.]+)").matcher(out);
        assertTrue(m.find(), name + " missing from:\n" + out);
        return Double.parseDouble(m.group(1));
    }
}
