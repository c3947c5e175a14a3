package org.seedscape.edit;

import org.seedscape.stamp.HeightFunction;

/**
 * The world's seeded noise for the noise brush: field {@code octave} of a wavelength, about within
 * [-1, 1], the same at every position whichever tile asks ({@code TerrainFunction} gives its own).
 */
@FunctionalInterface
public interface NoiseFields {
    HeightFunction field(int octave, double wavelength);
}
