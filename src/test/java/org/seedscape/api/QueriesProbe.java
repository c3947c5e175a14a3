package org.seedscape.api;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.collision.CollisionResult;
import com.jme3.collision.CollisionResults;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Ray;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.ProbeGame;
import org.seedscape.ProbeScript;
import org.seedscape.foliage.Species;
import org.seedscape.gen.GroundLayers;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.TileDressing;
import org.seedscape.stream.StreamingState;

/**
 * For {@link WorldQueriesGlTest}, in a child JVM: the world with its foliage in a plain
 * {@link SimpleApplication} through EGL. Once the tiles around the camera are shown and blended
 * in, asks the world's queries (drawn height, ray casts, ground layers, trunks and rocks) and
 * checks them against what the shown tiles hold, then times each. Prints one line per finding
 * for the test to check, and {@code ERROR ...} for anything wrong.
 */
public final class QueriesProbe {
    /** Where the camera looks from, 40 m over the ground: near the middle of a finest tile. */
    static final double X0 = 1310.5, Z0 = 674.25;
    private static final double MAX_WAIT_SECONDS = 300;
    /** Metres around the camera's foot where the queries are asked: the tile under it. */
    private static final double NEAR = 25;
    /**
     * Metres a drawn vertex may lie off {@link SeedscapeWorld#heightAt}: the GPU's height pass and
     * its Java twin agree to a fraction of a millimetre at the finest tiles' samples.
     */
    static final double VERTEX_TOLERANCE = 1e-3;

    public static void main(String[] args) throws InterruptedException {
        Logger.getLogger("com.jme3").setLevel(Level.WARNING);
        SeedscapeWorld world = ProbeGame.smallWorld().foliage(true).build();
        ProbeGame.exit(new ProbeGame(320, 180, game -> {
            game.getStateManager().attach(world);
            game.getStateManager().attach(new Script(world));
        }).runToEnd());
    }

    private static final class Script extends ProbeScript {
        private final SeedscapeWorld world;
        private final SplittableRandom random = new SplittableRandom(7);
        private StreamingState streaming;
        private boolean placed;
        private long started;

        Script(SeedscapeWorld world) {
            this.world = world;
        }

        @Override
        protected void initialize(Application app) {
            started = System.nanoTime();
        }

        @Override
        public void update(float tpf) {
            if ((System.nanoTime() - started) * 1e-9 > MAX_WAIT_SECONDS) {
                System.out.println("TIMEOUT");
                getApplication().stop();
                return;
            }
            if (!placed) {
                world.moveCamera(X0, world.heightAt(X0, Z0) + 40, Z0);
                getApplication().getCamera().setRotation(new Quaternion().fromAngles(30 * FastMath.DEG_TO_RAD, 0, 0));
                streaming = getApplication().getStateManager().getState(StreamingState.class);
                placed = true;
                return;
            }
            TerrainTile under = finestAt(X0, Z0);
            if (!streaming.settled() || under == null || under.key().level() > 0) {
                return;
            }
            checkDrawnHeights(under);
            checkRays();
            checkLayers(under);
            checkObstacles();
            measureCosts(); // the first time warms the JIT up
            measureCosts();
            getApplication().stop();
        }

