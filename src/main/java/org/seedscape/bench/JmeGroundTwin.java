package org.seedscape.bench;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.math.Vector4f;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.seedscape.render.TerrainTile;

/**
 * The ground the streaming world shows now, drawn again the way jME's own AdvancedPBRTerrain
 * would draw it, to time our ground pass against it on the same view: every tile's triangles as
 * its variants draw them (the same strips, culled alike), positioned in metres; five layers, each
 * triplanar with an albedo and a normal map read from our own texture arrays at our repeats; each
 * tile's layer weights as its alpha maps (grass, soil, sand, rock; snow); one sun, no light probe
 * (leaving out image-based light and metallic-roughness maps spares jME work, not us).
 * Render thread; a snapshot, valid while the camera and the tiles stand still.
 */
final class JmeGroundTwin {
    static final String MATERIAL = "Common/MatDefs/Terrain/AdvancedPBRTerrain.j3md";
    static final int LAYERS = 5;

    private final Node root = new Node("jme-ground-twin");
    private final Set<Geometry> geometries = Collections.newSetFromMap(new IdentityHashMap<>());
    private final List<Image> images = new ArrayList<>();
    private final List<VertexBuffer> buffers = new ArrayList<>();

    /** Twins of the ground geometries of {@code tiles}, of {@code samples} samples a side, drawn with {@code assets}' jME material. */
    JmeGroundTwin(Collection<TerrainTile> tiles, int samples, AssetManager assets) {
        // Lit by the world's sun on the application's root node (SeedscapeWorld.sun: Atmosphere's), one light as before.
        for (TerrainTile tile : tiles) {
            addTile(tile.groundGeometries(), samples, assets);
        }
        root.updateGeometricState();
    }

    /** The node to attach to the world's scene. */
    Node root() {
        return root;
    }

    /** Whether {@code g} is one of the twins (a render filter's test). */
    boolean draws(Geometry g) {
        return geometries.contains(g);
    }

    /** Frees the twins' GL buffers and alpha maps; detaches them. */
    void dispose(Renderer renderer) {
        root.removeFromParent();
        buffers.forEach(renderer::deleteBuffer);
        images.forEach(renderer::deleteImage);
    }

    private void addTile(List<Geometry> variants, int n, AssetManager assets) {
        Geometry first = variants.get(0);
        Mesh own = first.getMesh();
        FloatBuffer positions = own.getFloatBuffer(VertexBuffer.Type.Position);
        FloatBuffer gradients = own.getFloatBuffer(VertexBuffer.Type.TexCoord2);
        FloatBuffer weights = own.getFloatBuffer(VertexBuffer.Type.TexCoord4);
        int count = own.getVertexCount();
        Vector3f scale = first.getWorldScale();
        float half = (n - 1) / 2f;
        FloatBuffer metres = BufferUtils.createFloatBuffer(3 * count);
        FloatBuffer normals = BufferUtils.createFloatBuffer(3 * count);
        FloatBuffer uv = BufferUtils.createFloatBuffer(2 * count);
        ByteBuffer alpha = BufferUtils.createByteBuffer(4 * n * n);
        ByteBuffer alpha1 = BufferUtils.createByteBuffer(4 * n * n);
        Vector3f normal = new Vector3f();
        for (int v = 0; v < count; v++) {
            float x = positions.get(3 * v), y = positions.get(3 * v + 1), z = positions.get(3 * v + 2);
            metres.put(x * scale.x).put(y * scale.y).put(z * scale.z);
            // the gradients are in metres per metre already
            normal.set(-gradients.get(4 * v), 1, -gradients.get(4 * v + 1)).normalizeLocal();
            normals.put(normal.x).put(normal.y).put(normal.z);
            uv.put((x + half + 0.5f) / n).put((z + half + 0.5f) / n);
            int i = Math.max(0, Math.min(n - 1, Math.round(x + half)));
            int j = Math.max(0, Math.min(n - 1, Math.round(z + half)));
            float soil = weights.get(4 * v), sand = weights.get(4 * v + 1), rock = weights.get(4 * v + 2);
            float snow = weights.get(4 * v + 3);
            int texel = 4 * (i + j * n);
            putWeights(alpha, texel, Math.max(0, 1 - soil - sand - rock - snow), soil, sand, rock);
            putWeights(alpha1, texel, snow, 0, 0, 0);
        }
        VertexBuffer[] shared = {
                buffer(VertexBuffer.Type.Position, 3, metres.flip()),
                buffer(VertexBuffer.Type.Normal, 3, normals.flip()),
                buffer(VertexBuffer.Type.TexCoord, 2, uv.flip())};
        Material material = material(assets, first.getMaterial(), alphaMap(alpha, n), alphaMap(alpha1, n));
        for (Geometry variant : variants) {
            VertexBuffer strip = variant.getMesh().getBuffer(VertexBuffer.Type.Index);
            if (strip == null) {
                continue;
            }
            Mesh mesh = new Mesh();
            mesh.setMode(variant.getMesh().getMode());
            for (VertexBuffer vb : shared) {
                mesh.setBuffer(vb);
            }
            mesh.setBuffer(strip);
            mesh.updateCounts();
            mesh.updateBound();
            Geometry twin = new Geometry(variant.getName() + "-jme", mesh);
            twin.setMaterial(material);
            twin.setCullHint(variant.getCullHint());
            twin.setLocalTranslation(variant.getWorldTranslation());
            root.attachChild(twin);
            geometries.add(twin);
        }
    }

