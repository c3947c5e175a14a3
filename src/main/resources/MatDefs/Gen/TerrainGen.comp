// The height pass, one invocation per grid sample: for the stream one tile's heights, and those
// its parent level draws there, into its RGBA32F target (IMAGE_OUTPUT), which the surface pass then
// samples; for batches and single grids (export, bench-gen, the tests) tiles of TileSize x
// TileSize samples, tile t on rows t * TileSize
// on (TileAtlas), into storage buffers: one per channel (heights, and without HEIGHT_ONLY dh/dx
// and dh/dz) holding the tiles one after the other, each row-major with row 0 at its grid's
// lowest z, so a tile's channel copies out as one block. A dispatch computes the rows from
// FirstRow on, and the buffers are bound from that row on: a grid larger than a storage block
// takes several. Every use runs this one program, so the stream and export get the same bits on
// any GPU (a fragment and a compute shader of the same code need not: an H200 rounded 8,743 of
// 50,700 heights differently). With HEIGHT_ONLY the compiler drops every term only the output
// gradient needs, a derivative order less. A compute pass also runs on every multiprocessor of a
// compute-class GPU (an H100 or H200), where a fragment pass gets only its few graphics-capable
// ones. org.seedscape.gen.TerrainKernel compiles and runs it.
#import "MatDefs/Gen/Terrain.glsllib"

layout(local_size_x = 8, local_size_y = 8) in;

uniform int m_TileSize;
uniform int m_Rows;
uniform int m_FirstRow;

#ifdef IMAGE_OUTPUT
// Red: the tile's own heights; green: its parent level's (they differ where the gully filter
// fades an octave at one level and not the other), both raised to the plains of filled basins
// (DRAINAGE_LAYERS) and with hydraulic and thermal erosion's changes (EROSION_FIELD); blue: what
// erosion added, which the surface pass turns into scree and sediment, or bare rock; alpha: the
// water that ran off, which it turns into wet channel beds (both 0 without a field).
layout(rgba32f, binding = 0) writeonly uniform image2D heightImage;
#if defined(EROSION_FIELD) || defined(DRAINAGE_LAYERS)
// A field read at this grid's samples (org.seedscape.erosion.FieldGrid.at, operation for operation:
// precise, so no fused multiply-add changes a bit): this grid's sample 0 is the field's sample
// offset at this grid's spacing, the field's over 2^shift; the four field samples around a sample
// (row-major indices in a field of size x size) and its fractions between them.
struct FieldTap {
    ivec4 at;
    vec2 t;
};

FieldTap fieldTap(ivec2 offset, int shift, int size, uvec2 sampleId) {
    ivec2 a = offset + ivec2(sampleId);
    ivec2 c = a >> shift;
    ivec2 c1 = min(c + 1, ivec2(size - 1));
    int mask = (1 << shift) - 1;
    precise vec2 t = vec2(a & mask) / float(1 << shift);
    return FieldTap(ivec4(c.x + c.y * size, c1.x + c.y * size, c.x + c1.y * size, c1.x + c1.y * size), t);
}

// The bilinear blend of the four samples of a tap (two fields at once: level and gate, or change and runoff).
vec2 blend(vec2 d00, vec2 d10, vec2 d01, vec2 d11, vec2 t) {
    precise vec2 d0 = d00 + (d10 - d00) * t.x;
    precise vec2 d1 = d01 + (d11 - d01) * t.x;
    precise vec2 d = d0 + (d1 - d0) * t.y;
    return d;
}
#endif
#ifdef EROSION_FIELD
// Hydraulic and thermal erosion's changes, and the water that ran off, on the grid of the level-2
// tile over this one (org.seedscape.erosion.ErosionField: delta, runoff a sample), read bilinearly; the
// change is added to the parent level's heights too where that level draws the field (ErosionParent).
layout(std430, binding = 9) readonly buffer ErosionField {
    vec2 erosionField[];
};
uniform ivec2 m_ErosionOffset;
uniform int m_ErosionShift;
uniform int m_ErosionSize;
uniform int m_ErosionParent;

