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
 * every frame), and in the same frame that new index buffers are swapped in it has every patch
 * add its skirt at its new stride ({@link SkirtedPatch#sync}), so no crack opens while LOD changes.
 *
 * <p>The LOD job runs on jME's terrain executor and reads only this tile's patches; the swap is
 * applied on the render thread in {@link #controlUpdate}, and a tile is only ever detached or
 * disposed on the render thread, where a pending job is cancelled first.
 */
final class TileLodControl extends TerrainLodControl {
    /** The coarsest geomipmap level (stride 8): coarser would gain little and need deeper skirts. */
    static final int MAX_LOD = 3;

    private final List<SkirtedPatch> patches;
    private final float moveThreshold;
    private final Vector3f lastRequest = new Vector3f(Float.NaN, 0, 0);
    private final Camera viewer;

    /** {@code haze}: coarsens patches as much as the haze hides their error, or null for distance alone. */
    TileLodControl(TerrainQuad quad, Camera camera, List<SkirtedPatch> patches, float lodMultiplier, HazeSight haze,
                   float moveThreshold) {
        super(quad, camera);
        this.viewer = camera;
        setLodCalculator(new CappedLodCalculator(quad.getPatchSize(), lodMultiplier, haze));
        this.patches = patches;
        this.moveThreshold = moveThreshold;
    }

    /**
     * jME's distance rule (LOD i within {@code patchSize * multiplier * (i + 1) * scale}), capped at
     * {@link #MAX_LOD}. With a {@link HazeSight}, the distance is divided by what the haze leaves of
     * the patch: a coarser mesh's height error shows on screen in proportion to the ground's
     * contrast, so hazed patches keep the same visible error with fewer triangles.
     */
    private static final class CappedLodCalculator extends DistanceLodCalculator {
        /** Beyond eight times its distance a patch is at {@link #MAX_LOD} anyway. */
        private static final double LEAST_HAZE_LEFT = 1.0 / 8;
        private final HazeSight haze;

        CappedLodCalculator(int patchSize, float multiplier, HazeSight haze) {
            super(patchSize, multiplier);
            this.haze = haze;
        }

        @Override
        public boolean calculateLod(TerrainPatch patch, List<Vector3f> locations, HashMap<String, UpdatedTerrainPatch> updates) {
            Vector3f centre = getCenterLocation(patch), eye = locations.get(0);
            float distance = centre.distance(eye);
            if (haze != null) {
                // jME's centre lies at height 0; the haze depends on the ground's height.
                float y = ((BoundingBox) patch.getModelBound()).getCenter().y;
                distance /= (float) Math.max(haze.left(eye, centre.x, y, centre.z), LEAST_HAZE_LEFT);
            }
            float step = getLodDistanceThreshold() * patch.getWorldScaleCached().x;
            int lod = Math.min(Math.min((int) (distance / step), patch.getMaxLod()), MAX_LOD);
            UpdatedTerrainPatch utp = updates.get(patch.getName());
            if (utp == null) {
                utp = new UpdatedTerrainPatch(patch);
                updates.put(utp.getName(), utp);
            }
            utp.setNewLod(lod);
            utp.setPreviousLod(patch.getLod());
            return lod != patch.getLod();
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
        syncSkirts();
    }

    @Override
    protected void controlUpdate(float tpf) {
        Vector3f at = viewer.getLocation();
        if (indexer != null || forceUpdate || !(at.distanceSquared(lastRequest) < moveThreshold * moveThreshold)) {
            if (indexer == null) {
                lastRequest.set(at);
            }
            super.controlUpdate(tpf);
        }
        syncSkirts();
    }

    private void syncSkirts() {
        for (SkirtedPatch p : patches) {
            p.sync();
        }
    }
}
