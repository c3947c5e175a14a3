package org.seedscape.cli;

import com.jme3.app.state.AppState;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.imageio.ImageIO;
import org.seedscape.app.DemoTools;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlChoice;
import org.seedscape.io.AtomicFiles;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.player.PlayerState;
import org.seedscape.render.GroundTextures;
import org.seedscape.shots.RepeatPeak;
import org.seedscape.shots.ShotsState;
import org.seedscape.shots.Viewpoint;
import org.seedscape.shots.ViewpointFinder;

/**
 * {@code shots}: pictures of the streaming world from viewpoints found in the terrain (see
 * {@link ViewpointFinder}), and three of each stamp a world file places, one {@code DIR/<name>.png} each, every one taken once the view has
 * settled at full detail; prints one line per picture, and for the three looking straight down how
 * strongly the ground's texture repeats in them. With {@code --ui} the pictures show the
 * demo's panels and tools too: the HUD, and in turn the world panel or the minimap and key help.
 */
public final class ShotsCommand {
    private ShotsCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Set<String> names = new HashSet<>(AppOptions.NAMES);
        names.add("out");
        Options o = Options.parse("shots", args, names, Set.of("ui"));
        boolean ui = o.flag("ui");
        SeedscapeApp.Config config = AppOptions.config(o, false, "Seedscape shots", err);
        Path dir = Path.of(o.string("out", "shots"));
        AtomicFiles.createOutputDir(dir);

        long start = System.nanoTime();
        TerrainFunction terrain = new TerrainFunction(config.preset().params(), config.seed()).withLayers(config.layers());
        ViewpointFinder finder = new ViewpointFinder(terrain, config.preset().params().seaLevel());
        List<Viewpoint> viewpoints = new ArrayList<>(finder.all());
        viewpoints.addAll(finder.stamps());
        viewpoints.addAll(finder.edits());
        err.printf(Locale.ROOT, "shots: found %d viewpoints in %.1f s%n", viewpoints.size(), (System.nanoTime() - start) * 1e-9);

        ShotsState[] state = new ShotsState[1];
        float[] renderScale = {1};
        GlChoice gl = AppOptions.gl(o);
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            renderScale[0] = a.renderScale().scale();
            Viewpoint first = viewpoints.get(0);
            PlayerState player = new PlayerState(streaming.ground(), origin, first.x(), first.z(), first.eyeY() - first.groundY());
            player.disableInput();
            state[0] = new ShotsState(viewpoints, dir, streaming::settledForPicture, streaming::foliageInView, streaming::arrive, player,
                    out, ui);
            List<AppState> states = new ArrayList<>(List.of(player, state[0]));
            if (ui) {
                DemoTools tools = new DemoTools(a, streaming, player);
                states.addAll(tools.states(false));
                state[0].beforeEachPicture(tools::showForPicture);
            }
            return states;
        }, gl);
        if (failure != null) {
            err.println("shots: " + failure);
            return 1;
        }
        if (state[0] == null || !state[0].done()) {
            err.println("shots: the app stopped before every picture was taken");
            return 1;
        }
        reportRepeats(dir, renderScale[0], out);
        return 0;
    }

    /**
     * How strongly the ground's texture repeats in the pictures looking straight down: the spectrum's
     * most prominent peak over its ring ({@link RepeatPeak}) in the largest centred square of a power
     * of two, in dB, at frequencies where shapes are smaller than twice the longest texture repeat
     * (larger ones are the landform's: gullies, slopes) and below those of the render scale's
     * stretch (two rings short of the frequencies it drew); the ground's scale in the picture is
     * taken as if flat, from the height and the field of view.
     */
    private static void reportRepeats(Path dir, float renderScale, PrintStream out) {
        for (int metres : ViewpointFinder.OVERHEAD_HEIGHTS) {
            Path file = dir.resolve("above-" + metres + ".png");
            try {
                BufferedImage image = ImageIO.read(file.toFile());
                int size = Integer.highestOneBit(Math.min(image.getWidth(), image.getHeight()));
                double metresPerPixel = 2 * metres * Math.tan(Math.toRadians(SeedscapeApp.FIELD_OF_VIEW / 2)) / image.getHeight();
                int lowestRing = (int) Math.ceil(size * metresPerPixel / (2 * GroundTextures.longestRepeat()));
                int highestRing = (int) (size / 2 * renderScale) - 2;
                double db = RepeatPeak.of(image, (image.getWidth() - size) / 2, (image.getHeight() - size) / 2, size, lowestRing,
                        highestRing);
                out.printf(Locale.ROOT, "shots: %s: texture repeat peak %.1f dB (%d x %d square, %d to %d cycles across)%n",
                        file.getFileName(), db, size, size, Math.max(lowestRing, RepeatPeak.MIN_RADIUS), highestRing);
            } catch (IOException e) {
                throw new UncheckedIOException("shots: cannot read back " + file, e);
            }
        }
    }
}
