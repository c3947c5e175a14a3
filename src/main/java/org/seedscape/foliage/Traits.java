package org.seedscape.foliage;

/**
 * The seeded uniform numbers every placed point draws, in this order, after its position: whether
 * it grows at the local density, which of two species, and its size, turn and tint.
 */
final class Traits {
    static final int ACCEPT = 0, KIND = 1, SIZE = 2, TURN = 3, TINT = 4, COUNT = 5;

    private Traits() {
    }
}
