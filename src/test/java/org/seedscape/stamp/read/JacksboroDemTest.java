package org.seedscape.stamp.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A real DEM, the USGS 3 arc-second model of the Jacksboro fault from matplotlib's sample data
 * (config/stamps/README.md): a geographic int16 GeoTIFF whose spacing must come out
 * in metres at its middle latitude and whose heights must be the source's, turned into our order.
 */
class JacksboroDemTest {
    @Test
    void readsTheDemWithMetresAtItsLatitudeAndItsHeights() {
        Path file = Path.of("config/stamps/jacksboro_fault_dem.tif");
        HeightRaster r = HeightRasters.read(file, RasterOptions.DEFAULTS);
        assertEquals(403, r.columns());
        assertEquals(344, r.rows());
        assertEquals(403 * 344, r.validCount());
        // 1/1200 degree at 36.5896 N (north edge 36.7329, 344 rows): the WGS84 series give these.
        assertEquals(74.573, r.spacingX(), 0.001);
        assertEquals(92.475, r.spacingZ(), 0.001);
        assertNull(r.originX());
        // numpy's elevation[343 - row, column], printed from the npz: row 0 here is its last (south) row.
        assertEquals(545f, r.at(0, 0));
        assertEquals(272f, r.at(402, 0));
        assertEquals(483f, r.at(0, 343));
        assertEquals(444f, r.at(402, 343));
        assertEquals(738f, r.at(200, 100));
        assertEquals(408f, r.at(17, 250));
    }
}
