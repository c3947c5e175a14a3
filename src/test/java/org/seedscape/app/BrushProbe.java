package org.seedscape.app;

import com.jme3.app.Application;
import com.jme3.math.Vector3f;
import java.util.List;
import java.util.Locale;
import org.seedscape.ProbeScript;
import org.seedscape.gl.GlChoice;
import org.seedscape.player.Controls;
import org.seedscape.player.PlayerState;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.StreamingState;
import org.seedscape.stream.ViewDistance;
import org.seedscape.ui.BrushSettings;
import org.seedscape.ui.BrushState;
import org.seedscape.ui.WorldEdits;
import org.seedscape.world.PresetLoader;

/**
 * The brush in a running app, for {@link BrushGlTest} (child JVM), wired as the demo wires it
 * ({@link WorldSwitches}): the camera 60 m over the ground looks 60 degrees down; once the world
 * has settled, the left button is held for {@value #HOLD_SECONDS} s with the brush's defaults
 * (raise, radius 40 m, 2 m a dab, falloff 0.5) and let go; once the new world is drawn, the
 * ground where the crosshair pointed is measured, then Z undoes the stroke and it is measured
 * again. Prints one BRUSH line and one BRUSH_STATE line.
 */
public final class BrushProbe {
    static final double HOLD_SECONDS = 0.5;
    static final double MAX_SECONDS = 240;

    /** @param args the preset (a name or a file; default when none) */
    public static void main(String[] args) {
        SeedscapeApp.Config config = new SeedscapeApp.Config(PresetLoader.load(args.length > 0 ? args[0] : "default"), 1, 640, 360, false,
                ViewDistance.GROUND, 256L << 20, null, 0, false, "probe");
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            PlayerState player = new PlayerState(streaming.ground(), origin, 0, 0, 60);
            player.disableInput();
            WorldEdits edits = new WorldEdits(new WorldEdits.World(config.preset().name(), config.preset().params(), 1),
                    new WorldSwitches(a, streaming));
            BrushState brush = new BrushState(edits, new BrushSettings(), streaming.ground(), streaming.drawnSurface(), origin);
            brush.setEnabled(false);
            return List.of(player, brush, new Script(player, brush, streaming, origin));
        }, GlChoice.auto());
        System.exit(failure == null ? 0 : 1);
    }

    private static final class Script extends ProbeScript {
        private final PlayerState player;
        private final BrushState brush;
        private final StreamingState streaming;
        private final FloatingOrigin origin;
        private int step, dabs;
        private double seconds, held, aimX, aimZ, before, after, shownMs;
        private long released;

        Script(PlayerState player, BrushState brush, StreamingState streaming, FloatingOrigin origin) {
            this.player = player;
            this.brush = brush;
            this.streaming = streaming;
            this.origin = origin;
        }

        @Override
        public void update(float tpf) {
            seconds += tpf;
            if (step >= 0 && seconds > MAX_SECONDS) {
                finish("timed out at step " + step);
                return;
            }
            switch (step) {
                case 0 -> {
                    player.look(0, Math.toRadians(-60));
                    if (streaming.settled()) {
                        brush.setEnabled(true);
                        step++;
                    }
                }
                case 1 -> {
                    double[] aim = aim();
                    if (aim == null) {
                        finish("the crosshair meets no ground");
                        return;
                    }
                    aimX = aim[0];
                    aimZ = aim[1];
                    before = streaming.drawnSurface().heightAt(aimX, aimZ);
                    brush.onAction(Controls.BRUSH_PAINT.mapping(), true, tpf);
                    step++;
                }
                case 2 -> {
                    held += tpf;
                    if (held >= HOLD_SECONDS) {
                        brush.onAction(Controls.BRUSH_PAINT.mapping(), false, tpf);
                        released = System.nanoTime();
                        step++;
                    }
                }
                case 3 -> {
                    if (!streaming.terrain().edits().isEmpty() && !streaming.refreshing() && streaming.settled()) {
                        shownMs = (System.nanoTime() - released) * 1e-6;
                        dabs = streaming.terrain().edits().size();
                        after = streaming.drawnSurface().heightAt(aimX, aimZ);
                        brush.onAction(Controls.UNDO.mapping(), true, tpf);
                        step++;
                    }
                }
                case 4 -> {
                    if (streaming.terrain().edits().isEmpty() && !streaming.refreshing() && streaming.settled()) {
                        double undone = streaming.drawnSurface().heightAt(aimX, aimZ);
                        System.out.printf(Locale.ROOT, "BRUSH dabs=%d before=%.4f after=%.4f undone=%.4f shown_ms=%.0f%n",
                                dabs, before, after, undone, shownMs);
                        finish("ok");
                    }
                }
                default -> {
                }
            }
        }

        /** Where the crosshair's ray meets the drawn ground (world x, z), as the brush finds it. */
        private double[] aim() {
            Vector3f eye = getApplication().getCamera().getLocation(), dir = getApplication().getCamera().getDirection();
            double x = origin.worldX(eye.x), z = origin.worldZ(eye.z);
            double[] nearest = {Double.POSITIVE_INFINITY};
            streaming.drawnSurface().crossings(x, eye.y, z, dir.x, dir.y, dir.z, 1e4,
                    (t, nx, ny, nz, patch, triangle) -> nearest[0] = Math.min(nearest[0], t));
            return Double.isInfinite(nearest[0]) ? null : new double[] {x + nearest[0] * dir.x, z + nearest[0] * dir.z};
        }

        private void finish(String state) {
            System.out.println("BRUSH_STATE " + state);
            getApplication().stop();
            step = -1;
        }

        @Override
        protected void initialize(Application app) {
        }
    }
}
