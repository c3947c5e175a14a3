package org.seedscape.house;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The reference of the packages a game uses ({@code api}, {@code physics}) builds with no javadoc
 * warning, under the checks the pom's javadoc jar runs with (doclint: syntax, HTML, references,
 * accessibility; not the {@code missing} group, as the project's comments are prose, not one tag
 * per parameter). The JDK's javadoc in this JVM, a few seconds.
 */
class PublicJavadocTest {
    /** As the pom's maven-javadoc-plugin sourceFileIncludes. */
    private static final List<String> PUBLIC_PACKAGES = List.of("org/seedscape/api", "org/seedscape/physics");

    @Test
    void apiAndPhysicsReferenceHasNoWarnings() throws IOException {
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter out = new StringWriter();
        List<File> sources = new ArrayList<>();
        for (String pkg : PUBLIC_PACKAGES) {
            try (Stream<Path> files = Files.list(Path.of("src/main/java", pkg))) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(f -> sources.add(f.toFile()));
            }
        }
        Path output = Files.createDirectories(Path.of("target/javadoc-check"));
        try (StandardJavaFileManager files = javadoc.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            List<String> options = List.of("-d", output.toString(), "-quiet", "-Xdoclint:all,-missing", "-encoding", "UTF-8",
                    "-sourcepath", "src/main/java", "-classpath", System.getProperty("java.class.path"));
            boolean ok = javadoc.getTask(out, files, diagnostics, null, options, files.getJavaFileObjectsFromFiles(sources)).call();
            assertTrue(ok, out + "\n" + diagnostics.getDiagnostics());
        }
        assertTrue(sources.size() > 10, "sources: " + sources);
        assertEquals(List.of(), diagnostics.getDiagnostics().stream().map(d -> d.toString()).toList(), out.toString());
        assertTrue(!out.toString().contains("warning"), out.toString());
    }
}
