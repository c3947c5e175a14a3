package org.seedscape.api;

import com.jme3.material.Material;
import com.jme3.math.Quaternion;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.control.AbstractControl;
import com.jme3.scene.instancing.InstancedNode;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Many copies of one mesh and material at world positions, drawn instanced
 * ({@link SeedscapeWorld#instances}): a game's own fences, crates, houses or trees, added and
 * removed by code. The copies are grouped in squares of {@value #CELL} m, each a jME
 * {@link InstancedNode} placed at its square's corner ({@link SeedscapeWorld#place}), so a square
 * is one draw call (per copy the render thread writes a matrix each frame, as jME's instancing does),
 * keeps its copies' positions as exact as the scene's floats near the camera however far out it
 * lies, and follows the floating origin. Copies added in a frame are batched
 * once, in the next update. Render thread.
 */
public final class WorldInstances {
    /** Metres a side of the squares whose copies are drawn together, each from its own corner. */
    public static final double CELL = 1024;

    /** A square's node, its copies, and whether copies were added to it since it was last batched. */
    private static final class Cell extends AbstractControl {
        final long key;
        final InstancedNode node;
        int copies;
        boolean added;

        Cell(long key, String name) {
            this.key = key;
            node = new InstancedNode(name);
            node.addControl(this);
        }

        @Override
        protected void controlUpdate(float tpf) {
            if (added) {
                node.instance(); // groups the copies not grouped yet: one pass over the square's children
                added = false;
            }
        }

        @Override
        protected void controlRender(RenderManager rm, ViewPort vp) {
        }
    }

    private final PlacedSpatials placed;
    private final Mesh mesh;
    private final Material material;
    private final Map<Long, Cell> cells = new HashMap<>();
    private final Map<Geometry, Cell> cellOf = new IdentityHashMap<>();

    /** {@code material} takes {@code UseInstancing = true}; the caller checked that its definition has it. */
    WorldInstances(PlacedSpatials placed, Mesh mesh, Material material) {
        this.placed = placed;
        this.mesh = mesh;
        this.material = material;
        material.setBoolean("UseInstancing", true);
    }

    /**
     * Adds a copy at world (x, y, z), turned by {@code rotation} and scaled by {@code scale}. The
     * copy's geometry is returned: its rotation and scale may be changed later (its translation is
     * relative to its square's corner: to move it, remove it and add it again).
     *
     * @throws IllegalArgumentException for a point as {@link SeedscapeWorld#place} refuses it, a null
     *         rotation or a scale that is not a finite number above 0
     */
    public Geometry add(double x, double y, double z, Quaternion rotation, float scale) {
        SeedscapeWorld.checkPoint(x, z);
        SeedscapeWorld.checkHeight(y);
        if (rotation == null) {
            throw new IllegalArgumentException("rotation must not be null");
        }
        if (!(scale > 0 && Float.isFinite(scale))) {
            throw new IllegalArgumentException("scale must be a finite number above 0: " + scale);
        }
        long cx = (long) Math.floor(x / CELL), cz = (long) Math.floor(z / CELL);
        Cell cell = cells.computeIfAbsent(cx * 4_000_000L + cz, key -> {
            Cell c = new Cell(key, "seedscape-instances " + cx + " " + cz);
            placed.place(c.node, cx * CELL, 0, cz * CELL);
            return c;
        });
        Geometry copy = new Geometry("instance", mesh);
        copy.setMaterial(material);
        copy.setLocalTranslation((float) (x - cx * CELL), (float) y, (float) (z - cz * CELL));
        copy.setLocalRotation(rotation);
        copy.setLocalScale(scale);
        cell.node.attachChild(copy);
        cell.added = true;
        cell.copies++;
        cellOf.put(copy, cell);
        return copy;
    }

    /** Removes a copy {@link #add} made; false if it is not one of these (or removed already). */
    public boolean remove(Geometry copy) {
        Cell cell = cellOf.remove(copy);
        if (cell == null) {
            return false;
        }
        copy.removeFromParent(); // leaves its batch too
        if (--cell.copies == 0) {
            placed.remove(cell.node);
            cells.remove(cell.key);
        }
        return true;
    }

    /** How many copies there are. */
    public int count() {
        return cellOf.size();
    }

    /** How many squares hold copies (each a draw call where it is in view). */
    public int squares() {
        return cells.size();
    }

    /** Removes every copy and the squares' nodes. */
    public void clear() {
        cells.values().forEach(c -> placed.remove(c.node));
        cells.clear();
        cellOf.clear();
    }
}
