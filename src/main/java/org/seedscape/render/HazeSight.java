package org.seedscape.render;

import com.jme3.math.Vector3f;

/**
 * How much of a point of ground the terrain's haze leaves, for the threads that choose a tile's
 * geomipmap LOD (jME's terrain executor, the builders): {@link TerrainMaterials} keeps it equal to
 * the sea level and the fog distance it gives the shader, on the render thread.
 */
public final class HazeSight {
    private volatile double seaLevel;
    /** No edge until the first frame sets the view distance. */
    private volatile double fogDistance = Double.MAX_VALUE;

    void setSeaLevel(double seaLevel) {
        this.seaLevel = seaLevel;
    }

    void setFogDistance(double fogDistance) {
        this.fogDistance = fogDistance;
    }

    /** What the haze leaves of the point {@code (x, y, z)} seen from {@code eye} (scene coordinates; y is height). */
    public double left(Vector3f eye, float x, float y, float z) {
        return Atmosphere.hazeLeft(x - eye.x, y - eye.y, z - eye.z, eye.y - seaLevel, fogDistance);
    }
}
