package org.seedscape.render;

import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.math.Vector4f;
import com.jme3.shader.VarType;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.TextureArray;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.imageio.ImageIO;

/**
 * The terrain material's textures: per ground layer a detail texture (the albedo less its mean,
 * in linear light, stored plus one half; alpha = a height for blending layers by their relief)
 * and a normal map, from jME's CC0 test data (unpacked at build time, see pom.xml), shrunk to
 * the quality tier's size and stacked in two texture arrays in {@code GroundLayers} order; and each layer's
 * mean colour. The shader adds the detail to the layers' weighed mean colours, which far ground
 * shows alone: near and far ground therefore agree in colour by construction, and the shader
 * needs no per-pixel lookup of a layer's mean.
 */
public final class GroundTextures {
    private static final String DIR = "/Textures/Terrain/PBR/";

    /** One layer's files and how many metres one repeat of its texture covers. */
    private record Layer(String name, String albedo, String normal, float metres, float[] tint) {
    }

    /** In {@code GroundLayers.NAMES} order. The beach is tinted gravel (the test data has no sand); the rock, a dark blue slate, is tinted to a warm grey. */
    private static final List<Layer> LAYERS = List.of(
            new Layer("grass", "Ground037_1K_Color.png", "Ground037_1K_Normal.png", 8, null),
            new Layer("soil", "Ground036_1K_Color.png", "Ground036_1K_Normal.png", 8, null),
            new Layer("sand", "Gravel015_1K_Color.png", "Gravel015_1K_Normal.png", 4, new float[] {0.86f, 0.76f, 0.56f}),
            new Layer("rock", "Rock035_1K_Color.png", "Rock035_1K_Normal.png", 16, new float[] {0.52f, 0.49f, 0.45f}),
            new Layer("snow", "Snow006_1K_Color.png", "Snow006_1K_Normal.png", 8, null));

    /** A layer's detail texture and its mean colour. */
    private record Detail(Image image, Vector3f mean) {
    }

    private final TextureArray detail;
    /** Texels per side of every layer texture. */
    private final int size;
    private final CompletableFuture<TextureArray> normals;
    /** Each layer's mean albedo in linear light: what its texture averages to when a pixel covers a whole repeat. */
    private final Vector3f[] meanColors;

