import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.awt.image.WritableRaster;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/**
 * Build tool for the bundle (mvn package -Pbundle), not part of the program: copies the fat jar
 * without the natives of other platforms than linux x86-64, and with the ground textures
 * re-encoded as 8-bit PNGs at full size.
 *
 * <p>The program reads a ground texture (render/SquareImage.of) as 8-bit RGBA: each sample
 * v of a B-bit image becomes round(v * 255 / (2^B - 1)) at the HIGH tier's full size (factor 1),
 * and alpha 255 where the image has none. This tool stores exactly those 8-bit values (dropping an
 * alpha channel that is 255 everywhere), and checks that the written PNG decodes to the same
 * values, so the texels the program uploads from either jar are the same bytes. A texture already
 * at 8 bits is re-encoded only where that is smaller.
 *
 * <p>Usage: {@code java src/bundle/SlimJar.java IN.jar OUT.jar}
 */
public final class SlimJar {
    /** Native libraries (and LWJGL's checksums of them, under META-INF/) of other platforms. */
    private static final Pattern OTHER_NATIVES = Pattern.compile(
            "(META-INF/)?(windows|macos|freebsd|linux/(?!x64/)[^/]+)/.*");
    private static final Pattern GROUND_TEXTURE = Pattern.compile("Textures/Terrain/PBR/[^/]+\\.png");

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java SlimJar.java IN.jar OUT.jar");
            System.exit(2);
        }
        Path in = Path.of(args[0]), out = Path.of(args[1]);
        Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
        int dropped = 0;
        try (ZipFile zip = new ZipFile(in.toFile());
             ZipOutputStream zos = new ZipOutputStream(Files.newOutputStream(tmp))) {
            zos.setLevel(Deflater.BEST_COMPRESSION);
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements(); ) {
                ZipEntry entry = e.nextElement();
                String name = entry.getName();
                if (OTHER_NATIVES.matcher(name).matches()) {
                    dropped++;
                    continue;
                }
                byte[] data;
                try (InputStream is = zip.getInputStream(entry)) {
                    data = is.readAllBytes();
                }
                ZipEntry copy = new ZipEntry(name);
                copy.setTime(entry.getTime());
                if (GROUND_TEXTURE.matcher(name).matches()) {
                    byte[] slim = eightBit(name, data);
                    System.out.printf("SlimJar: %s %d -> %d bytes%n", name, data.length, slim.length);
                    data = slim;
                }
                if (name.endsWith(".png")) {
                    // Deflating a PNG again gains nothing; store it.
                    CRC32 crc = new CRC32();
                    crc.update(data);
                    copy.setMethod(ZipEntry.STORED);
                    copy.setSize(data.length);
                    copy.setCompressedSize(data.length);
                    copy.setCrc(crc.getValue());
                }
                zos.putNextEntry(copy);
                zos.write(data);
                zos.closeEntry();
            }
        }
        Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        System.out.printf("SlimJar: %s (%d bytes) -> %s (%d bytes), %d other-platform entries dropped%n",
                in, Files.size(in), out, Files.size(out), dropped);
    }

    /** The texture as an 8-bit PNG with the values the program reads from {@code png}; {@code png} itself where that is no larger. */
    private static byte[] eightBit(String name, byte[] png) throws IOException {
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        if (img == null) {
            throw new IOException("cannot decode " + name);
        }
        int w = img.getWidth(), h = img.getHeight();
        int[] want = readAsProgram(img);
        boolean opaque = true;
        for (int p = 3; p < want.length; p += 4) {
            opaque &= want[p] == 255;
        }
        BufferedImage out = new BufferedImage(w, h, opaque ? BufferedImage.TYPE_3BYTE_BGR : BufferedImage.TYPE_4BYTE_ABGR);
        WritableRaster raster = out.getRaster();
        int bands = raster.getNumBands();
        int[] px = new int[bands];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                System.arraycopy(want, 4 * (y * w + x), px, 0, bands);
                raster.setPixel(x, y, px);
            }
        }
        byte[] encoded = encode(out);
        if (!Arrays.equals(want, readAsProgram(ImageIO.read(new ByteArrayInputStream(encoded))))) {
            throw new IllegalStateException(name + ": the 8-bit copy does not decode to the values the program reads");
        }
        boolean eightBitAlready = img.getColorModel().getComponentSize(0) == 8;
        return eightBitAlready && png.length <= encoded.length ? png : encoded;
    }

    /**
     * What SquareImage.of makes of an RGB(A) image at factor 1 (row order aside): 8-bit RGBA,
     * round(v * 255 / (2^bits - 1)), missing bands 0 and a missing alpha 255.
     */
    private static int[] readAsProgram(BufferedImage img) {
        int w = img.getWidth(), h = img.getHeight();
        Raster raster = img.getRaster();
        int bands = raster.getNumBands();
        double toByte = 255.0 / ((1 << img.getColorModel().getComponentSize(0)) - 1) / 1;
        int[] row = new int[w * bands];
        int[] out = new int[4 * w * h];
        for (int y = 0; y < h; y++) {
            raster.getPixels(0, y, w, 1, row);
            for (int x = 0; x < w; x++) {
                for (int c = 0; c < 4; c++) {
                    long sum = c < bands ? row[x * bands + c] : 0;
                    out[4 * (y * w + x) + c] = c == 3 && bands < 4 ? 255 : (int) Math.round(sum * toByte);
                }
            }
        }
        return out;
    }

    /** A PNG at the strongest deflate level ImageIO offers. */
    private static byte[] encode(BufferedImage img) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(0f);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ImageOutputStream ios = ImageIO.createImageOutputStream((OutputStream) bytes)) {
            writer.setOutput(ios);
            writer.write(null, new IIOImage(img, null, null), param);
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }
}
