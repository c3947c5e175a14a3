package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.edit.Stroke;
import org.seedscape.edit.StrokeLayers;
import org.seedscape.stamp.read.HeightRaster;
import org.seedscape.stamp.read.RasterOptions;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.StampPlacement;
import org.seedscape.world.FractalType;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/** The panel's model: changes gather until applied, one undo step per application, ranges kept. */
class WorldEditsTest {
    private final List<WorldEdits.World> shown = new ArrayList<>();
    private final WorldEdits.World start = new WorldEdits.World("default", TerrainParams.defaults(FractalType.BACKES), 7);
    private final WorldEdits edits = new WorldEdits(start, shown::add);

    @Test
    void changesGatherUntilAppliedThenUndoTakesBackTheWholeGesture() {
        edits.set(PresetKey.ROUGHNESS, 0.55);
        edits.set(PresetKey.ROUGHNESS, 0.6);
        edits.set(PresetKey.SEA_LEVEL, 12);
        assertTrue(edits.pending());
        assertTrue(shown.isEmpty(), "nothing is applied while the hand moves");
        edits.apply();
        assertEquals(1, shown.size());
        assertEquals(0.6, shown.get(0).params().get(PresetKey.ROUGHNESS));
        assertEquals(12, shown.get(0).params().get(PresetKey.SEA_LEVEL));
        assertTrue(edits.undo());
        assertEquals(start, edits.applied());
        assertEquals(start, shown.get(1));
        assertFalse(edits.undo(), "nothing left to undo");
    }

    /** Adding, moving and removing stamps are steps like any other; a preset or seed change keeps them. */
    @Test
    void stampsAreEditedAndUndoneAsOneWorld() {
        HeightRaster r = new HeightRaster(9, 9, new float[81], 30, 30, null, null, "flat");
        Stamp a = Stamp.of(new StampPlacement("a", Path.of("a"), RasterOptions.DEFAULTS, 100, 200, 0, 1, 0, 60,
                StampPlacement.Fit.SETTLE, false, 1), r);
        edits.setStamps(List.of(a));
        edits.apply();
        Stamp moved = a.placedAt(-500, 40);
        edits.setStamps(List.of(moved));
        edits.apply();
        assertEquals(-500, shown.get(1).stamps().get(0).centreX());
        assertEquals(40, shown.get(1).stamps().get(0).worldZ(4, 4), 1e-9);
        edits.setSeed(99);
        edits.apply();
        assertEquals(List.of(moved), shown.get(2).stamps(), "a new seed keeps the stamps");
        assertTrue(edits.undo());
        assertTrue(edits.undo());
        assertEquals(List.of(a), edits.applied().stamps(), "undo puts the stamp back where it was");
        assertTrue(edits.undo());
        assertTrue(edits.applied().stamps().isEmpty());
    }

    /** Strokes go to the chosen layer; a layer's change is a step; undo keeps the chosen layer within the layers there are. */
    @Test
    void strokesGoToTheChosenLayerAndLayerChangesAreSteps() {
        Stroke raise = new Stroke(List.of(new Dab(Brush.RAISE, 0, 0, 10, 1, 0.5, 0)));
        Stroke lower = new Stroke(List.of(new Dab(Brush.LOWER, 0, 0, 10, 1, 0.5, 0)));
        edits.addStroke(raise);
        edits.apply();
        edits.setStrokeLayers(StrokeLayers.withNewLayer(edits.edited().layers().strokeLayers()));
        edits.apply();
        edits.chooseLayer(1);
        edits.addStroke(lower);
        edits.apply();
        assertEquals(List.of(raise), edits.applied().layers().strokeLayers().get(0).strokes());
        assertEquals(List.of(lower), edits.applied().layers().strokeLayers().get(1).strokes());
        edits.setStrokeLayers(StrokeLayers.changed(edits.edited().layers().strokeLayers(), 1, l -> l.withVisible(false)));
        edits.apply();
        assertEquals(raise.dabs(), edits.applied().layers().dabs(), "the hidden layer lays nothing");
        assertTrue(edits.undo());
        assertEquals(List.of(raise.dabs().get(0), lower.dabs().get(0).inLayer(1)), edits.applied().layers().dabs());
        assertTrue(edits.undo());
        assertTrue(edits.undo());
        assertEquals(0, edits.chosenLayer(), "back to one layer, the chosen one is it");
        assertTrue(edits.redo());
        assertEquals(2, edits.applied().layers().strokeLayers().size());
    }

    @Test
    void undoFirstDropsPendingChanges() {
        edits.set(PresetKey.OCTAVES, 5);
        edits.apply();
        edits.set(PresetKey.OCTAVES, 9);
        assertTrue(edits.undo());
        assertEquals(5, edits.edited().params().get(PresetKey.OCTAVES));
        assertEquals(1, shown.size(), "dropping pending changes rebuilds nothing");
    }

    @Test
    void applyWithoutChangesDoesNothing() {
        edits.set(PresetKey.ROUGHNESS, start.params().get(PresetKey.ROUGHNESS));
        edits.apply();
        assertTrue(shown.isEmpty());
        assertFalse(edits.canUndo());
    }

    @Test
    void valuesOutsideTheRangeAreRefusedWithTheKeyAndRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> edits.set(PresetKey.ROUGHNESS, 1.5));
        assertEquals("roughness = 1.5 is out of range; allowed [0, 1]", e.getMessage());
        edits.set(PresetKey.OCTAVES, 6.4);
        assertEquals(6, edits.edited().params().get(PresetKey.OCTAVES), "whole-number keys round");
    }

    @Test
    void seedFractalAndPresetAreEditsToo() {
        edits.setSeed(99);
        edits.setFractal(FractalType.RIDGED);
        edits.apply();
        assertEquals(new WorldEdits.World("default", TerrainParams.defaults(FractalType.RIDGED), 99), shown.get(0));
        edits.setPreset("hills", TerrainParams.defaults(FractalType.HYBRID));
        edits.apply();
        assertEquals("hills", edits.applied().preset());
        assertEquals(99, edits.applied().seed(), "a preset keeps the seed");
        edits.undo();
        assertEquals(shown.get(0), edits.applied());
    }

    @Test
    void undoHistoryIsBounded() {
        for (int i = 1; i <= WorldEdits.UNDO_DEPTH + 10; i++) {
            edits.setSeed(i);
            edits.apply();
        }
        int undone = 0;
        while (edits.undo()) {
            undone++;
        }
        assertEquals(WorldEdits.UNDO_DEPTH, undone);
    }
}