    private GroundTextures(Quality quality, int anisotropy, List<Detail> details, CompletableFuture<TextureArray> normals) {
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
     * Decodes the albedos (in parallel) at the tier's size and builds the detail array; the normal maps
     * go on decoding in the background ({@link #normals()}), since only ground within a few hundred
     * metres shows them. No GL calls.
     */
    public static GroundTextures load(Quality quality, boolean softwareRasteriser) {
        int anisotropy = quality.anisotropy(softwareRasteriser);
        int size = quality.textureSize();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()), r -> {
            Thread t = new Thread(r, "ground-textures");
            t.setDaemon(true);
            return t;
        });
        try {
            List<CompletableFuture<Detail>> details = new ArrayList<>();
            List<CompletableFuture<Image>> normalMaps = new ArrayList<>();
            for (Layer layer : LAYERS) {
                details.add(CompletableFuture.supplyAsync(() -> detail(layer, size), pool));
            }
            for (Layer layer : LAYERS) {
                normalMaps.add(CompletableFuture.supplyAsync(() -> normalImage(layer, size), pool));
            }
            CompletableFuture<TextureArray> normals = CompletableFuture.allOf(normalMaps.toArray(CompletableFuture[]::new))
                    .thenApply(done -> array(join(normalMaps), quality, anisotropy));
            return new GroundTextures(quality, anisotropy, join(details), normals);
        } finally {
            pool.shutdown(); // queued decodes still run; the threads end after them
        }
    }

    /** A normal map array of flat normals, to bind until {@link #normals()} is done. */
    public static TextureArray flatNormals() {
        List<Image> layers = new ArrayList<>();
        for (int i = 0; i < LAYERS.size(); i++) {
            ByteBuffer flat = BufferUtils.createByteBuffer(4).put((byte) 128).put((byte) 128).put((byte) 255).put((byte) 255);
            layers.add(new Image(Image.Format.RGBA8, 1, 1, flat.flip(), ColorSpace.Linear));
        }
        return array(layers, Quality.LOW, 1);
    }

    /** The layers' normal maps, once decoded. */
    /** The mean albedo (linear light) of ground layer {@code layer}, in {@code GroundLayers.NAMES} order. */
    public Vector3f meanColor(int layer) {
        return meanColors[layer].clone();
    }

    public CompletableFuture<TextureArray> normals() {
        return normals;
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
        float[] repeats = new float[LAYERS.size()], texels = new float[LAYERS.size()];
        for (int i = 0; i < repeats.length; i++) {
            repeats[i] = 1 / LAYERS.get(i).metres();
            texels[i] = (float) (Math.log(size * repeats[i]) / Math.log(2));
        }
        material.setFloat("GrassRepeats", repeats[0]);
        material.setVector4("LayerRepeats", new Vector4f(repeats[1], repeats[2], repeats[3], repeats[4]));
        material.setFloat("GrassTexelsLog2", texels[0]);
        material.setVector4("LayerTexelsLog2", new Vector4f(texels[1], texels[2], texels[3], texels[4]));
    }

    /** Metres of ground the longest-repeating layer's texture covers before it repeats. */
    public static double longestRepeat() {
        return LAYERS.stream().mapToDouble(Layer::metres).max().orElseThrow();
    }

    /**
     * Every layer's texture repeat divides this, so texture coordinates taken from the scene position plus
     * the floating origin modulo this period run on unbroken when the origin moves.
     */
    public static final double ORIGIN_PERIOD = 4096;

    private static <T> List<T> join(List<CompletableFuture<T>> futures) {
        List<T> out = new ArrayList<>();
        for (CompletableFuture<T> f : futures) {
            out.add(f.join());
        }
        return out;
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
    private static Detail detail(Layer layer, int size) {
        int[] rgba = shrink(read(layer.albedo()), size);
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
                if (layer.tint() != null) {
                    v = 0.3f * v + 0.7f * layer.tint()[c] * 255 * lum[p] / meanLum;
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

    private static Image normalImage(Layer layer, int size) {
        int[] rgba = shrink(read(layer.normal()), size);
        ByteBuffer out = BufferUtils.createByteBuffer(4 * size * size);
        for (int v : rgba) {
            out.put((byte) v);
        }
        return new Image(Image.Format.RGBA8, size, size, out.flip(), ColorSpace.Linear);
    }

    /** A box filter down to {@code size} square, to 8-bit RGBA with row 0 at the bottom (GL order). */
    private static int[] shrink(BufferedImage img, int size) {
        int f = img.getWidth() / size;
        if (f < 1 || img.getWidth() != f * size || img.getHeight() != f * size) {
            throw new IllegalStateException("ground texture is " + img.getWidth() + "x" + img.getHeight()
                    + ", expected a square multiple of " + size);
        }
        Raster raster = img.getRaster();
        int bands = raster.getNumBands();
        double toByte = 255.0 / ((1 << img.getColorModel().getComponentSize(0)) - 1) / (f * f);
        int[] row = new int[f * size * bands];
        long[] sums = new long[size * 4];
        int[] out = new int[4 * size * size];
        for (int y = 0; y < size; y++) {
            Arrays.fill(sums, 0);
            for (int dy = 0; dy < f; dy++) {
                raster.getPixels(0, f * y + dy, f * size, 1, row);
                for (int x = 0; x < f * size; x++) {
                    for (int c = 0; c < 4; c++) {
                        sums[4 * (x / f) + c] += c < bands ? row[x * bands + c] : 0;
                    }
                }
            }
            int dst = 4 * (size - 1 - y) * size;
            for (int k = 0; k < 4 * size; k++) {
                out[dst + k] = k % 4 == 3 && bands < 4 ? 255 : (int) Math.round(sums[k] * toByte);
            }
        }
        return out;
    }

    private static BufferedImage read(String file) {
        try (InputStream in = GroundTextures.class.getResourceAsStream(DIR + file)) {
            if (in == null) {
                throw new IllegalStateException("ground texture " + DIR + file + " is not on the class path; "
                        + "build with mvn (it unpacks jme3-testdata's terrain textures)");
            }
            BufferedImage img = ImageIO.read(in);
            if (img == null) {
                throw new IllegalStateException("cannot decode ground texture " + file);
            }
            return img;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
