package org.seedscape.render.foliage;

import org.seedscape.noise.LatticeHash;

/**
 * Seeded smooth value noise in 3D (hashed lattice values, quintic fade), for the rock's relief and
 * the atlas' detail. Deterministic and independent of the world seed: the foliage looks the same in
 * every world, which lets its meshes and atlas be built once.
 */
final class LatticeNoise {
    private final long seed;

    LatticeNoise(long seed) {
        this.seed = seed;
    }

    /** Smooth noise in [-1, 1], one feature per unit. */
    float at(float x, float y, float z) {
        int ix = (int) Math.floor(x), iy = (int) Math.floor(y), iz = (int) Math.floor(z);
        float fx = fade(x - ix), fy = fade(y - iy), fz = fade(z - iz);
        float x00 = lerp(fx, cell(ix, iy, iz), cell(ix + 1, iy, iz));
        float x10 = lerp(fx, cell(ix, iy + 1, iz), cell(ix + 1, iy + 1, iz));
        float x01 = lerp(fx, cell(ix, iy, iz + 1), cell(ix + 1, iy, iz + 1));
        float x11 = lerp(fx, cell(ix, iy + 1, iz + 1), cell(ix + 1, iy + 1, iz + 1));
        return lerp(fz, lerp(fy, x00, x10), lerp(fy, x01, x11));
    }

    /** Octaves of {@link #at} at doubling frequency and halving amplitude, scaled back to about [-1, 1]. */
    float fractal(float x, float y, float z, int octaves) {
        float sum = 0, amplitude = 1, total = 0;
        for (int o = 0; o < octaves; o++) {
            sum += amplitude * at(x, y, z);
            total += amplitude;
            x *= 2;
            y *= 2;
            z *= 2;
            amplitude *= 0.5f;
        }
        return sum / total;
    }

    /** The lattice value at an integer point, in [-1, 1]: also usable as white noise (speckle). */
    float cell(int x, int y, int z) {
        long h = LatticeHash.mix64(seed ^ x * 0x9E3779B97F4A7C15L ^ y * 0xC2B2AE3D27D4EB4FL ^ z * 0x165667B19E3779F9L);
        return (h >>> 40) / (float) (1 << 23) - 1;
    }

    private static float fade(float t) {
        return t * t * t * (t * (t * 6 - 15) + 10);
    }

    private static float lerp(float t, float a, float b) {
        return a + t * (b - a);
    }
}