        /** At the tile's vertices in its middle, and between vertices near the camera's foot. */
        private void checkDrawnHeights(TerrainTile tile) {
            WorldTile t = world.shownTiles().stream().filter(w -> w.key().equals(tile.key())).findFirst().orElseThrow();
            float[] h = t.heights();
            int mismatches = 0;
            double vertexWorst = 0;
            // Every eighth sample is a vertex at every LOD; 16 samples from the edges, no coarse edge eases it.
            for (int j = 16; j <= 48; j += 8) {
                for (int i = 16; i <= 48; i += 8) {
                    double x = t.minX() + i * t.spacing(), z = t.minZ() + j * t.spacing();
                    double drawn = world.drawnHeightAt(x, z);
                    mismatches += drawn == h[i + j * t.samples()] ? 0 : 1;
                    vertexWorst = Math.max(vertexWorst, Math.abs(drawn - world.heightAt(x, z)));
                }
            }
            // Between vertices, the drawn height is on a triangle of its patch's LOD grid: within the
            // range of the exact heights at the corners of that grid's cell.
            int outside = 0, count = 0, coarsest = 0;
            double worst = 0, sumSquares = 0;
            while (count < 400) {
                double x = X0 + random.nextDouble(-NEAR, NEAR), z = Z0 + random.nextDouble(-NEAR, NEAR);
                double u = x - t.minX(), v = z - t.minZ();
                TerrainPatch patch = patchAt(tile, u, v);
                int stride = 1 << patch.getLod(), cells = patch.getSize() - 1;
                int i0 = firstSample(patch, 0), j0 = firstSample(patch, 2);
                if (u < i0 + stride || u > i0 + cells - stride || v < j0 + stride || v > j0 + cells - stride) {
                    continue; // jME stitches the cells along a patch's edges to its neighbours' LOD
                }
                double ci = t.minX() + i0 + Math.floor((u - i0) / stride) * stride;
                double cj = t.minZ() + j0 + Math.floor((v - j0) / stride) * stride;
                double[] corners = {world.heightAt(ci, cj), world.heightAt(ci + stride, cj), world.heightAt(ci, cj + stride),
                    world.heightAt(ci + stride, cj + stride)};
                double low = Arrays.stream(corners).min().orElseThrow(), high = Arrays.stream(corners).max().orElseThrow();
                double drawn = world.drawnHeightAt(x, z), error = drawn - world.heightAt(x, z);
                outside += drawn < low - VERTEX_TOLERANCE || drawn > high + VERTEX_TOLERANCE ? 1 : 0;
                worst = Math.max(worst, Math.abs(error));
                sumSquares += error * error;
                coarsest = Math.max(coarsest, patch.getLod());
                count++;
            }
            System.out.printf(Locale.ROOT, "DRAWN tile=%s vertex_mismatches=%d vertex_vs_exact_m=%.6f outside_cell=%d"
                            + " lod=%d between_worst_m=%.4f between_rms_m=%.4f nowhere=%s%n",
                    tile.key().name(), mismatches, vertexWorst, outside, coarsest, worst, Math.sqrt(sumSquares / count),
                    Double.isNaN(world.drawnHeightAt(X0 + 1e6, Z0)));
        }

