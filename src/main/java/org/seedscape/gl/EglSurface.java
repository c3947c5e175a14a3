package org.seedscape.gl;

import static org.lwjgl.egl.EGL10.EGL_BLUE_SIZE;
import static org.lwjgl.egl.EGL10.EGL_BUFFER_SIZE;
import static org.lwjgl.egl.EGL10.EGL_DEPTH_SIZE;
import static org.lwjgl.egl.EGL10.EGL_EXTENSIONS;
import static org.lwjgl.egl.EGL10.EGL_GREEN_SIZE;
import static org.lwjgl.egl.EGL10.EGL_HEIGHT;
import static org.lwjgl.egl.EGL10.EGL_NONE;
import static org.lwjgl.egl.EGL10.EGL_NO_CONTEXT;
import static org.lwjgl.egl.EGL10.EGL_NO_DISPLAY;
import static org.lwjgl.egl.EGL10.EGL_NO_SURFACE;
import static org.lwjgl.egl.EGL10.EGL_PBUFFER_BIT;
import static org.lwjgl.egl.EGL10.EGL_RED_SIZE;
import static org.lwjgl.egl.EGL10.EGL_SAMPLES;
import static org.lwjgl.egl.EGL10.EGL_STENCIL_SIZE;
import static org.lwjgl.egl.EGL10.EGL_SURFACE_TYPE;
import static org.lwjgl.egl.EGL10.EGL_WIDTH;
import static org.lwjgl.egl.EGL10.eglChooseConfig;
import static org.lwjgl.egl.EGL10.eglCreateContext;
import static org.lwjgl.egl.EGL10.eglCreatePbufferSurface;
import static org.lwjgl.egl.EGL10.eglGetConfigAttrib;
import static org.lwjgl.egl.EGL10.eglGetDisplay;
import static org.lwjgl.egl.EGL10.eglDestroyContext;
import static org.lwjgl.egl.EGL10.eglDestroySurface;
import static org.lwjgl.egl.EGL10.eglGetError;
import static org.lwjgl.egl.EGL10.eglInitialize;
import static org.lwjgl.egl.EGL10.eglMakeCurrent;
import static org.lwjgl.egl.EGL10.eglQueryString;
import static org.lwjgl.egl.EGL10.eglTerminate;
import static org.lwjgl.egl.EGL12.eglBindAPI;
import static org.lwjgl.egl.EGL12.eglReleaseThread;
import static org.lwjgl.egl.EGL14.EGL_DEFAULT_DISPLAY;
import static org.lwjgl.egl.EGL14.EGL_OPENGL_API;
import static org.lwjgl.egl.EGL14.EGL_OPENGL_BIT;
import static org.lwjgl.egl.EGL14.EGL_RENDERABLE_TYPE;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_MAJOR_VERSION;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_MINOR_VERSION;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_OPENGL_DEBUG;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_OPENGL_FORWARD_COMPATIBLE;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_OPENGL_PROFILE_MASK;
import static org.lwjgl.egl.EGL15.EGL_GL_COLORSPACE;
import static org.lwjgl.egl.EGL15.EGL_GL_COLORSPACE_SRGB;
import static org.lwjgl.egl.EXTDeviceQuery.eglQueryDeviceStringEXT;
import static org.lwjgl.egl.EXTPlatformDevice.EGL_PLATFORM_DEVICE_EXT;

import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lwjgl.PointerBuffer;
import org.lwjgl.egl.EGL;
import org.lwjgl.egl.EXTDeviceEnumeration;
import org.lwjgl.egl.EXTPlatformBase;
import org.lwjgl.system.Configuration;
import org.lwjgl.system.JNI;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;

/**
 * An OpenGL 4.5 core context made current on the calling thread through EGL, with a pbuffer of the
 * requested size as its default framebuffer: no window system at all. The display comes from the
 * first that gives one: a GPU device ({@code EGL_EXT_platform_device}: NVIDIA's driver, Mesa's DRM
 * devices), a software device (Mesa's llvmpipe), Mesa's surfaceless platform, then the default
 * display. {@link #open} says, on failure, what each answered.
 */
final class EglSurface implements AutoCloseable {
    /** {@code EGL_MESA_platform_surfaceless}, which LWJGL has no class for. */
    private static final int EGL_PLATFORM_SURFACELESS_MESA = 0x31DD;
    private static final String SOFTWARE_DEVICE = "EGL_MESA_device_software";

    private final long display;
    private final long context;
    private final long surface;

