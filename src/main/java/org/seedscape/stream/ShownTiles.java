package org.seedscape.stream;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.seedscape.foliage.Species;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.Quality;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.foliage.TileFoliageDrawing;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * The tiles in the scene, render thread: those shown, under the terrain node, and the old picture
 * kept during a world change ({@link StreamingState#setTerrain}) under a node of its own; the
 * listeners told of them; their places at the floating origin, morphs, coarse edges and counts.
 */
final class ShownTiles {
    private final TileLayout layout;
    private final FloatingOrigin origin;
    private final TileCache<TerrainTile> cache;
    private final Consumer<TerrainTile> free;
    private final Node terrainRoot = new Node("terrain");
    private final Map<TileKey, TerrainTile> shown = new HashMap<>();
    /**
     * The old world's tiles while a changed one is made ({@link StreamingState#setTerrain}): they stay drawn,
     * with the morph they had, until the new world can replace the whole picture at once.
     */
    private final Map<TileKey, TerrainTile> retiring = new HashMap<>();
    private final Node retiringRoot = new Node("terrain-retiring");
    private final List<StreamingState.TileListener> tileListeners = new ArrayList<>();

    /** {@code free} disposes of a tile's GL objects. */
    ShownTiles(TileLayout layout, FloatingOrigin origin, TileCache<TerrainTile> cache, Consumer<TerrainTile> free) {
        this.layout = layout;
        this.origin = origin;
        this.cache = cache;
        this.free = free;
    }

    void attachTo(Node root) {
        // jME's directional shadows fit the light's view to the receivers in sight: the ground is one
        // (the shadow filter reads it from the depth buffer; it casts none).
        terrainRoot.setShadowMode(RenderQueue.ShadowMode.Receive);
        retiringRoot.setShadowMode(RenderQueue.ShadowMode.Receive);
        root.attachChild(terrainRoot);
        root.attachChild(retiringRoot);
    }

    void detach() {
        terrainRoot.removeFromParent();
        retiringRoot.removeFromParent();
    }

    /** Shows the cached tile at {@code key}. */
    void show(TileKey key) {
        TerrainTile tile = cache.get(key);
        tile.placeAt(layout, origin.x(), origin.z());
        terrainRoot.attachChild(tile.node());
        shown.put(key, tile);
        tileListeners.forEach(l -> l.shown(tile));
    }

    void hide(TileKey key) {
        TerrainTile tile = shown.remove(key);
        tile.node().removeFromParent();
        tileListeners.forEach(l -> l.hidden(tile));
    }

    void addListener(StreamingState.TileListener listener) {
        tileListeners.add(listener);
    }

    void removeListener(StreamingState.TileListener listener) {
        tileListeners.remove(listener);
    }

    boolean isShown(TileKey key) {
        return shown.containsKey(key);
    }

    Collection<TileKey> shownKeys() {
        return shown.keySet();
    }

    boolean isEmpty() {
        return shown.isEmpty();
    }

    int size() {
        return shown.size();
    }

    /** The tiles drawn now: the old picture during a refresh, else the shown ones. */
    Map<TileKey, TerrainTile> drawn() {
        return retiring.isEmpty() ? shown : retiring;
    }

    /** Whether the old world's picture is drawn while a changed one is made. */
    boolean keepsOldPicture() {
        return !retiring.isEmpty();
    }

    Collection<TerrainTile> oldPicture() {
        return retiring.values();
    }

    /**
     * Moves the shown tiles at {@code keys} out of the streaming bookkeeping, still drawn, and
     * hides the new world's node.
     */
    void keepAsOldPicture(Collection<TileKey> keys) {
        for (TileKey key : keys) {
            TerrainTile t = shown.remove(key);
            retiring.put(key, t);
            retiringRoot.attachChild(t.node());
        }
        terrainRoot.setCullHint(Spatial.CullHint.Always);
    }

    /** Frees the old picture and shows the new world in its place. */
    void retire() {
        retiringRoot.detachAllChildren();
        for (TerrainTile t : retiring.values()) {
            tileListeners.forEach(l -> l.hidden(t));
            free.accept(t);
        }
        retiring.clear();
        terrainRoot.setCullHint(Spatial.CullHint.Inherit);
    }

    void followOrigin() {
        for (TerrainTile t : shown.values()) {
            t.placeAt(layout, origin.x(), origin.z());
        }
        for (TerrainTile t : retiring.values()) {
            t.placeAt(layout, origin.x(), origin.z());
        }
    }

    /**
     * Gives each shown tile its morph, its coarse edges where {@code bordersMoved}, and its
     * patches' detail for the eye at {@code cam}; marks them the cache's most recently used.
     */
    void update(TileTransitions transitions, boolean bordersMoved, Vector3f cam, Quality quality) {
        for (Map.Entry<TileKey, TerrainTile> e : shown.entrySet()) {
            e.getValue().setMorph(transitions.morph(e.getKey()));
            if (bordersMoved) {
                e.getValue().setCoarseEdges(LevelBorders.coarseEdges(e.getKey(), shown::containsKey, layout.rootLevel()));
            }
            e.getValue().chooseDetail(cam, quality);
            cache.get(e.getKey()); // shown tiles are the most recently used
        }
    }

    /** Whether every shown tile's LOD is worked out for where the camera is now; asks for it where not. */
    boolean lodsCurrent() {
        boolean current = true;
        for (TerrainTile t : shown.values()) {
            current &= t.lodCurrentOrRefresh();
        }
        return current;
    }

    /** A lower bound of the distance from the eye to anything drawn: drawn tiles' bounds, the sea at {@code seaLevel}. */
    double nearestSurface(Vector3f eye, double seaLevel) {
        double nearest = Math.abs(eye.y - seaLevel);
        for (TerrainTile t : drawn().values()) {
            if (t.node().getWorldBound() != null) {
                nearest = Math.min(nearest, t.node().getWorldBound().distanceToEdge(eye));
            }
        }
        return nearest;
    }

    Collection<TerrainTile> drawnTiles() {
        return Collections.unmodifiableCollection(drawn().values());
    }

    /** See {@link StreamingState#foliageDrawn}. */
    int[] foliageDrawn(Camera camera) {
        int[] counts = new int[Species.values().length];
        int planeState = camera.getPlaneState();
        for (TerrainTile t : drawn().values()) {
            if (t.dressing() instanceof TileFoliageDrawing drawing) {
                camera.setPlaneState(0);
                drawing.countDrawn(camera, counts);
            }
        }
        camera.setPlaneState(planeState);
        return counts;
    }

    /** See {@link StreamingState#foliageInView}. */
    int[] foliageInView(Camera camera) {
        int[] counts = new int[Species.values().length];
        for (TerrainTile t : drawn().values()) {
            if (t.dressing() instanceof TileFoliageDrawing drawing) {
                drawing.countInView(camera, counts);
            }
        }
        return counts;
    }

    /** Drawn tiles whose bounds meet the camera frustum. */
    int visible(Camera camera) {
        int n = 0;
        int planeState = camera.getPlaneState();
        for (TerrainTile t : drawn().values()) {
            camera.setPlaneState(0);
            if (t.node().getWorldBound() != null && camera.contains(t.node().getWorldBound()) != Camera.FrustumIntersect.Outside) {
                n++;
            }
        }
        camera.setPlaneState(planeState);
        return n;
    }
}