vec2 erosionAt(uvec2 sampleId) {
    FieldTap tap = fieldTap(m_ErosionOffset, m_ErosionShift, m_ErosionSize, sampleId);
    return blend(erosionField[tap.at.x], erosionField[tap.at.y], erosionField[tap.at.z], erosionField[tap.at.w], tap.t);
}
#endif
#ifdef DRAINAGE_LAYERS
// Closed basins cut through and filled (org.seedscape.erosion.DrainageField, whose lift(...) this
// is, operation for operation: precise), a layer per lattice, coarsest first: per sample of a
// coarser grid the plain's level, its gate, the cut and the bed (layer l placed at DrainOffset[l]
// and DrainShift[l], its samples from DrainBase[l] on); the plain and gate read bilinearly, the cut
// and bed smoothly (Catmull-Rom: FieldGrid.smoothAt), the ground lowered by the cut, then ground
// below a plain raised to it, all the way from SHORE metres down, and in a channel's bed ground
// above it set to it too. The parent level draws the first DrainParentLayers layers. DRAINAGE_CUTS:
// some layer cuts or has a bed.
layout(std430, binding = 10) readonly buffer DrainageLevels {
    vec4 drainage[];
};
uniform ivec2 m_DrainOffset[DRAINAGE_LAYERS];
uniform int m_DrainShift[DRAINAGE_LAYERS];
uniform int m_DrainSize[DRAINAGE_LAYERS];
uniform int m_DrainBase[DRAINAGE_LAYERS];
uniform int m_DrainParentLayers;
const float SHORE = 1.0;

// Catmull-Rom's four weights at t (org.seedscape.erosion.FieldGrid.catmullRom).
vec4 catmullRom(float t) {
    precise float t2 = t * t;
    precise float t3 = t2 * t;
    precise vec4 w = vec4(0.5 * (2.0 * t2 - t - t3), 0.5 * (3.0 * t3 - 5.0 * t2 + 2.0), 0.5 * (4.0 * t2 + t - 3.0 * t3),
            0.5 * (t3 - t2));
    return w;
}

// The cut and bed at a sample, read smoothly from the 4 x 4 lattice samples round its cell.
vec2 smoothDrainage(ivec2 offset, int shift, int size, int base, uvec2 sampleId) {
    ivec2 a = offset + ivec2(sampleId);
    ivec2 c = a >> shift;
    int mask = (1 << shift) - 1;
    precise vec2 t = vec2(a & mask) / float(1 << shift);
    vec4 wx = catmullRom(t.x), wz = catmullRom(t.y);
    precise vec2 sum = vec2(0.0);
    for (int r = 0; r < 4; r++) {
        int row = clamp(c.y + r - 1, 0, size - 1) * size;
        precise vec2 v = vec2(0.0);
        for (int k = 0; k < 4; k++) {
            v = v + wx[k] * drainage[base + row + clamp(c.x + k - 1, 0, size - 1)].zw;
        }
        sum = sum + wz[r] * v;
    }
    return sum;
}

