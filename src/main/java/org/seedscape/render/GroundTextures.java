package org.seedscape.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.math.Vector4f;
import com.jme3.shader.VarType;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.TextureArray;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.seedscape.gen.GroundLayers;

/**
 * The terrain material's textures: per ground layer a detail texture (the albedo less its mean,
 * in linear light, stored plus one half; alpha = a height for blending layers by their relief)
 * and a normal map, from the layer's images ({@link GroundLayerTexture}: ours, from jME's CC0 test
 * data, or a game's own), resampled to the quality tier's size and stacked in two texture arrays
 * in {@code GroundLayers} order; and each layer's mean colour. The shader adds the detail to the
 * layers' weighed mean colours, which far ground shows alone: near and far ground therefore agree
 * in colour by construction, and the shader needs no per-pixel lookup of a layer's mean.
 */
public final class GroundTextures {
    private static final int LAYER_COUNT = GroundLayers.NAMES.length;

    /** A layer's detail texture and its mean colour. */
    private record Detail(Image image, Vector3f mean) {
    }

    private final TextureArray detail;
    private final List<GroundLayerTexture> layers;
    /** Texels per side of every layer texture. */
    private final int size;
    private final CompletableFuture<TextureArray> normals;
    /** Each layer's mean albedo in linear light: what its texture averages to when a pixel covers a whole repeat. */
    private final Vector3f[] meanColors;

    private GroundTextures(Quality quality, int anisotropy, List<GroundLayerTexture> layers, List<Detail> details,
                           CompletableFuture<TextureArray> normals) {
        this.layers = layers;
        List<Image> images = new ArrayList<>();
        this.meanColors = new Vector3f[details.size()];
        for (int i = 0; i < meanColors.length; i++) {
            images.add(details.get(i).image());
            meanColors[i] = details.get(i).mean();
        }
        this.detail = array(images, quality, anisotropy);
        this.size = quality.textureSize();
        this.normals = normals;
    }