        /** Straight down, to the sky, slanted along the camera's view, and far from any tile. */
        private void checkRays() {
            double downWorst = 0, slantWorst = 0, hitWorst = 0;
            int downMissed = 0, skyHits = 0, slantMissed = 0, notPatches = 0;
            for (int k = 0; k < 100; k++) {
                double x = X0 + random.nextDouble(-NEAR, NEAR), z = Z0 + random.nextDouble(-NEAR, NEAR);
                CollisionResults down = new CollisionResults();
                world.collide(new Ray(world.toScene(x, 4000, z), new Vector3f(0, -1, 0)), down);
                if (down.size() == 0) {
                    downMissed++;
                    continue;
                }
                CollisionResult first = down.getClosestCollision();
                double drawn = world.drawnHeightAt(x, z);
                downWorst = Math.max(downWorst, Math.abs(first.getContactPoint().y - drawn));
                downWorst = Math.max(downWorst, Math.abs(first.getDistance() - (4000 - drawn)));
                notPatches += first.getGeometry() instanceof TerrainPatch && first.getContactNormal().y > 0 ? 0 : 1;

                CollisionResults sky = new CollisionResults();
                skyHits += world.collide(new Ray(world.toScene(x, drawn + 1, z), new Vector3f(0, 1, 0)), sky);

                // Along the camera's view, turned by a random angle about the vertical.
                Vector3f direction = new Quaternion().fromAngles(0, (float) random.nextDouble(0, 2 * Math.PI), 0)
                        .mult(getApplication().getCamera().getDirection());
                Vector3f from = getApplication().getCamera().getLocation();
                CollisionResults slant = new CollisionResults();
                world.collide(new Ray(from, direction), slant);
                if (slant.size() == 0) {
                    slantMissed++;
                    continue;
                }
                for (CollisionResult r : slant) {
                    WorldPosition at = world.toWorld(r.getContactPoint());
                    slantWorst = Math.max(slantWorst, Math.abs(at.y() - world.drawnHeightAt(at.x(), at.z())));
                }
                WorldPosition start = world.toWorld(from);
                WorldPosition hit = world.groundHit(start.x(), start.y(), start.z(), direction.x, direction.y, direction.z);
                WorldPosition closest = world.toWorld(slant.getClosestCollision().getContactPoint());
                hitWorst = Math.max(hitWorst, Math.max(Math.abs(hit.x() - closest.x()),
                        Math.max(Math.abs(hit.y() - closest.y()), Math.abs(hit.z() - closest.z()))));
            }
            CollisionResults far = new CollisionResults();
            int farHits = world.collide(new Ray(world.toScene(X0 + 1e6, 4000, Z0), new Vector3f(0, -1, 0)), far);
            boolean farNull = world.groundHit(X0 + 1e6, 4000, Z0, 0, -1, 0) == null;
            System.out.printf(Locale.ROOT, "RAYS down_missed=%d down_worst_m=%.5f sky_hits=%d not_patches=%d slant_missed=%d"
                            + " slant_worst_m=%.5f ground_hit_worst_m=%.5f far_hits=%d far_null=%s%n",
                    downMissed, downWorst, skyHits, notPatches, slantMissed, slantWorst, hitWorst, farHits, farNull);
        }

        /**
         * At the finest tile's samples, the weights against those the GPU's surface pass painted
         * there (the tile's vertex attributes): the query is the pass's Java twin.
         */
        private void checkLayers(TerrainTile tile) {
            Mesh mesh = firstGeometry(tile).getMesh();
            FloatBuffer position = mesh.getFloatBuffer(VertexBuffer.Type.Position);
            FloatBuffer painted = mesh.getFloatBuffer(VertexBuffer.Type.TexCoord4);
            int n = streaming.layout().samples();
            float half = (n - 1) / 2f;
            double sumWorst = 0, worst = 0;
            List<Double> differences = new ArrayList<>();
            int outOfRange = 0;
            double covered = 0;
            for (int v = 0; v < mesh.getVertexCount() && differences.size() < 300; v += 7) {
                double i = position.get(3 * v) + half, j = position.get(3 * v + 2) + half;
                if (firstVertexAt(position, v) != v) {
                    continue; // a skirt's vertex, under a sample met before
                }
                double x = streaming.layout().minX(tile.key()) + i, z = streaming.layout().minZ(tile.key()) + j;
                GroundLayerWeights w = world.groundLayersAt(x, z);
                double[] all = {w.grass(), w.soil(), w.sand(), w.rock(), w.snow()};
                for (double a : all) {
                    outOfRange += a < 0 || a > 1 ? 1 : 0;
                }
                sumWorst = Math.max(sumWorst, Math.abs(Arrays.stream(all).sum() - 1));
                double[] gpu = new double[GroundLayers.WEIGHTS_PER_SAMPLE];
                for (int c = 0; c < gpu.length; c++) {
                    gpu[c] = painted.get(4 * v + c);
                }
                double d = Math.max(Math.max(Math.abs(w.soil() - gpu[GroundLayers.SOIL]), Math.abs(w.sand() - gpu[GroundLayers.SAND])),
                        Math.max(Math.abs(w.rock() - gpu[GroundLayers.ROCK]), Math.abs(w.snow() - gpu[GroundLayers.SNOW])));
                differences.add(d);
                worst = Math.max(worst, d);
                covered += 1 - w.grass();
            }
            differences.sort(Double::compare);
            System.out.printf(Locale.ROOT, "LAYERS samples=%d out_of_range=%d sum_worst=%.2e gpu_median=%.2e gpu_worst=%.4f"
                            + " covered=%.2f%n", differences.size(), outOfRange, sumWorst, differences.get(differences.size() / 2),
                    worst, covered);
        }

