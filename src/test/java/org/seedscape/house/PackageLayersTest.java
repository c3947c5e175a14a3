package org.seedscape.house;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.util.List;

/**
 * The packages form layers, each using only the ones below it (docs/ARCHITECTURE.md, "Packages"):
 * no import cycle, so each package can be read, tested and replaced knowing only what lies under it.
 */
@AnalyzeClasses(packages = "org.seedscape", importOptions = ImportOption.DoNotIncludeTests.class)
class PackageLayersTest {
    /** Top first: the command line, the optional physics, the scripted modes, the app, the library's face, what it shows and streams, down to the parameters. */
    static final List<String> LAYERS = List.of(
            "cli", "physics", "bench", "shots", "export", "app", "api", "ui", "player", "stream", "render", "foliage", "gen", "gl", "erosion", "tile",
            "noise", "edit", "landform", "stamp", "io", "world");

    @ArchTest
    static final ArchRule noCycles = slices().matching("org.seedscape.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule eachLayerUsesOnlyTheOnesBelow = layers();

    @ArchTest
    static final ArchRule noClassOutsideTheLayers = classes()
            .should().resideInAnyPackage(LAYERS.stream().map(l -> "org.seedscape." + l + "..").toArray(String[]::new));

    private static ArchRule layers() {
        LayeredArchitecture architecture = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (String layer : LAYERS) {
            architecture = architecture.layer(layer).definedBy("org.seedscape." + layer + "..");
        }
        for (int i = 0; i < LAYERS.size(); i++) {
            String[] below = LAYERS.subList(i + 1, LAYERS.size()).toArray(String[]::new);
            architecture = below.length == 0
                    ? architecture.whereLayer(LAYERS.get(i)).mayNotAccessAnyLayer()
                    : architecture.whereLayer(LAYERS.get(i)).mayOnlyAccessLayers(below);
        }
        return architecture;
    }
}
