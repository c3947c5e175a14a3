package org.seedscape.foliage;

/** The seeded streams of foliage placement, one per field or point process, so none repeats another. */
final class Streams {
    static final long TREES = 1, BUSHES = 2, ROCKS = 3, GRASS = 4;
    /** The grass clumps' two octaves take this and the next. */
    static final long GRASS_CLUMPS = 8;
    /** The forest noise's octaves take this and the next few. */
    static final long FOREST = 16;

    private Streams() {
    }
}
