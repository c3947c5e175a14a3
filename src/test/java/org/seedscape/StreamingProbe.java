package org.seedscape;

import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector2f;
import java.nio.file.Path;
import java.util.List;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.erosion.Landforms;
import org.seedscape.gl.GlChoice;
import org.seedscape.io.FrameCapture;
import org.seedscape.player.PlayerState;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.SkyState;
import org.seedscape.foliage.Species;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.TileDressing;
import org.seedscape.render.WaterState;
import org.seedscape.stream.SettleWait;
import org.seedscape.stream.StreamingState;
import org.seedscape.stream.ViewDistance;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * Scripted runs of the streaming demo for {@link StreamingGlTest}, in a child JVM:
 * {@code holes DIR} renders viewpoints on a magenta background with no sky, sea or foliage to DIR/*.png once
 * every needed tile is in; {@code walk} walks a path and prints how far the eye strayed from
 * ground + eye height; {@code trunk} walks straight at the nearest tree and prints how near its
 * trunk the walker came; {@code change} raises the world by 800 m while flying, with tiles in flight,
 * and prints whether any frame drew old and new tiles together or went back to old ones; {@code jump}
 * teleports 1000 km and prints how long the first whole picture took there and at the start.
 */
public final class StreamingProbe {
    /** Where to look from: world (x, z), height above ground, heading and pitch in degrees. */
    record Viewpoint(String name, double x, double z, double height, double heading, double pitch) {
    }

    static final List<Viewpoint> VIEWPOINTS = List.of(
            new Viewpoint("low-horizon", 0, 0, 2, 0, 0),
            new Viewpoint("low-down", 0, 0, 2, 90, -25),
            new Viewpoint("mid", 500, 300, 150, 200, -10),
            new Viewpoint("high", 0, 0, 1500, 45, -30),
            new Viewpoint("far-1e6", 1e6 + 37, -1e6, 40, 300, -5),
            new Viewpoint("far-1e7", 1e7, 1e7, 300, 135, -15));

    private static final int SETTLE_FRAMES = 6;
    private static final double MAX_WAIT_SECONDS = 150;

