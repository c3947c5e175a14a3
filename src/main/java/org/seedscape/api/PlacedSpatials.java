package org.seedscape.api;

import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.seedscape.render.FloatingOrigin;

/**
 * Spatials at world positions held in double, each kept at (world position - origin) under one
 * node while the floating origin jumps: a float holds 10^6 m only to 6 cm, so positions are
 * worked out from the doubles at every jump, never from the float of the last one. A spatial that
 * something else moved in the scene since (a control, physics) keeps where it was moved to.
 * Render thread.
 */
final class PlacedSpatials {
    /** A spatial's world position, and the scene translation this class last gave it. */
    private record Place(WorldPosition world, Vector3f given) {
    }

    private final FloatingOrigin origin;
    private final Node node = new Node("seedscape-placed");
    private final Map<Spatial, Place> places = new HashMap<>();
    /** The origin the spatials' scene translations are relative to: the one before a jump, inside the follower. */
    private double originX, originZ;

    PlacedSpatials(FloatingOrigin origin) {
        this.origin = origin;
        origin.addFollower(this::followOrigin);
    }

    /** The node the placed spatials hang under, at the scene's origin. */
    Node node() {
        return node;
    }

    /** Puts {@code spatial} under the node at a world position, or moves it there if it is placed already. */
    void place(Spatial spatial, double x, double y, double z) {
        Vector3f at = new Vector3f((float) (x - originX), (float) y, (float) (z - originZ));
        spatial.setLocalTranslation(at);
        places.put(spatial, new Place(new WorldPosition(x, y, z), at));
        if (spatial.getParent() != node) {
            node.attachChild(spatial);
        }
    }

    /** Detaches a placed spatial and forgets it; false if it was not placed. */
    boolean remove(Spatial spatial) {
        if (places.remove(spatial) == null) {
            return false;
        }
        spatial.removeFromParent();
        return true;
    }

    /** Where a placed spatial is in the world now, or null if it is not placed. */
    WorldPosition worldPosition(Spatial spatial) {
        Place p = places.get(spatial);
        return p == null ? null : current(spatial, p);
    }

    private void followOrigin() {
        for (Iterator<Map.Entry<Spatial, Place>> it = places.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Spatial, Place> e = it.next();
            if (e.getKey().getParent() != node) {
                it.remove(); // detached by its owner: no longer ours to move
                continue;
            }
            WorldPosition w = current(e.getKey(), e.getValue());
            Vector3f at = new Vector3f((float) (w.x() - origin.x()), (float) w.y(), (float) (w.z() - origin.z()));
            e.getKey().setLocalTranslation(at);
            e.setValue(new Place(w, at));
        }
        originX = origin.x();
        originZ = origin.z();
    }

    /** The remembered position, or where the spatial was moved to in the scene since it was placed. */
    private WorldPosition current(Spatial spatial, Place p) {
        Vector3f t = spatial.getLocalTranslation();
        return t.equals(p.given()) ? p.world() : new WorldPosition(originX + t.x, t.y, originZ + t.z);
    }
}
