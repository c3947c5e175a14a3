package org.seedscape.api;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.collision.CollisionResults;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Ray;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.post.FilterPostProcessor;
import com.jme3.renderer.Camera;
import com.jme3.renderer.queue.RenderQueue.ShadowMode;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import com.jme3.shadow.DirectionalLightShadowFilter;
import com.jme3.shadow.EdgeFilteringMode;
import java.nio.file.Path;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.ProbeGame;
import org.seedscape.ProbeScript;
import org.seedscape.io.FrameCapture;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * For {@link ShadowsGlTest}, in a child JVM: a plain {@link SimpleApplication} that attaches the
 * world and, in the same frame, a {@code FilterPostProcessor} with jME's
 * {@link DirectionalLightShadowFilter} made with {@link SeedscapeWorld#sun}, as docs/LIBRARY.md
 * shows; a lit box ({@code Lighting.j3md}) floats {@link #LIFT} m over the ground, placed with
 * {@link SeedscapeWorld#place}, seen from the side across the sun so that its shadow lies beside it
 * on the screen. Once the ground there is drawn by its finest tiles it saves the window's picture
 * with the filter ({@code DIR/on.png}), without ({@code off.png}) and with it again
 * ({@code again.png}), and prints where on the picture (pixels from the top left) the shadow's
 * middle, a lit ground point across the box and sky pixels are. Then it removes the processor and
 * checks that disabling the world takes its lights off the root node and enabling puts them back.
 *
 * <p>Arguments: the folder, the render scale, the window's width and height, and optionally a sea
 * level (metres) for the default preset: over the sea the box's shadow lies on the sea's surface.
 */
public final class ShadowProbe {
    /** Where the box stands, and how high its bottom floats over the ground (metres). */
    static final double BOX_X = 300.5, BOX_Z = -200.25, LIFT = 3;
    /** The box's half side (metres). */
    static final float HALF = 1;
    private static final double MAX_WAIT_SECONDS = 300;
    /** Frames after the ground is drawn by its finest tiles before the first picture: morphs and texture detail settle. */
    private static final int SETTLE_FRAMES = 150;

    public static void main(String[] args) throws InterruptedException {
        Logger.getLogger("com.jme3").setLevel(Level.WARNING);
        Path out = Path.of(args[0]);
        float scale = Float.parseFloat(args[1]);
        int width = Integer.parseInt(args[2]), height = Integer.parseInt(args[3]);
        Preset preset = PresetLoader.load("default");
        if (args.length > 4) {
            preset = new Preset(preset.name(), preset.params().with(PresetKey.SEA_LEVEL, Double.parseDouble(args[4])));
        }
        SeedscapeWorld world = ProbeGame.smallWorld().preset(preset).foliage(false).renderScale(scale).build();
        Script script = new Script(world, out, preset.params().seaLevel());
        ProbeGame.exit(new ProbeGame(width, height, game -> {
            game.getStateManager().attach(world);
            DirectionalLightShadowFilter shadows = new DirectionalLightShadowFilter(game.getAssetManager(), 2048, 2);
            shadows.setLight(world.sun());
            shadows.setShadowZExtend(150);
            shadows.setShadowZFadeLength(30);
            shadows.setEdgeFilteringMode(EdgeFilteringMode.PCF4);
            shadows.setRenderBackFacesShadows(false);
            FilterPostProcessor fpp = new FilterPostProcessor(game.getAssetManager());
            fpp.addFilter(shadows);
            game.getViewPort().addProcessor(fpp);
            script.shadows = shadows;
            script.fpp = fpp;
            game.getStateManager().attach(script);
        }).runToEnd());
    }

    /** The game: the world, the shadow filter with the world's sun, and the script, all from simpleInitApp. */
    private static final class Script extends ProbeScript {
        private final SeedscapeWorld world;
        private final Path out;
        private final FrameCapture capture = new FrameCapture();
        private DirectionalLightShadowFilter shadows;
        private FilterPostProcessor fpp;
        private Geometry box;
        private Vector3f boxCentre;
        private WorldPosition shadow, lit;
        private final double seaLevel;
        private int step, settled;
        private long started;

        Script(SeedscapeWorld world, Path out, double seaLevel) {
            this.world = world;
            this.out = out;
            this.seaLevel = seaLevel;
        }

        @Override
        protected void initialize(Application app) {
            app.getGuiViewPort().addProcessor(capture); // the last view: the window's picture as shown
            started = System.nanoTime();
        }

        @Override
        public void update(float tpf) {
            if ((System.nanoTime() - started) * 1e-9 > MAX_WAIT_SECONDS) {
                System.out.println("TIMEOUT in step " + step);
                getApplication().stop();
                return;
            }
            switch (step++) {
                case 0 -> start();
                case 1 -> {
                    if (!groundDrawn() || ++settled < SETTLE_FRAMES) {
                        step--;
                    }
                }
                case 2 -> shoot("on");
                case 3 -> shadows.setEnabled(false);
                case 5 -> shoot("off");
                case 6 -> shadows.setEnabled(true);
                case 8 -> shoot("again");
                case 9 -> checkLights();
                case 10 -> getApplication().stop();
                default -> { }
            }
        }

        /**
         * The box {@link #LIFT} m over the ground (or the sea), its shadow's middle where the sun's
         * ray through the box's middle meets the surface, and the camera 25 m to the side across
         * the sun's way (the higher side), 6 m over the surface there, looking at the point between them.
         */
        private void start() {
            double centreY = surface(BOX_X, BOX_Z) + LIFT + HALF;
            Material m = new Material(getApplication().getAssetManager(), "Common/MatDefs/Light/Lighting.j3md");
            m.setBoolean("UseMaterialColors", true);
            m.setColor("Diffuse", new ColorRGBA(0.8f, 0.25f, 0.1f, 1));
            m.setColor("Ambient", new ColorRGBA(0.8f, 0.25f, 0.1f, 1));
            box = new Geometry("box", new Box(HALF, HALF, HALF));
            box.setMaterial(m);
            box.setShadowMode(ShadowMode.Cast);
            world.place(box, BOX_X, centreY, BOX_Z);
            boxCentre = new Vector3f(0, (float) centreY, 0);

            shadow = shadowMiddle();
            lit = new WorldPosition(2 * BOX_X - shadow.x(), 0, 2 * BOX_Z - shadow.z());
            lit = new WorldPosition(lit.x(), surface(lit.x(), lit.z()), lit.z());
            Vector3f sun = world.sun().getDirection();
            double midX = (BOX_X + shadow.x()) / 2, midZ = (BOX_Z + shadow.z()) / 2;
            double side = Math.hypot(sun.x, sun.z), acrossX = -sun.z / side, acrossZ = sun.x / side;
            double midY = surface(midX, midZ);
            // From the higher side, so that the eye stands above the ground and looks down the slope, sky above.
            double back = 25, leftY = surface(midX - back * acrossX, midZ - back * acrossZ);
            double rightY = surface(midX + back * acrossX, midZ + back * acrossZ);
            double sideSign = leftY >= rightY ? -1 : 1;
            world.moveCamera(midX + sideSign * back * acrossX, Math.max(leftY, rightY) + 6, midZ + sideSign * back * acrossZ);
            getApplication().getCamera().lookAt(world.toScene(midX, midY + 1, midZ), Vector3f.UNIT_Y);
            System.out.printf(Locale.ROOT, "START ground_m=%.2f sea_m=%.2f shadow_x=%.2f shadow_z=%.2f shadow_ground_m=%.2f%n",
                    world.heightAt(BOX_X, BOX_Z), seaLevel, shadow.x(), shadow.z(), world.heightAt(shadow.x(), shadow.z()));
        }

        /** The ground's height, or the sea's where that is higher. */
        private double surface(double x, double z) {
            return Math.max(world.heightAt(x, z), seaLevel);
        }

        /**
         * Where the sun's ray through the box's middle meets the ground as drawn (once drawn; before,
         * the exact ground under the box stands in), or the sea's surface if that comes first.
         */
        private WorldPosition shadowMiddle() {
            Vector3f sun = world.sun().getDirection();
            double toSea = (boxCentre.y - seaLevel) / -sun.y;
            WorldPosition hit = world.groundHit(BOX_X, boxCentre.y, BOX_Z, sun.x, sun.y, sun.z);
            if (hit != null && hit.y() >= seaLevel) {
                return hit;
            }
            double t = hit != null ? toSea : (boxCentre.y - surface(BOX_X, BOX_Z)) / -sun.y;
            return new WorldPosition(BOX_X + t * sun.x, boxCentre.y + t * sun.y, BOX_Z + t * sun.z);
        }

        /**
         * Every tile of the view loaded (the ground drawn at points 100 m apart across the streamed
         * square), and the ground at the shadow's middle and the lit point drawn by the finest
         * tiles, at the exact ground's height.
         */
        private boolean groundDrawn() {
            WorldPosition eye = world.cameraPosition();
            for (int j = -9; j <= 9; j++) {
                for (int i = -9; i <= 9; i++) {
                    if (Double.isNaN(world.drawnHeightAt(eye.x() + 100 * i, eye.z() + 100 * j))) {
                        return false;
                    }
                }
            }
            for (WorldPosition p : new WorldPosition[] {shadow, lit}) {
                double drawn = world.drawnHeightAt(p.x(), p.z());
                if (!(Math.abs(drawn - world.heightAt(p.x(), p.z())) < 0.05)) {
                    return false;
                }
            }
            shadow = shadowMiddle();
            return true;
        }

        private void shoot(String name) {
            capture.request(out.resolve(name + ".png"));
            if (!name.equals("on")) {
                return;
            }
            Camera cam = getApplication().getCamera();
            int window = getApplication().getGuiViewPort().getCamera().getHeight();
            float toWindow = (float) window / cam.getHeight();
            printPixel("SHADOW", cam, toWindow, window, shadow);
            printPixel("LIT", cam, toWindow, window, lit);
            // The box's corners on the picture: the shadow's pixel must lie outside them.
            float minX = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, minY = Float.MAX_VALUE, maxY = -Float.MAX_VALUE;
            Vector3f centre = world.toScene(BOX_X, boxCentre.y, BOX_Z);
            for (int i = 0; i < 8; i++) {
                Vector3f corner = centre.add((i & 1) == 0 ? -HALF : HALF, (i & 2) == 0 ? -HALF : HALF, (i & 4) == 0 ? -HALF : HALF);
                Vector3f s = cam.getScreenCoordinates(corner).multLocal(toWindow);
                minX = Math.min(minX, s.x);
                maxX = Math.max(maxX, s.x);
                minY = Math.min(minY, window - 1 - s.y);
                maxY = Math.max(maxY, window - 1 - s.y);
            }
            System.out.printf(Locale.ROOT, "BOX min_x=%.0f max_x=%.0f min_y=%.0f max_y=%.0f%n", minX, maxX, minY, maxY);
            // Pixels of the top row whose rays meet no ground within the view: sky.
            int width = getApplication().getGuiViewPort().getCamera().getWidth();
            StringBuilder sky = new StringBuilder("SKY");
            for (int i = 1; i < 10; i++) {
                int px = i * width / 10;
                Vector3f from = cam.getWorldCoordinates(new Vector2f(px / toWindow, cam.getHeight() - 2), 0);
                Vector3f to = cam.getWorldCoordinates(new Vector2f(px / toWindow, cam.getHeight() - 2), 1);
                CollisionResults hits = new CollisionResults();
                if (world.collide(new Ray(from, to.subtract(from).normalizeLocal()), hits) == 0) {
                    sky.append(' ').append(px).append(',').append(1);
                }
            }
            System.out.println(sky);
            System.out.println("SCALE camera=" + cam.getWidth() + "x" + cam.getHeight() + " target="
                    + (getApplication().getViewPort().getOutputFrameBuffer() == null ? "window" : "offscreen"));
        }

        /** Where a world point shows on the window's picture, and whether the ground there is what the camera sees. */
        private void printPixel(String what, Camera cam, float toWindow, int window, WorldPosition p) {
            Vector3f scene = world.toScene(p.x(), p.y(), p.z());
            Vector3f s = cam.getScreenCoordinates(scene);
            Vector3f eye = cam.getLocation();
            CollisionResults hits = new CollisionResults();
            world.collide(new Ray(eye, scene.subtract(eye).normalizeLocal()), hits);
            float seen = hits.size() == 0 ? Float.NaN : hits.getClosestCollision().getDistance();
            System.out.printf(Locale.ROOT, "%s px=%.0f py=%.0f distance_m=%.2f seen_m=%.2f%n", what, s.x * toWindow,
                    window - 1 - s.y * toWindow, scene.distance(eye), seen);
        }

        /**
         * The world's sun and sky light are on the root node while it is enabled, and only then. The
         * processor goes first, as docs/LIBRARY.md asks (it holds the render scale's target).
         */
        private void checkLights() {
            getApplication().getViewPort().removeProcessor(fpp);
            Node root = ((SimpleApplication) getApplication()).getRootNode();
            boolean on = has(root);
            world.setEnabled(false);
            boolean off = !has(root);
            world.setEnabled(true);
            System.out.println("LIGHTS enabled=" + on + " disabled_gone=" + off + " back=" + has(root));
        }

        private boolean has(Node root) {
            boolean sun = false, ambient = false;
            for (var l : root.getLocalLightList()) {
                sun |= l == world.sun();
                ambient |= l == world.ambient();
            }
            return sun && ambient;
        }
    }
}
