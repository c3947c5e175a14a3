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
    /** Shares of the horizon's and the zenith's colour in the sky's light on ground facing down and up ({@code SKY_FILL_*} in Atmosphere.glsllib). */
    static final double SKY_FILL_HORIZON = 0.3, SKY_FILL_ZENITH = 0.5;
    /**
     * The sky's light on an upright surface (linear light): {@code groundLight}'s sky term in
     * Atmosphere.glsllib at a horizontal normal, which is also its mean over every direction a
     * normal may face (flat ground gets more of the zenith's blue, an overhang more of the
     * horizon's). A uniform ambient light for the game's own objects ({@code SeedscapeWorld.ambient}).
     */
    public static final ColorRGBA SKY_FILL = SKY_HORIZON.mult((float) SKY_FILL_HORIZON)
            .interpolateLocal(SKY_ZENITH.mult((float) SKY_FILL_ZENITH), 0.5f).setAlpha(1);

    /** Haze extinction per metre at the sea level ({@code HAZE_DENSITY} in Atmosphere.glsllib). */
    public static final double HAZE_DENSITY = 1.2e-4;
    /** Metres over which the haze thins by a factor e ({@code HAZE_SCALE_HEIGHT} in Atmosphere.glsllib). */
    public static final double HAZE_SCALE_HEIGHT = 1500.0;

    private Atmosphere() {
    }

    /**
     * How much of a surface the haze leaves: the Java twin of {@code hazeAt(...).a} in
     * Atmosphere.glsllib, 1 at the eye, 0 at the edge of the streamed world.
     *
     * @param toX         from the eye to the point, metres (likewise {@code toY}, {@code toZ})
     * @param eyeAltitude the eye's metres above the sea
     * @param fogDistance where the haze hides everything (the view distance)
     */
    public static double hazeLeft(double toX, double toY, double toZ, double eyeAltitude, double fogDistance) {
        double dist = Math.sqrt(toX * toX + toY * toY + toZ * toZ);
        double a0 = Math.max(eyeAltitude, 0), a1 = Math.max(eyeAltitude + toY, 0), rise = a1 - a0;
        double d0 = Math.exp(-a0 / HAZE_SCALE_HEIGHT);
        double mean = Math.abs(rise) > 1 ? HAZE_SCALE_HEIGHT * (d0 - Math.exp(-a1 / HAZE_SCALE_HEIGHT)) / rise : d0;
        double t = Math.min(Math.max((dist - 0.5 * fogDistance) / (0.5 * fogDistance), 0), 1);
        double edge = t * t * (3 - 2 * t);
        return Math.exp(-HAZE_DENSITY * dist * mean) * (1 - edge);
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
