#import "MatDefs/Common/Atmosphere.glsllib"
#import "MatDefs/Terrain/Ground.glsllib"
#import "MatDefs/Terrain/Snow.glsllib"
#import "MatDefs/Terrain/Layers.glsllib"
#import "MatDefs/Terrain/Shuffle.glsllib"
#import "MatDefs/Terrain/Canopy.glsllib"
#import "MatDefs/Common/Holes.glsllib"

#ifdef HOLES
in vec2 holeAt;           // the scene x, z
#endif

// Three variants, picked per patch by its distance (TerrainTile.chooseDetail): 0 beyond
// TextureEnd, the colour the vertex shader lit and hazed, no texture read; 1 within it, plus the
// strongest layer's texture detail; 2 within BumpEnd, also relief blending with the second layer,
// blended side projections, normal maps and light per pixel. Each variant fades its extra detail
// out before its range ends, so a patch changing variant does not change a pixel. In the high tier
// the pixels draw the woods' canopy over the lit ground where trees have shrunk out of sight
// (Canopy.glsllib); the low tier's is in the vertices' colour.
//
// On a CPU rasteriser every instruction runs for every pixel of a block, both sides of an if its
// pixels disagree on included, and an array indexed by a per-pixel value costs a load per pixel: layers and
// projections are therefore picked as one-hot vectors, and looked up by dot products with
// uniforms that are not arrays (even a constant index into a uniform array costs a load there).
// Whatever changes slowly over a triangle (haze, detail fades, tints, the light beyond BumpEnd)
// comes from the vertex shader.
//
// PIXEL_LIGHT (Quality.HIGH, which draws every patch close up): the close-up variant works out the
// light and the haze for every pixel, and filters textures trilinearly and anisotropically from
// the screen derivatives of their coordinates.
#ifndef DETAIL
#define DETAIL 0
#endif

#if DETAIL < 2
in vec3 seenBare;       // the mean colour of the layers under the snow, lit and hazed
in vec3 seenSnow;       // the snow's
#endif
#if DETAIL == 0
in float snowWeight;
#endif
#if DETAIL == 1
in vec3 detailSeen;     // how texture detail shows: tinted, lit and hazed
#endif
in vec3 mapped;         // texture space (metres)
#ifdef PIXEL_LIGHT
in vec3 canopy;         // the trees' canopy: cover, the conifers' share of it, how much of it shows here
in vec3 canopyTint;     // the macro tint the crowns take
flat in vec2 crownSun;  // the sun's mean light on broadleaf and conifer crowns
#endif
#if DETAIL > 0
in vec2 slope;          // |dh/dx|, |dh/dz|
in vec4 layerWeights;   // soil, sand, rock, snow; grass is one minus their sum
in float groundLod;     // log2 of the metres of ground a pixel spans
#endif
#if DETAIL > 1
in vec3 worldNormal;    // (-dh/dx, 1, -dh/dz)
in vec3 groundBare;     // the mean colour of the layers under the snow, tinted by the macro variation
in vec3 groundSnow;     // the snow's
#ifndef PIXEL_LIGHT
in vec3 vertexLight;
in vec4 haze;           // haze and sea floor: seen colour = lit * a + rgb
#endif
in vec3 detailTint;     // the macro tint times how much texture detail shows
in float near;          // how much close-up detail shows
#endif

#if DETAIL > 0
uniform sampler2DArray m_LayerDetail;
uniform sampler2DArray m_Normals;
uniform float m_GrassRepeats;
uniform vec4 m_LayerRepeats;
uniform float m_GrassTexelsLog2;
uniform vec4 m_LayerTexelsLog2;
#endif
#if DETAIL > 1 && defined(PIXEL_LIGHT)
uniform vec2 m_OriginOffset;
uniform vec3 g_CameraPosition;
// The screen derivatives of the texture-space position, taken before any branch: the position is
// continuous where layer and projection switch, so the filtering shows no seam there.
vec3 mappedDx, mappedDy;
#endif

out vec4 outColor;

#if DETAIL > 0
// Texture repeats per metre.
float repeatsOf(Layer l) {
    return l.g * m_GrassRepeats + dot(l.w, m_LayerRepeats);
}

// log2 of texels per metre.
float texelsLog2Of(Layer l) {
    return l.g * m_GrassTexelsLog2 + dot(l.w, m_LayerTexelsLog2);
}

float indexOf(Layer l) {
    return dot(l.w, vec4(1.0, 2.0, 3.0, 4.0));
}

// DETAIL_SIZE and LAST_LEVEL, the detail textures' size and last mip level, are defines that
// GroundTextures sets from the quality tier's texture size.

