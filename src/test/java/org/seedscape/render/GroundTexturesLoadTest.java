package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.asset.plugins.FileLocator;
import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.texture.TextureArray;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A layer's own images go through the same processing as ours ({@link GroundTextures#load}): its
 * detail in the layer's slice of the detail array, its mean colour, its repeat; the other layers
 * keep ours; a missing or broken image names the layer and the path.
 */
class GroundTexturesLoadTest {
    private static final int SIZE = Quality.LOW.textureSize();
    private static AssetManager assets;
    private static GroundTextures ours;

    @BeforeAll
    static void loadOurs() {
        assets = new DesktopAssetManager(true);
        ours = GroundTextures.load(Quality.LOW, true, GroundLayerTexture.OURS, null);
    }

    @Test
    void aRedAndGreenCheckerBecomesTheGrassDetailAndMeanAndTheOthersStayOurs(@TempDir Path dir) throws IOException {
        // 8-pixel squares, shrunk by 2 to the low tier's 256: finer than the eighth of a repeat detail keeps
        Path albedo = write(dir.resolve("checker.png"), checker(2 * SIZE, 2 * SIZE, 8));
        Path normal = write(dir.resolve("flat.png"), flat(64, 64));
        GroundTextures mine = GroundTextures.load(Quality.LOW, true,
                with(0, new GroundLayerTexture("grass", new GroundImage.File(albedo), new GroundImage.File(normal), 32, null)), null);

        // half pure red, half pure green in linear light
        assertClose(new Vector3f(0.5f, 0.5f, 0), mine.meanColor(0), 1e-3f);
        for (int layer = 1; layer < 5; layer++) {
            assertEquals(ours.meanColor(layer), mine.meanColor(layer), "layer " + layer);
        }

        Material material = new Material(assets, "MatDefs/Terrain/Terrain.j3md");
        mine.setOn(material);
        assertEquals(1 / 32f, (Float) material.getParam("GrassRepeats").getValue());
        TextureArray detail = (TextureArray) material.getTextureParam("LayerDetail").getTextureValue();
        // the checker's squares are the detail: red up where green is down, each by about a half
        double redSwing = 0, greenSwing = 0, apart = 0;
        ByteBuffer grass = detail.getImage().getData(0);
        for (int p = 0; p < SIZE * SIZE; p++) {
            int red = grass.get(4 * p) & 0xff, green = grass.get(4 * p + 1) & 0xff;
            redSwing += Math.abs(red - 128) / (double) (SIZE * SIZE);
            greenSwing += Math.abs(green - 128) / (double) (SIZE * SIZE);
            apart += (red - 128) * (green - 128) < 0 ? 1 : 0;
        }
        assertTrue(redSwing > 100 && greenSwing > 100, "detail swings " + redSwing + ", " + greenSwing);
        assertTrue(apart > 0.95 * SIZE * SIZE, apart + " texels with red and green apart");
        // the other layers' slices are ours
        TextureArray ourDetail = detailOf(ours);
        for (int layer = 1; layer < 5; layer++) {
            assertEquals(ourDetail.getImage().getData(layer).rewind(), detail.getImage().getData(layer).rewind(), "layer " + layer);
        }
        assertTrue(mine.decodedNormals() != null);
    }

