package org.seedscape.stamp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.seedscape.stamp.read.HeightRaster;
import org.seedscape.stamp.read.HeightRasters;
import org.seedscape.stamp.read.RasterOptions;

/**
 * The detail below a stamp's samples continues the stamp's own spectrum. On a 1 m grid (the
 * finest tiles') inside a real DEM (config/stamps: 75 x 92 m samples) and inside the same DEM at
 * half its resolution, the bands of stamp and detail together (a pyramid level minus the next,
 * root mean square, as the stamp's own are measured) from 1 m to 32 m lie on a log-log line whose
 * slope is the stamp's finest (its two finest bands'), within 10 %; and the detail is 0 at the
 * stamp's samples.
 */
class StampDetailTest {
    private static final HeightRaster DEM = HeightRasters.read(Path.of("config/stamps/jacksboro_fault_dem.tif"), RasterOptions.DEFAULTS);

    private static Stamp stamp(HeightRaster raster, boolean exact, double detail) {
        return Stamp.of(new StampPlacement("jacksboro", Path.of("dem"), RasterOptions.DEFAULTS, 0, 0, 0, 1, 0, 0,
                StampPlacement.Fit.RISE, exact, detail), raster);
    }

    /** The DEM with every second sample. */
    private static HeightRaster halved() {
        int c = (DEM.columns() + 1) / 2, r = (DEM.rows() + 1) / 2;
        float[] h = new float[c * r];
        for (int j = 0; j < r; j++) {
            for (int i = 0; i < c; i++) {
                h[i + j * c] = DEM.at(2 * i, 2 * j);
            }
        }
        return new HeightRaster(c, r, h, 2 * DEM.spacingX(), 2 * DEM.spacingZ(), null, null, "halved");
    }

    @Test
    void stampAndDetailContinueTheStampsSlopeOnTheFinestGrid() {
        for (HeightRaster raster : new HeightRaster[] {DEM, halved()}) {
            Stamp s = stamp(raster, false, 1);
            double stampSlope = Math.log(StampDetail.bandRms(s, 1) / StampDetail.bandRms(s, 0)) / Math.log(2);
            StampDetail detail = StampDetail.of(s, 1);
            assertNotNull(detail);
            int n = 513;
            float[] h = new float[n * n];
            double u0 = raster.columns() / 3.0, v0 = raster.rows() / 3.0;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    double u = u0 + i / s.spacingX(), v = v0 + j / s.spacingZ();
                    h[i + j * n] = (float) (s.height(0, u, v) + detail.at(u, v));
                }
            }
            Stamp fine = stamp(new HeightRaster(n, n, h, 1, 1, null, null, "fine"), true, 0);
            // Least squares through (log2 scale, log2 band) for bands of 1 to 32 m.
            double sx = 0, sy = 0, sxx = 0, sxy = 0;
            int count = 6;
            for (int k = 0; k < count; k++) {
                double y = Math.log(StampDetail.bandRms(fine, k)) / Math.log(2);
                sx += k;
                sy += y;
                sxx += k * k;
                sxy += k * y;
            }
            double tileSlope = (count * sxy - sx * sy) / (count * sxx - sx * sx);
            System.out.printf("%s: the stamp's finest slope %.3f, the finest grid's from 1 to 32 m %.3f%n", raster.source(), stampSlope, tileSlope);
            assertEquals(stampSlope, tileSlope, 0.1 * stampSlope, raster.source());
        }
    }

    @Test
    void theDetailIsZeroAtTheSamples() {
        StampDetail detail = StampDetail.of(stamp(DEM, false, 1), 1);
        double most = 0;
        for (int j = 3; j < 300; j += 7) {
            for (int i = 5; i < 400; i += 9) {
                assertEquals(0, detail.at(i, j), 1e-4);
                most = Math.max(most, Math.abs(detail.at(i + 0.5, j + 0.3)));
            }
        }
        assertTrue(most > 0.5, "between the samples: " + most);
    }
}