// The same where the ground is minified (as it always is beyond BumpEnd): the nearest texel of
// the nearest level, as the sampler's NearestNearestMipMap picks it, read directly; a texture
// read would work out its own level and filter per pixel.
vec4 nearestDetailAt(vec3 at, float lod) {
    int level = min(int(max(ceil(lod - 0.5), 0.0)), LAST_LEVEL);
    int size = DETAIL_SIZE >> level;
    ivec2 texel = ivec2(floor(at.xy * float(size))) & (size - 1);
    vec4 t = texelFetch(m_LayerDetail, ivec3(texel, int(at.z)), level);
    return vec4(t.rgb - 0.5, t.a);
}

// The projection (one-hot: along x, from above, along z) for ground with these slopes: from above
// up to 45 degrees along x and along z, steeper from the side it faces most, so cliffs never
// stretch a texture.
vec3 axisOf(vec2 slope) {
    float top = step(max(slope.x, slope.y), 1.0);
    float alongX = (1.0 - top) * step(slope.y, slope.x);
    return vec3(alongX, top, 1.0 - top - alongX);
}

// Texture coordinates (metres) of a projection: (z, y) along x, (x, z) from above, (x, y) along z.
vec2 projected(vec3 mapped, vec3 axis) {
    return vec2(mix(mapped.x, mapped.z, axis.x), mix(mapped.y, mapped.z, axis.y));
}

#if DETAIL > 1
#if defined(PIXEL_LIGHT) && defined(HEX_TILING)
// Hex tiling (Mikkelsen 2022), so that no texture repeat shows on far ground. Texture space (in
// repeats) is cut into the triangles of a lattice one repeat apart, skewed, corners at
// a (1, 0) + b (1/2, 1), so that it repeats where texture space does (ORIGIN_PERIOD metres,
// `period` repeats) and the floating origin moving never moves it; every corner has seeded numbers
// that shift and turn the texture around it. The texture is read at the three corners of the
// pixel's triangle and the reads blended by how near the pixel lies to each corner, the weights
// raised to HEX_SHARPNESS so that most of the ground shows one read whole; normal maps are turned
// back by their corner's turn, so the relief lies as the texture does. The high tier only: on a CPU
// rasteriser three reads and the lattice cost too much (docs/ARCHITECTURE.md).
const float HEX_SHARPNESS = 4.0;
// A corner's weight less this, renormalised: the blend stays continuous, and a corner that would
// add under this share is not read (about 1.6 reads a texel instead of 3, where a GPU's block of
// pixels agrees).
const float HEX_SKIP = 0.05;
const float TAU = 6.28318531;

// The triangle of the lattice that `uv` lies in: its first corner's cell, and whether it is the
// upper one of the cell (corners (1, 1), (1, 0), (0, 1) from the cell) or the lower ((0, 0),
// (1, 0), (0, 1)); and the pixel's weights for the three corners, which sum to 1.
struct LatticeTriangle {
    ivec2 cell;
    bool upper;
    vec3 w;
};

LatticeTriangle triangleOf(vec2 uv) {
    vec2 skewed = vec2(uv.x - 0.5 * uv.y, uv.y);
    vec2 cell = floor(skewed), f = skewed - cell;
    bool upper = f.x + f.y >= 1.0;
    vec3 w = upper ? vec3(f.x + f.y - 1.0, 1.0 - f.y, 1.0 - f.x) : vec3(1.0 - f.x - f.y, f.x, f.y);
    return LatticeTriangle(ivec2(cell), upper, w);
}

// Three numbers in [0, 1) for lattice corner `corner`, taken modulo the period: (a mod period / 2,
// b mod period) repeats with texture space.
vec3 cornerNumbers(ivec2 corner, int period) {
    ivec2 wrap = ivec2(period / 2, period);
    ivec2 c = ((corner % wrap) + wrap) % wrap;
    return vec3(latticeValue(c), latticeValue(c + ivec2(0, period)), latticeValue(c + ivec2(period, 0)));
}

// One corner's read: the texture shifted and turned as the corner's numbers say.
vec4 cornerTexel(sampler2DArray tex, vec2 uv, vec2 dx, vec2 dy, float index, ivec2 corner, int period,
        bool normalMap) {
    vec3 n = cornerNumbers(corner, period);
    float c = cos(TAU * n.z), s = sin(TAU * n.z);
    mat2 turn = mat2(c, s, -s, c);
    vec4 t = textureGrad(tex, vec3(turn * uv + n.xy, index), turn * dx, turn * dy);
    if (normalMap) {
        t.xy = 0.5 + 0.5 * (transpose(turn) * (t.xy * 2.0 - 1.0));
    }
    return t;
}

