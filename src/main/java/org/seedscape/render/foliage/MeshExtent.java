package org.seedscape.render.foliage;

/**
 * How far a mesh reaches, in metres: its horizontal radius about the vertical axis, its lowest and
 * highest point, and its width (the mean of its x and z spans), for fitting meshes to a species'
 * size and for bounding boxes.
 */
record MeshExtent(float radius, float bottom, float top, float width) {

    /** The extent of the first {@code vertices} points of packed xyz positions. */
    static MeshExtent of(float[] position, int vertices) {
        float radius = 0, bottom = Float.POSITIVE_INFINITY, top = Float.NEGATIVE_INFINITY;
        float minX = Float.POSITIVE_INFINITY, maxX = Float.NEGATIVE_INFINITY;
        float minZ = Float.POSITIVE_INFINITY, maxZ = Float.NEGATIVE_INFINITY;
        for (int i = 0; i < vertices; i++) {
            float x = position[3 * i], y = position[3 * i + 1], z = position[3 * i + 2];
            radius = Math.max(radius, (float) Math.sqrt(x * x + z * z));
            bottom = Math.min(bottom, y);
            top = Math.max(top, y);
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minZ = Math.min(minZ, z);
            maxZ = Math.max(maxZ, z);
        }
        return new MeshExtent(radius, bottom, top, (maxX - minX + maxZ - minZ) / 2);
    }

    float height() {
        return top - bottom;
    }
}
