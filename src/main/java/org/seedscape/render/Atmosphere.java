package org.seedscape.render;

import com.jme3.bounding.BoundingBox;
import com.jme3.material.MatParam;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;

/**
 * The one sun and sky every material shares: the terrain's lighting, the sky dome, the water's
 * reflection and the distance fog all read these values (through {@code MatDefs/Common/Atmosphere.glsllib}),
 * so the sun in the sky is where the light comes from and the fog at the horizon is the sky's colour.
 */
public final class Atmosphere {
    /** The direction sunlight travels: the sun stands about 30 degrees high in the south-west. */
    public static final Vector3f SUN_DIRECTION = new Vector3f(0.55f, -0.5f, 0.67f).normalizeLocal();
    // Colours are in linear light (the frame buffer is sRGB: jME's gamma correction is on), given
    // here as the sRGB values they show as.
    public static final ColorRGBA SUN_COLOR = new ColorRGBA().setAsSrgb(1.0f, 0.96f, 0.88f, 1);
    public static final ColorRGBA SKY_ZENITH = new ColorRGBA().setAsSrgb(0.30f, 0.50f, 0.80f, 1);
    /** The sky at the horizon, which is also the colour of the haze. */
    public static final ColorRGBA SKY_HORIZON = new ColorRGBA().setAsSrgb(0.70f, 0.78f, 0.88f, 1);

    private Atmosphere() {
    }

    /**
     * A bound for geometry that its shader places around the eye (the sky, the sea): it holds any
     * view, so neither that geometry nor its parent node is ever culled for lying outside the
     * frustum. (The scene is kept within a few kilometres of its origin and views reach at most
     * 100 km.)
     */
    public static BoundingBox everywhere() {
        return new BoundingBox(Vector3f.ZERO, 1e6f, 1e6f, 1e6f);
    }

    /** Sets the sun and sky parameters on a material whose MatDef declares them. */
    public static void apply(Material material) {
        material.setVector3("SunDirection", SUN_DIRECTION);
        material.setColor("SunColor", SUN_COLOR);
        material.setColor("SkyZenith", SKY_ZENITH);
        material.setColor("SkyHorizon", SKY_HORIZON);
    }

    /**
     * Sets where the haze hides everything: the view distance, the edge of the streamed world
     * (it changes with the camera's height). Cheap when unchanged.
     */
    public static void setViewDistance(Material material, double viewDistance) {
        MatParam p = material.getParam("FogDistance");
        if (p == null || (Float) p.getValue() != (float) viewDistance) {
            material.setFloat("FogDistance", (float) viewDistance);
        }
    }
}
