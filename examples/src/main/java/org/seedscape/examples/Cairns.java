package org.seedscape.examples;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.scene.Geometry;
import com.jme3.scene.shape.Box;
import java.util.ArrayList;
import java.util.List;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldInstances;
import org.seedscape.api.WorldPosition;

/**
 * A ring of stone cairns round the beacon, the game's own mesh drawn instanced
 * ({@link SeedscapeWorld#instances}): {@value #COUNT} squat grey stones, each standing on the
 * ground, lit by the world's sun ({@code Lighting.j3md}).
 */
final class Cairns extends BaseAppState {
    static final int COUNT = 24;
    static final double RING = 40;
    /** Half the stone's height: its middle stands this far above the ground. */
    static final float HALF_HEIGHT = 0.5f;

    private final SeedscapeWorld world;
    private final AssetManager assets;
    private final List<Geometry> stones = new ArrayList<>();
    private final List<WorldPosition> placed = new ArrayList<>();
    private WorldInstances copies;

    Cairns(SeedscapeWorld world, AssetManager assets) {
        this.world = world;
        this.assets = assets;
    }

    @Override
    protected void initialize(Application app) {
        Material stone = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
        stone.setBoolean("UseMaterialColors", true);
        stone.setColor("Diffuse", new ColorRGBA(0.42f, 0.40f, 0.37f, 1));
        stone.setColor("Ambient", new ColorRGBA(0.42f, 0.40f, 0.37f, 1));
        copies = world.instances(new Box(0.7f, HALF_HEIGHT, 0.5f), stone);
        for (int i = 0; i < COUNT; i++) {
            double a = 2 * Math.PI * i / COUNT;
            double x = Beacon.X + RING * Math.cos(a), z = Beacon.Z + RING * Math.sin(a);
            WorldPosition at = new WorldPosition(x, world.heightAt(x, z) + HALF_HEIGHT, z);
            stones.add(copies.add(at.x(), at.y(), at.z(), new Quaternion().fromAngles(0, (float) a + FastMath.QUARTER_PI, 0), 1));
            placed.add(at);
        }
    }

    /** How many stones stand, and in how many squares (draw calls) they are drawn. */
    int count() {
        return copies.count();
    }

    int squares() {
        return copies.squares();
    }

    /** The farthest any stone is drawn from where it was put, in metres (through the origin's jumps). */
    double offMax() {
        double worst = 0;
        for (int i = 0; i < stones.size(); i++) {
            WorldPosition drawn = world.toWorld(stones.get(i).getWorldTranslation()), at = placed.get(i);
            worst = Math.max(worst, Math.max(Math.abs(drawn.x() - at.x()), Math.max(Math.abs(drawn.y() - at.y()),
                    Math.abs(drawn.z() - at.z()))));
        }
        return worst;
    }

    @Override
    protected void cleanup(Application app) {
        copies.clear();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