    private EglSurface(long display, long context, long surface) {
        this.display = display;
        this.context = context;
        this.surface = surface;
    }

    /** What the pbuffer and context must offer. */
    record Request(int width, int height, int depthBits, int stencilBits, int samples, boolean srgb, boolean debug) {
    }

    /**
     * Opens a context on the first platform that gives one and makes it current on this thread.
     * @throws GlUnavailableException naming each platform tried and its answer
     */
    static EglSurface open(Request request) {
        // GL's entry points then come from eglGetProcAddress: a bare GPU machine may have no libGL.
        Configuration.OPENGL_CONTEXT_API.set("EGL");
        String clientExtensions;
        try {
            clientExtensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
        } catch (Throwable t) { // the library is missing or broken: LWJGL throws from its static initialiser
            throw new GlUnavailableException(GlApi.EGL, "no EGL library (libEGL.so.1): " + firstLine(t));
        }
        if (clientExtensions == null) {
            throw new GlUnavailableException(GlApi.EGL, "libEGL offers no client extensions (" + error() + ")");
        }
        List<String> answers = new ArrayList<>();
        for (Candidate candidate : candidates(clientExtensions, answers)) {
            try {
                return onDisplay(candidate, request);
            } catch (IllegalStateException e) {
                answers.add(candidate.name() + ": " + e.getMessage());
            }
        }
        throw new GlUnavailableException(GlApi.EGL, answers.isEmpty() ? "no EGL platform offered" : String.join("; ", answers));
    }

    /** An EGL display to try, by the name it is reported under. */
    private record Candidate(String name, long display) {
    }

    /** Hardware devices, then software ones, then the surfaceless and default displays. */
    private static List<Candidate> candidates(String clientExtensions, List<String> answers) {
        List<Candidate> hardware = new ArrayList<>(), software = new ArrayList<>(), others = new ArrayList<>();
        boolean platforms = clientExtensions.contains("EGL_EXT_platform_base");
        if (platforms && clientExtensions.contains("EGL_EXT_platform_device") && clientExtensions.contains("EGL_EXT_device_enumeration")) {
            for (long device : devices()) {
                String extensions = String.valueOf(eglQueryDeviceStringEXT(device, EGL_EXTENSIONS));
                boolean isSoftware = extensions.contains(SOFTWARE_DEVICE);
                long display = EXTPlatformBase.eglGetPlatformDisplayEXT(EGL_PLATFORM_DEVICE_EXT, device, (IntBuffer) null);
                String name = (isSoftware ? "software device " : "device ") + (hardware.size() + software.size());
                (isSoftware ? software : hardware).add(new Candidate(name, display));
            }
            if (hardware.isEmpty() && software.isEmpty()) {
                answers.add("device platform: no devices");
            }
        } else {
            answers.add("device platform: not offered");
        }
        if (!platforms || !clientExtensions.contains("EGL_MESA_platform_surfaceless")) {
            answers.add("surfaceless platform: not offered");
        } else {
            // LWJGL's binding refuses the null native display this platform takes, so it is called directly.
            long getPlatformDisplay = EGL.getCapabilities().eglGetPlatformDisplayEXT;
            others.add(new Candidate("surfaceless platform",
                    JNI.callPPP(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, MemoryUtil.NULL, getPlatformDisplay)));
        }
        others.add(new Candidate("default display", eglGetDisplay(EGL_DEFAULT_DISPLAY)));
        List<Candidate> all = new ArrayList<>(hardware);
        all.addAll(software);
        all.addAll(others);
        return all;
    }

