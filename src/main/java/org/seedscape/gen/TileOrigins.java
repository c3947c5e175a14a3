package org.seedscape.gen;

import com.jme3.renderer.Renderer;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.util.List;
import org.seedscape.noise.FixedLattice;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;

/**
 * The grid origins of a pass's tiles as exact fixed-point lattice coordinates: an RGBA32UI
 * texture, texel (slot, tile) = (x lo, x hi, z lo, z hi), which {@code Terrain.glsllib} fetches.
 * A texture rather than a uniform array, because uniform space would hold only a few tiles'
 * origins (26 slots of 4 words each). Uploaded only when the origins change, so the streaming
 * passes of one tile share one upload. One per generator, for every world; GL thread only.
 */
final class TileOrigins {
    private static final int WORDS_PER_TEXEL = 4;
    private final Texture2D texture = new Texture2D();
    private ByteBuffer data;
    private TerrainFunction filledFor;
    private List<SampleGrid> filledWith;

    TileOrigins() {
        texture.setMinFilter(Texture.MinFilter.NearestNoMipMaps); // an integer texture is incomplete with linear filtering
        texture.setMagFilter(Texture.MagFilter.Nearest);
    }

    /** The texture holding the origins of {@code grids} in {@code terrain}'s lattices, row t for grid t. */
    Texture2D fill(TerrainFunction terrain, List<SampleGrid> grids) {
        if (terrain == filledFor && grids.equals(filledWith)) {
            return texture;
        }
        int bytes = TerrainFunction.LATTICES * grids.size() * WORDS_PER_TEXEL * Integer.BYTES;
        if (data == null || data.capacity() < bytes) {
            if (data != null) {
                BufferUtils.destroyDirectBuffer(data);
            }
            data = BufferUtils.createByteBuffer(bytes);
        }
        data.clear();
        for (SampleGrid grid : grids) {
            for (int slot = 0; slot < TerrainFunction.LATTICES; slot++) {
                FixedLattice lattice = terrain.lattice(slot);
                putWords(lattice.at(grid.originX()));
                putWords(lattice.at(grid.originZ()));
            }
        }
        data.flip();
        Image image = texture.getImage();
        if (image == null) {
            texture.setImage(new Image(Image.Format.RGBA32UI, TerrainFunction.LATTICES, grids.size(), data, ColorSpace.Linear));
        } else {
            // The same GL texture, new contents: uploaded when the next pass binds it.
            image.setHeight(grids.size());
            image.setData(0, data);
        }
        filledFor = terrain;
        filledWith = List.copyOf(grids);
        return texture;
    }

    private void putWords(long fixed) {
        data.putInt((int) fixed);
        data.putInt((int) (fixed >>> 32));
    }

    void delete(Renderer renderer) {
        if (texture.getImage() != null) {
            renderer.deleteImage(texture.getImage());
        }
        if (data != null) {
            BufferUtils.destroyDirectBuffer(data);
        }
    }
}
