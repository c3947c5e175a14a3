package org.seedscape.stream;

import java.util.List;
import org.seedscape.edit.Dab;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.TerrainMaterials;

/**
 * The stream's side of a brush ({@link BrushedStream}): the strokes the drawn tiles do not carry
 * yet, shown laid over them ({@link EditPreview}) and asked for again whenever a newer world is
 * drawn, and the ground as shown so, which the brush aims at ({@link PreviewedGround}); edits held
 * while strokes keep coming ({@link WorldChanges#holdEdits}); and, once a brush is out, the height
 * pass's variants an edit's tiles ask for compiled ahead, one a frame, and a first preview map made
 * and dropped, so that neither the first edited tiles nor the first stroke wait for a compiler.
 * Render thread.
 */
final class StreamBrushing implements BrushedStream {
    private final EditPreview preview;
    private final PreviewedGround shown;
    private final WorldChanges changes;
    private TerrainMaterials materials;
    private GpuTileGenerator generator;
    /** The world the shown tiles carry ({@link WorldChanges#drawnIsMade}). */
    private TerrainFunction drawn;
    /** The dabs the brush asks to see, the drawn world's first ({@link #previewEdits}). */
    private List<Dab> target = List.of();
    /** Whether a brush has been out ({@link #strokesComing}). */
    private boolean brushOut;

    /**
     * {@code finestSpacing}: metres between the finest tiles' samples, which the preview need not
     * map finer than half; {@code ground} and {@code surface} the drawn ground, under the preview.
     */
    StreamBrushing(WorldChanges changes, TerrainFunction drawn, double finestSpacing, Ground ground, DrawnSurface surface) {
        this.preview = new EditPreview(finestSpacing / 2);
        this.shown = new PreviewedGround(ground, surface, preview);
        this.changes = changes;
        this.drawn = drawn;
    }

    /** What the preview is drawn on and the passes are compiled by, once the stream has them. */
    void start(TerrainMaterials terrainMaterials, GpuTileGenerator tileGenerator) {
        this.materials = terrainMaterials;
        this.generator = tileGenerator;
    }

    /**
     * Shows the dabs of {@code dabs} that the drawn tiles do not carry yet at once, laid over the
     * drawn ground, until the tiles that carry them are swapped in; none where {@code dabs} does not
     * begin with the drawn world's dabs.
     */
    @Override
    public void previewEdits(List<Dab> dabs) {
        target = dabs;
        preview.ask(drawn, dabs, materials);
    }

    @Override
    public void strokesComing(boolean coming) {
        if (!brushOut) {
            preview.warm(drawn);
            brushOut = true;
        }
        changes.holdEdits(coming);
    }

    @Override
    public double shownHeight(double x, double z) {
        return shown.heightAt(x, z);
    }

    @Override
    public double firstShownCrossing(double x, double y, double z, double dx, double dy, double dz, double limit) {
        return shown.firstCrossing(x, y, z, dx, dy, dz, limit);
    }

    /** One frame, after the stream's: a newer world drawn asks for the preview again (its tiles carry some of the dabs). */
    void update() {
        if (changes.drawnIsMade() && changes.terrain() != drawn) {
            drawn = changes.terrain();
            preview.ask(drawn, target, materials);
        }
        preview.poll(materials);
        if (brushOut) {
            generator.compileEditPasses();
        }
    }

    /** The world the shown tiles carry. */
    TerrainFunction drawn() {
        return drawn;
    }

    void stop() {
        preview.stop();
    }
}
