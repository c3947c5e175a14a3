// One step of Olsen's (2004) optimised thermal erosion on a square grid of whole height units: the
// GLSL twin of org.seedscape.erosion.ThermalErosion, whose comment explains the rule; change both
// or neither. Integer arithmetic only, so the GPU, the Java twin and a second run give the same
// bits. One invocation per sample; it reads the last grid (binding 7) and writes its own sample of
// the next (binding 8). org.seedscape.gen.ThermalKernel runs the steps.
layout(local_size_x = 8, local_size_y = 8) in;

layout(std430, binding = 7) readonly buffer From {
    int from[];
};
layout(std430, binding = 8) writeonly buffer To {
    int to[];
};

uniform int m_Size;
// The talus drop in units: neighbours differing by more shed half the excess.
uniform int m_Talus;

// Neighbours in the order ties are broken: -x, +x, -z, +z.
const ivec2 NEIGHBOURS[4] = ivec2[4](ivec2(-1, 0), ivec2(1, 0), ivec2(0, -1), ivec2(0, 1));

bool inside(ivec2 p) {
    return p.x >= 0 && p.y >= 0 && p.x < m_Size && p.y < m_Size;
}

int heightAt(ivec2 p) {
    return from[p.x + p.y * m_Size];
}

// What sample p sends down its steepest drop this step: all of it (toward -1), or only if it goes
// to neighbour `toward`, else 0.
int sent(ivec2 p, int toward) {
    int here = heightAt(p), steepest = -1, drop = 0;
    for (int n = 0; n < 4; n++) {
        ivec2 q = p + NEIGHBOURS[n];
        if (inside(q)) {
            int d = here - heightAt(q);
            if (d > drop) {
                drop = d;
                steepest = n;
            }
        }
    }
    if (steepest < 0 || drop <= m_Talus || (toward >= 0 && toward != steepest)) {
        return 0;
    }
    return (drop - m_Talus) >> 1;
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