        /** Around the nearest tree or rock to the camera's foot, against every shown tile's obstacles. */
        private void checkObstacles() {
            double[] nearest = null;
            for (double[] o : allObstacles()) {
                if (nearest == null || Math.hypot(o[0] - X0, o[1] - Z0) < Math.hypot(nearest[0] - X0, nearest[1] - Z0)) {
                    nearest = o;
                }
            }
            if (nearest == null) {
                System.out.println("ERROR no obstacle shown at all");
                return;
            }
            double x = nearest[0] + 3.3, z = nearest[1] - 2.1, radius = 30;
            List<Obstacle> found = world.obstaclesNear(x, z, radius);
            int expected = 0, unmatched = 0, offGround = 0, beyond = 0, unsorted = 0;
            for (double[] o : allObstacles()) {
                if (Math.hypot(o[0] - x, o[1] - z) > radius) {
                    continue;
                }
                expected++;
                Obstacle f = found.stream().filter(b -> b.x() == o[0] && b.z() == o[1]).findFirst().orElse(null);
                if (f == null || f.radius() != o[2] || f.size() != o[4] || !f.kind().name().equals(Species.values()[(int) o[3]].name())) {
                    unmatched++;
                    continue;
                }
                // It stands on its tile's full mesh: an interpolation of the exact heights at the cell's corners.
                double s = o[5], ci = Math.floor(o[0] / s) * s, cj = Math.floor(o[1] / s) * s;
                double[] corners = {world.heightAt(ci, cj), world.heightAt(ci + s, cj), world.heightAt(ci, cj + s),
                    world.heightAt(ci + s, cj + s)};
                offGround += f.y() < Arrays.stream(corners).min().orElseThrow() - VERTEX_TOLERANCE
                        || f.y() > Arrays.stream(corners).max().orElseThrow() + VERTEX_TOLERANCE ? 1 : 0;
            }
            double last = 0;
            for (Obstacle o : found) {
                double d = Math.hypot(o.x() - x, o.z() - z);
                beyond += d > radius ? 1 : 0;
                unsorted += d < last ? 1 : 0;
                last = d;
            }
            System.out.printf(Locale.ROOT, "OBSTACLES found=%d expected=%d unmatched=%d off_ground=%d beyond=%d unsorted=%d"
                            + " none_far=%s%n", found.size(), expected, unmatched, offGround, beyond, unsorted,
                    world.obstaclesNear(X0 + 1e6, Z0, radius).isEmpty());
        }

        /** Microseconds a call, each query asked around the camera's foot. */
        private void measureCosts() {
            int calls = 2000;
            long t0 = System.nanoTime();
            double sink = 0;
            for (int k = 0; k < calls; k++) {
                sink += world.drawnHeightAt(X0 + random.nextDouble(-NEAR, NEAR), Z0 + random.nextDouble(-NEAR, NEAR));
            }
            long t1 = System.nanoTime();
            CollisionResults results = new CollisionResults();
            for (int k = 0; k < calls; k++) {
                results.clear();
                sink += world.collide(new Ray(world.toScene(X0 + random.nextDouble(-NEAR, NEAR), 4000,
                        Z0 + random.nextDouble(-NEAR, NEAR)), new Vector3f(0, -1, 0)), results);
            }
            long t2 = System.nanoTime();
            Vector3f from = getApplication().getCamera().getLocation();
            for (int k = 0; k < calls / 10; k++) {
                results.clear();
                Vector3f direction = new Quaternion().fromAngles(0, (float) random.nextDouble(0, 2 * Math.PI), 0)
                        .mult(getApplication().getCamera().getDirection());
                sink += world.collide(new Ray(from, direction), results);
            }
            long t3 = System.nanoTime();
            for (int k = 0; k < calls; k++) {
                sink += world.groundLayersAt(X0 + random.nextDouble(-NEAR, NEAR), Z0 + random.nextDouble(-NEAR, NEAR)).grass();
            }
            long t4 = System.nanoTime();
            for (int k = 0; k < calls; k++) {
                sink += world.obstaclesNear(X0 + random.nextDouble(-NEAR, NEAR), Z0 + random.nextDouble(-NEAR, NEAR), 20).size();
            }
            long t5 = System.nanoTime();
            System.out.printf(Locale.ROOT, "COST_US drawn=%.1f ray_down=%.1f ray_view=%.1f layers=%.1f obstacles=%.1f tiles=%d"
                            + " (%s)%n", (t1 - t0) / 1e3 / calls, (t2 - t1) / 1e3 / calls, (t3 - t2) / 1e3 / (calls / 10),
                    (t4 - t3) / 1e3 / calls, (t5 - t4) / 1e3 / calls, streaming.shownTiles().size(), sink != 0);
        }