    public static void main(String[] args) {
        String what = args[0];
        // The hole test looks for the background below the terrain's silhouette: trees standing
        // above it, seen through their leaves, would show it there too.
        // The jump leaves from high up, where the view grows with height (0), as in the demo.
        SeedscapeApp.Config config = new SeedscapeApp.Config(PresetLoader.load("default"), 1, 640, 360, false,
                what.equals("jump") ? 0 : ViewDistance.GROUND, 512L << 20, null, 0, !what.equals("holes"), "probe");
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            PlayerState player = new PlayerState(streaming.ground(), origin, 0, 0, 2);
            player.disableInput();
            AppState script = switch (what) {
                case "holes" -> new Holes(streaming, player, Path.of(args[1]));
                case "trunk" -> new Trunk(streaming, player);
                case "change" -> new Change(streaming, player);
                case "jump" -> new Jump(streaming, player);
                default -> new Walk(streaming, player, origin);
            };
            return List.of(player, script);
        }, GlChoice.auto());
        if (failure != null) {
            System.out.println("FAILED " + failure);
            System.exit(1);
        }
        System.exit(0);
    }

    /** A scripted state that can wait until the streamed view is settled. */
    private abstract static class Script extends ProbeScript {
        final StreamingState streaming;
        final PlayerState player;
        final SettleWait settle;

        Script(StreamingState streaming, PlayerState player) {
            this.streaming = streaming;
            this.player = player;
            this.settle = new SettleWait(streaming::settled, SETTLE_FRAMES, MAX_WAIT_SECONDS);
        }
    }

    private static final class Holes extends Script {
        private final Path out;
        private final FrameCapture capture = new FrameCapture();
        private int next = -1;
        private boolean captured;

        Holes(StreamingState streaming, PlayerState player, Path out) {
            super(streaming, player);
            this.out = out;
        }

        @Override
        protected void initialize(Application app) {
            // The sky and the sea would cover the background, and with it any hole.
            getState(SkyState.class).setEnabled(false);
            getState(WaterState.class).setEnabled(false);
            app.getViewPort().setBackgroundColor(ColorRGBA.Magenta);
            System.out.println("GL " + ((SeedscapeApp) app).glApi().word());
            app.getViewPort().addProcessor(capture);
        }

        @Override
        public void update(float tpf) {
            if (next >= 0 && !captured) {
                settle.countFrame();
                if (settle.ready()) {
                    capture.request(out.resolve(VIEWPOINTS.get(next).name() + ".png")); // at the end of this frame
                    captured = true;
                }
                return;
            }
            next++;
            captured = false;
            if (next == VIEWPOINTS.size()) {
                getApplication().stop();
                return;
            }
            Viewpoint v = VIEWPOINTS.get(next);
            player.moveTo(v.x(), streaming.ground().trueHeight(v.x(), v.z()) + v.height(), v.z());
            player.look(Math.toRadians(v.heading()), Math.toRadians(v.pitch()));
            settle.restart();
        }
    }

    /**
     * Waits for the start's world, climbs to {@link #HIGH} metres (a 32 km view) and waits for that,
     * then teleports 1000 km away, as the demo's teleport does (60 m over the ground); prints when
     * the start and the jump's place were first covered, and the view distance just after the jump.
     */
    private static final class Jump extends Script {
        private static final double HIGH = 2000;
        private final long launched = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        private double startMs = -1, jumpMs = -1, longestFrameMs, viewBeforeJump, viewAfterJump = -1;
        private long jumpedNanos, lastNanos;
        private boolean climbed, jumped;

        Jump(StreamingState streaming, PlayerState player) {
            super(streaming, player);
        }

        @Override
        protected void initialize(Application app) {
        }

        @Override
        public void update(float tpf) {
            long now = System.nanoTime();
            if (startMs < 0 && streaming.covered()) {
                startMs = System.currentTimeMillis() - launched;
            }
            if (!jumped) {
                settle.countFrame();
                if (settle.ready() && !climbed) {
                    player.moveTo(player.x(), streaming.ground().trueHeight(player.x(), player.z()) + HIGH, player.z());
                    climbed = true;
                    settle.restart();
                } else if (settle.ready()) {
                    viewBeforeJump = streaming.viewDistance();
                    new org.seedscape.ui.Teleport(player, streaming.ground(), new java.util.Random(1)).to(1e6, -1e6);
                    jumped = true;
                    jumpedNanos = System.nanoTime();
                }
            } else if (viewAfterJump < 0) {
                viewAfterJump = streaming.viewDistance(); // the first update after the jump has run
                longestFrameMs = (now - lastNanos) * 1e-6;
            } else if (!streaming.covered()) {
                longestFrameMs = Math.max(longestFrameMs, (now - lastNanos) * 1e-6);
            } else {
                jumpMs = (now - jumpedNanos) * 1e-6;
                System.out.printf(java.util.Locale.ROOT, "JUMP start_ms=%.0f jump_ms=%.0f longest_frame_ms=%.0f view_before_m=%.0f"
                        + " view_after_m=%.0f%n", startMs, jumpMs, longestFrameMs, viewBeforeJump, viewAfterJump);
                getApplication().stop();
            }
            lastNanos = now;
        }
    }

    private static final class Change extends Script {
        private static final double RAISE = 800;
        private static final int CHANGE_AT = 20, FRAMES = 400;
        private TerrainFunction before, after;
        /** The two worlds' layers over the terrain function (filled basins raise ground by tens of metres). */
        private Landforms beforeLayers, afterLayers;
        private int frame = -1, mixedFrames, backToOld, refreshFrames = -1;
        private boolean newShown;
        private long changedNanos;
        private double refreshMs = -1;

        Change(StreamingState streaming, PlayerState player) {
            super(streaming, player);
        }

        @Override
        protected void initialize(Application app) {
        }

        @Override
        public void update(float tpf) {
            if (frame < 0) {
                settle.countFrame();
                if (!settle.ready()) {
                    return;
                }
                frame = 0;
            }
            player.move(4, 0, 0); // keep tiles coming
            if (frame == CHANGE_AT) {
                before = streaming.terrain();
                double offset = before.params().get(PresetKey.HEIGHT_OFFSET);
                after = new TerrainFunction(before.params().with(PresetKey.HEIGHT_OFFSET, offset + RAISE), before.seed());
                streaming.setTerrain(after);
                changedNanos = System.nanoTime();
                beforeLayers = Landforms.of(before, streaming.layout());
                afterLayers = Landforms.of(after, streaming.layout());
            } else if (frame > CHANGE_AT) {
                check();
            }
            if (++frame == FRAMES) {
                System.out.printf(java.util.Locale.ROOT, "CHANGE mixed=%d back=%d refresh_frames=%d refresh_ms=%.0f%n",
                        mixedFrames, backToOld, refreshFrames, refreshMs);
                getApplication().stop();
            }
        }

        /** Sorts the drawn tiles into old and new by their centre's height, RAISE apart. */
        private void check() {
            TileLayout layout = streaming.layout();
            int oldTiles = 0, newTiles = 0;
            for (TerrainTile t : streaming.shownTiles()) {
                TileKey k = t.key();
                double x = layout.centreX(k), z = layout.centreZ(k), u = layout.tileSize(k.level()) / 2 / layout.spacing(k.level());
                double h = t.heights().heightAt(u, u, t.morph());
                if (Math.abs(h - height(after, afterLayers, x, z)) < Math.abs(h - height(before, beforeLayers, x, z))) {
                    newTiles++;
                } else {
                    oldTiles++;
                }
            }
            if (oldTiles > 0 && newTiles > 0) {
                mixedFrames++;
            }
            if (newTiles > 0 && refreshFrames < 0) {
                refreshFrames = frame - CHANGE_AT;
                refreshMs = (System.nanoTime() - changedNanos) * 1e-6;
                newShown = true;
            }
            if (newShown && oldTiles > 0) {
                backToOld++;
            }
        }

        private static double height(TerrainFunction terrain, Landforms layers, double x, double z) {
            TerrainSample s = new TerrainSample();
            terrain.sample(x, z, s);
            return layers.heightAt(x, z, s.height);
        }
    }

    private static final class Walk extends Script {
        private static final int STEPS = 900;
        private final FloatingOrigin origin;
        private int step = -1, compared;
        private double maxDeviation, maxTrueDeviation;

        Walk(StreamingState streaming, PlayerState player, FloatingOrigin origin) {
            super(streaming, player);
            this.origin = origin;
        }

        @Override
        protected void initialize(Application app) {
            player.moveTo(0.37, 0, 10.21);
            player.setWalking(true);
        }

        @Override
        public void update(float tpf) {
            if (step < 0) {
                settle.countFrame();
                if (settle.ready()) {
                    step = 0;
                }
                return;
            }
            // 0.1 m a frame (5 m/s at 50 fps) on a gentle curve, 90 m in all.
            player.look(Math.toRadians(step * 0.2), 0);
            player.move(0.1, 0, 0);
            compare();
            if (++step == STEPS) {
                System.out.printf("WALK steps=%d compared=%d max_dev=%.5f true_max_dev=%.5f%n", STEPS, compared,
                        maxDeviation, maxTrueDeviation);
                getApplication().stop();
            }
        }

        /** Eye height against jME's own height query on the finest shown tile, where it is fully blended. */
        private void compare() {
            TerrainTile finest = null;
            TileLayout layout = streaming.layout();
            for (TerrainTile t : streaming.shownTiles()) {
                TileKey k = t.key();
                double u = player.x() - layout.minX(k), v = player.z() - layout.minZ(k), size = layout.tileSize(k.level());
                // Clear of the edges by a millimetre: jME's float query answers NaN on a far edge.
                if (u > 1e-3 && v > 1e-3 && u < size - 1e-3 && v < size - 1e-3
                        && (finest == null || k.level() < finest.key().level())) {
                    finest = t;
                }
            }
            if (finest == null || finest.morph() < 1) { // on a tile edge, or a tile still blending in
                return;
            }
            finest.node().updateGeometricState();
            float ground = finest.quad().getHeight(new Vector2f((float) (player.x() - origin.x()),
                    (float) (player.z() - origin.z())));
            maxDeviation = Math.max(maxDeviation, Math.abs(player.y() - (ground + PlayerState.EYE_HEIGHT)));
            double truth = streaming.ground().trueHeight(player.x(), player.z());
            maxTrueDeviation = Math.max(maxTrueDeviation, Math.abs(player.y() - (truth + PlayerState.EYE_HEIGHT)));
            compared++;
        }
    }

    /**
     * Walks at the nearest tree's trunk, aimed at its centre, from 6 m away, 7 m on: it must stop
     * in front. Pressing on longer, the walker slides round the trunk: each step pushes it out
     * along the radius, which turns it 1.2 times further from the axis (a micrometre of float
     * rounding in the trunk's place grew to 7 cm in 60 steps).
     */
    private static final class Trunk extends Script {
        private static final int STEPS = 70;
        private double[] tree;
        private double startX, startZ;
        private int step = -1;
        private double nearest = Double.POSITIVE_INFINITY;

        Trunk(StreamingState streaming, PlayerState player) {
            super(streaming, player);
        }

        @Override
        protected void initialize(Application app) {
            player.setWalking(true);
        }

        @Override
        public void update(float tpf) {
            if (step < 0) {
                settle.countFrame();
                if (!settle.ready()) {
                    return;
                }
                if (tree == null) {
                    tree = nearestTree();
                    if (tree == null) {
                        System.out.println("TRUNK none");
                        getApplication().stop();
                        return;
                    }
                    // 6 m west of it, facing east (+x): heading 0
                    startX = tree[0] - 6;
                    startZ = tree[1];
                    player.moveTo(startX, 0, startZ);
                    player.look(0, 0);
                    settle.restart();
                    return;
                }
                step = 0;
            }
            player.move(0.1, 0, 0);
            nearest = Math.min(nearest, Math.hypot(player.x() - tree[0], player.z() - tree[1]));
            if (++step == STEPS) {
                System.out.printf(java.util.Locale.ROOT, "TRUNK radius=%.4f body=%.4f nearest=%.4f along=%.4f%n", tree[2],
                        PlayerState.BODY_RADIUS, nearest, player.x() - startX);
                getApplication().stop();
            }
        }

        /** The shown tree nearest the player: world x, z and trunk radius, or null. */
        private double[] nearestTree() {
            double[] best = null;
            TileLayout layout = streaming.layout();
            for (TerrainTile t : streaming.shownTiles()) {
                if (t.dressing() == null) {
                    continue;
                }
                float[] o = t.dressing().obstacles();
                for (int i = 0; i < o.length; i += TileDressing.OBSTACLE_STRIDE) {
                    Species s = Species.values()[(int) o[i + 3]];
                    double x = layout.minX(t.key()) + o[i], z = layout.minZ(t.key()) + o[i + 1];
                    double d = Math.hypot(x - player.x(), z - player.z());
                    if (s.isTree() && (best == null || d < Math.hypot(best[0] - player.x(), best[1] - player.z()))) {
                        best = new double[] {x, z, o[i + 2]};
                    }
                }
            }
            return best;
        }
    }
}