    private static void putWeights(ByteBuffer to, int at, float r, float g, float b, float a) {
        to.put(at, unit(r)).put(at + 1, unit(g)).put(at + 2, unit(b)).put(at + 3, unit(a));
    }

    private static byte unit(float w) {
        return (byte) Math.round(255 * Math.max(0, Math.min(1, w)));
    }

    private VertexBuffer buffer(VertexBuffer.Type type, int components, FloatBuffer data) {
        VertexBuffer vb = new VertexBuffer(type);
        vb.setupData(VertexBuffer.Usage.Static, components, VertexBuffer.Format.Float, data);
        buffers.add(vb);
        return vb;
    }

    private Texture2D alphaMap(ByteBuffer texels, int n) {
        Image image = new Image(Image.Format.RGBA8, n, n, texels, ColorSpace.Linear);
        images.add(image);
        Texture2D texture = new Texture2D(image);
        texture.setMinFilter(Texture.MinFilter.BilinearNoMipMaps);
        texture.setMagFilter(Texture.MagFilter.Bilinear);
        texture.setWrap(Texture.WrapMode.EdgeClamp);
        return texture;
    }

    /** jME's material with our ground's texture arrays and repeats, every layer triplanar. */
    private static Material material(AssetManager assets, Material ours, Texture2D alpha, Texture2D alpha1) {
        Material m = new Material(assets, MATERIAL);
        m.setTexture("AlbedoTextureArray", ours.getTextureParam("LayerDetail").getTextureValue());
        m.setTexture("NormalParallaxTextureArray", ours.getTextureParam("Normals").getTextureValue());
        Vector4f repeats = (Vector4f) ours.getParam("LayerRepeats").getValue();
        float[] scales = {(Float) ours.getParam("GrassRepeats").getValue(), repeats.x, repeats.y, repeats.z, repeats.w};
        for (int i = 0; i < LAYERS; i++) {
            m.setInt("AlbedoMap_" + i, i);
            m.setInt("NormalMap_" + i, i);
            m.setFloat("AlbedoMap_" + i + "_scale", scales[i]);
            m.setBoolean("UseTriPlanarMapping_" + i, true);
            m.setFloat("Roughness_" + i, 0.9f);
        }
        m.setTexture("AlphaMap", alpha);
        m.setTexture("AlphaMap_1", alpha1);
        return m;
    }
}
