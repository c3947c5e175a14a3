package org.seedscape.render;

import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.terrain.geomipmap.TerrainLodControl;
import com.jme3.terrain.geomipmap.TerrainPatch;
import com.jme3.terrain.geomipmap.TerrainQuad;
import com.jme3.terrain.geomipmap.UpdatedTerrainPatch;
import com.jme3.terrain.geomipmap.lodcalc.DistanceLodCalculator;
import java.util.HashMap;
import java.util.List;

/**
 * jME's geomipmap LOD for one tile, with two changes: it asks for a new LOD only when the camera
 * has moved a few samples since the last request (hundreds of tiles would otherwise queue jobs
 * every frame), and in the same frame that new index buffers are swapped in it has the tile's
 * mesh join them, with the skirt at each patch's new stride ({@link TileMesh#sync}), so no crack
 * opens while LOD changes.
 *
 * <p>The LOD job runs on jME's terrain executor and reads only this tile's patches; the swap is
 * applied on the render thread in {@link #controlUpdate}, and a tile is only ever detached or
 * disposed on the render thread, where a pending job is cancelled first.
 */
final class TileLodControl extends TerrainLodControl {
    /** The coarsest geomipmap level (stride 8): coarser would gain little and need deeper skirts. */
    static final int MAX_LOD = 3;

    private final TileMesh mesh;
    private final float moveThreshold;
    /**
     * The camera where the last LOD update was asked for, from the tile's world position: an
     * origin jump moves the camera and every tile alike and asks for none (in scene coordinates,
     * every tile's LOD was worked out again at each jump, the jump frame the flight's slowest on
     * an H200).
     */
    private final Vector3f lastRequest = new Vector3f(Float.NaN, 0, 0);
    private final Vector3f fromTile = new Vector3f();
    /** LOD updates asked of jME so far. */
    private int requests;
    private final Camera viewer;

    /** {@code haze}: coarsens patches as much as the haze hides their error, or null for distance alone. */
    TileLodControl(TerrainQuad quad, Camera camera, TileMesh mesh, float lodMultiplier, HazeSight haze,
                   float moveThreshold) {
        super(quad, camera);
        this.viewer = camera;
        setLodCalculator(new CappedLodCalculator(quad.getPatchSize(), lodMultiplier, mesh.patches(), haze));
        this.mesh = mesh;
        this.moveThreshold = moveThreshold;
    }

    /**
     * jME's distance rule (LOD i within {@code patchSize * multiplier * (i + 1) * scale}), capped at
     * {@link #MAX_LOD}. With a {@link HazeSight}, every halving of the ground's contrast by the haze
     * adds a level: a level doubles a patch's height error, which shows on screen only as much as
     * the haze leaves of the ground. The added levels are the tile's (from its clearest patch), so a
     * tile's patches still differ by at most one level, as jME's stitching of their edges needs.
     */
    private static final class CappedLodCalculator extends DistanceLodCalculator {
        private final List<TerrainPatch> tile;
        private final HazeSight haze;

        CappedLodCalculator(int patchSize, float multiplier, List<TerrainPatch> tile, HazeSight haze) {
            super(patchSize, multiplier);
            this.tile = tile;
            this.haze = haze;
        }

        @Override
        public boolean calculateLod(TerrainPatch patch, List<Vector3f> locations, HashMap<String, UpdatedTerrainPatch> updates) {
            Vector3f eye = locations.get(0);
            // The patch's middle at the middle of its heights: jME's own rule measures to height 0
            // (and its getCenterLocation moves the cached translation), which drew the tile under a
            // camera 40 m over ground 800 m high at its coarsest level.
            Vector3f at = patch.getWorldTranslationCached();
            float half = halfWidth(patch), y = at.y + ((BoundingBox) patch.getModelBound()).getCenter().y;
            float distance = eye.distance(new Vector3f(at.x + half, y, at.z + half));
            int hazeLevels = haze == null ? 0 : hazeLevels(eye);
            float step = getLodDistanceThreshold() * patch.getWorldScaleCached().x;
            int lod = Math.min(Math.min((int) (distance / step) + hazeLevels, patch.getMaxLod()), MAX_LOD);
            UpdatedTerrainPatch utp = updates.get(patch.getName());
            if (utp == null) {
                utp = new UpdatedTerrainPatch(patch);
                updates.put(utp.getName(), utp);
            }
            utp.setNewLod(lod);
            utp.setPreviousLod(patch.getLod());
            return lod != patch.getLod();
        }

        /** Levels the haze hides on this tile: log2 of what it takes of its clearest patch's contrast. */
        private int hazeLevels(Vector3f eye) {
            double clearest = 0;
            for (TerrainPatch p : tile) {
                Vector3f at = p.getWorldTranslationCached();
                float half = halfWidth(p), y = at.y + ((BoundingBox) p.getModelBound()).getCenter().y;
                clearest = Math.max(clearest, haze.left(eye, at.x + half, y, at.z + half));
            }
            return clearest >= 1 ? 0 : (int) Math.min(Math.floor(-Math.log(clearest) / Math.log(2)), MAX_LOD);
        }

        private static float halfWidth(TerrainPatch patch) {
            return patch.getSize() * patch.getWorldScaleCached().x / 2;
        }
    }

    /**
     * Chooses the patches' LOD for a camera position before the tile is first shown, so it never
     * draws a frame at full detail first. For a detached tile whose world transform is current
     * (worker thread).
     */
    void prime(Vector3f cameraLocation) throws Exception {
        prepareTerrain();
        HashMap<String, UpdatedTerrainPatch> updated = createLodUpdateTask(List.of(cameraLocation), lodCalculator).call();
        if (updated != null) {
            updated.values().forEach(UpdatedTerrainPatch::updateAll);
        }
        mesh.sync();
    }

    /** LOD updates asked of jME so far: one each time the camera has moved far enough from where it last asked. */
    int requests() {
        return requests;
    }

    /** Whether an LOD update is being worked out or waits to be applied. */
    boolean working() {
        return indexer != null;
    }

    /**
     * Whether the patches' LOD is the one for where the camera is now, not for where it last
     * asked (up to the move threshold away), and nothing is pending; where not, asks for an update
     * on the next frame. For pictures that must come out the same in every run.
     */
    boolean currentOrRefresh() {
        Vector3f at = viewer.getLocation().subtract(spatial.getWorldTranslation(), fromTile);
        if (indexer == null && !forceUpdate && !lodCalcRunning.get() && at.equals(lastRequest)) {
            return true;
        }
        if (indexer == null && !lodCalcRunning.get()) {
            forceUpdate();
        }
        return false;
    }

    @Override
    protected void controlUpdate(float tpf) {
        Vector3f at = viewer.getLocation().subtract(spatial.getWorldTranslation(), fromTile);
        if (indexer != null || forceUpdate || !(at.distanceSquared(lastRequest) < moveThreshold * moveThreshold)) {
            if (indexer == null) {
                lastRequest.set(at);
                requests++;
            }
            super.controlUpdate(tpf);
        }
        mesh.sync();
    }
}
