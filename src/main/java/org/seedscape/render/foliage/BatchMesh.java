package org.seedscape.render.foliage;

import java.nio.FloatBuffer;

/**
 * A foliage batch's mesh, however it draws its instances ({@link ThinnedMesh} instanced,
 * {@link RepeatedMesh} written out): the instances' attributes, four floats each, and how many
 * it draws.
 */
interface BatchMesh {
    /** Per instance: x, z (tile coordinates), own height, parent height. */
    FloatBuffer where();

    /** Per instance: scale times the cosine and the sine of the turn, tint, kept by the parent tile (1) or not (0). */
    FloatBuffer how();

    /** The instances drawn while the batch shows. */
    int drawnInstances();
}
