package org.seedscape.render.foliage;

import com.jme3.scene.Mesh;

/** A species' close-range mesh and its few-triangle stand-in for far range (the same mesh where none is needed). */
record MeshPair(Mesh near, Mesh far) {
}
