package org.seedscape.render.foliage;

import com.jme3.scene.Mesh;

/**
 * A species' close-range mesh and its few-triangle stand-in for far range, null where it has none
 * (trees have none; see {@link FoliageMeshes#far}).
 */
record MeshPair(Mesh near, Mesh far) {
}
