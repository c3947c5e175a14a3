package org.seedscape.render;

import com.jme3.asset.AssetInfo;
import com.jme3.asset.AssetKey;
import com.jme3.asset.AssetManager;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Where a ground layer's albedo or normal map comes from: one of our textures on the class path,
 * an asset path read through the application's {@link AssetManager} (so a game's own folders and
 * locators serve it), or a file. Decoded by Java's ImageIO (PNG, JPEG, BMP, GIF).
 */
public sealed interface GroundImage {
    /** One of our textures: jME's CC0 test data, unpacked onto the class path at build time (pom.xml). */
    record Ours(String file) implements GroundImage {
        private static final String DIR = "/Textures/Terrain/PBR/";

        @Override
        public Located locate(AssetManager assets, String what) {
            if (GroundImage.class.getResource(DIR + file) == null) {
                throw new IllegalStateException(what + ", ground texture " + DIR + file + ", is not on the class path; "
                        + "build with mvn (it unpacks jme3-testdata's terrain textures)");
            }
            return new Located(what + " (" + DIR + file + ")", () -> GroundImage.class.getResourceAsStream(DIR + file));
        }
    }

    /** An asset path, as {@code AssetManager.loadTexture} takes one. */
    record Asset(String path) implements GroundImage {
        @Override
        public Located locate(AssetManager assets, String what) {
            AssetInfo info = assets == null ? null : assets.locateAsset(new AssetKey<>(path));
            if (info == null) {
                throw new IllegalStateException(what + ": the asset '" + path
                        + "' is not found by the application's AssetManager (registered folders, jars and locators)");
            }
            return new Located(what + " (asset '" + path + "')", info::openStream);
        }
    }

    /** An image file. */
    record File(Path path) implements GroundImage {
        @Override
        public Located locate(AssetManager assets, String what) {
            if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
                throw new IllegalStateException(what + ": the file " + path + " does not exist or cannot be read");
            }
            return new Located(what + " (file " + path + ")", () -> Files.newInputStream(path));
        }
    }

    /**
     * Finds the image now (on the render thread: the AssetManager is asked here), to decode later
     * on any thread.
     *
     * @param what the image's part in the world, for messages: "ground layer grass's albedo"
     * @throws IllegalStateException naming {@code what} and the path where there is no such image
     */
    Located locate(AssetManager assets, String what);

    /** Opens a stream of the image's bytes. */
    interface Opener {
        InputStream open() throws IOException;
    }

    /** An image found, not decoded yet. */
    record Located(String what, Opener opener) {
        /** The decoded image. @throws IllegalStateException naming the image where it cannot be read or decoded */
        public BufferedImage read() {
            try (InputStream in = opener.open()) {
                BufferedImage img = in == null ? null : ImageIO.read(in);
                if (img == null) {
                    throw new IllegalStateException(what + " is not an image Java's ImageIO reads (PNG, JPEG, BMP, GIF)");
                }
                return img;
            } catch (IOException e) {
                throw new IllegalStateException(what + " cannot be read: " + e.getMessage(), e);
            }
        }
    }
}
