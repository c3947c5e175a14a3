package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class QualityTest {
    @Test
    void softwareRasterisersGetTheLowTierAndEverythingElseTheHighOne() {
        assertEquals(Quality.LOW, Quality.forRenderer("llvmpipe (LLVM 15.0.6, 256 bits)"));
        assertEquals(Quality.LOW, Quality.forRenderer("softpipe"));
        assertEquals(Quality.LOW, Quality.forRenderer("Google SwiftShader"));
        assertEquals(Quality.LOW, Quality.forRenderer("Apple Software Renderer"));
        assertEquals(Quality.LOW, Quality.forRenderer("GDI Generic"));
        assertEquals(Quality.HIGH, Quality.forRenderer("NVIDIA H100 80GB HBM3/PCIe/SSE2"));
        assertEquals(Quality.HIGH, Quality.forRenderer("AMD Radeon RX 7900 XTX (radeonsi, navi31, LLVM 15.0.7, DRM 3.54)"));
        assertEquals(Quality.HIGH, Quality.forRenderer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
    }

    @Test
    void theLowTierDrawsLessFartherOutThanTheHighOne() {
        for (float d : new float[] {10, 60, 150, 600, 5000, 30000}) {
            assertEquals(DetailVariant.CLOSE_UP, Quality.HIGH.variantAt(d), d + " m");
        }
        assertEquals(DetailVariant.CLOSE_UP, Quality.LOW.variantAt(Quality.LOW.bumpEnd() - 1));
        assertEquals(DetailVariant.TEXTURED, Quality.LOW.variantAt(Quality.LOW.bumpEnd() + 1));
        assertEquals(DetailVariant.MEAN_COLOURS, Quality.LOW.variantAt(Quality.LOW.textureEnd() + 1));
        assertEquals(1024, Quality.HIGH.textureSize());
    }

    /** A GPU's picture is never drawn below the window's resolution; a CPU rasteriser's is. */
    @Test
    void onlyTheLowTierDrawsTheWorldBelowTheWindowsResolution() {
        assertEquals(1, Quality.HIGH.renderScale());
        assertTrue(Quality.LOW.renderScale() >= RenderScale.MIN && Quality.LOW.renderScale() < 1);
    }
}
