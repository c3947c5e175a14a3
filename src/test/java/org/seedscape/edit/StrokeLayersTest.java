package org.seedscape.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Layers lay their strokes' dabs in order: hidden ones none, faded ones weaker; their list changes as the panel changes it. */
class StrokeLayersTest {
    private static final Stroke RAISE = new Stroke(List.of(new Dab(Brush.RAISE, 0, 0, 10, 4, 0.5, 0)));
    private static final Stroke FLATTEN = new Stroke(List.of(new Dab(Brush.FLATTEN, 5, 5, 20, 0.8, 0.5, 100)));
    private static final Stroke WARP = new Stroke(List.of(new Dab(Brush.WARP, 9, 9, 20, 1, 0.5, 0, 5, 0)));

    @Test
    void layersLayTheirDabsInOrderHiddenNoneFadedWeaker() {
        StrokeLayer base = StrokeLayer.empty(StrokeLayer.FIRST).withStroke(RAISE);
        StrokeLayer top = StrokeLayer.empty("Top").withStroke(FLATTEN).withStroke(WARP);
        assertSame(RAISE.dabs().get(0), base.dabs(0).get(0), "at full opacity in the first place the very dab");
        assertEquals(List.of(RAISE.dabs().get(0), FLATTEN.dabs().get(0).inLayer(1), WARP.dabs().get(0).inLayer(1)),
                StrokeLayer.dabsOf(List.of(base, top)), "each dab in its layer's place");
        assertEquals(List.of(RAISE.dabs().get(0)), StrokeLayer.dabsOf(List.of(base, top.withVisible(false))));
        assertEquals(List.of(), top.withOpacity(0).dabs(1));
        List<Dab> half = top.withOpacity(0.5).dabs(0);
        assertEquals(0.4, half.get(0).strength(), 1e-15, "a share faded by half");
        assertEquals(0.5, half.get(1).strength(), 1e-15);
        assertEquals(FLATTEN.dabs().get(0).withStrength(0.4), half.get(0), "the rest of the dab unchanged");
        List<StrokeLayer> world = List.of(base, top);
        assertEquals(List.of("Top", StrokeLayer.FIRST), StrokeLayers.moved(world, 0, 1).stream().map(StrokeLayer::name).toList());
        assertEquals(world, StrokeLayers.moved(world, 1, 5), "moved within the list only");
        assertEquals(List.of(top), StrokeLayers.without(world, 0));
        assertEquals(List.of(), StrokeLayer.dabsOf(StrokeLayers.cleared(world)));
        assertEquals(2, StrokeLayers.cleared(world).size(), "clearing keeps the layers");
    }

    @Test
    void newLayersTakeTheFirstFreeNameUpToEight() {
        List<StrokeLayer> layers = StrokeLayers.withStroke(List.of(), 0, RAISE);
        assertEquals(StrokeLayer.FIRST, layers.get(0).name(), "the first stroke makes the first layer");
        layers = StrokeLayers.withNewLayer(StrokeLayers.withNewLayer(layers));
        assertEquals(List.of("Layer 1", "Layer 2", "Layer 3"), layers.stream().map(StrokeLayer::name).toList());
        layers = StrokeLayers.withNewLayer(StrokeLayers.without(layers, 1));
        assertEquals(List.of("Layer 1", "Layer 3", "Layer 2"), layers.stream().map(StrokeLayer::name).toList());
        layers = StrokeLayers.withStroke(layers, 1, FLATTEN);
        assertEquals(List.of(FLATTEN), layers.get(1).strokes());
        while (layers.size() < EditFile.MAX_LAYERS) {
            layers = StrokeLayers.withNewLayer(layers);
        }
        List<StrokeLayer> full = layers;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StrokeLayers.withNewLayer(full));
        assertTrue(e.getMessage().contains("at most 8 layers"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new StrokeLayer(" padded", 1, true, List.of()));
        assertTrue(e.getMessage().startsWith("layer name ' padded' is not allowed"), e.getMessage());
    }
}
