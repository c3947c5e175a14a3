package org.seedscape;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * The library as this build has it now (its compiled classes and resources, its pom.xml) laid out
 * in a local Maven repository as {@code mvn install} lays it out, so that a build there finds it by
 * its coordinates. The test phase comes before the jar's: this packs the same folder the jar
 * plugin packs.
 */
record LibraryInstall(String groupId, String artifactId, String version) {
    /** Writes {@code <artifactId>-<version>.jar} of {@code classes} and {@code .pom} from {@code pom} into {@code repository}. */
    void into(Path repository, Path classes, Path pom) throws IOException {
        Path folder = repository.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version);
        Files.createDirectories(folder);
        String base = artifactId + "-" + version;
        Files.copy(pom, folder.resolve(base + ".pom"), StandardCopyOption.REPLACE_EXISTING);
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        try (OutputStream file = Files.newOutputStream(folder.resolve(base + ".jar"));
                JarOutputStream jar = new JarOutputStream(file, manifest)) {
            for (Path f : files) {
                jar.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, jar);
                jar.closeEntry();
            }
        }
    }
}
