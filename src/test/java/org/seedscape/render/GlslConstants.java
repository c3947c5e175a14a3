package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code const float} values a shader library declares, for tests that hold Java twins to them. */
final class GlslConstants {
    private final String glsl;

    private GlslConstants(String glsl) {
        this.glsl = glsl;
    }

    /** The library at {@code resource} on the class path, e.g. {@code /MatDefs/Common/Atmosphere.glsllib}. */
    static GlslConstants of(String resource) throws IOException {
        try (InputStream in = GlslConstants.class.getResourceAsStream(resource)) {
            assertNotNull(in, resource + " on the class path");
            return new GlslConstants(new String(in.readAllBytes(), StandardCharsets.US_ASCII));
        }
    }

    /** The value of {@code const float NAME = value;}. */
    double get(String name) {
        Matcher m = Pattern.compile("const float " + name + " = ([-0-9.eE]+);").matcher(glsl);
        assertTrue(m.find(), name + " declared");
        return Double.parseDouble(m.group(1));
    }
}
