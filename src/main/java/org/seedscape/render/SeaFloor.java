package org.seedscape.render;

import com.jme3.asset.AssetManager;
import com.jme3.bounding.BoundingBox;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.Camera;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.GeometryComparator;
import com.jme3.renderer.queue.RenderQueue.Bucket;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial.CullHint;
import com.jme3.scene.Spatial;
import java.util.Collection;

/**
 * Keeps the seabed under deep water from being shaded. The sea is blended over the seabed, so
 * every sea pixel would be shaded twice; an opaque plane {@link #SEE_THROUGH_DEPTH} under the
 * surface, drawn before any other opaque geometry, makes deeper seabed fail the depth test, and
 * the sea blends over the plane's deep colour there instead. The plane costs a cheap pass over
 * everything below its horizon, so it is drawn only while a terrain patch in view and near enough
 * to cover many pixels reaches below it.
 */
final class SeaFloor {
    /** Metres of water through which the seabed shows; the terrain turns to {@link #COLOR} over them. */
    private static final float SEE_THROUGH_DEPTH = 3;
    /** What water too deep to see the bottom of shows under the sea (linear light). */
    private static final ColorRGBA COLOR = new ColorRGBA(0.01f, 0.04f, 0.06f, 1);

    private final Geometry plane;
    private final Material material;
    private ViewPort viewPort;
    private GeometryComparator usualOrder;

    /** {@code square}: the sea's mesh, placed by the sea's vertex shader. */
    SeaFloor(AssetManager assets, Mesh square) {
        material = new Material(assets, "MatDefs/Water/SeaFloor.j3md");
        material.setColor("Color", COLOR);
        plane = new Geometry("sea floor", square);
        plane.setMaterial(material);
    }

    /** Sets the plane's colour and depth on a terrain material, whose seabed fades to the plane. */
    static void setOnTerrain(Material terrain) {
        terrain.setColor("SeaFloorColor", COLOR);
        terrain.setFloat("SeaFloorDepth", SEE_THROUGH_DEPTH);
    }

    /** Adds the plane under {@code root} and makes it the first opaque geometry {@code vp} draws. */
    void attach(Node root, ViewPort vp) {
        viewPort = vp;
        root.attachChild(plane);
        RenderQueue queue = vp.getQueue();
        usualOrder = queue.getGeometryComparator(Bucket.Opaque);
        queue.setGeometryComparator(Bucket.Opaque, new FirstThen(plane, usualOrder));
    }

    void detach() {
        plane.removeFromParent();
        viewPort.getQueue().setGeometryComparator(Bucket.Opaque, usualOrder);
    }

    /** Places the plane for this frame, or hides it while no nearby terrain in view reaches below it. */
    void update(float seaLevel, float radius, Camera cam, Collection<TerrainTile> tiles) {
        float level = seaLevel - SEE_THROUGH_DEPTH;
        material.setFloat("SeaLevel", level);
        material.setFloat("Radius", radius);
        plane.setCullHint(reachesBelow(level, cam, tiles) ? CullHint.Never : CullHint.Always);
    }

    private static boolean reachesBelow(float level, Camera cam, Collection<TerrainTile> tiles) {
        // Seabed farther than this covers too few pixels to pay for the plane's pass.
        float reach = 1000 + 10 * Math.max(cam.getLocation().y - level, 0);
        int planeState = cam.getPlaneState();
        try {
            for (TerrainTile t : tiles) {
                if (reachesBelow(level, reach, cam, t.quad())) {
                    return true;
                }
            }
            return false;
        } finally {
            cam.setPlaneState(planeState);
        }
    }

    /** Whether a part of {@code s} below {@code level}, within {@code reach}, is in view (down to patches). */
    private static boolean reachesBelow(float level, float reach, Camera cam, Spatial s) {
        if (!(s.getWorldBound() instanceof BoundingBox box) || box.getCenter().y - box.getYExtent() >= level
                || box.distanceToEdge(cam.getLocation()) > reach) {
            return false;
        }
        cam.setPlaneState(0);
        if (cam.contains(box) == Camera.FrustumIntersect.Outside) {
            return false;
        }
        if (s instanceof Node node) {
            for (Spatial child : node.getChildren()) {
                if (reachesBelow(level, reach, cam, child)) {
                    return true;
                }
            }
            return false;
        }
        return true;
    }

    /** An opaque draw order with one geometry always first, then the usual order. */
    private record FirstThen(Geometry first, GeometryComparator then) implements GeometryComparator {
        @Override
        public void setCamera(Camera cam) {
            then.setCamera(cam);
        }

        @Override
        public int compare(Geometry a, Geometry b) {
            if (a == first || b == first) {
                return a == b ? 0 : a == first ? -1 : 1;
            }
            return then.compare(a, b);
        }
    }
}