    /**
     * Finds every layer's images (here: the AssetManager is asked on this thread), decodes the
     * albedos (in parallel) at the tier's size and builds the detail array; the normal maps go on
     * decoding in the background ({@link #normals()}), since only ground within a few hundred
     * metres shows them. No GL calls.
     *
     * @param layers one per ground layer, in {@code GroundLayers.NAMES} order
     * @param assets where asset paths are looked up (null where every image is ours or a file)
     * @throws IllegalStateException naming the layer and the path for an image that is missing,
     *         cannot be read or is no image
     */
    public static GroundTextures load(Quality quality, boolean softwareRasteriser, List<GroundLayerTexture> layers,
                                      AssetManager assets) {
        if (layers.size() != LAYER_COUNT) {
            throw new IllegalArgumentException("one texture per ground layer: " + layers.size());
        }
        int anisotropy = quality.anisotropy(softwareRasteriser);
        int size = quality.textureSize();
        List<GroundImage.Located> albedos = new ArrayList<>(), normalFiles = new ArrayList<>();
        for (GroundLayerTexture layer : layers) {
            albedos.add(layer.albedo().locate(assets, "ground layer " + layer.name() + "'s albedo"));
            normalFiles.add(layer.normal().locate(assets, "ground layer " + layer.name() + "'s normal map"));
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()), r -> {
            Thread t = new Thread(r, "ground-textures");
            t.setDaemon(true);
            return t;
        });
        try {
            List<CompletableFuture<Detail>> details = new ArrayList<>();
            List<CompletableFuture<Image>> normalMaps = new ArrayList<>();
            for (int i = 0; i < LAYER_COUNT; i++) {
                GroundImage.Located albedo = albedos.get(i);
                float[] tint = layers.get(i).tint();
                details.add(CompletableFuture.supplyAsync(() -> detail(albedo, tint, size), pool));
            }
            for (GroundImage.Located normal : normalFiles) {
                normalMaps.add(CompletableFuture.supplyAsync(() -> normalImage(normal, size), pool));
            }
            CompletableFuture<TextureArray> normals = CompletableFuture.allOf(normalMaps.toArray(CompletableFuture[]::new))
                    .thenApply(done -> array(join(normalMaps), quality, anisotropy));
            return new GroundTextures(quality, anisotropy, List.copyOf(layers), join(details), normals);
        } finally {
            pool.shutdown(); // queued decodes still run; the threads end after them
        }
    }

    /** A normal map array of flat normals, to bind until {@link #normals()} is done. */
    public static TextureArray flatNormals() {
        List<Image> layers = new ArrayList<>();
        for (int i = 0; i < LAYER_COUNT; i++) {
            ByteBuffer flat = BufferUtils.createByteBuffer(4).put((byte) 128).put((byte) 128).put((byte) 255).put((byte) 255);
            layers.add(new Image(Image.Format.RGBA8, 1, 1, flat.flip(), ColorSpace.Linear));
        }
        return array(layers, Quality.LOW, 1);
    }

    /** The mean albedo (linear light) of ground layer {@code layer}, in {@code GroundLayers.NAMES} order. */
    public Vector3f meanColor(int layer) {
        return meanColors[layer].clone();
    }

    /** The layers' normal maps, once decoded. */
    public CompletableFuture<TextureArray> normals() {
        return normals;
    }

    /**
     * The normal maps, once {@link #normals()} is done.
     *
     * @throws IllegalStateException naming the layer and the path where one could not be read
     */
    public TextureArray decodedNormals() {
        return joined(normals);
    }

    /**
     * Sets the terrain material's layer parameters: the detail array and its size, the mean colours, and per
     * layer the texture repeats per metre and log2 of texels per metre (the shader picks layers
     * by dot products, so grass comes alone and the other four as a vector).
     */
    public void setOn(Material material) {
        material.setTexture("LayerDetail", detail);
        material.setInt("DetailSize", size);
        material.setInt("DetailLastLevel", Integer.numberOfTrailingZeros(size));
        material.setParam("LayerMeanColor", VarType.Vector3Array, meanColors.clone());
        float[] repeats = new float[LAYER_COUNT], texels = new float[LAYER_COUNT];
        for (int i = 0; i < repeats.length; i++) {
            repeats[i] = 1 / layers.get(i).metres();
            texels[i] = (float) (Math.log(size * repeats[i]) / Math.log(2));
        }
        material.setFloat("GrassRepeats", repeats[0]);
        material.setVector4("LayerRepeats", new Vector4f(repeats[1], repeats[2], repeats[3], repeats[4]));
        material.setFloat("GrassTexelsLog2", texels[0]);
        material.setVector4("LayerTexelsLog2", new Vector4f(texels[1], texels[2], texels[3], texels[4]));
    }

    /** Metres of ground the longest-repeating of our layers' textures covers before it repeats. */
    public static double longestRepeat() {
        return GroundLayerTexture.OURS.stream().mapToDouble(GroundLayerTexture::metres).max().orElseThrow();
    }

    /**
     * Every layer's texture repeat divides this, so texture coordinates taken from the scene position plus
     * the floating origin modulo this period run on unbroken when the origin moves.
     */
    public static final double ORIGIN_PERIOD = 4096;

    private static <T> List<T> join(List<CompletableFuture<T>> futures) {
        List<T> out = new ArrayList<>();
        for (CompletableFuture<T> f : futures) {
            out.add(joined(f));
        }
        return out;
    }

    /** The future's value, or the decoder's own exception (its message names the image), not a wrapper. */
    private static <T> T joined(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    private static TextureArray array(List<Image> layers, Quality quality, int anisotropy) {
        TextureArray array = new TextureArray(layers);
        array.setMinFilter(quality.minFilter());
        array.setAnisotropicFilter(anisotropy);
        array.setMagFilter(Texture.MagFilter.Bilinear);
        array.setWrap(Texture.WrapMode.Repeat);
        return array;
    }

    /**
     * The layer's albedo in linear light less its broad variation ({@link #BROAD_DIVISOR}), stored
     * plus one half (clamped to [0, 1]),
     * with A = the relief {@link #evenRelief} makes of the luminance less its broad variation; the
     * tinted layers keep the texture's light and shade and take their colour from the tint.
     */
    private static Detail detail(GroundImage.Located albedo, float[] tint, int size) {
        int[] rgba = SquareImage.of(albedo.read(), size);
        int n = size * size;
        float[] lum = new float[n];
        float meanLum = 0;
        for (int p = 0; p < n; p++) {
            lum[p] = 0.299f * rgba[4 * p] + 0.587f * rgba[4 * p + 1] + 0.114f * rgba[4 * p + 2];
            meanLum += lum[p] / n;
        }
        float[] broadLum = WrappedBlur.of(lum, size, size / BROAD_DIVISOR, 1);
        float[] fineLum = new float[n];
        for (int p = 0; p < n; p++) {
            fineLum[p] = 128 + lum[p] - broadLum[p];
        }
        float[] relief = evenRelief(fineLum);
        float[] linear = new float[3 * n];
        double[] sum = new double[3];
        for (int p = 0; p < n; p++) {
            for (int c = 0; c < 3; c++) {
                float v = rgba[4 * p + c];
                if (tint != null) {
                    v = 0.3f * v + 0.7f * tint[c] * 255 * lum[p] / meanLum;
                }
                linear[3 * p + c] = srgbToLinear(Math.min(v / 255, 1));
                sum[c] += linear[3 * p + c];
            }
        }
        Vector3f mean = new Vector3f((float) (sum[0] / n), (float) (sum[1] / n), (float) (sum[2] / n));
        float[] broad = WrappedBlur.of(linear, size, size / BROAD_DIVISOR, 3);
        ByteBuffer out = BufferUtils.createByteBuffer(4 * n);
        for (int p = 0; p < n; p++) {
            for (int c = 0; c < 3; c++) {
                out.put(unorm8(0.5f + linear[3 * p + c] - broad[3 * p + c]));
            }
            out.put(unorm8(relief[p]));
        }
        return new Detail(new Image(Image.Format.RGBA8, size, size, out.flip(), ColorSpace.Linear), mean);
    }

    /**
     * Detail and relief keep what varies within an eighth of a repeat, no broader: a texture's
     * broad blotches, the same in every repeat, lined up into a lattice across the ground from a
     * few hundred metres (the straight bench's first shot), and relief blending would let the
     * next layer into each blotch's dark side in the same lattice; the macro variation varies the
     * ground at that scale instead, without repeating.
     */
    private static final int BROAD_DIVISOR = 8;

    /**
     * Relief from luminance (0 to 255), dark as low: each pixel's rank among the texture's, in
     * (0, 1), so that relief is spread evenly. The shader lets the runner-up layer fill the parts
     * of a layer's relief below its share; with relief skewed low (a few bright specks) it would
     * fill most of them where the two are nearly equal, on both sides of the border: a ring of
     * each layer's texture round a patch, inside out. Ranked, a share s takes just s of the pixels.
     */
    static float[] evenRelief(float[] lum) {
        int[] count = new int[RELIEF_BINS];
        for (float l : lum) {
            count[reliefBin(l)]++;
        }
        float[] rank = new float[RELIEF_BINS];
        int below = 0;
        for (int b = 0; b < RELIEF_BINS; b++) {
            rank[b] = (below + 0.5f * count[b]) / lum.length;
            below += count[b];
        }
        float[] relief = new float[lum.length];
        for (int p = 0; p < lum.length; p++) {
            relief[p] = rank[reliefBin(lum[p])];
        }
        return relief;
    }

    /** Sixteenths of a luminance level: finer than any 8-bit texture's weighed sum tells apart. */
    private static final int RELIEF_BINS = 256 * 16;

    private static int reliefBin(float lum) {
        return Math.max(0, Math.min(RELIEF_BINS - 1, (int) (lum * 16)));
    }

    private static float srgbToLinear(float c) {
        return c <= 0.04045f ? c / 12.92f : (float) Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static byte unorm8(float v) {
        return (byte) Math.round(255 * Math.max(0, Math.min(1, v)));
    }

    private static Image normalImage(GroundImage.Located normal, int size) {
        int[] rgba = SquareImage.of(normal.read(), size);
        ByteBuffer out = BufferUtils.createByteBuffer(4 * size * size);
        for (int v : rgba) {
            out.put((byte) v);
        }
        return new Image(Image.Format.RGBA8, size, size, out.flip(), ColorSpace.Linear);
    }
}
