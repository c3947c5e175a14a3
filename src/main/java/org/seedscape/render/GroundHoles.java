package org.seedscape.render;

import com.jme3.material.Material;
import com.jme3.math.Vector4f;
import com.jme3.shader.VarType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Holes a game cuts in the ground: axis-aligned squares (rectangles) in world metres where the
 * terrain and its plants are not drawn (MatDefs/Common/Holes.glsllib), the drawn ground's queries
 * find nothing and physics has no ground, for cave mouths and tunnels the game builds of its own
 * meshes. A mask over what is drawn, not a change of the world: tiles are not made again, and the
 * exact ground ({@code heightAt}) is still the terrain's. Render thread.
 */
public final class GroundHoles {
    /** Holes at most at once: the shader's uniform array. */
    public static final int MAX = 16;
    /** Metres a hole's side may take. */
    public static final double MIN_SIDE = 0.5, MAX_SIDE = 4096;

    private final Map<Integer, double[]> holes = new LinkedHashMap<>();
    private final List<Material> materials = new ArrayList<>();
    private int nextId = 1;
    private double originX, originZ;

    /**
     * Cuts a hole over [minX, maxX) x [minZ, maxZ), world metres.
     *
     * @return its number, for {@link #remove}
     * @throws IllegalArgumentException for a side outside {@link #MIN_SIDE}-{@link #MAX_SIDE} (or not a
     *         number), or {@link #MAX} holes cut already
     */
    public int add(double minX, double minZ, double maxX, double maxZ) {
        double sideX = maxX - minX, sideZ = maxZ - minZ;
        if (!(sideX >= MIN_SIDE && sideX <= MAX_SIDE && sideZ >= MIN_SIDE && sideZ <= MAX_SIDE)) {
            throw new IllegalArgumentException("a hole's sides (max - min) must be " + MIN_SIDE + " to " + MAX_SIDE + " metres: "
                    + sideX + " by " + sideZ);
        }
        if (holes.size() == MAX) {
            throw new IllegalArgumentException("there are " + MAX + " holes already, the most there can be: remove one first");
        }
        int id = nextId++;
        holes.put(id, new double[] {minX, minZ, maxX, maxZ});
        show();
        return id;
    }

    /** Fills hole {@code id} again; its square (min x, min z, max x, max z), or null if there is no such hole. */
    public double[] remove(int id) {
        double[] removed = holes.remove(id);
        if (removed != null) {
            show();
        }
        return removed;
    }

    /** Whether world (x, z) lies in a hole. */
    public boolean contains(double x, double z) {
        for (double[] h : holes.values()) {
            if (x >= h[0] && z >= h[1] && x < h[2] && z < h[3]) {
                return true;
            }
        }
        return false;
    }

    /** Whether a hole meets the square [minX, maxX] x [minZ, maxZ]. */
    public boolean meet(double minX, double minZ, double maxX, double maxZ) {
        for (double[] h : holes.values()) {
            if (h[0] < maxX && h[2] > minX && h[1] < maxZ && h[3] > minZ) {
                return true;
            }
        }
        return false;
    }

    public boolean isEmpty() {
        return holes.isEmpty();
    }

    /** Draws the holes in {@code material} (one with Holes.glsllib) from now on. */
    public void cutIn(Material material) {
        materials.add(material);
        show(material);
    }

    /** The floating origin moved: the holes' scene squares move with it. */
    public void followOrigin(FloatingOrigin origin) {
        originX = origin.x();
        originZ = origin.z();
        show();
    }

    private void show() {
        materials.forEach(this::show);
    }

    private void show(Material m) {
        if (holes.isEmpty()) {
            m.clearParam("Holes");
            m.clearParam("HoleSquares");
            m.clearParam("HoleCount");
            return;
        }
        Vector4f[] squares = new Vector4f[MAX];
        int i = 0;
        for (double[] h : holes.values()) {
            squares[i++] = new Vector4f((float) (h[0] - originX), (float) (h[1] - originZ), (float) (h[2] - originX),
                    (float) (h[3] - originZ));
        }
        while (i < MAX) {
            squares[i++] = new Vector4f();
        }
        m.setParam("HoleSquares", VarType.Vector4Array, squares);
        m.setInt("HoleCount", holes.size());
        m.setBoolean("Holes", true);
    }
}
