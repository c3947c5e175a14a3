package org.seedscape.api;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.function.DoubleBinaryOperator;

/**
 * A triangle mesh of the ground over a grid ({@link SeedscapeWorld#groundMesh}): what a navigation
 * mesh baker or a game's own collision takes, with positions relative to the grid's corner so that
 * the floats stay exact anywhere in the world.
 */
final class GroundMesh {
    /** Cells a side at most: a million cells, some seconds of exact heights. */
    static final int MAX_CELLS = 1024;
    static final double MIN_SPACING = 0.25, MAX_SPACING = 1024;

    private GroundMesh() {
    }

    /**
     * The ground of {@code height} over {@code cellsX} by {@code cellsZ} cells of {@code spacing}
     * metres from world (minX, minZ): vertex (i, j) at (i * spacing, height, j * spacing), two
     * triangles a cell facing up, and each vertex's normal from its neighbours' heights (the grid
     * is sampled one cell beyond its edge for them).
     */
    /** @throws IllegalArgumentException for cells or a spacing beyond the bounds above */
    static void check(int cellsX, int cellsZ, double spacing) {
        if (cellsX < 1 || cellsX > MAX_CELLS || cellsZ < 1 || cellsZ > MAX_CELLS) {
            throw new IllegalArgumentException("cellsX and cellsZ must be 1 to " + MAX_CELLS + ": " + cellsX + ", " + cellsZ);
        }
        if (!(spacing >= MIN_SPACING && spacing <= MAX_SPACING)) {
            throw new IllegalArgumentException("spacing must be " + MIN_SPACING + " to " + MAX_SPACING + " metres: " + spacing);
        }
    }

    static Mesh of(DoubleBinaryOperator height, double minX, double minZ, int cellsX, int cellsZ, double spacing) {
        check(cellsX, cellsZ, spacing);
        int nx = cellsX + 1, nz = cellsZ + 1;
        // heights with a border of one sample, for the normals at the edge
        int bx = nx + 2;
        double[] h = new double[bx * (nz + 2)];
        for (int j = -1; j <= nz; j++) {
            for (int i = -1; i <= nx; i++) {
                h[(i + 1) + (j + 1) * bx] = height.applyAsDouble(minX + i * spacing, minZ + j * spacing);
            }
        }
        FloatBuffer positions = BufferUtils.createFloatBuffer(3 * nx * nz);
        FloatBuffer normals = BufferUtils.createFloatBuffer(3 * nx * nz);
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                int c = (i + 1) + (j + 1) * bx;
                positions.put((float) (i * spacing)).put((float) h[c]).put((float) (j * spacing));
                double dx = (h[c + 1] - h[c - 1]) / (2 * spacing), dz = (h[c + bx] - h[c - bx]) / (2 * spacing);
                double length = Math.sqrt(dx * dx + 1 + dz * dz);
                normals.put((float) (-dx / length)).put((float) (1 / length)).put((float) (-dz / length));
            }
        }
        IntBuffer indices = BufferUtils.createIntBuffer(6 * cellsX * cellsZ);
        for (int j = 0; j < cellsZ; j++) {
            for (int i = 0; i < cellsX; i++) {
                int a = i + j * nx, b = a + nx;
                // (a, b, a + 1) faces up: (0, 0, 1) x (1, 0, 0) = (0, 1, 0)
                indices.put(a).put(b).put(a + 1);
                indices.put(a + 1).put(b).put(b + 1);
            }
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions.flip());
        mesh.setBuffer(VertexBuffer.Type.Normal, 3, normals.flip());
        mesh.setBuffer(VertexBuffer.Type.Index, 3, indices.flip());
        mesh.updateBound();
        return mesh;
    }
}
