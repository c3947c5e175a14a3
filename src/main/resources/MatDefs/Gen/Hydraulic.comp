// One step of hydraulic erosion on a square grid of whole units: the GLSL twin of
// org.seedscape.landform.HydraulicErosion, whose comment explains the rule; change both or neither.
// Integer arithmetic only, every division of non-negative numbers, so the GPU, the Java twin and a
// second run give the same bits. The state is four planes of m_Size^2 ints: heights, water,
// sediment and the runoff summed over the steps. One invocation per sample; it reads the last state (binding 7) and writes its own
// sample of the next (binding 8). org.seedscape.gen.ErosionKernel runs the steps.
layout(local_size_x = 8, local_size_y = 8) in;

layout(std430, binding = 7) readonly buffer From {
    int from[];
};
layout(std430, binding = 8) writeonly buffer To {
    int to[];
};

uniform int m_Size;
// The capacity factor in 256ths, and a slope of 1 in units of drop between neighbours.
uniform int m_Capacity;
uniform int m_SlopeUnit;

const int RAIN = 2;
const int EVAPORATION_SHIFT = 5;
const int ERODE = 64;
const int DEPOSIT = 64;
const int SHARE_BITS = 8;
const int FLUX_CAP = 1 << 15;
// Neighbours in order: -x, +x, -z, +z (n ^ 1 is the opposite of n).
const ivec2 NEIGHBOURS[4] = ivec2[4](ivec2(-1, 0), ivec2(1, 0), ivec2(0, -1), ivec2(0, 1));

bool inside(ivec2 p) {
    return p.x >= 0 && p.y >= 0 && p.x < m_Size && p.y < m_Size;
}

int index(ivec2 p) {
    return p.x + p.y * m_Size;
}

int heightAt(ivec2 p) {
    return from[index(p)];
}

int waterAt(ivec2 p) {
    return from[m_Size * m_Size + index(p)];
}

int sedimentAt(ivec2 p) {
    return from[2 * m_Size * m_Size + index(p)];
}

// What sample p sends this step to neighbour `toward` (x: water, y: sediment), or in all (toward -1):
// half the steepest drop of the water surface at most, all its water at most, shared among the
// lower neighbours by drop in 256ths, each share's sediment in proportion to the water.
ivec2 sent(ivec2 p, int toward) {
    int water = waterAt(p), surface = heightAt(p) + water;
    int drops[4];
    int sum = 0, most = 0;
    for (int n = 0; n < 4; n++) {
        ivec2 q = p + NEIGHBOURS[n];
        drops[n] = inside(q) ? max(0, surface - heightAt(q) - waterAt(q)) : 0;
        sum += drops[n];
        most = max(most, drops[n]);
    }
    int moved = min(water, most >> 1), sediment = sedimentAt(p);
    ivec2 total = ivec2(0);
    for (int n = 0; n < 4; n++) {
        int w = sum == 0 ? 0 : (moved * ((drops[n] << SHARE_BITS) / sum)) >> SHARE_BITS;
        ivec2 share = ivec2(w, w == 0 ? 0 : (sediment * ((w << SHARE_BITS) / water)) >> SHARE_BITS);
        if (n == toward) {
            return share;
        }
        total += share;
    }
    return toward < 0 ? total : ivec2(0);
}

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (!inside(p)) {
        return;
    }
    int h = heightAt(p);
    ivec2 out_ = sent(p, -1);
    int flux = out_.x;
    int water = waterAt(p) - out_.x, sediment = sedimentAt(p) - out_.y;
    int drop = 0;
    for (int n = 0; n < 4; n++) {
        ivec2 q = p + NEIGHBOURS[n];
        if (inside(q)) {
            // What the neighbour sends, if p is where it sends it: p is its neighbour n ^ 1.
            ivec2 in_ = sent(q, n ^ 1);
            water += in_.x;
            sediment += in_.y;
            drop = max(drop, h - heightAt(q));
        }
    }
    int carried = ((min(flux, FLUX_CAP) * min(drop, 2 * m_SlopeUnit)) / m_SlopeUnit * m_Capacity) >> SHARE_BITS;
    if (sediment < carried) {
        int taken = min(((carried - sediment) * ERODE) >> SHARE_BITS, drop >> 1);
        h -= taken;
        sediment += taken;
    } else {
        int dropped = ((sediment - carried) * DEPOSIT) >> SHARE_BITS;
        h += dropped;
        sediment -= dropped;
    }
    int k = index(p), count = m_Size * m_Size;
    to[k] = h;
    to[count + k] = water - (water >> EVAPORATION_SHIFT) + RAIN;
    to[2 * count + k] = sediment;
    to[3 * count + k] = from[3 * count + k] + min(flux, FLUX_CAP);
}
