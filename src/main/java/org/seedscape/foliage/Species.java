package org.seedscape.foliage;

import static org.seedscape.world.PresetKey.ALTITUDE_NOISE;
import static org.seedscape.world.PresetKey.GRASS_LINE;
import static org.seedscape.world.PresetKey.SNOW_BAND;
import static org.seedscape.world.PresetKey.TREE_LINE;
import static org.seedscape.world.PresetKey.TREE_MAX_SLOPE;

import org.seedscape.world.TerrainParams;

/**
 * What grows and lies on the ground: each species' size, the steepest and highest ground it takes,
 * and which tile levels place it (far tiles place a consistent share of the trees, and no grass).
 */
public enum Species {
    GRASS("grass", 0.45, 0.8, 0),
    BUSH("bush", 1.3, 0.9, 1),
    BROADLEAF("broadleaf", 11, Double.NaN, MarkLimits.ALL_LEVELS),
    CONIFER("conifer", 14, Double.NaN, MarkLimits.ALL_LEVELS),
    ROCK("rock", 1.1, 3, 2);

    private final String key;
    private final double size, maxSlope;
    private final int lastLevel;

    /**
     * @param size       metres: the height of a plant, the width of a rock, before its own scale
     * @param maxSlope   the steepest ground it takes (rise over run); NaN for trees (a preset key)
     * @param lastLevel  the coarsest tile level that places it, or {@link MarkLimits#ALL_LEVELS}
     */
    Species(String key, double size, double maxSlope, int lastLevel) {
        this.key = key;
        this.size = size;
        this.maxSlope = maxSlope;
        this.lastLevel = lastLevel;
    }

    public String key() {
        return key;
    }

    /** Metres: the height of a plant, the width of a rock, before an instance's own scale. */
    public double size() {
        return size;
    }

    public boolean isTree() {
        return this == BROADLEAF || this == CONIFER;
    }

    /** The steepest ground (rise over run) an instance stands on. */
    public double maxSlope(TerrainParams params) {
        return isTree() ? params.get(TREE_MAX_SLOPE) : maxSlope;
    }

    /** The highest ground (metres) an instance stands on. */
    public double maxHeight(TerrainParams params) {
        return switch (this) {
            case GRASS -> params.get(GRASS_LINE) + params.get(ALTITUDE_NOISE) + params.get(SNOW_BAND);
            case BUSH, BROADLEAF, CONIFER -> params.get(TREE_LINE);
            case ROCK -> Double.POSITIVE_INFINITY;
        };
    }

    /**
     * The share of the species' points that a tile of {@code level} places, as the limit on their
     * marks: all of them on fine tiles, none beyond the coarsest level that places it, and for trees
     * beyond {@link MarkLimits#TREES_IN_FULL} a quarter of the last level's limit per level (a far
     * tile covers four times the ground of its children, and holds about as many trees).
     */
    public double markLimit(int level) {
        if (lastLevel != MarkLimits.ALL_LEVELS) {
            return level <= lastLevel ? 1 : 0;
        }
        int thinned = level - MarkLimits.TREES_IN_FULL;
        return thinned <= 0 ? 1 : thinned < MarkLimits.TREE_BANDS ? Math.pow(4, -thinned) : 0;
    }

    /** Tile levels and mark bands of the trees. */
    static final class MarkLimits {
        static final int ALL_LEVELS = -1;
        /** Tiles up to this level place every tree. */
        static final int TREES_IN_FULL = 2;
        /** The tree process's mark bands: levels up to TREES_IN_FULL + TREE_BANDS - 1 place trees. */
        static final int TREE_BANDS = 8;

        private MarkLimits() {
        }
    }
}
