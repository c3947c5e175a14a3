package org.seedscape.app;

import com.jme3.app.Application;
import com.jme3.math.Vector3f;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Locale;
import org.seedscape.ProbeScript;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.gl.GlChoice;
import org.seedscape.io.FrameCapture;
import org.seedscape.player.Controls;
import org.seedscape.player.PlayerState;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.StreamingState;
import org.seedscape.stream.TerrainSwitches;
import org.seedscape.stream.ViewDistance;
import org.seedscape.ui.BrushSettings;
import org.seedscape.ui.BrushState;
import org.seedscape.ui.WorldEdits;
import org.seedscape.world.PresetLoader;

/**
 * The brush in a running app, for {@link BrushGlTest} (child JVM), wired as the demo wires it
 * ({@link TerrainSwitches}): the camera 60 m over the ground looks 60 degrees down; once the world
 * has settled, the left button is held for {@value #HOLD_SECONDS} s with the brush's defaults
 * (raise, radius 40 m, 2 m a dab, falloff 0.5) and let go, once the stroke shows laid over the old
 * tiles (its preview: the picture where the crosshair points is taken settled, as the button goes
 * down and as the preview first shows; as the button is let go, how far over the tiles the
 * crosshair meets the ground shown, and how much nearer the eye the last dab lay than the first);
 * once the new world is drawn, the ground where the crosshair pointed is measured, then Z undoes
 * the stroke and it is measured again. Then the clone brush (8): a click with no source lays
 * nothing; Alt and a click set the source where the crosshair points; moved 100 m east, a held
 * stroke copies from it (its dabs' shift: from where the crosshair points as it begins to the
 * source). Then warp (7): the button held while the camera moves 30 m north pushes the ground
 * north. Prints BRUSH, BRUSH_PREVIEW, BRUSH_AIM, BRUSH_WALK, BRUSH_CLONE, BRUSH_WARP and
 * BRUSH_STATE lines.
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
                    WorldEdits.shownBy(new TerrainSwitches(a, streaming)));
            BrushSettings settings = new BrushSettings();
            BrushState brush = new BrushState(edits, settings, origin, streaming.brushing());
            brush.setEnabled(false);
            return List.of(player, brush, new Script(player, brush, settings, streaming, origin));
        }, GlChoice.auto());
        System.exit(failure == null ? 0 : 1);
    }

    private static final class Script extends ProbeScript {
        private final PlayerState player;
        private final BrushState brush;
        private final BrushSettings settings;
        private final StreamingState streaming;
        private final FloatingOrigin origin;
        private final FrameCapture capture = new FrameCapture();
        private int step, dabs, framesHeld, previewFrames;
        private double seconds, held, aimX, aimZ, paintX, paintZ, before, after, shownMs, previewMs = -1;
        private long pressed, released;
        /** The screen settled, again as the stroke begins, and when its preview first shows. */
        private BufferedImage still, unbrushed, previewed;

        Script(PlayerState player, BrushState brush, BrushSettings settings, StreamingState streaming, FloatingOrigin origin) {
            this.player = player;
            this.brush = brush;
            this.settings = settings;
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
                        capture.requestImage(image -> still = image);
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
                    capture.requestImage(image -> unbrushed = image);
                    brush.onAction(Controls.BRUSH_PAINT.mapping(), true, tpf);
                    pressed = System.nanoTime();
                    step++;
                }
                case 2 -> {
                    held += tpf;
                    framesHeld++;
                    if (previewMs < 0 && streaming.showsEditPreview()) {
                        previewMs = (System.nanoTime() - pressed) * 1e-6;
                        previewFrames = framesHeld;
                        capture.requestImage(image -> previewed = image);
                    }
                    if (held >= HOLD_SECONDS && previewMs >= 0) {
                        printShownAim();
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
                        List<Dab> laid = streaming.terrain().edits().dabs();
                        Vector3f eye = getApplication().getCamera().getLocation();
                        double eyeX = origin.worldX(eye.x), eyeZ = origin.worldZ(eye.z);
                        Dab first = laid.get(0), last = laid.get(laid.size() - 1);
                        System.out.printf(Locale.ROOT, "BRUSH_WALK metres=%.3f%n", Math.hypot(first.x() - eyeX, first.z() - eyeZ)
                                - Math.hypot(last.x() - eyeX, last.z() - eyeZ));
                        System.out.printf(Locale.ROOT, "BRUSH_PREVIEW ms=%.0f frames=%d still=%.3f changed=%.3f left_after=%b%n",
                                previewMs, previewFrames, centreDifference(still, unbrushed), centreDifference(unbrushed, previewed),
                                streaming.showsEditPreview());
                        brush.onAction(Controls.UNDO.mapping(), true, tpf);
                        step++;
                    }
                }
                case 4 -> {
                    if (streaming.terrain().edits().isEmpty() && !streaming.refreshing() && streaming.settled()) {
                        double undone = streaming.drawnSurface().heightAt(aimX, aimZ);
                        System.out.printf(Locale.ROOT, "BRUSH dabs=%d before=%.4f after=%.4f undone=%.4f shown_ms=%.0f%n",
                                dabs, before, after, undone, shownMs);
                        step++;
                    }
                }
                case 5 -> {
                    // clone with no source: the button lays nothing
                    brush.onAction(Controls.BRUSH_CLONE.mapping(), true, tpf);
                    brush.onAction(Controls.BRUSH_PAINT.mapping(), true, tpf);
                    step++;
                }
                case 6 -> {
                    brush.onAction(Controls.BRUSH_PAINT.mapping(), false, tpf);
                    double[] aim = aim();
                    aimX = aim[0];
                    aimZ = aim[1];
                    brush.onAction(Controls.BRUSH_SOURCE.mapping(), true, tpf);
                    brush.onAction(Controls.BRUSH_PAINT.mapping(), true, tpf);
                    brush.onAction(Controls.BRUSH_PAINT.mapping(), false, tpf);
                    brush.onAction(Controls.BRUSH_SOURCE.mapping(), false, tpf);
                    player.moveTo(player.x() + 100, player.y(), player.z());
                    held = 0;
                    step++;
                }
                case 7 -> {
                    held += tpf;
                    if (held > 0.2) { // the crosshair's aim follows the camera's move
                        double[] aim = aim();
                        paintX = aim[0];
                        paintZ = aim[1];
                        brush.onAction(Controls.BRUSH_PAINT.mapping(), true, tpf);
                        held = 0;
                        step++;
                    }
                }
                case 8 -> {
                    held += tpf;
                    if (held >= HOLD_SECONDS) {
                        brush.onAction(Controls.BRUSH_PAINT.mapping(), false, tpf);
                        step++;
                    }
                }
                case 9 -> {
                    List<Dab> laid = streaming.terrain().edits().dabs();
                    if (!laid.isEmpty()) {
                        double[] source = settings.cloneSource();
                        Dab d = laid.get(0);
                        System.out.printf(Locale.ROOT, "BRUSH_CLONE dabs=%d brush=%s source_error=%.3f shift=%.3f,%.3f expected=%.3f,%.3f%n",
                                laid.size(), d.brush().key(), Math.hypot(source[0] - aimX, source[1] - aimZ), d.shiftX(), d.shiftZ(),
                                source[0] - paintX, source[1] - paintZ);
                        brush.onAction(Controls.BRUSH_WARP.mapping(), true, tpf);
                        brush.onAction(Controls.BRUSH_PAINT.mapping(), true, tpf);
                        held = 0;
                        step++;
                    }
                }
                case 10 -> {
                    held += tpf;
                    player.moveTo(player.x(), player.y(), player.z() + 30 * tpf);
                    if (held >= 1) {
                        brush.onAction(Controls.BRUSH_PAINT.mapping(), false, tpf);
                        step++;
                    }
                }
                case 11 -> {
                    List<Dab> laid = streaming.terrain().edits().dabs();
                    List<Dab> warps = laid.stream().filter(d -> d.brush() == Brush.WARP).toList();
                    if (!warps.isEmpty()) {
                        double north = warps.stream().mapToDouble(Dab::shiftZ).min().orElseThrow();
                        double east = warps.stream().mapToDouble(d -> Math.abs(d.shiftX())).max().orElseThrow();
                        double push = warps.stream().mapToDouble(d -> Math.hypot(d.shiftX(), d.shiftZ())).min().orElseThrow();
                        System.out.printf(Locale.ROOT, "BRUSH_WARP dabs=%d least_north=%.3f most_east=%.3f least_push=%.3f%n", warps.size(),
                                north, east, push);
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

        /** How far over the drawn tiles the point the crosshair meets the ground shown lies (the stroke's preview on them). */
        private void printShownAim() {
            Vector3f eye = getApplication().getCamera().getLocation(), dir = getApplication().getCamera().getDirection();
            double x = origin.worldX(eye.x), z = origin.worldZ(eye.z);
            double t = streaming.brushing().firstShownCrossing(x, eye.y, z, dir.x, dir.y, dir.z, 1e4);
            double ax = x + t * dir.x, az = z + t * dir.z;
            System.out.printf(Locale.ROOT, "BRUSH_AIM rise=%.3f%n", eye.y + t * dir.y - streaming.drawnSurface().heightAt(ax, az));
        }

        private void finish(String state) {
            System.out.println("BRUSH_STATE " + state);
            getApplication().stop();
            step = -1;
        }

        @Override
        protected void initialize(Application app) {
            app.getViewPort().addProcessor(capture);
        }

        /** The mean difference of two pictures' middle 64 x 64 pixels (0 to 255 a channel), where the crosshair points. */
        private static double centreDifference(BufferedImage a, BufferedImage b) {
            int x0 = a.getWidth() / 2 - 32, y0 = a.getHeight() / 2 - 32;
            double sum = 0;
            for (int y = y0; y < y0 + 64; y++) {
                for (int x = x0; x < x0 + 64; x++) {
                    int p = a.getRGB(x, y), q = b.getRGB(x, y);
                    for (int shift = 0; shift < 24; shift += 8) {
                        sum += Math.abs((p >> shift & 255) - (q >> shift & 255));
                    }
                }
            }
            return sum / (64 * 64 * 3);
        }
    }
}
