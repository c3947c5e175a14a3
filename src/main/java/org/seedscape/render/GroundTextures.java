package org.seedscape.render;

import com.jme3.math.Vector3f;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
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
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.imageio.ImageIO;

/**
 * The terrain material's textures: per ground layer an albedo (sRGB colour, decoded to linear
 * light by the GPU; alpha = a height for blending layers by their relief) and a normal map, from jME's CC0 test data (unpacked at build time, see
 * pom.xml), shrunk to {@link #SIZE} and stacked in two texture arrays in {@code GroundLayers}
 * order; and a macro variation map generated here.
 */
public final class GroundTextures {
    /** Texels per side of every layer texture. */
    public static final int SIZE = 256;
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

    private final TextureArray albedo;
    private final CompletableFuture<TextureArray> normals;
    private final Vector3f[] meanColors;
    private final Texture2D macro;

    private GroundTextures(List<Image> albedoImages, CompletableFuture<TextureArray> normals, Texture2D macro) {
        this.albedo = array(albedoImages);
        this.normals = normals;
        this.meanColors = new Vector3f[albedoImages.size()];
        for (int i = 0; i < meanColors.length; i++) {
            meanColors[i] = meanColor(albedoImages.get(i));
        }
        this.macro = macro;
    }

    /**
     * Decodes the albedos (in parallel) and builds their array and the macro map; the normal maps
     * go on decoding in the background ({@link #normals()}), since only ground within a few hundred
     * metres shows them. No GL calls.
     */
    public static GroundTextures load() {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()), r -> {
            Thread t = new Thread(r, "ground-textures");
            t.setDaemon(true);
            return t;
        });
        try {
            List<CompletableFuture<Image>> albedos = new ArrayList<>(), normalMaps = new ArrayList<>();
            for (Layer layer : LAYERS) {
                albedos.add(CompletableFuture.supplyAsync(() -> albedoImage(layer), pool));
            }
            for (Layer layer : LAYERS) {
                normalMaps.add(CompletableFuture.supplyAsync(() -> normalImage(layer), pool));
            }
            CompletableFuture<TextureArray> normals = CompletableFuture.allOf(normalMaps.toArray(CompletableFuture[]::new))
                    .thenApply(done -> array(join(normalMaps)));
            return new GroundTextures(join(albedos), normals, macroTexture());
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
        return array(layers);
    }

    public TextureArray albedo() {
        return albedo;
    }

    /** The layers' normal maps, once decoded. */
    public CompletableFuture<TextureArray> normals() {
        return normals;
    }

    /** Each layer's mean albedo: what its texture averages to when a pixel covers a whole repeat. */
    public Vector3f[] meanColors() {
        return meanColors.clone();
    }

    /** Two octaves of smooth tileable noise (red: broad, green: finer) to break up repeats. */
    public Texture2D macro() {
        return macro;
    }

    /** Metres covered by one repeat of each layer's texture, in layer order; all divide {@link #ORIGIN_PERIOD}. */
    public static float[] metresPerRepeat() {
        float[] m = new float[LAYERS.size()];
        for (int i = 0; i < m.length; i++) {
            m[i] = LAYERS.get(i).metres();
        }
        return m;
    }

    /** Metres covered by the macro map. */
    public static final float MACRO_METRES = 4096;
    /**
     * Every texture repeat divides this, so texture coordinates taken from the scene position plus
     * the floating origin modulo this period run on unbroken when the origin moves.
     */
    public static final double ORIGIN_PERIOD = 4096;

    private static List<Image> join(List<CompletableFuture<Image>> futures) {
        List<Image> out = new ArrayList<>();
        for (CompletableFuture<Image> f : futures) {
            out.add(f.join());
        }
        return out;
    }

    private static TextureArray array(List<Image> layers) {
        TextureArray array = new TextureArray(layers);
        array.setMinFilter(Texture.MinFilter.Trilinear);
        array.setMagFilter(Texture.MagFilter.Bilinear);
        array.setWrap(Texture.WrapMode.Repeat);
        return array;
    }

    /** The mean in linear light, as the GPU's sRGB decode and mipmaps average it. */
    private static Vector3f meanColor(Image image) {
        ByteBuffer data = image.getData(0);
        int n = image.getWidth() * image.getHeight();
        double[] sum = new double[3];
        for (int p = 0; p < n; p++) {
            for (int c = 0; c < 3; c++) {
                sum[c] += srgbToLinear((data.get(4 * p + c) & 0xff) / 255.0);
            }
        }
        return new Vector3f((float) (sum[0] / n), (float) (sum[1] / n), (float) (sum[2] / n));
    }

    private static double srgbToLinear(double c) {
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    /** RGB = colour (tinted for layers that have a tint), A = luminance stretched to [0, 1], a stand-in for relief. */
    private static Image albedoImage(Layer layer) {
        int[] rgba = shrink(read(layer.albedo()));
        int n = SIZE * SIZE;
        float[] lum = new float[n];
        float lo = Float.MAX_VALUE, hi = -Float.MAX_VALUE, mean = 0;
        for (int p = 0; p < n; p++) {
            lum[p] = 0.299f * rgba[4 * p] + 0.587f * rgba[4 * p + 1] + 0.114f * rgba[4 * p + 2];
            lo = Math.min(lo, lum[p]);
            hi = Math.max(hi, lum[p]);
            mean += lum[p] / n;
        }
        ByteBuffer out = BufferUtils.createByteBuffer(4 * n);
        for (int p = 0; p < n; p++) {
            for (int c = 0; c < 3; c++) {
                float v = rgba[4 * p + c];
                if (layer.tint() != null) {
                    // Keep the texture's light and shade, take the colour from the tint.
                    v = 0.3f * v + 0.7f * layer.tint()[c] * 255 * lum[p] / mean;
                }
                out.put((byte) Math.max(0, Math.min(255, Math.round(v))));
            }
            out.put((byte) Math.round(255 * (lum[p] - lo) / Math.max(hi - lo, 1)));
        }
        return new Image(Image.Format.RGBA8, SIZE, SIZE, out.flip(), ColorSpace.sRGB);
    }

    private static Image normalImage(Layer layer) {
        int[] rgba = shrink(read(layer.normal()));
        ByteBuffer out = BufferUtils.createByteBuffer(4 * SIZE * SIZE);
        for (int v : rgba) {
            out.put((byte) v);
        }
        return new Image(Image.Format.RGBA8, SIZE, SIZE, out.flip(), ColorSpace.Linear);
    }

    /** A box filter down to {@link #SIZE} square, to 8-bit RGBA with row 0 at the bottom (GL order). */
    private static int[] shrink(BufferedImage img) {
        int f = img.getWidth() / SIZE;
        if (img.getWidth() != f * SIZE || img.getHeight() != f * SIZE) {
            throw new IllegalStateException("ground texture is " + img.getWidth() + "x" + img.getHeight()
                    + ", expected a square multiple of " + SIZE);
        }
        Raster raster = img.getRaster();
        int bands = raster.getNumBands();
        double toByte = 255.0 / ((1 << img.getColorModel().getComponentSize(0)) - 1) / (f * f);
        int[] row = new int[f * SIZE * bands];
        long[] sums = new long[SIZE * 4];
        int[] out = new int[4 * SIZE * SIZE];
        for (int y = 0; y < SIZE; y++) {
            java.util.Arrays.fill(sums, 0);
            for (int dy = 0; dy < f; dy++) {
                raster.getPixels(0, f * y + dy, f * SIZE, 1, row);
                for (int x = 0; x < f * SIZE; x++) {
                    for (int c = 0; c < 4; c++) {
                        sums[4 * (x / f) + c] += c < bands ? row[x * bands + c] : 0;
                    }
                }
            }
            int dst = 4 * (SIZE - 1 - y) * SIZE;
            for (int k = 0; k < 4 * SIZE; k++) {
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

    /** Smooth noise that tiles: seeded random texels, box-blurred with wrap-around, one band per channel. */
    private static Texture2D macroTexture() {
        int n = 256;
        Random random = new Random(0x5eed5ca9eL);
        float[] broad = blurred(random, n, 24), fine = blurred(random, n, 4);
        ByteBuffer out = BufferUtils.createByteBuffer(4 * n * n);
        for (int p = 0; p < n * n; p++) {
            out.put((byte) Math.round(255 * broad[p])).put((byte) Math.round(255 * fine[p])).put((byte) 0).put((byte) 255);
        }
        Texture2D tex = new Texture2D(new Image(Image.Format.RGBA8, n, n, out.flip(), ColorSpace.Linear));
        tex.setMinFilter(Texture.MinFilter.Trilinear);
        tex.setMagFilter(Texture.MagFilter.Bilinear);
        tex.setWrap(Texture.WrapMode.Repeat);
        return tex;
    }

    /** White noise blurred three times by a wrapping box of the given radius, stretched to [0, 1]. */
    private static float[] blurred(Random random, int n, int radius) {
        float[] a = new float[n * n], b = new float[n * n];
        for (int p = 0; p < a.length; p++) {
            a[p] = random.nextFloat();
        }
        for (int pass = 0; pass < 3; pass++) {
            for (int axis = 0; axis < 2; axis++) {
                for (int y = 0; y < n; y++) {
                    for (int x = 0; x < n; x++) {
                        float sum = 0;
                        for (int d = -radius; d <= radius; d++) {
                            int xx = axis == 0 ? Math.floorMod(x + d, n) : x, yy = axis == 1 ? Math.floorMod(y + d, n) : y;
                            sum += a[xx + yy * n];
                        }
                        b[x + y * n] = sum / (2 * radius + 1);
                    }
                }
                float[] t = a;
                a = b;
                b = t;
            }
        }
        float lo = Float.MAX_VALUE, hi = -Float.MAX_VALUE;
        for (float v : a) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        for (int p = 0; p < a.length; p++) {
            a[p] = (a[p] - lo) / (hi - lo);
        }
        return a;
    }
}
