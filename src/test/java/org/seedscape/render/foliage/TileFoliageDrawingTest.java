package org.seedscape.render.foliage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.seedscape.foliage.FoliagePlacement;
import org.seedscape.foliage.Instances;
import org.seedscape.foliage.Species;
import org.seedscape.foliage.TileFoliage;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.MeshHeights;
import org.seedscape.render.Quality;
import org.seedscape.render.TileSurface;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/** One tile's foliage as the GPU gets it, checked against the mesh the tile draws. */
class TileFoliageDrawingTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("default").params(), 3);
    private static final FoliageDresser DRESSER = new FoliageDresser(new DesktopAssetManager(true), Quality.LOW, TERRAIN,
            new Vector3f(0.3f, 0.3f, 0.1f));

    private record Built(TileKey key, TileSurface surface, TileFoliage foliage, TileFoliageDrawing drawing) {
    }

    private static Built build(TileKey key) {
        TileData data = new JavaTileGenerator().generate(TERRAIN, LAYOUT.generationGrid(key));
        TileLayers layers = new TileLayers(data, TileLayout.BORDER, GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 1),
                GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 2));
        TileSurface surface = TileSurface.of(layers, LAYOUT.samples());
        TileFoliage foliage = new FoliagePlacement(TERRAIN.params(), TERRAIN.seed()).place(key, LAYOUT, surface);
        TileFoliageDrawing drawing = DRESSER.dress(key, LAYOUT, surface, surface.meshHeights());
        return new Built(key, surface, foliage, drawing);
    }

    /**
     * Every instance's base, as the vertex shader blends it for a morph (parent height to own),
     * lies on the tile's drawn surface at that morph: within 0.05 m at the tile's own level, and
     * through every blend, so nothing floats or sinks while tiles refine and coarsen.
     */
    @Test
    void everyInstanceStandsOnTheDrawnSurfaceAtEveryMorph() {
        for (TileKey key : new TileKey[] {new TileKey(0, 0, 0), new TileKey(0, 5, -3), new TileKey(2, -1, 1)}) {
            Built b = build(key);
            MeshHeights drawn = b.surface().meshHeights();
            double s = b.surface().spacing(), half = (LAYOUT.samples() - 1) / 2.0;
            int checked = 0;
            for (Geometry g : geometries(b.drawing())) {
                FloatBuffer where = ((BatchMesh) g.getMesh()).where();
                for (int i = 0; i < where.limit() / 4; i++) {
                    double u = where.get(4 * i) + half, v = where.get(4 * i + 1) + half;
                    float own = where.get(4 * i + 2), parent = where.get(4 * i + 3);
                    for (float morph : new float[] {0, 0.25f, 0.5f, 0.75f, 1}) {
                        float shader = parent + (own - parent) * morph;
                        double tolerance = morph == 1 ? 0.05 : 0.05 + 1e-3 * Math.abs(own - parent);
                        assertEquals(drawn.heightAt(u, v, morph), shader, tolerance, key + " " + g.getName() + " at morph " + morph);
                    }
                    assertTrue(u >= 0 && u <= 2 * half && v >= 0 && v <= 2 * half, "on the tile: " + u + ", " + v);
                    checked++;
                }
            }
            assertTrue(checked > 50, key + ": " + checked + " instances");
            assertEquals(s, LAYOUT.spacing(key.level()));
        }
    }

    /**
     * The attributes of a species' batches are its placed instances, each exactly once in each
     * band: position, scale and turn, tint, kept. A band's batches are squares of its batch size:
     * grass, and trees' full meshes, in 16 m squares on a finest tile; impostors in one.
     */
    @Test
    void theInstanceAttributesAreThePlacedInstances() {
        Built b = build(new TileKey(0, 5, -3));
        double s = b.surface().spacing(), half = (LAYOUT.samples() - 1) / 2.0, tile = 2 * half * s;
        FoliageBands bands = FoliageBands.of(Quality.LOW);
        for (Species sp : Species.values()) {
            Instances in = b.foliage().of(sp);
            for (String band : new String[] {"near", "far"}) {
                List<Geometry> batches = band(b.drawing(), sp, band);
                double size = TileFoliageBuilder.batchSize(band.equals("near") ? bands.near(sp) : bands.far(sp), tile);
                Map<String, Integer> placed = new HashMap<>();
                for (int i = 0; i < in.count(); i++) {
                    // as the drawing writes them: float sample coordinates from the tile's centre
                    placed.put(key((float) (in.get(i, Instances.X) / s) - (float) half,
                            (float) (in.get(i, Instances.Z) / s) - (float) half), i);
                }
                assertEquals(in.count(), placed.size(), sp.key() + ": no two instances in one place");
                int drawn = 0;
                for (Geometry g : batches) {
                    FloatBuffer where = ((BatchMesh) g.getMesh()).where();
                    FloatBuffer how = ((BatchMesh) g.getMesh()).how();
                    assertEquals(where.limit() / 4, ((BatchMesh) g.getMesh()).drawnInstances());
                    float minX = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, minZ = Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
                    for (int k = 0; k < where.limit() / 4; k++, drawn++) {
                        Integer i = placed.remove(key(where.get(4 * k), where.get(4 * k + 1)));
                        assertTrue(i != null, sp.key() + " " + band + ": an instance drawn that was not placed, or twice");
                        double scale = Math.hypot(how.get(4 * k), how.get(4 * k + 1));
                        assertEquals(in.get(i, Instances.SCALE), scale, 1e-5);
                        assertEquals(Math.cos(in.get(i, Instances.TURN)) * scale, how.get(4 * k), 1e-5);
                        assertEquals(in.get(i, Instances.TINT), how.get(4 * k + 2));
                        assertEquals(in.get(i, Instances.KEPT), how.get(4 * k + 3));
                        minX = Math.min(minX, where.get(4 * k));
                        maxX = Math.max(maxX, where.get(4 * k));
                        minZ = Math.min(minZ, where.get(4 * k + 1));
                        maxZ = Math.max(maxZ, where.get(4 * k + 1));
                    }
                    assertTrue(Math.max(maxX - minX, maxZ - minZ) * s <= size,
                            sp.key() + " " + band + ": a batch spans " + (maxX - minX) * s + " m, more than " + size);
                }
                assertTrue(placed.isEmpty(), sp.key() + " " + band + ": " + placed.size() + " placed instances not drawn");
                assertEquals(in.count(), drawn);
            }
        }
        assertEquals(16, TileFoliageBuilder.batchSize(bands.near(Species.GRASS), tile));
        assertEquals(16, TileFoliageBuilder.batchSize(bands.near(Species.BROADLEAF), tile));
        assertEquals(tile, TileFoliageBuilder.batchSize(bands.far(Species.CONIFER), tile));
    }

    /** In a wood on a finest tile, the trees' full meshes come in several squares, their impostors in one. */
    @Test
    void nearTreesComeInSquares() {
        for (int x = 0; x < 16; x++) {
            Built b = build(new TileKey(0, x, 0));
            int trees = b.foliage().of(Species.BROADLEAF).count() + b.foliage().of(Species.CONIFER).count();
            if (trees < 40) {
                continue;
            }
            int near = band(b.drawing(), Species.BROADLEAF, "near").size() + band(b.drawing(), Species.CONIFER, "near").size();
            int far = band(b.drawing(), Species.BROADLEAF, "far").size() + band(b.drawing(), Species.CONIFER, "far").size();
            assertTrue(near > 4, trees + " trees' full meshes in " + near + " squares");
            assertTrue(far <= 2, trees + " trees' impostors in " + far + " batches");
            return;
        }
        throw new AssertionError("no finest tile with a wood on it along z = 0");
    }

    /** A band's batches are at most 4 across a tile, whatever its size, and cover it whole at most. */
    @Test
    void batchesAreAtMostFourAcrossATile() {
        FoliageBands bands = FoliageBands.of(Quality.LOW);
        for (int level = 0; level < 12; level++) {
            double tile = LAYOUT.spacing(level) * (LAYOUT.samples() - 1);
            for (Species sp : Species.values()) {
                for (FoliageBands.Band band : List.of(bands.near(sp), bands.far(sp))) {
                    double size = TileFoliageBuilder.batchSize(band, tile);
                    assertTrue(size >= tile / 4 && size <= tile, sp.key() + " at level " + level + ": " + size + " m");
                    assertEquals(0, Math.log(size / 16) / Math.log(2) % 1, 1e-12, "16 m times a power of two");
                }
            }
        }
    }

    /** An instance's place in tile coordinates, bit for bit. */
    private static String key(float x, float z) {
        return Float.floatToIntBits(x) + "," + Float.floatToIntBits(z);
    }

    /** Each geometry's bound holds every instance's whole mesh (culling never hides a plant that shows). */
    @Test
    void boundsHoldEveryInstancesMesh() {
        Built b = build(new TileKey(1, 2, 2));
        double s = b.surface().spacing();
        for (Geometry g : geometries(b.drawing())) {
            BoundingBox box = (BoundingBox) g.getMesh().getBound();
            FloatBuffer where = ((BatchMesh) g.getMesh()).where();
            FloatBuffer how = ((BatchMesh) g.getMesh()).how();
            Vector3f min = box.getMin(null), max = box.getMax(null);
            FloatBuffer position = g.getMesh().getFloatBuffer(VertexBuffer.Type.Position);
            float bottom = Float.MAX_VALUE, top = -Float.MAX_VALUE, radius = 0;
            for (int v = 0; v < g.getMesh().getVertexCount(); v++) {
                bottom = Math.min(bottom, position.get(3 * v + 1));
                top = Math.max(top, position.get(3 * v + 1));
                radius = Math.max(radius, (float) Math.hypot(position.get(3 * v), position.get(3 * v + 2)));
            }
            for (int i = 0; i < where.limit() / 4; i++) {
                float scale = (float) Math.hypot(how.get(4 * i), how.get(4 * i + 1));
                float across = (float) (radius * scale / s);
                float low = Math.min(where.get(4 * i + 2), where.get(4 * i + 3)) + Math.min(bottom * scale, 0);
                float high = Math.max(where.get(4 * i + 2), where.get(4 * i + 3)) + top * scale;
                assertTrue(where.get(4 * i) - across >= min.x && where.get(4 * i) + across <= max.x, g.getName() + " x");
                assertTrue(where.get(4 * i + 1) - across >= min.z && where.get(4 * i + 1) + across <= max.z, g.getName() + " z");
                assertTrue(low >= min.y && high <= max.y, g.getName() + " y");
            }
        }
    }

    /**
     * A geometry shows only where the camera is within its band: grass close by, only the trees'
     * impostors 2 km away, and in the low tier nothing 5 km away.
     */
    @Test
    void bandsPickWhatShows() {
        Built b = build(new TileKey(0, 0, 0));
        b.drawing().node().updateGeometricState();
        Vector3f centre = b.drawing().node().getWorldBound().getCenter();
        b.drawing().choose(centre.add(0, 2, 0));
        assertTrue(near(b.drawing(), Species.GRASS).stream().anyMatch(g -> shown(g)),
                "grass underfoot");
        assertTrue(near(b.drawing(), Species.GRASS).stream().anyMatch(g -> !shown(g)),
                "no grass 40 m away from the tile's centre in the near band");
        b.drawing().choose(centre.add(2000, 0, 0));
        for (Geometry g : geometries(b.drawing())) {
            boolean farTree = g.getName().endsWith("-far") && (g.getName().contains("-broadleaf-") || g.getName().contains("-conifer-"));
            assertEquals(farTree, shown(g),
                    g.getName() + " 2 km away: only trees' impostors");
        }
        b.drawing().choose(centre.add(5000, 0, 0));
        for (Geometry g : geometries(b.drawing())) {
            assertFalse(shown(g), g.getName() + " 5 km away in the low tier");
        }
    }

    /**
     * Of a thinning band's batch, the instances left undrawn are only ones that could not show:
     * each stands at least as far from the camera as where it fades out. From 40 m above a
     * meadow, most far grass is left undrawn.
     */
    @Test
    void thinnedBatchesLeaveOutOnlyInstancesThatCannotShow() {
        Built b = build(new TileKey(0, 0, 0));
        b.drawing().node().updateGeometricState();
        FoliageBands.Band far = FoliageBands.of(Quality.LOW).far(Species.GRASS);
        Vector3f camera = b.drawing().node().getWorldBound().getCenter().add(0, 40, 0);
        b.drawing().choose(camera);
        int all = 0, drawn = 0;
        for (Geometry g : band(b.drawing(), Species.GRASS, "far")) {
            FloatBuffer where = ((BatchMesh) g.getMesh()).where();
            FloatBuffer how = ((BatchMesh) g.getMesh()).how();
            int shown = shown(g) ? ((BatchMesh) g.getMesh()).drawnInstances() : 0;
            for (int k = shown; k < where.limit() / 4; k++) {
                Vector3f base = b.drawing().node().getWorldTransform()
                        .transformVector(new Vector3f(where.get(4 * k), where.get(4 * k + 2), where.get(4 * k + 1)), null);
                assertTrue(base.distance(camera) >= far.endFor(how.get(4 * k + 2)),
                        g.getName() + ": instance " + k + " left out at " + base.distance(camera) + " m, fading out at "
                                + far.endFor(how.get(4 * k + 2)));
            }
            all += where.limit() / 4;
            drawn += shown;
        }
        assertTrue(all > 1000 && drawn < all / 2, drawn + " of " + all + " far grass tufts drawn from 40 m up");
    }

    /**
     * A band settled for the whole tile at once draws what its squares would each choose on
     * their own (the band meets the square's bound; of a thinning band, the instances fading out
     * beyond the square's nearest point), from cameras near and far, low and high. The one
     * difference allowed: a band hidden whole because every point of the tile's foliage is nearer
     * than where the band fades in, where a square's looser farthest-point estimate reaches past.
     */
    @Test
    void bandsSettledWholeDrawWhatTheirSquaresWouldEachChoose() {
        Built b = build(new TileKey(0, 0, 0));
        b.drawing().node().updateGeometricState();
        FoliageBands bands = FoliageBands.of(Quality.LOW);
        Vector3f centre = b.drawing().node().getWorldBound().getCenter();
        java.util.Random random = new java.util.Random(5);
        int checked = 0;
        for (int i = 0; i < 150; i++) {
            double angle = random.nextDouble() * 2 * Math.PI, distance = Math.pow(4000, random.nextDouble()) - 1;
            Vector3f camera = centre.add((float) (distance * Math.cos(angle)), 2 + random.nextFloat() * 300,
                    (float) (distance * Math.sin(angle)));
            b.drawing().choose(camera);
            for (Geometry g : geometries(b.drawing())) {
                Species species = speciesOf(g);
                FoliageBands.Band band = g.getName().endsWith("-far") ? bands.far(species) : bands.near(species);
                BoundingBox bound = (BoundingBox) g.getWorldBound();
                float nearest = bound.distanceToEdge(camera);
                Vector3f e = bound.getExtent(null);
                double farthest = bound.getCenter().distance(camera) + Math.sqrt(e.x * e.x + e.y * e.y + e.z * e.z);
                int expected = 0;
                if (band.meets(nearest, farthest)) {
                    FloatBuffer how = ((BatchMesh) g.getMesh()).how();
                    for (int k = 0; k < how.limit() / 4; k++) {
                        expected += !band.thins() || band.endFor(how.get(4 * k + 2)) > nearest - 0.1f ? 1 : 0;
                    }
                }
                int drawn = shown(g) ? ((BatchMesh) g.getMesh()).drawnInstances() : 0;
                if (drawn != expected) {
                    assertEquals(0, drawn, g.getName() + " from " + camera);
                    assertTrue(farthestCorner(bound, camera) <= band.firstIn(), g.getName() + " hidden whole from " + camera);
                }
                checked++;
            }
        }
        assertTrue(checked > 1000, "batches checked: " + checked);
    }

    private static Species speciesOf(Geometry g) {
        for (Species s : Species.values()) {
            if (g.getName().contains("-" + s.key() + "-")) {
                return s;
            }
        }
        throw new AssertionError("no species in " + g.getName());
    }

    private static double farthestCorner(BoundingBox box, Vector3f camera) {
        Vector3f min = box.getMin(null), max = box.getMax(null);
        double far = 0;
        for (int c = 0; c < 8; c++) {
            Vector3f corner = new Vector3f((c & 1) == 0 ? min.x : max.x, (c & 2) == 0 ? min.y : max.y, (c & 4) == 0 ? min.z : max.z);
            far = Math.max(far, corner.distance(camera));
        }
        return far;
    }

    /** Every batch, attached or not. */
    private static List<Geometry> geometries(TileFoliageDrawing d) {
        return d.batchGeometries();
    }

    /** Whether a batch is drawn: it is not culled always, and its band's node is attached to the tile's. */
    private static boolean shown(Geometry g) {
        return g.getLocalCullHint() != Spatial.CullHint.Always && g.getParent().getParent() != null;
    }

    /** The species' near batches. */
    private static List<Geometry> near(TileFoliageDrawing d, Species s) {
        return band(d, s, "near");
    }

    /** The species' batches of band {@code band} ("near" or "far"). */
    private static List<Geometry> band(TileFoliageDrawing d, Species s, String band) {
        return geometries(d).stream().filter(g -> g.getName().endsWith("-" + s.key() + "-" + band)).toList();
    }
}
