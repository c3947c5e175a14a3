package org.seedscape.noise;

/**
 * The integer hash behind every lattice value: pcg2d (Jarzynski and Olano 2020), written with
 * Java {@code int} arithmetic and {@code >>>} so it is bit-identical to the GLSL {@code uint}
 * version in {@code Terrain.glsllib}. Never a float hash: those collapse far from the origin.
 */
public final class LatticeHash {
    private static final int MULTIPLIER = 1664525;
    private static final int INCREMENT = 1013904223;

    private LatticeHash() {
    }

    /** Hashes a lattice cell to two 32-bit words, packed as {@code (x << 32) | (z & 0xffffffff)}. */
    static long hash(int cellX, int cellZ) {
        int x = cellX * MULTIPLIER + INCREMENT;
        int z = cellZ * MULTIPLIER + INCREMENT;
        x += z * MULTIPLIER;
        z += x * MULTIPLIER;
        x ^= x >>> 16;
        z ^= z >>> 16;
        x += z * MULTIPLIER;
        z += x * MULTIPLIER;
        x ^= x >>> 16;
        z ^= z >>> 16;
        return ((long) x << 32) | (z & 0xffffffffL);
    }

    /** First word of a packed hash. */
    static int first(long packed) {
        return (int) (packed >>> 32);
    }

    /** Second word of a packed hash. */
    static int second(long packed) {
        return (int) packed;
    }

    /** The top 16 bits of a word mapped to (-1, 1): exact in float, so Java and GLSL agree bit for bit. */
    static double signedUnit(int word) {
        return ((word >>> 16) - 32767.5f) / 32768f;
    }

    /** The top 16 bits of a word mapped to [0, 1), exact in float. */
    static double unit(int word) {
        return (word >>> 16) / 65536f;
    }

    /** SplitMix64's finaliser: seeds the per-lattice offsets from the world seed, and seeded streams elsewhere. */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
