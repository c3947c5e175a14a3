package org.seedscape.edit;

import java.nio.file.Path;
import java.util.List;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.Stamps;
import org.seedscape.stamp.WorldFile;

/**
 * The layers a world file puts on the preset's world, in the order they apply: stamps, then the
 * brushes' stroke layers (the landform layers then shape both).
 *
 * @param stamps       heightmaps stamped into the world, in order
 * @param strokeLayers the brushes' strokes in their layers, in order
 * @param madePreset   the preset the strokes were made on, as their edit file says, or null: this world's
 * @param madeSeed     the seed they were made on, or null: this world's
 */
public record WorldLayers(List<Stamp> stamps, List<StrokeLayer> strokeLayers, String madePreset, Long madeSeed) {
    /** No stamps and no edits: the preset's world alone. */
    public static final WorldLayers NONE = new WorldLayers(List.of(), List.of(), null, null);

    public WorldLayers {
        stamps = List.copyOf(stamps);
        strokeLayers = List.copyOf(strokeLayers);
    }

    /** Stamps and strokes made on the world they are put on, the strokes in one layer. */
    public static WorldLayers of(List<Stamp> stamps, List<Stroke> strokes) {
        return new WorldLayers(stamps, strokes.isEmpty() ? List.of()
                : List.of(StrokeLayer.empty(StrokeLayer.FIRST).withStrokes(strokes)), null, null);
    }

    /** These layers with other stamps. */
    public WorldLayers withStamps(List<Stamp> newStamps) {
        return new WorldLayers(newStamps, strokeLayers, madePreset, madeSeed);
    }

    /** These layers with other stroke layers, made on this world. */
    public WorldLayers withStrokeLayers(List<StrokeLayer> newLayers) {
        return new WorldLayers(stamps, newLayers, null, null);
    }

    /** Every stroke, of every layer, in order. */
    public List<Stroke> strokes() {
        return StrokeLayer.strokesOf(strokeLayers);
    }

    /**
     * A warning when the strokes were made on another world than {@code preset} and {@code seed}
     * (they still apply, to this world's ground), or null.
     */
    public String mismatch(String preset, long seed) {
        if (madePreset == null || (madePreset.equals(preset) && madeSeed == seed)) {
            return null;
        }
        return "warning: the world file's strokes were made on preset " + madePreset + ", seed " + madeSeed
                + "; this world is preset " + preset + ", seed " + seed + ": they apply to this world's ground";
    }

    /** Every dab the layers lay, in order (hidden layers none, faded ones weaker). */
    public List<Dab> dabs() {
        return StrokeLayer.dabsOf(strokeLayers);
    }

    /**
     * A world file's layers: its stamps, every heightmap read whole, and its edit file's strokes,
     * with the world they were made on ({@link #mismatch}); nothing is used until all of it is good.
     *
     * @throws org.seedscape.world.InputException naming the file, the line and what is wrong
     */
    public static WorldLayers load(Path worldFile) {
        WorldFile.Contents contents = WorldFile.read(worldFile);
        EditFile.Contents edits = contents.edits() == null ? new EditFile.Contents(null, null, List.of())
                : EditFile.read(contents.edits());
        return new WorldLayers(Stamps.load(worldFile, contents.stamps()), edits.layers(), edits.preset(), edits.seed());
    }
}
