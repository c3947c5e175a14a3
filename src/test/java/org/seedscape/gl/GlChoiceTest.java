package org.seedscape.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GlChoiceTest {
    @Test
    void autoTriesGlfwFirstWithADisplayAndEglFirstWithout() {
        assertEquals(List.of(GlApi.GLFW, GlApi.EGL), GlChoice.of("auto", ":99").order());
        assertEquals(List.of(GlApi.EGL, GlApi.GLFW), GlChoice.of("auto", null).order());
        assertEquals(List.of(GlApi.EGL, GlApi.GLFW), GlChoice.of("auto", " ").order());
    }

    @Test
    void aNamedApiIsTheOnlyOneTried() {
        assertEquals(List.of(GlApi.EGL), GlChoice.of("egl", ":99").order());
        assertEquals(List.of(GlApi.GLFW), GlChoice.of("glfw", null).order());
        assertThrows(IllegalArgumentException.class, () -> GlChoice.of("vulkan", null));
    }

    @Test
    void openFallsBackAndReturnsTheFirstThatWorks() {
        List<GlApi> tried = new ArrayList<>();
        String result = new GlChoice(List.of(GlApi.EGL, GlApi.GLFW), true).open(api -> {
            tried.add(api);
            if (api == GlApi.EGL) {
                throw new GlUnavailableException(api, "no devices");
            }
            return "on " + api.word();
        });
        assertEquals("on glfw", result);
        assertEquals(List.of(GlApi.EGL, GlApi.GLFW), tried);
    }

    @Test
    void whenNoneWorksTheMessageNamesEveryAttemptInOrder() {
        GlUnavailableException e = assertThrows(GlUnavailableException.class, () -> GlChoice.of("auto", ":5").open(api -> {
            throw new GlUnavailableException(api, api == GlApi.GLFW ? "no server" : "no devices");
        }));
        assertEquals(2, e.attempts().size());
        String message = e.getMessage();
        assertTrue(message.indexOf("GLFW") < message.indexOf("EGL: no devices"), message);
        assertTrue(message.contains(": no server"), message);
    }

    @Test
    void withoutAWindowSystemGlfwIsReportedNotStarted() {
        List<GlApi> tried = new ArrayList<>();
        GlUnavailableException e = assertThrows(GlUnavailableException.class, () -> GlChoice.of("auto", null).open(api -> {
            tried.add(api);
            throw new GlUnavailableException(api, "no devices");
        }));
        assertEquals(List.of(GlApi.EGL), tried);
        assertEquals(List.of(GlApi.EGL, GlApi.GLFW), e.attempts().stream().map(GlUnavailableException.Attempt::api).toList());
        assertTrue(e.getMessage().contains("no display to open a window on"), e.getMessage());
    }

    @Test
    void otherFailuresAreNotSwallowed() {
        IllegalStateException boom = new IllegalStateException("shader did not compile");
        assertSame(boom, assertThrows(IllegalStateException.class, () -> GlChoice.of("auto", null).open(api -> {
            throw boom;
        })));
    }
}
