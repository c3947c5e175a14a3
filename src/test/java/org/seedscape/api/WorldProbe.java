package org.seedscape.api;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.ProbeGame;
import org.seedscape.ProbeScript;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.io.FrameCapture;

/**
 * For {@link SeedscapeWorldGlTest}, in a child JVM: the world attached to a plain
 * {@link SimpleApplication} (its own fly camera, stats and debug keys), through EGL. Waits for the
 * finest tile under the camera, compares its heights with {@link SeedscapeWorld#heightAt}, places
 * a spatial on the ground, raises the ground by code near by ({@link GroundEditor#edit}) and
 * waits for the tile there to be remade and the edit told drawn, takes it back and lays it again
 * (each told drawn), makes a mesh of the ground there ({@link SeedscapeWorld#groundMesh}), moves the camera {@link #FAR} metres in scene coordinates as a game
 * would, and waits for the first place's tiles to be hidden; then stops the app. Prints one line
 * per finding for the test to check, and {@code ERROR ...} for anything the listeners saw out of
 * order.
 */
public final class WorldProbe {
    /** Where the camera starts, and how far it moves. */
    static final double X0 = 300.5, Z0 = -200.25, FAR = 5000;
    /** Where the spatial stands, near the start. */
    static final double BOX_X = X0 + 15.3, BOX_Z = Z0 - 7.1;
    /** Where the game raises the ground, away from the spatial, and by how much at the dab's middle. */
    static final double EDIT_X = X0 - 30.25, EDIT_Z = Z0 + 20.5, EDIT_RAISE = 4;
    private static final double MAX_WAIT_SECONDS = 240;

    public static void main(String[] args) throws InterruptedException {
        Logger.getLogger("com.jme3").setLevel(Level.WARNING);
        SeedscapeWorld world = ProbeGame.smallWorld().foliage(false).build();
        Recorder recorder = new Recorder();
        FrameCapture capture = new FrameCapture();
        String failure = new ProbeGame(320, 180, game -> {
            game.getViewPort().addProcessor(capture);
            game.getStateManager().attach(world);
            game.getStateManager().attach(new Script(world, recorder, capture));
        }).runToEnd();
        // The world's cleanup tells every tile still shown that it is hidden.
        System.out.println("AFTER_STOP shown=" + recorder.current.size());
        recorder.errors.forEach(e -> System.out.println("ERROR " + e));
        ProbeGame.exit(failure);
    }

    /** A game that knows nothing of Seedscape but the state it attaches. */
    /** Keeps the set of tiles shown from the events alone, and notes any event out of order. */
    private static final class Recorder implements TileListener {
        final Set<WorldTile> current = Collections.newSetFromMap(new IdentityHashMap<>());
        final Set<WorldTile> hidden = Collections.newSetFromMap(new IdentityHashMap<>());
        final List<String> errors = new ArrayList<>();
        int shownEvents;

        @Override
        public void tileShown(WorldTile tile) {
            shownEvents++;
            if (!current.add(tile)) {
                errors.add("shown twice: " + tile);
            }
        }

        @Override
        public void tileHidden(WorldTile tile) {
            if (!current.remove(tile)) {
                errors.add("hidden while not shown: " + tile);
            }
            hidden.add(tile);
        }

        WorldTile finestAt(double x, double z) {
            WorldTile best = null;
            for (WorldTile t : current) {
                if (t.minX() <= x && x < t.maxX() && t.minZ() <= z && z < t.maxZ() && (best == null || t.level() < best.level())) {
                    best = t;
                }
            }
            return best;
        }
    }

    private static final class Script extends ProbeScript {
        private final SeedscapeWorld world;
        private final Recorder recorder;
        private final Node box = new Node("box");
        private double boxY;
        private int step;
        private long stepStarted;
        private WorldTile startTile, tileBeforeEdit;
        private double exactBeforeEdit, drawnBeforeEdit, exactAfterEdit;
        /** Edits, undos and redos told drawn, and the last box told. */
        private int editsTold;
        private boolean undoLaid;
        private double[] toldBox;
        /** Frames before the edit and a few after it, before its tiles are made: the preview shows it at once. */
        private final FrameCapture capture;
        private volatile BufferedImage earlier, beforeEdit, afterEdit;
        private int framesSinceEdit;

        Script(SeedscapeWorld world, Recorder recorder, FrameCapture capture) {
            this.world = world;
            this.recorder = recorder;
            this.capture = capture;
        }

        @Override
        protected void initialize(Application app) {
            world.addTileListener(recorder);
            world.editor().addListener((minX, minZ, maxX, maxZ) -> {
                editsTold++;
                toldBox = new double[] {minX, minZ, maxX, maxZ};
            });
            stepStarted = System.nanoTime();
        }

