package org.seedscape.foliage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class CellRandomTest {
    private static final long SEED = 1234;

    /** A stream moved from cell to cell by its column's hash gives each cell the numbers a fresh one does. */
    @Test
    void movingAlongAColumnGivesEachCellItsOwnStream() {
        CellRandom moved = new CellRandom();
        for (long i = -3; i <= 3; i++) {
            long column = CellRandom.column(SEED, Streams.GRASS, i);
            for (long j = -3; j <= 3; j++) {
                moved.moveTo(column, j);
                CellRandom fresh = new CellRandom(SEED, Streams.GRASS, i, j);
                for (int k = 0; k < 5; k++) {
                    assertEquals(Double.doubleToLongBits(fresh.next()), Double.doubleToLongBits(moved.next()),
                            "cell (" + i + ", " + j + "), number " + k);
                }
            }
        }
    }

    /** Neighbouring cells, and the same cell in another stream, get other numbers. */
    @Test
    void cellsAndStreamsDiffer() {
        double here = new CellRandom(SEED, Streams.GRASS, 5, 7).next();
        assertNotEquals(here, new CellRandom(SEED, Streams.GRASS, 5, 8).next());
        assertNotEquals(here, new CellRandom(SEED, Streams.GRASS, 6, 7).next());
        assertNotEquals(here, new CellRandom(SEED, Streams.TREES, 5, 7).next());
    }
}
