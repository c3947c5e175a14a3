package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import java.util.Arrays;

/**
 * The atlas while it is painted: float RGBA texels, rows from v = 0 up, and the few shapes the
 * painter needs (tapered strokes for stems, blades and needles; pointed leaves), each clipped to one
 * region so nothing spills into a neighbour. Painted texels are opaque; the rest stay transparent
 * with a neutral grey so filtering at their edges pulls no dark fringe in.
 */
final class AtlasCanvas {
    static final float NEUTRAL = 0.5f;

    final int size;
    final float[] r, g, b, a;

    AtlasCanvas(int size) {
        this.size = size;
        r = filled(size, NEUTRAL);
        g = filled(size, NEUTRAL);
        b = filled(size, NEUTRAL);
        a = new float[size * size];
    }

    /** Sets a texel opaque, to grey {@code value} times the tint. */
    void paint(int x, int y, float value, float[] tint) {
        int i = y * size + x;
        r[i] = value * tint[0];
        g[i] = value * tint[1];
        b[i] = value * tint[2];
        a[i] = 1;
    }

    /**
     * A stroke from (x0, y0) to (x1, y1), local to the region, tapering from half width w0 to w1,
     * rounded in shade across its width.
     */
    void stroke(FoliageAtlas.Region region, float x0, float y0, float x1, float y1, float w0, float w1, float value,
            float[] tint) {
        float dx = x1 - x0, dy = y1 - y0, lengthSquared = Math.max(dx * dx + dy * dy, 1e-6f);
        float reach = Math.max(w0, w1) + 1;
        for (int y = lo(Math.min(y0, y1) - reach, region.h); y <= hi(Math.max(y0, y1) + reach, region.h); y++) {
            for (int x = lo(Math.min(x0, x1) - reach, region.w); x <= hi(Math.max(x0, x1) + reach, region.w); x++) {
                float px = x + 0.5f - x0, py = y + 0.5f - y0;
                float t = Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
                float ex = px - t * dx, ey = py - t * dy;
                float width = w0 + t * (w1 - w0), distance = (float) Math.sqrt(ex * ex + ey * ey);
                if (distance <= width) {
                    float across = distance / Math.max(width, 1e-3f);
                    paint(region.x + x, region.y + y, value * (1 - 0.3f * across * across), tint);
                }
            }
        }
    }

    /**
     * A pointed leaf from its base (bx, by), local to the region, along {@code angle} (radians from +x),
     * widest a little below its middle, with a lighter midrib and darker edges.
     */
    void leaf(FoliageAtlas.Region region, float bx, float by, float angle, float length, float halfWidth, float value,
            float[] tint) {
        float cos = FastMath.cos(angle), sin = FastMath.sin(angle);
        float reach = length + halfWidth;
        for (int y = lo(by - reach, region.h); y <= hi(by + reach, region.h); y++) {
            for (int x = lo(bx - reach, region.w); x <= hi(bx + reach, region.w); x++) {
                float px = x + 0.5f - bx, py = y + 0.5f - by;
                float along = (px * cos + py * sin) / length, across = Math.abs(-px * sin + py * cos);
                if (along <= 0 || along >= 1) {
                    continue;
                }
                float bulge = FastMath.sin(FastMath.PI * (float) Math.pow(along, 0.8));
                float width = halfWidth * (float) Math.pow(bulge, 0.7);
                if (across <= width) {
                    float shade = across < 1.2f ? 1.2f : 1 - 0.25f * across / width;
                    paint(region.x + x, region.y + y, value * shade, tint);
                }
            }
        }
    }

    /**
     * Scales a region's painted texels so their mean grey is {@link #NEUTRAL}: the atlas then averages
     * to "times one".
     */
    void normalise(FoliageAtlas.Region region) {
        double sum = 0;
        int count = 0;
        for (int y = region.y; y < region.y + region.h; y++) {
            for (int x = region.x; x < region.x + region.w; x++) {
                int i = y * size + x;
                if (a[i] > 0.5f) {
                    sum += (r[i] + g[i] + b[i]) / 3;
                    count++;
                }
            }
        }
        float scale = count == 0 ? 1 : (float) (NEUTRAL * count / sum);
        for (int y = region.y; y < region.y + region.h; y++) {
            for (int x = region.x; x < region.x + region.w; x++) {
                int i = y * size + x;
                if (a[i] > 0.5f) {
                    r[i] = Math.min(1, r[i] * scale);
                    g[i] = Math.min(1, g[i] * scale);
                    b[i] = Math.min(1, b[i] * scale);
                }
            }
        }
    }

    private static int lo(float v, int extent) {
        return Math.max(0, Math.min(extent - 1, (int) Math.floor(v)));
    }

    private static int hi(float v, int extent) {
        return Math.max(0, Math.min(extent - 1, (int) Math.ceil(v)));
    }

    private static float[] filled(int size, float value) {
        float[] texels = new float[size * size];
        Arrays.fill(texels, value);
        return texels;
    }
}
