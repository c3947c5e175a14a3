package org.seedscape.gen;

import com.jme3.asset.AssetKey;
import com.jme3.asset.AssetManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL20C;
import org.lwjgl.opengl.GL43C;

/**
 * One compute shader source, compiled and linked once per set of defines, with plain GL (jME runs
 * no compute shaders). Its {@code #import "path"} lines are replaced by those files, as jME's
 * loader does for its shaders. GL thread only; {@link #delete} frees the programs.
 */
final class ComputePrograms {
    private static final Pattern IMPORT = Pattern.compile("(?m)^\\s*#import\\s+\"([^\"]+)\"\\s*$");

    private final AssetManager assets;
    private final String source;
    private final Map<String, Program> programs = new HashMap<>();
    private String body;

    ComputePrograms(AssetManager assets, String source) {
        this.assets = assets;
        this.source = source;
    }

    /** A linked program and its uniform locations, looked up once each. */
    record Program(int id, Map<String, Integer> locations) {
        int location(String uniform) {
            return locations.computeIfAbsent(uniform, u -> GL20C.glGetUniformLocation(id, u));
        }
    }

    /** The program for {@code defines} (GLSL lines put before the source), compiled on first use. */
    Program get(String defines) {
        return programs.computeIfAbsent(defines, this::build);
    }

    /**
     * Compiles the program {@code variant} makes of one compiled already, the first such not
     * compiled yet ({@code variant} gives null for a program it makes none of); returns whether it
     * compiled one. To compile ahead, one a frame, the programs a coming change will ask for.
     */
    boolean compileVariant(UnaryOperator<String> variant) {
        for (String defines : List.copyOf(programs.keySet())) {
            String other = variant.apply(defines);
            if (other != null && !programs.containsKey(other)) {
                get(other);
                return true;
            }
        }
        return false;
    }

    private Program build(String defines) {
        if (body == null) {
            body = withImports(source);
        }
        int shader = GL20C.glCreateShader(GL43C.GL_COMPUTE_SHADER);
        GL20C.glShaderSource(shader, "#version 450 core\n" + defines + body);
        GL20C.glCompileShader(shader);
        if (GL20C.glGetShaderi(shader, GL20C.GL_COMPILE_STATUS) == GL11C.GL_FALSE) {
            String log = GL20C.glGetShaderInfoLog(shader);
            GL20C.glDeleteShader(shader);
            throw new IllegalStateException(source + " does not compile with\n" + defines + log);
        }
        int program = GL20C.glCreateProgram();
        GL20C.glAttachShader(program, shader);
        GL20C.glLinkProgram(program);
        GL20C.glDeleteShader(shader); // freed with the program
        if (GL20C.glGetProgrami(program, GL20C.GL_LINK_STATUS) == GL11C.GL_FALSE) {
            String log = GL20C.glGetProgramInfoLog(program);
            GL20C.glDeleteProgram(program);
            throw new IllegalStateException(source + " does not link with\n" + defines + log);
        }
        return new Program(program, new HashMap<>());
    }

    /** The source with every {@code #import "path"} line replaced by that file. */
    private String withImports(String path) {
        Matcher m = IMPORT.matcher(text(path));
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(withImports(m.group(1))));
        }
        m.appendTail(out);
        return out.toString();
    }

    private String text(String path) {
        try (InputStream in = assets.locateAsset(new AssetKey<>(path)).openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }

    void delete() {
        programs.values().forEach(p -> GL20C.glDeleteProgram(p.id()));
        programs.clear();
    }
}