    @Test
    void anAssetPathIsReadThroughTheApplicationsAssetManagerAndATintRecolours(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("Textures"));
        ImageIO.write(checker(300, 90, 5), "jpg", dir.resolve("Textures/checker.jpg").toFile()); // JPEG, any aspect
        write(dir.resolve("Textures/flat.png"), flat(16, 16));
        DesktopAssetManager own = new DesktopAssetManager(true);
        own.registerLocator(dir.toString(), FileLocator.class);
        GroundLayerTexture tinted = new GroundLayerTexture("rock", new GroundImage.Asset("Textures/checker.jpg"),
                new GroundImage.Asset("Textures/flat.png"), 4, new float[] {0, 0, 1});
        GroundTextures mine = GroundTextures.load(Quality.LOW, true, with(3, tinted), own);
        Vector3f rock = mine.meanColor(3);
        assertTrue(rock.z > 5 * rock.x && rock.z > 5 * rock.y, "blue tint: " + rock);
        assertEquals(ours.meanColor(0), mine.meanColor(0));
    }

    @Test
    void aMissingOrBrokenImageNamesTheLayerAndThePath(@TempDir Path dir) throws IOException {
        Path flat = write(dir.resolve("flat.png"), flat(8, 8));
        Path text = Files.writeString(dir.resolve("notes.png"), "not an image");
        IllegalStateException asset = assertThrows(IllegalStateException.class, () -> GroundTextures.load(Quality.LOW, true,
                with(3, new GroundLayerTexture("rock", new GroundImage.Asset("Textures/none.png"), new GroundImage.File(flat), 8, null)),
                assets));
        assertEquals("ground layer rock's albedo: the asset 'Textures/none.png' is not found by the application's AssetManager"
                + " (registered folders, jars and locators)", asset.getMessage());
        Path gone = dir.resolve("gone.png");
        IllegalStateException file = assertThrows(IllegalStateException.class, () -> GroundTextures.load(Quality.LOW, true,
                with(4, new GroundLayerTexture("snow", new GroundImage.File(flat), new GroundImage.File(gone), 8, null)), null));
        assertEquals("ground layer snow's normal map: the file " + gone + " does not exist or cannot be read", file.getMessage());
        IllegalStateException broken = assertThrows(IllegalStateException.class, () -> GroundTextures.load(Quality.LOW, true,
                with(1, new GroundLayerTexture("soil", new GroundImage.File(text), new GroundImage.File(flat), 8, null)), null));
        assertEquals("ground layer soil's albedo (file " + text + ") is not an image Java's ImageIO reads (PNG, JPEG, BMP, GIF)",
                broken.getMessage());
        // a normal map is decoded in the background: its error comes when the material takes it
        GroundTextures late = GroundTextures.load(Quality.LOW, true,
                with(1, new GroundLayerTexture("soil", new GroundImage.File(flat), new GroundImage.File(text), 8, null)), null);
        IllegalStateException normal = assertThrows(IllegalStateException.class, late::decodedNormals);
        assertEquals("ground layer soil's normal map (file " + text + ") is not an image Java's ImageIO reads (PNG, JPEG, BMP, GIF)",
                normal.getMessage());
    }

    @Test
    void onlyPowersOfTwoFromOneTo2048MetresRepeat() {
        for (double ok : new double[] {1, 2, 8, 1024, 2048}) {
            assertTrue(GroundLayerTexture.isRepeat(ok), ok + " m");
        }
        for (double bad : new double[] {0, 0.5, 3, 12, 4096, 8192, -8, Double.NaN, Double.POSITIVE_INFINITY}) {
            assertTrue(!GroundLayerTexture.isRepeat(bad), bad + " m");
        }
        assertThrows(IllegalArgumentException.class, () -> new GroundLayerTexture("grass", new GroundImage.Ours("x.png"),
                new GroundImage.Ours("y.png"), 3, null));
    }

    private static List<GroundLayerTexture> with(int layer, GroundLayerTexture texture) {
        List<GroundLayerTexture> layers = new ArrayList<>(GroundLayerTexture.OURS);
        layers.set(layer, texture);
        return layers;
    }

    private static TextureArray detailOf(GroundTextures textures) {
        Material material = new Material(assets, "MatDefs/Terrain/Terrain.j3md");
        textures.setOn(material);
        return (TextureArray) material.getTextureParam("LayerDetail").getTextureValue();
    }

    /** Squares of {@code cell} pixels, pure red and pure green. */
    static BufferedImage checker(int width, int height, int cell) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                img.setRGB(x, y, (x / cell + y / cell) % 2 == 0 ? 0xff0000 : 0x00ff00);
            }
        }
        return img;
    }

    /** A normal map of normals straight up. */
    static BufferedImage flat(int width, int height) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                img.setRGB(x, y, 0x8080ff);
            }
        }
        return img;
    }

    static Path write(Path file, BufferedImage img) throws IOException {
        ImageIO.write(img, "png", file.toFile());
        return file;
    }

    private static void assertClose(Vector3f want, Vector3f got, float tolerance) {
        assertTrue(want.distance(got) < tolerance, "want " + want + ", got " + got);
    }
}