// The hex-tiled texel at `uv` (repeats), its screen derivatives `dx`, `dy`. Every channel varies
// around one half (detail, relief rank, normal), and the blend's variation around it is divided by
// the weights' length, so it keeps the texture's contrast where the reads blend: it dipped along
// the seams, every repeat, and drew the lattice as a faint pattern of its own.
vec4 hexTexel(sampler2DArray tex, vec2 uv, vec2 dx, vec2 dy, float index, int period, bool normalMap) {
    LatticeTriangle t = triangleOf(uv);
    vec3 w = pow(t.w, vec3(HEX_SHARPNESS));
    w = max(w / (w.x + w.y + w.z) - HEX_SKIP, 0.0);
    w /= w.x + w.y + w.z;
    // reads in branches take explicit gradients, so they need no derivatives there
    vec4 blend = vec4(0.0);
    if (w.x > 0.0) {
        blend += w.x * cornerTexel(tex, uv, dx, dy, index, t.upper ? t.cell + ivec2(1, 1) : t.cell, period, normalMap);
    }
    if (w.y > 0.0) {
        blend += w.y * cornerTexel(tex, uv, dx, dy, index, t.cell + ivec2(1, 0), period, normalMap);
    }
    if (w.z > 0.0) {
        blend += w.z * cornerTexel(tex, uv, dx, dy, index, t.cell + ivec2(0, 1), period, normalMap);
    }
    return 0.5 + (blend - 0.5) * inversesqrt(dot(w, w));
}
#endif

// A layer's texel in a texture array along a projection: at mip level `lod`, or with
// PIXEL_LIGHT filtered from the derivatives of its coordinates, hex-tiled with HEX_TILING.
vec4 layerTexel(sampler2DArray tex, vec3 axis, Layer l, float lod, bool normalMap) {
    float r = repeatsOf(l);
#if defined(PIXEL_LIGHT) && defined(HEX_TILING)
    return hexTexel(tex, projected(mapped, axis) * r, projected(mappedDx, axis) * r, projected(mappedDy, axis) * r,
            indexOf(l), periodOf(r), normalMap);
#elif defined(PIXEL_LIGHT)
    return textureGrad(tex, vec3(projected(mapped, axis) * r, indexOf(l)), projected(mappedDx, axis) * r,
            projected(mappedDy, axis) * r);
#else
    Shuffle s = shuffled(projected(mapped, axis) * r, periodOf(r));
    vec4 t = textureLod(tex, vec3(s.uv, indexOf(l)), lod);
    return normalMap ? unshuffledNormal(t, s) : t;
#endif
}

// A layer's detail: its albedo less its mean, in linear light (stored plus one half), and relief.
vec4 detailAt(vec3 axis, Layer l, float lod) {
    vec4 t = layerTexel(m_LayerDetail, axis, l, lod, false);
    return vec4(t.rgb - 0.5, t.a);
}
#endif
#endif

#ifdef PIXEL_LIGHT
// The ground's lit colour `lit` (before the haze adds its own) with the woods' canopy over it where
// it has one or a wood shades it; `groundDx`, `groundDy`: the ground's screen derivatives. Call it
// outside branches (it takes derivatives). The high tier's: the low tier's canopy is the crowns'
// mean colour in the vertices' (Terrain.vert).
vec3 withCanopy(vec3 lit, vec2 groundDx, vec2 groundDy) {
    vec2 across = abs(groundDx) + abs(groundDy);
    float footprint = max(across.x, across.y);
    float coverThere = coverTowardSun(canopy.x, groundDx, groundDy);
    if (max(canopy.x, coverThere) > 0.0 && canopy.z > 0.0) {
        lit = canopyOver(lit, canopy, coverThere, canopyTint, crownSun, mapped.xz, footprint);
    }
    return lit;
}
#endif