        /** Every shown tile's obstacles: world x, z, radius, species, size, and the tile's spacing. */
        private List<double[]> allObstacles() {
            List<double[]> all = new ArrayList<>();
            for (TerrainTile t : streaming.shownTiles()) {
                if (t.dressing() == null) {
                    continue;
                }
                float[] o = t.dressing().obstacles();
                for (int i = 0; i < o.length; i += TileDressing.OBSTACLE_STRIDE) {
                    all.add(new double[] {streaming.layout().minX(t.key()) + o[i], streaming.layout().minZ(t.key()) + o[i + 1],
                        o[i + 2], o[i + 3], o[i + 4], streaming.layout().spacing(t.key().level())});
                }
            }
            return all;
        }

        private TerrainTile finestAt(double x, double z) {
            TerrainTile best = null;
            for (TerrainTile t : streaming.shownTiles()) {
                double size = streaming.layout().tileSize(t.key().level());
                double u = x - streaming.layout().minX(t.key()), v = z - streaming.layout().minZ(t.key());
                if (u >= 0 && v >= 0 && u < size && v < size && (best == null || t.key().level() < best.key().level())) {
                    best = t;
                }
            }
            return best;
        }

        /** The patch of {@code tile} whose square holds tile metres (u, v). */
        private TerrainPatch patchAt(TerrainTile tile, double u, double v) {
            for (Spatial s : tile.quad().getChildren()) {
                TerrainPatch p = (TerrainPatch) s;
                int i0 = firstSample(p, 0), j0 = firstSample(p, 2), cells = p.getSize() - 1;
                if (u >= i0 && u <= i0 + cells && v >= j0 && v <= j0 + cells) {
                    return p;
                }
            }
            throw new IllegalStateException("no patch of " + tile.key() + " at " + u + ", " + v);
        }

        /** The tile sample index (x for 0, z for 2) of a patch's first vertex, as the tile's mesh matches them. */
        private int firstSample(TerrainPatch patch, int axis) {
            FloatBuffer position = patch.getMesh().getFloatBuffer(VertexBuffer.Type.Position);
            float offset = axis == 0 ? patch.getLocalTranslation().x : patch.getLocalTranslation().z;
            return Math.round(position.get(axis) + offset + (streaming.layout().samples() - 1) / 2f);
        }

        /** One of the tile's terrain geometries: they share one set of vertex buffers. */
        private static Geometry firstGeometry(TerrainTile tile) {
            for (Spatial s : tile.node().getChildren()) {
                if (s instanceof Geometry g && g.getMesh().getBuffer(VertexBuffer.Type.TexCoord4) != null) {
                    return g;
                }
            }
            throw new IllegalStateException("no terrain geometry under " + tile.key());
        }

        /** The first vertex at vertex {@code v}'s x and z. */
        private static int firstVertexAt(FloatBuffer position, int v) {
            for (int k = 0; ; k++) {
                if (position.get(3 * k) == position.get(3 * v) && position.get(3 * k + 2) == position.get(3 * v + 2)) {
                    return k;
                }
            }
        }
    }
}