    private static long[] devices() {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            int[] count = new int[1];
            if (!EXTDeviceEnumeration.eglQueryDevicesEXT(null, count) || count[0] == 0) {
                return new long[0];
            }
            PointerBuffer list = stack.mallocPointer(count[0]);
            EXTDeviceEnumeration.eglQueryDevicesEXT(list, count);
            long[] devices = new long[count[0]];
            for (int i = 0; i < devices.length; i++) {
                devices[i] = list.get(i);
            }
            return devices;
        }
    }

    /** Initialises a display and makes a context with a pbuffer current on it, or throws saying which step failed. */
    private static EglSurface onDisplay(Candidate candidate, Request request) {
        long display = candidate.display();
        if (display == EGL_NO_DISPLAY) {
            throw new IllegalStateException("no display (" + error() + ")");
        }
        int[] major = new int[1], minor = new int[1];
        if (!eglInitialize(display, major, minor)) {
            throw new IllegalStateException("eglInitialize failed (" + error() + ")");
        }
        long context = EGL_NO_CONTEXT, surface = EGL_NO_SURFACE;
        try {
            if (major[0] == 1 && minor[0] < 5) { // the context attributes below are EGL 1.5's
                throw new IllegalStateException("EGL " + major[0] + "." + minor[0] + ", 1.5 needed");
            }
            if (!eglBindAPI(EGL_OPENGL_API)) {
                throw new IllegalStateException("no desktop OpenGL (" + error() + ")");
            }
            long[] configs = configs(display, request);
            long config = configs[0];
            if (request.srgb() && eglQueryString(display, EGL_EXTENSIONS).contains("EGL_KHR_gl_colorspace")) {
                // Only some configs have an sRGB variant (Mesa's llvmpipe: those with alpha): take the first that does.
                for (int i = 0; i < configs.length && surface == EGL_NO_SURFACE; i++) {
                    surface = eglCreatePbufferSurface(display, configs[i], new int[] {EGL_WIDTH, request.width(),
                            EGL_HEIGHT, request.height(), EGL_GL_COLORSPACE, EGL_GL_COLORSPACE_SRGB, EGL_NONE});
                    config = configs[i];
                }
            }
            if (surface == EGL_NO_SURFACE) {
                config = configs[0];
                surface = eglCreatePbufferSurface(display, config, new int[] {EGL_WIDTH, request.width(), EGL_HEIGHT, request.height(), EGL_NONE});
            }
            if (surface == EGL_NO_SURFACE) {
                throw new IllegalStateException("no " + request.width() + "x" + request.height() + " pbuffer (" + error() + ")");
            }
            context = eglCreateContext(display, config, EGL_NO_CONTEXT, new int[] {
                    EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 5,
                    EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                    EGL_CONTEXT_OPENGL_FORWARD_COMPATIBLE, 1,
                    EGL_CONTEXT_OPENGL_DEBUG, request.debug() ? 1 : 0,
                    EGL_NONE});
            if (context == EGL_NO_CONTEXT) {
                throw new IllegalStateException("no OpenGL 4.5 core context (" + error() + ")");
            }
            if (!eglMakeCurrent(display, surface, surface, context)) {
                throw new IllegalStateException("eglMakeCurrent failed (" + error() + ")");
            }
            return new EglSurface(display, context, surface);
        } catch (IllegalStateException e) {
            if (surface != EGL_NO_SURFACE) {
                eglDestroySurface(display, surface);
            }
            if (context != EGL_NO_CONTEXT) {
                eglDestroyContext(display, context);
            }
            eglTerminate(display);
            throw e;
        }
    }

    /**
     * The configs for a pbuffer with the request's depth, stencil and samples and 8 bits a colour, as
     * a window has (EGL lists deeper colour first).
     */
    private static long[] configs(long display, Request request) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            PointerBuffer configs = stack.mallocPointer(64);
            int[] count = new int[1];
            int[] wanted = {
                    EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
                    EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8,
                    EGL_DEPTH_SIZE, request.depthBits(), EGL_STENCIL_SIZE, request.stencilBits(),
                    EGL_SAMPLES, Math.max(0, request.samples()),
                    EGL_NONE};
            if (!eglChooseConfig(display, wanted, configs, count) || count[0] == 0) {
                throw new IllegalStateException("no RGB8 pbuffer config with " + request.depthBits() + " depth bits for desktop "
                        + "OpenGL (" + error() + ")");
            }
            int[] bits = new int[1];
            java.util.stream.LongStream.Builder eightBit = java.util.stream.LongStream.builder();
            for (int i = 0; i < count[0]; i++) {
                long config = configs.get(i);
                if (eglGetConfigAttrib(display, config, EGL_BUFFER_SIZE, bits) && (bits[0] == 24 || bits[0] == 32)) {
                    eightBit.add(config);
                }
            }
            long[] out = eightBit.build().toArray();
            if (out.length == 0) {
                throw new IllegalStateException("no pbuffer config with 8 bits a colour");
            }
            return out;
        }
    }

    /** Releases the context from this thread and frees it, the pbuffer and the display. */
    @Override
    public void close() {
        eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
        eglDestroySurface(display, surface);
        eglDestroyContext(display, context);
        eglTerminate(display);
        eglReleaseThread();
    }

    private static String error() {
        return String.format(Locale.ROOT, "EGL error 0x%04X", eglGetError());
    }

    private static String firstLine(Throwable t) {
        String message = t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
