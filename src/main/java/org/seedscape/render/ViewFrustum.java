package org.seedscape.render;

import com.jme3.renderer.Camera;

/**
 * Fits the camera's near and far planes to the frame. The far plane lies beyond the view square's
 * corners; the near plane as far out as the nearest drawn surface allows, because a 24-bit depth
 * buffer resolves about {@code z * z / (near * 2^24)} metres at distance z: with the near plane at
 * 1 m that is 60 m at 32 km, where the sea, the sea floor and the terrain under the sea would take
 * turns in streaks; seen from 2000 m, with the near plane at half the height above the ground,
 * it is a few centimetres.
 */
public final class ViewFrustum {
    /** The nearest the near plane comes: the walking eye. */
    public static final float MIN_NEAR = 1;
    /** The view square's corner is at sqrt(2) view distances; a little more for the terrain's relief. */
    static final float FAR_PER_VIEW_DISTANCE = 1.5f;

    private ViewFrustum() {
    }

    /**
     * @param nearestSurface metres from the eye to the nearest thing drawn (a lower bound: a bounding
     *                       box's distance); the near plane goes halfway there
     */
    public static void fit(Camera camera, double viewDistance, double nearestSurface) {
        float far = (float) (FAR_PER_VIEW_DISTANCE * viewDistance);
        float near = (float) Math.min(Math.max(nearestSurface / 2, MIN_NEAR), far / 1000);
        if (camera.getFrustumFar() != far || camera.getFrustumNear() != near) {
            // Keep the field of view: the frustum's sides scale with the near plane.
            float scale = near / camera.getFrustumNear();
            camera.setFrustum(near, far, camera.getFrustumLeft() * scale, camera.getFrustumRight() * scale,
                    camera.getFrustumTop() * scale, camera.getFrustumBottom() * scale);
        }
    }
}