void main() {
#ifdef HOLES
    if (inHole(holeAt)) {
        discard;
    }
#endif
#if DETAIL == 0
    outColor = vec4(mix(seenBare, seenSnow, snowCover(snowWeight, mapped.xz)), 1.0);
#else
#if DETAIL > 1 && defined(PIXEL_LIGHT)
    mappedDx = dFdx(mapped);
    mappedDy = dFdy(mapped);
#endif
    float g = max(1.0 - dot(layerWeights, vec4(1.0)), 0.0);
    Layer layer = strongest(g, layerWeights);
    vec3 axis = axisOf(slope);
#if DETAIL == 1
    // The weights add up to one, so the runner-up weighs at most 1 - wa, and where wa is over
    // (1 + LAYER_EDGE) / 2 (most of the ground) the lead is wide enough without looking.
    float wa = weightOf(layer, g, layerWeights);
    if (wa < 0.5 + 0.5 * LAYER_EDGE) {
        Layer b = runnerUp(layer, g, layerWeights);
        if (showsRunnerUp(wa - weightOf(b, g, layerWeights), 1.0, projected(mapped, axis))) {
            layer = b;
        }
    }
    float r = repeatsOf(layer);
    vec3 at = vec3(shuffled(projected(mapped, axis) * r, periodOf(r)).uv, indexOf(layer));
    vec3 seen = mix(seenBare, seenSnow, snowCover(layerWeights.w, mapped.xz));
    outColor = vec4(seen + detailSeen * nearestDetailAt(at, groundLod + texelsLog2Of(layer)).rgb, 1.0);
#else
    float lod = groundLod + texelsLog2Of(layer);
    vec4 tex = detailAt(axis, layer, lod);
    // Close up, four things fade in (each gone by BumpEnd, where the patch may change variant):
    // the second strongest layer fills the low parts of the first one's relief in proportion to
    // its share, so borders follow the texture (pebbles, clumps) rather than a smooth fade; the
    // other projection is blended in near a switch of projection, so that is not a seam; normal
    // maps add the texture's relief; and the light is worked out per pixel.
    // Farther out, as the relief fades, the runner-up's detail takes edgeShare's share near the
    // border instead: of the ground's cells as in the textured variant, or with PIXEL_LIGHT, where
    // a GPU has reads to spare, blended.
    Layer b = runnerUp(layer, g, layerWeights);
    float g3 = g - 2.0 * layer.g - 2.0 * b.g;
    vec4 w3 = layerWeights - 2.0 * layer.w - 2.0 * b.w;
    float third = max(max(g3, w3.x), max(max(w3.y, w3.z), w3.w));
    float wa = weightOf(layer, g, layerWeights), wb = weightOf(b, g, layerWeights);
    float share = (wb - third) / max(wa + wb - 2.0 * third, 1e-6);
    Layer rival = b;
    if (share * near > tex.a) {
        rival = layer;
        layer = b;
        lod = groundLod + texelsLog2Of(b);
        tex = detailAt(axis, layer, lod);
    }
#ifdef PIXEL_LIGHT
    float crossfade = (1.0 - near) * edgeShare(wa - wb);
    if (crossfade > 0.0) {
        tex.rgb = mix(tex.rgb, detailAt(axis, rival, groundLod + texelsLog2Of(rival)).rgb, crossfade);
    }
#else
    if (showsRunnerUp(wa - wb, 1.0 - near, projected(mapped, axis))) {
        layer = rival;
        lod = groundLod + texelsLog2Of(layer);
        tex = detailAt(axis, layer, lod);
    }
#endif

    // The projection across the nearer switch: between above and the side, or between the sides.
    float steepest = max(slope.x, slope.y);
    float fromTop = abs(steepest - 1.0);
    float fromSide = mix(abs(slope.x - slope.y) / steepest, 1.0, axis.y);
    vec3 towardSide = vec3(step(slope.y, slope.x), 0.0, step(slope.x, slope.y));
    vec3 other = fromTop < fromSide ? mix(vec3(0.0, 1.0, 0.0), towardSide, axis.y) : axis.zyx;
    float axisShare = near * 0.5 * (1.0 - smoothstep(0.0, 0.25, min(fromTop, fromSide)));
    // Texture reads within branches take explicit levels or gradients, so they need no derivatives
    // there, and a CPU rasteriser skips a branch that no pixel of a block takes.
    if (axisShare > 0.0) {
        tex = mix(tex, detailAt(other, layer, lod), axisShare);
    }

    vec3 n = normalize(worldNormal);
    vec3 tangentBump = vec3(0.0);
    if (near > 0.0) {
        vec2 t = (layerTexel(m_Normals, axis, layer, lod, true).xy * 2.0 - 1.0) * 0.8 * near;
        tangentBump = axis.y * vec3(t.x, 0.0, -t.y) + axis.x * vec3(0.0, t.y, t.x * sign(n.x))
                + axis.z * vec3(t.x * sign(n.z), t.y, 0.0);
    }
#ifdef PIXEL_LIGHT
    vec3 world = mapped - vec3(m_OriginOffset.x, 0.0, m_OriginOffset.y);
    vec4 cover = groundCover(world.y, world - g_CameraPosition, g_CameraPosition.y);
    vec3 light = groundLight(normalize(n + tangentBump));
#else
    vec4 cover = haze;
    vec3 light = vertexLight;
    if (near > 0.0) {
        light = mix(vertexLight, groundLight(normalize(n + tangentBump)), near);
    }
#endif
    // The texture's detail goes around the weighed mean colour, so the blend keeps that mean.
    vec3 albedo = mix(groundBare, groundSnow, snowCover(layerWeights.w, mapped.xz)) + detailTint * tex.rgb;
#ifdef PIXEL_LIGHT
    vec3 canopied = withCanopy(albedo * light, mappedDx.xz, mappedDy.xz);
#else
    vec3 canopied = albedo * light; // the low tier's canopy is in the vertices' mean colour
#endif
    outColor = vec4(canopied * cover.a + cover.rgb, 1.0);
#endif
#endif
}
