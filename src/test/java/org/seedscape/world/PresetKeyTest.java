package org.seedscape.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The key table's labels for the settings panel: groups in file order, paper symbols and units true to each doc. */
class PresetKeyTest {
    private static final Path DEFAULT_PRESET = Path.of("config/default.properties");
    private static final String HEADING_START = "# ---- ";
    private static final String HEADING_END = " ----";

    /**
     * config/default.properties lists the groups' headings in enum order, each key under its own
     * group's heading, and the keys in table order.
     */
    @Test
    void theDefaultPresetListsGroupsAndKeysInTableOrder() throws IOException {
        List<PresetKey.Group> headings = new ArrayList<>();
        List<PresetKey> keys = new ArrayList<>();
        for (String line : Files.readAllLines(DEFAULT_PRESET)) {
            if (line.startsWith(HEADING_START) && line.endsWith(HEADING_END)) {
                String heading = line.substring(HEADING_START.length(), line.length() - HEADING_END.length());
                PresetKey.Group group = Arrays.stream(PresetKey.Group.values())
                        .filter(g -> g.heading().equals(heading)).findFirst().orElse(null);
                assertNotNull(group, "no group has the heading '" + heading + "'");
                headings.add(group);
            } else if (!line.startsWith("#") && line.contains(" = ")) {
                PresetKey key = PresetKey.fromKey(line.substring(0, line.indexOf(" = ")));
                if (key != null) {
                    assertFalse(headings.isEmpty(), key + " comes before the first heading");
                    assertEquals(key.group(), headings.get(headings.size() - 1), key + " is under another heading");
                    keys.add(key);
                }
            }
        }
        assertEquals(List.of(PresetKey.Group.values()), headings);
        assertEquals(List.of(PresetKey.values()), keys);
    }

    @Test
    void everyKeyIsInExactlyOneGroupAndTheGroupsTogetherHoldTheTableInOrder() {
        List<PresetKey> all = new ArrayList<>();
        for (PresetKey.Group g : PresetKey.Group.values()) {
            assertFalse(g.keys().isEmpty(), g + " has no keys");
            all.addAll(g.keys());
        }
        assertEquals(List.of(PresetKey.values()), all);
    }

    @Test
    void groupTitlesAreShortAndDistinct() {
        HashSet<String> titles = new HashSet<>();
        for (PresetKey.Group g : PresetKey.Group.values()) {
            assertTrue(!g.title().isBlank() && g.title().length() <= 12, g + ": '" + g.title() + "'");
            assertTrue(titles.add(g.title()), "title used twice: " + g.title());
        }
        assertEquals("Shape", PresetKey.Group.SHAPING.title());
        assertEquals("Erosion", PresetKey.Group.EROSION.title());
    }

    @Test
    void knownPaperSymbols() {
        assertEquals("g", PresetKey.ROUGHNESS.symbol());
        assertEquals("Ss", PresetKey.SHARPNESS.symbol());
        assertEquals("n", PresetKey.OCTAVES.symbol());
        assertEquals("Ea", PresetKey.LOWLAND_SMOOTHING.symbol());
        assertEquals("1/If", PresetKey.BASE_WAVELENGTH.symbol());
        assertEquals("", PresetKey.RIDGE_WEIGHTING.symbol());
        assertEquals("", PresetKey.SEA_LEVEL.symbol());
    }

    /** A key has a symbol exactly when its doc cites the paper, and the doc names that symbol. */
    @Test
    void symbolsAreTheOnesTheDocsName() {
        for (PresetKey k : PresetKey.values()) {
            boolean citesPaper = k.doc().contains("paper");
            assertEquals(citesPaper, !k.symbol().isEmpty(), k + ": symbol '" + k.symbol() + "', doc: " + k.doc());
            if (citesPaper) {
                String name = k.symbol().replace("1/", "");
                Pattern word = Pattern.compile("(paper (gain )?|the paper's base frequency )" + Pattern.quote(name) + "\\b");
                assertTrue(word.matcher(k.doc()).find(), k + ": the doc does not name " + name + ": " + k.doc());
            }
        }
    }

    /**
     * Each unit matches the words of its doc, both ways: "m" exactly for docs in metres that are
     * not densities, the densities per area, "slope" and "share" where the doc says so.
     */
    @Test
    void unitsMatchTheirDocs() {
        Map<String, String> phrase = Map.of(
                "m", "metres",
                "deg", "degrees",
                "per 100 m2", "per 100 square metres",
                "per m2", "per square metre",
                "slope", "slope",
                "share", "share");
        for (PresetKey k : PresetKey.values()) {
            String doc = k.doc();
            if (k.unit().isEmpty()) {
                assertFalse(doc.contains("metre") || doc.contains("share") || doc.startsWith("slope ("),
                        k + " has no unit, but its doc names one: " + doc);
            } else {
                assertTrue(phrase.containsKey(k.unit()), k + ": unknown unit '" + k.unit() + "'");
                assertTrue(doc.contains(phrase.get(k.unit())), k + ": unit " + k.unit() + " but doc: " + doc);
            }
            boolean density = doc.contains("square metre");
            assertEquals(doc.contains("metres") && !density, k.unit().equals("m"), k + ": unit " + k.unit() + ", doc: " + doc);
            assertEquals(density, k.unit().startsWith("per "), k + ": unit " + k.unit() + ", doc: " + doc);
        }
        assertEquals("slope", PresetKey.ROCK_SLOPE.unit());
        assertEquals("", PresetKey.SLOPE_SMOOTHING.unit()); // "slope erosion" is not a slope
        assertEquals("per 100 m2", PresetKey.TREE_DENSITY.unit());
        assertEquals("per m2", PresetKey.GRASS_DENSITY.unit());
        assertEquals("share", PresetKey.FOREST_COVER.unit());
    }
}