        @Override
        public void update(float tpf) {
            if ((System.nanoTime() - stepStarted) * 1e-9 > MAX_WAIT_SECONDS) {
                System.out.println("TIMEOUT in step " + step + ", tiles shown " + recorder.current.size());
                getApplication().stop();
                return;
            }
            switch (step) {
                case 0 -> start();
                case 1 -> checkStartTile();
                case 2 -> edit();
                case 3 -> waitForEdit();
                case 4 -> undo();
                case 5 -> redo();
                case 6 -> groundMesh();
                case 7 -> moveFar();
                case 8 -> checkPlacedAfterMove();
                case 9 -> waitForStartHidden();
                default -> { }
            }
        }

        private void start() {
            double ground = world.heightAt(X0, Z0);
            world.moveCamera(X0, ground + 40, Z0);
            getApplication().getCamera().setRotation(new Quaternion().fromAngles(30 * FastMath.DEG_TO_RAD, 0, 0));
            boxY = world.heightAt(BOX_X, BOX_Z);
            world.place(box, BOX_X, boxY, BOX_Z);
            next();
        }

        /** Once the finest tile is shown under the start, its heights against the exact ground at every sample. */
        private void checkStartTile() {
            startTile = recorder.finestAt(X0, Z0);
            if (startTile == null || startTile.level() > 0) {
                return;
            }
            float[] h = startTile.heights();
            int n = startTile.samples();
            double worst = 0, least = Double.MAX_VALUE, most = -Double.MAX_VALUE;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    double exact = world.heightAt(startTile.minX() + i * startTile.spacing(), startTile.minZ() + j * startTile.spacing());
                    worst = Math.max(worst, Math.abs(exact - h[i + j * n]));
                    least = Math.min(least, h[i + j * n]);
                    most = Math.max(most, h[i + j * n]);
                }
            }
            System.out.printf(Locale.ROOT, "HEIGHTS tile=%s level=%d samples=%d worst_m=%.5f relief_m=%.3f heightScale_m=%.1f%n",
                    startTile, startTile.level(), n, worst, most - least, world.config().preset().params().heightScale());
            Vector3f normal = world.normalAt(X0, Z0);
            System.out.printf(Locale.ROOT, "NORMAL length=%.6f y=%.6f%n", normal.length(), normal.y);
            System.out.println("FOLIAGE_OFF obstacles_none=" + world.obstaclesNear(X0, Z0, 100).isEmpty());
            // A listener added late hears first of every tile shown now.
            Recorder late = new Recorder();
            world.addTileListener(late);
            world.removeTileListener(late);
            System.out.println("LATE replayed=" + late.current.size() + " shown=" + recorder.current.size()
                    + " world=" + world.shownTiles().size());
            checkLifecycle();
            next();
        }

        /** Disabled, the world takes its nodes off the game's root; enabled, it puts them back. */
        private void checkLifecycle() {
            Node root = ((SimpleApplication) getApplication()).getRootNode();
            List<String> nodes = List.of("terrain", "sky", "water", "seedscape-placed");
            world.setEnabled(false);
            boolean gone = nodes.stream().allMatch(n -> root.getChild(n) == null);
            world.setEnabled(true);
            boolean back = nodes.stream().allMatch(n -> root.getChild(n) != null);
            System.out.println("LIFECYCLE disabled_gone=" + gone + " enabled_back=" + back);
        }

        /**
         * A game raises the ground by code: one dab of {@value #EDIT_RAISE} m, once two frames ten
         * apart before it are captured (how much frames change by themselves); ten frames on, the
         * frame again, the tiles not made yet.
         */
        private void edit() {
            if (beforeEdit == null) {
                if (framesSinceEdit == 0) {
                    // turned toward the dab: the tiles shown depend on where the camera is, not where it looks
                    getApplication().getCamera().lookAt(world.toScene(EDIT_X, world.heightAt(EDIT_X, EDIT_Z), EDIT_Z), Vector3f.UNIT_Y);
                } else if (framesSinceEdit == 5) {
                    capture.requestImage(image -> earlier = image);
                } else if (framesSinceEdit == 15) {
                    capture.requestImage(image -> beforeEdit = image);
                }
                framesSinceEdit++;
                return;
            }
            framesSinceEdit = 0;
            exactBeforeEdit = world.heightAt(EDIT_X, EDIT_Z);
            drawnBeforeEdit = world.drawnHeightAt(EDIT_X, EDIT_Z);
            tileBeforeEdit = recorder.finestAt(EDIT_X, EDIT_Z);
            world.editor().edit(List.of(new Dab(Brush.RAISE, EDIT_X, EDIT_Z, 12, EDIT_RAISE, 0.5, 0)));
            next();
        }

        /** The mean difference per channel between two frames over their middle third, where the camera looks at the dab. */
        private static double meanDifference(BufferedImage a, BufferedImage b) {
            long sum = 0;
            int w = a.getWidth() / 3, h = a.getHeight() / 3;
            for (int y = h; y < 2 * h; y++) {
                for (int x = w; x < 2 * w; x++) {
                    int p = a.getRGB(x, y), q = b.getRGB(x, y);
                    for (int s = 0; s < 24; s += 8) {
                        sum += Math.abs(((p >> s) & 255) - ((q >> s) & 255));
                    }
                }
            }
            return sum / (3.0 * w * h);
        }

        /** Once the edit is told drawn: takes it back; once that is drawn, the ground is as before, bit for bit. */
        private void undo() {
            if (editsTold == 1 && !undoLaid) {
                exactAfterEdit = world.heightAt(EDIT_X, EDIT_Z);
                undoLaid = world.editor().undo();
            } else if (editsTold == 2) {
                System.out.printf(Locale.ROOT, "UNDO same_bits=%s none_left=%s%n",
                        world.heightAt(EDIT_X, EDIT_Z) == exactBeforeEdit, !world.editor().undo());
                world.editor().redo();
                next();
            }
        }

        /** Once the redo is told drawn, the ground is as the edit made it, bit for bit. */
        private void redo() {
            if (editsTold == 3) {
                System.out.printf(Locale.ROOT, "REDO same_bits=%s no_more_redo=%s%n", world.heightAt(EDIT_X, EDIT_Z) == exactAfterEdit,
                        !world.editor().redo());
                next();
            }
        }

        /** A 16 by 8 cell mesh of the ground at 2 m around the edit: every vertex on the exact ground. */
        private void groundMesh() {
            double minX = EDIT_X - 16, minZ = EDIT_Z - 8;
            Mesh mesh = world.groundMesh(minX, minZ, 16, 8, 2);
            FloatBuffer p = mesh.getFloatBuffer(VertexBuffer.Type.Position);
            double worst = 0;
            for (int v = 0; v < p.limit() / 3; v++) {
                double x = minX + p.get(3 * v), z = minZ + p.get(3 * v + 2);
                worst = Math.max(worst, Math.abs(p.get(3 * v + 1) - world.heightAt(x, z)));
            }
            System.out.printf(Locale.ROOT, "MESH vertices=%d triangles=%d worst_m=%.6f%n", mesh.getVertexCount(),
                    mesh.getTriangleCount(), worst);
            next();
        }

        /** Once the edit is told drawn and a finest tile is shown under the dab, the ground is higher, exactly and as drawn. */
        private void waitForEdit() {
            if (++framesSinceEdit == 10) {
                boolean made = editsTold > 0;
                capture.requestImage(image -> {
                    afterEdit = image;
                    System.out.printf(Locale.ROOT, "PREVIEW changed=%.3f unedited=%.3f tiles_made_before=%s%n",
                            meanDifference(beforeEdit, image), meanDifference(earlier, beforeEdit), made);
                });
            }
            WorldTile now = recorder.finestAt(EDIT_X, EDIT_Z);
            if (editsTold == 0 || now == null || now.level() > 0 || afterEdit == null) {
                return;
            }
            System.out.printf(Locale.ROOT, "EDIT raised_exact_m=%.3f raised_drawn_m=%.3f remade_tile_level=%d tile_remade=%s"
                            + " box=%.2f,%.2f,%.2f,%.2f%n",
                    world.heightAt(EDIT_X, EDIT_Z) - exactBeforeEdit, world.drawnHeightAt(EDIT_X, EDIT_Z) - drawnBeforeEdit,
                    now.level(), recorder.hidden.contains(tileBeforeEdit), toldBox[0], toldBox[1], toldBox[2], toldBox[3]);
            next();
        }

        /** As a game moves its camera: in scene coordinates, here far beyond the origin's step. */
        private void moveFar() {
            Vector3f box0 = box.getLocalTranslation().clone();
            System.out.printf(Locale.ROOT, "BEFORE box_scene_x=%.4f%n", box0.x);
            getApplication().getCamera().setLocation(getApplication().getCamera().getLocation().add((float) FAR, 0, 0));
            next();
        }

        /** The world's update has run since the move: the origin moved, and the box with it. */
        private void checkPlacedAfterMove() {
            Vector3f scene = box.getLocalTranslation();
            WorldPosition at = world.toWorld(scene);
            WorldPosition camera = world.cameraPosition();
            System.out.printf(Locale.ROOT, "AFTER box_scene_x=%.4f box_world_error_m=%.6f box_above_ground_m=%.6f"
                            + " camera_world_x=%.3f camera_scene_x=%.3f remembered=%s%n",
                    scene.x, Math.max(Math.abs(at.x() - BOX_X), Math.max(Math.abs(at.y() - boxY), Math.abs(at.z() - BOX_Z))),
                    at.y() - world.heightAt(at.x(), at.z()), camera.x(), getApplication().getCamera().getLocation().x,
                    world.worldPosition(box).equals(new WorldPosition(BOX_X, boxY, BOX_Z)));
            next();
        }

        private void waitForStartHidden() {
            if (!recorder.hidden.contains(startTile) || recorder.finestAt(X0, Z0) != null) {
                return;
            }
            boolean same = world.shownTiles().size() == recorder.current.size() && recorder.current.containsAll(world.shownTiles());
            System.out.println("HIDDEN start_tile=" + startTile + " shown_events=" + recorder.shownEvents + " hidden_events="
                    + recorder.hidden.size() + " shown_now=" + recorder.current.size() + " same_as_world=" + same);
            getApplication().stop();
            next();
        }

        private void next() {
            step++;
            stepStarted = System.nanoTime();
        }
    }
}
