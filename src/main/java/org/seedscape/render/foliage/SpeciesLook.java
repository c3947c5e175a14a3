package org.seedscape.render.foliage;

import com.jme3.material.Material;
import com.jme3.scene.Mesh;

/**
 * How one species is drawn: its full mesh close up and its far shape beyond, each with its
 * material and band, and the radius a walker keeps clear of (0: none).
 */
record SpeciesLook(Mesh near, Material nearMaterial, FoliageBands.Band nearBand,
                   Mesh far, Material farMaterial, FoliageBands.Band farBand, float obstacleRadius) {
}
