package org.seedscape.examples;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldPosition;

/**
 * The marker at world (10^6, ground, 10^6): a red pillar 30 m tall standing on the ground. Put
 * there by {@link SeedscapeWorld#place}, which keeps it at its world position while the floating
 * origin jumps; a million metres out, a float scene position alone would be off by centimetres.
 */
final class Beacon extends BaseAppState {
    static final double X = 1_000_000, Z = 1_000_000;
    private static final float HEIGHT = 30, HALF_WIDTH = 0.5f;

    private final SeedscapeWorld world;
    private final Node marker = new Node("beacon");
    private final AssetManager assets;
    private WorldPosition placedAt;

    Beacon(SeedscapeWorld world, AssetManager assets) {
        this.world = world;
        this.assets = assets;
    }

    @Override
    protected void initialize(Application app) {
        Geometry pillar = new Geometry("pillar", new Box(HALF_WIDTH, HEIGHT / 2, HALF_WIDTH));
        Material red = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        red.setColor("Color", new ColorRGBA(0.9f, 0.1f, 0.05f, 1));
        pillar.setMaterial(red);
        pillar.setShadowMode(RenderQueue.ShadowMode.Cast);
        pillar.setLocalTranslation(0, HEIGHT / 2, 0); // the marker's own position is the pillar's foot
        marker.attachChild(pillar);
        placedAt = new WorldPosition(X, world.heightAt(X, Z), Z);
        world.place(marker, placedAt.x(), placedAt.y(), placedAt.z());
    }

    /** Where the marker was placed in the world. */
    WorldPosition placedAt() {
        return placedAt;
    }

    /** Where the scene draws it now: its scene position taken back to the world. */
    WorldPosition drawnAt() {
        return world.toWorld(marker.getWorldTranslation());
    }

    @Override
    protected void cleanup(Application app) {
        world.remove(marker);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