float drainedHeight(float h, uvec2 sampleId, int l, float share) {
    FieldTap tap = fieldTap(m_DrainOffset[l], m_DrainShift[l], m_DrainSize[l], sampleId);
    int base = m_DrainBase[l];
    vec2 d = blend(drainage[base + tap.at.x].xy, drainage[base + tap.at.y].xy, drainage[base + tap.at.z].xy,
            drainage[base + tap.at.w].xy, tap.t);
#ifdef DRAINAGE_CUTS
    vec2 cutBed = smoothDrainage(m_DrainOffset[l], m_DrainShift[l], m_DrainSize[l], base, sampleId);
    float cut = max(cutBed.x, 0.0), bed = min(max(cutBed.y, 0.0), 1.0);
#else
    // No cut and no bed in any layer: their smooth reads would give 0.
    float cut = 0.0, bed = 0.0;
#endif
    precise float carved = h - cut * share;
    precise float below = min(max((d.x - carved) / SHORE, 0.0), 1.0);
    precise float w = d.y * max(below, bed) * share;
    precise float lifted = carved + w * (d.x - carved);
    return lifted;
}
#endif
#if defined(STAMPS) || defined(EXACT_STAMPS)
// Heightmaps stamped into the world (org.seedscape.stamp.StampLayer) and the brushes' dabs over them
// (org.seedscape.edit.EditLayer), whose blends Java works out for every sample
// (org.seedscape.erosion.StampFields): per sample three vec4s, the stamps' (keep, add) at this grid's
// spacing and at its parent level's, applied as keep h + add, then the slope of the stamps' wide
// shapes, which the gullies carved into the stamps' share (1 - keep) follow, and the share of the
// basin fill's rise that reaches the sample (own, parent: stamps keep their valleys), then the dabs'
// (keep, add), own and parent's, applied after the stamps' gullies; STAMPS to the procedural heights,
// below the landform layers, EXACT_STAMPS on top of them. Where a stamp covers a sample wholly and is
// exact, keep is 0 and add its own height, which the sample then is, bit for bit; where no dab
// reaches, keep is 1 and add 0, which leave the height's bits as they are.
vec2 stamped(vec4 blend, vec2 heights) {
    // Fused or not as the GPU does fma (llvmpipe rounds the product and the sum apart); either way
    // 0 h + add is add, so an exact stamp's samples come out whole. Not precise: that would reach
    // back into the procedural heights' own operations, which llvmpipe then rounded otherwise than
    // the pass without stamps does (1,246 of 4,761 heights of a tile), and neighbours without a
    // stamp would disagree with those with one.
    return vec2(fma(blend.x, heights.x, blend.y), fma(blend.z, heights.y, blend.w));
}
#endif
#ifdef STAMPS
layout(std430, binding = 11) readonly buffer Stamps {
    vec4 stamps[];
};
#endif
#ifdef EXACT_STAMPS
layout(std430, binding = 12) readonly buffer ExactStamps {
    vec4 exactStamps[];
};
#endif
#else
layout(std430, binding = 4) writeonly buffer Heights {
    float heights[];
};
#ifndef HEIGHT_ONLY
layout(std430, binding = 5) writeonly buffer GradientsX {
    float gradientsX[];
};
layout(std430, binding = 6) writeonly buffer GradientsZ {
    float gradientsZ[];
};
#endif
#endif

void main() {
    uvec2 id = gl_GlobalInvocationID.xy;
    uint size = uint(m_TileSize);
    if (id.x >= size || id.y >= uint(m_Rows)) {
        return;
    }
    uint row = uint(m_FirstRow) + id.y;
    uint tile = row / size;
    vec4 s = terrainSample(int(tile), uvec2(id.x, row - tile * size));
#ifdef IMAGE_OUTPUT
    // The share of the basin fill's rise: 1, but in stamps that keep their valleys.
    vec2 fillShare = vec2(1.0);
#ifdef STAMPS
    {
        uint at = 3u * (id.y * size + id.x);
        fillShare = stamps[at + 1u].zw;
        vec4 blend = stamps[at];
        s.xw = stamped(blend, s.xw);
#ifdef GULLIES
        // Gullies down the stamps' own slope in their share (org.seedscape.noise.ShapingLayers.stampGullies).
        vec2 share = 1.0 - blend.xz;
        if (share.x > 0.0 || share.y > 0.0) {
            vec4 g = gullyFilter(int(tile), uvec2(id.x, row - tile * size), vec4(0.0), stamps[at + 1u].xy);
            s.xw += share * g.xw;
        }
#endif
        s.xw = stamped(stamps[at + 2u], s.xw);
    }
#endif
#ifdef DRAINAGE_LAYERS
    for (int l = 0; l < DRAINAGE_LAYERS; l++) {
        s.x = drainedHeight(s.x, id, l, fillShare.x);
        if (l < m_DrainParentLayers) {
            s.w = drainedHeight(s.w, id, l, fillShare.y);
        }
    }
#endif
    // The change and the runoff; the surface pass takes them for the parent level too where it
    // draws the field.
    vec2 eroded = vec2(0.0);
#ifdef EROSION_FIELD
    eroded = erosionAt(id);
    s.x += eroded.x;
    s.w += m_ErosionParent != 0 ? eroded.x : 0.0;
#endif
#ifdef EXACT_STAMPS
    // Exact ground keeps its heights: no scree or wet beds drawn on it either.
    vec4 exact = exactStamps[3u * (id.y * size + id.x)];
    s.xw = stamped(exact, s.xw);
    eroded *= exact.x;
#endif
    imageStore(heightImage, ivec2(id.x, row), vec4(s.x, s.w, eroded));
#else
    uint at = id.y * size + id.x;
    heights[at] = s.x;
#ifndef HEIGHT_ONLY
    gradientsX[at] = s.y;
    gradientsZ[at] = s.z;
#endif
#endif
}
