package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.cli.Main;
import org.seedscape.gl.GlUnavailableException;

/**
 * Where no OpenGL context can be had, every mode that needs one exits at once with code 3 and a
 * message naming each way tried; none hangs or prints a stack trace. EGL is taken away by pointing
 * glvnd at a vendor file that does not exist; the display by unsetting DISPLAY or naming a closed one.
 */
class NoGlContextTest {
    /** No EGL driver (glvnd finds no vendor library). */
    private static final Map<String, String> NO_EGL = Map.of("__EGL_VENDOR_LIBRARY_FILENAMES", "/nonexistent/egl_vendor.json");
    private static final long SECONDS = 60;

    @Test
    void exportWithNeitherDisplayNorEglExitsWithThree(@TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(with(NO_EGL, "DISPLAY", ""), Main.class, SECONDS,
                "export", "--out", dir.resolve("x").toString(), "--res", "33");
        assertNoContext(r, "EGL:", "GLFW (DISPLAY unset):");
    }

    @Test
    void benchGenWithNeitherDisplayNorEglExitsWithThree() throws Exception {
        ChildJvm.Result r = ChildJvm.run(with(NO_EGL, "DISPLAY", ""), Main.class, SECONDS, "bench-gen", "--seconds", "0.1");
        assertNoContext(r, "EGL:", "GLFW (DISPLAY unset):");
    }

    @Test
    void benchWithAClosedDisplayAndNoEglExitsWithThree(@TempDir Path dir) throws Exception {
        // Display :987 has no server (xvfb-run -a starts from :99).
        ChildJvm.Result r = ChildJvm.run(with(NO_EGL, "DISPLAY", ":987"), Main.class, SECONDS,
                "bench", "--frames", "5", "--out", dir.toString());
        assertNoContext(r, "GLFW (DISPLAY=:987):", "EGL:");
        assertTrue(r.output().indexOf("GLFW (DISPLAY=:987):") < r.output().indexOf("EGL:"), "with a display GLFW goes first: " + r.output());
    }

    @Test
    void shotsAskedForGlfwWithoutADisplayDoesNotTryEgl(@TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(Map.of("DISPLAY", ""), Main.class, SECONDS, "shots", "--gl", "glfw", "--out", dir.toString());
        assertNoContext(r, "GLFW (DISPLAY unset):");
        assertFalse(r.output().contains("EGL:"), r.output());
    }

    @Test
    void theDemoWithoutADisplayExitsWithThree() throws Exception {
        ChildJvm.Result r = ChildJvm.run(Map.of("DISPLAY", ""), Main.class, SECONDS);
        assertNoContext(r, "GLFW (DISPLAY unset):");
    }

    private static void assertNoContext(ChildJvm.Result r, String... tried) {
        assertEquals(GlUnavailableException.EXIT_CODE, r.exitCode(), r.output());
        assertTrue(r.output().contains("seedscape: cannot open an OpenGL 4.5 context"), r.output());
        for (String attempt : tried) {
            assertTrue(r.output().contains(attempt), attempt + " not reported: " + r.output());
        }
        assertFalse(r.output().contains("\tat "), "a stack trace: " + r.output());
    }

    private static Map<String, String> with(Map<String, String> env, String name, String value) {
        Map<String, String> all = new java.util.HashMap<>(env);
        all.put(name, value);
        return all;
    }
}
