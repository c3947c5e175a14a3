// One step of thermal erosion (Olsen 2004, material shared as Musgrave 1989) on a square grid of whole height units: the
// GLSL twin of org.seedscape.landform.ThermalErosion, whose comment explains the rule; change both
// or neither. Integer arithmetic only, so the GPU, the Java twin and a second run give the same
// bits. One invocation per sample; it reads the last grid (binding 7) and writes its own sample of
// the next (binding 8). org.seedscape.gen.ErosionKernel runs the steps.
layout(local_size_x = 8, local_size_y = 8) in;

layout(std430, binding = 7) readonly buffer From {
    int from[];
};
layout(std430, binding = 8) writeonly buffer To {
    int to[];
};

uniform int m_Size;
// The talus drop in units: neighbours differing by more shed a quarter of the excess.
uniform int m_Talus;
// Bits of the fraction each neighbour's share is counted in.
const int SHARE_BITS = 8;

// Neighbours in order: -x, +x, -z, +z (n ^ 1 is the opposite of n).
const ivec2 NEIGHBOURS[4] = ivec2[4](ivec2(-1, 0), ivec2(1, 0), ivec2(0, -1), ivec2(0, 1));

bool inside(ivec2 p) {
    return p.x >= 0 && p.y >= 0 && p.x < m_Size && p.y < m_Size;
}

int heightAt(ivec2 p) {
    return from[p.x + p.y * m_Size];
}

// What sample p sends this step: in all (toward -1), or to neighbour `toward`: a quarter of the steepest
// excess over the talus drop, shared among the neighbours below the talus by their excess, each
// share in 256ths.
int sent(ivec2 p, int toward) {
    int here = heightAt(p), most = 0, sum = 0;
    int excess[4];
    for (int n = 0; n < 4; n++) {
        ivec2 q = p + NEIGHBOURS[n];
        excess[n] = inside(q) ? max(0, here - heightAt(q) - m_Talus) : 0;
        most = max(most, excess[n]);
        sum += excess[n];
    }
    if (sum == 0) {
        return 0;
    }
    int total = 0;
    for (int n = 0; n < 4; n++) {
        int share = ((most >> 2) * ((excess[n] << SHARE_BITS) / sum)) >> SHARE_BITS;
        if (n == toward) {
            return share;
        }
        total += share;
    }
    return toward < 0 ? total : 0;
}

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (!inside(p)) {
        return;
    }
    int next = heightAt(p) - sent(p, -1);
    for (int n = 0; n < 4; n++) {
        ivec2 q = p + NEIGHBOURS[n];
        if (inside(q)) {
            // What the neighbour sends, if p is where it sends it: p is its neighbour n ^ 1.
            next += sent(q, n ^ 1);
        }
    }
    to[p.x + p.y * m_Size] = next;
}
