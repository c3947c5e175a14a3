package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.world.PresetKey;

/** Every key's control reaches its whole range and gives back what it shows. */
class SliderScaleTest {
    @Test
    void everyKeysSliderSpansItsRangeAndRoundTripsItsReadings() {
        for (PresetKey key : PresetKey.values()) {
            SliderScale s = new SliderScale(key);
            assertEquals(key.min(), s.value(0), key.key());
            assertEquals(key.max(), s.value(1), key.key());
            assertEquals(0, s.position(key.min()), 1e-12, key.key());
            assertEquals(1, s.position(key.max()), 1e-12, key.key());
            double previous = Double.NEGATIVE_INFINITY;
            for (int i = 0; i <= 200; i++) {
                double v = s.value(i / 200.0);
                assertTrue(v >= previous, key.key() + " is monotonic");
                assertTrue(v >= key.min() && v <= key.max(), key.key());
                assertEquals(v, s.value(s.position(v)), Math.ulp(v) * 4 + (key.integer() ? 0 : Math.abs(v) * 2e-3),
                        key.key() + " reading " + v);
                previous = v;
            }
            double d = key.defaultValue();
            assertEquals(d, s.value(s.position(d)), Math.abs(d) * 1e-3 + 1e-9, key.key() + " default");
        }
    }

    @Test
    void everyKeysExactValueRoundTripsThroughItsField() {
        for (PresetKey key : PresetKey.values()) {
            for (double v : new double[]{key.min(), key.max(), key.defaultValue(), (key.min() + key.max()) / 3}) {
                double shown = key.integer() ? Math.rint(v) : v;
                assertEquals(Double.doubleToRawLongBits(shown + 0.0),
                        Double.doubleToRawLongBits(Double.parseDouble(KeyControl.text(shown + 0.0))), key.key());
            }
        }
    }

    @Test
    void wideRangesGiveEveryMagnitudeRoom() {
        SliderScale wavelength = new SliderScale(PresetKey.BASE_WAVELENGTH);
        assertFalse(wavelength.linear());
        assertTrue(wavelength.position(1000) > 0.2, "1 km is not squeezed against 50 m");
        SliderScale sea = new SliderScale(PresetKey.SEA_LEVEL);
        assertFalse(sea.linear());
        assertEquals(0.5, sea.position(0), 1e-9);
        assertTrue(sea.position(100) - sea.position(0) > 0.05, "100 m of sea level is a visible move");
        SliderScale warp = new SliderScale(PresetKey.WARP_STRENGTH);
        assertFalse(warp.linear(), "0 to 20 km");
        assertTrue(warp.position(400) > 0.4, "a few hundred metres of warp is not squeezed against 0");
        assertEquals(0, warp.value(0));
        assertTrue(new SliderScale(PresetKey.ROUGHNESS).linear());
    }

    @Test
    void readingsKeepFourSignificantDigits() {
        assertEquals(123.5, SliderScale.round4(123.4567));
        assertEquals(0.0001235, SliderScale.round4(0.00012345678), 1e-15);
        assertEquals(-98770, SliderScale.round4(-98765.4));
    }
}
