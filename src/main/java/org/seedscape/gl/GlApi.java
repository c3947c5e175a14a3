package org.seedscape.gl;

import com.jme3.system.AppSettings;
import java.util.logging.Level;
import java.util.logging.Logger;

/** The two ways jME gets its OpenGL context here. */
public enum GlApi {
    /** {@link EglContext}: no window system, renders into a pbuffer; for tools and benches without a display. */
    EGL("egl"),
    /** jME's own LWJGL window (or hidden window) through GLFW: needs a display, shows what it draws. */
    GLFW("glfw");

    /**
     * jME's window logs "Display initialization failed" when it gets no context, after telling the
     * application why; the program reports that reason. Held here so the level sticks.
     */
    private static final Logger WINDOW_LOG = Logger.getLogger("com.jme3.system.lwjgl.LwjglWindow");

    private final String word;

    GlApi(String word) {
        this.word = word;
    }

    /** The name on the command line ({@code --gl egl|glfw}). */
    public String word() {
        return word;
    }

    /** Makes jME create its context through this API, an OpenGL 4.5 core one either way. */
    public void configure(AppSettings settings) {
        if (this == EGL) {
            settings.setCustomRenderer(EglContext.class);
        } else {
            WINDOW_LOG.setLevel(Level.OFF);
            settings.setRenderer(AppSettings.LWJGL_OPENGL45);
        }
    }

    /** What the context depended on, for a report of why there was none: GLFW needs a display. */
    String conditions() {
        if (this == EGL) {
            return "";
        }
        String variable = GlChoice.displayVariable();
        return variable == null ? " (DISPLAY unset)" : " (" + variable + "=" + System.getenv(variable) + ")";
    }
}
