// Morphs each vertex between its parent-level height and its own (the same blend the Java
// MeshHeights.heightAt uses), with its gradient and ground layer weights, lays brush strokes the
// tiles do not carry yet over both (EditPreview), and builds the world normal from the gradient. The ground's mean colour is worked out here, per vertex, with
// the macro variation (MacroVariation), and so are the woods' canopy cover the tile carries, the light, the haze, the sea
// floor's colour under water and the detail fades: they change over metres to kilometres, far
// more slowly than a triangle, so per vertex is exact enough and saves the pixels their work.
// Far patches (DETAIL 0) need no more than the lit, hazed colour; close up (DETAIL 2) the light
// is worked out again per pixel, with the normal maps; with PIXEL_LIGHT (Quality.HIGH) the close-up
// variant works out light and haze per pixel alone.
#import "MatDefs/Common/Atmosphere.glsllib"
#import "MatDefs/Common/EdgeMorph.glsllib"
#import "MatDefs/Terrain/Ground.glsllib"
#import "MatDefs/Terrain/EditPreview.glsllib"
#import "MatDefs/Terrain/CrownLight.glsllib"

#ifdef HOLES
out vec2 holeAt;          // the scene x, z, for the holes a game cut (Holes.glsllib)
#endif

#ifndef DETAIL
#define DETAIL 0
#endif

// The vertex layout (MorphVertexLayout): the position holds the tile's own height.
in vec3 inPosition;
in vec4 inTexCoord2;   // own dh/dx, own dh/dz, parent dh/dx, parent dh/dz
in float inTexCoord3;  // parent height
in vec4 inTexCoord4;   // own layer weights: soil, sand, rock, snow
in vec4 inTexCoord5;   // the parent's layer weights
in vec4 inTexCoord6;   // macro variation (broad, finer), own and the parent's
in vec4 inTexCoord7;   // the trees' canopy cover (broadleaf, conifer), own and the parent's

uniform mat4 g_WorldViewProjectionMatrix;
uniform mat4 g_WorldMatrix;
uniform mat4 g_ProjectionMatrix;
uniform vec2 g_Resolution;
uniform vec3 g_CameraPosition;
uniform vec2 m_OriginOffset;
uniform float m_Morph;
uniform vec3 m_LayerMeanColor[5];
uniform vec2 m_CanopyFade;
#ifndef PIXEL_LIGHT
uniform vec3 m_CanopyColor[2];
#endif
#if DETAIL > 0
uniform float m_TextureEnd;
uniform float m_BumpEnd;
#endif

// The ground's mean colour is split in two, the snow's and that of the layers under it, so that
// the pixels can lay snow over the rest as cover (snowCover) instead of blending the two.
#if DETAIL < 2
out vec3 seenBare;      // the mean colour of the layers under the snow, lit and hazed
out vec3 seenSnow;      // the snow's, lit and hazed: what a pixel shows without detail
#endif
#if DETAIL == 0
out float snowWeight;
#endif
#if DETAIL == 1
out vec3 detailSeen;    // how a texture's detail (less its mean) shows: tinted, lit and hazed
#endif
out vec3 mapped;        // texture space: the world position plus the floating origin's offset
#ifdef PIXEL_LIGHT
out vec3 canopy;        // the trees' canopy: cover (0 to 1), the conifers' share of it, how much of it shows here
out vec3 canopyTint;    // the macro tint the crowns take
flat out vec2 crownSun; // the sun's mean light on broadleaf and conifer crowns, the same everywhere
#endif
#if DETAIL > 0
out vec2 slope;         // |dh/dx|, |dh/dz|, which pick the projection
out vec4 layerWeights;
out float groundLod;    // log2 of the metres of ground a pixel spans here (see below)
#endif
#if DETAIL > 1
out vec3 worldNormal;
out vec3 groundBare;    // the mean colour of the layers under the snow, weighed and tinted
out vec3 groundSnow;    // the snow's, tinted
#ifndef PIXEL_LIGHT
out vec3 vertexLight;   // the light here, which the pixels' own light replaces close up
out vec4 haze;          // what haze and sea floor add (rgb) and how much of the ground they leave (a)
#endif
out vec3 detailTint;    // the macro tint, times how much texture detail shows here
out float near;         // how much of the close-up detail shows here
#endif

void main() {
    // The tile's morph, eased to the parent level's surface along edges it shares with coarser tiles.
    float morph = m_Morph * edgeKeep(inPosition.xz);
    float h = mix(inTexCoord3, inPosition.y, morph);
    vec2 grad = mix(inTexCoord2.zw, inTexCoord2.xy, morph);
    previewEdits((g_WorldMatrix * vec4(inPosition.x, 0.0, inPosition.z, 1.0)).xz, h, grad);
    vec4 local = vec4(inPosition.x, h, inPosition.z, 1.0);
    vec3 world = (g_WorldMatrix * local).xyz;
#ifdef HOLES
    holeAt = world.xz;
#endif
    vec3 toPoint = world - g_CameraPosition;
    float dist = length(toPoint);
    // Tiles are only translated and scaled in x/z, and the gradients are already in metres per
    // metre, so the world normal needs no matrix.
    vec3 normal = vec3(-grad.x, 1.0, -grad.y);
    vec3 unitNormal = normalize(normal);
    vec3 light = groundLight(unitNormal);
    vec4 weights = mix(inTexCoord5, inTexCoord4, morph);

    // Macro variation: broad and finer brightness and hue drifts hide the repeats from altitude.
    vec2 macro = mix(inTexCoord6.zw, inTexCoord6.xy, morph);
    vec3 tint = (0.84 + 0.32 * macro.x) * mix(vec3(0.95, 1.0, 1.04), vec3(1.05, 1.0, 0.94), macro.y);
    float grass = max(1.0 - dot(weights, vec4(1.0)), 0.0);
    // Weighed by their shares of what the snow leaves, plus a little rock, which is what a vertex
    // under deep snow shows: pixels between it and bare ground interpolate toward rock there, not
    // toward black (a dark rim round every snowfield).
    const float UNDER_SNOW = 0.02;
    vec3 bareColor = tint * (grass * m_LayerMeanColor[0] + weights.x * m_LayerMeanColor[1]
            + weights.y * m_LayerMeanColor[2] + (weights.z + UNDER_SNOW) * m_LayerMeanColor[3])
            / (1.0 - weights.w + UNDER_SNOW);
    vec3 snowColor = tint * m_LayerMeanColor[4];
    // Woods: where single trees shrink out of sight, the pixels draw their crowns over the ground
    // they cover (Canopy.glsllib), so woods and clearings still read from high up. Near by the
    // trees themselves stand there.
    vec2 crowns = mix(inTexCoord7.zw, inTexCoord7.xy, morph);
    float trees = crowns.x + crowns.y;
    float canopyShown = smoothstep(m_CanopyFade.x, m_CanopyFade.y, dist);
#ifdef PIXEL_LIGHT
    canopy = vec3(min(trees, 1.0), crowns.y / max(trees, 1e-6), canopyShown);
    crownSun = crownMeanLight();
    canopyTint = tint;
#else
    // The low tier colours the ground the crowns cover with their mean colour, per vertex: on a CPU
    // rasteriser the pixels' canopy cost a tenth of the frame (ARCHITECTURE, reads per pixel).
    if (trees > 0.0) {
        vec3 crownColor = tint * (crowns.x * m_CanopyColor[0] + crowns.y * m_CanopyColor[1]) / trees;
        bareColor = mix(bareColor, crownColor, min(trees, 1.0) * canopyShown);
        snowColor = mix(snowColor, crownColor, min(trees, 1.0) * canopyShown);
    }
#endif

#if DETAIL < 2 || !defined(PIXEL_LIGHT)
    vec4 cover = groundCover(world.y, toPoint, g_CameraPosition.y);
#endif
#if DETAIL < 2
    seenBare = bareColor * light * cover.a + cover.rgb;
    seenSnow = snowColor * light * cover.a + cover.rgb;
#endif
#if DETAIL == 0
    snowWeight = weights.w;
#endif
    mapped = world + vec3(m_OriginOffset.x, 0.0, m_OriginOffset.y);
#if DETAIL > 0
    // Texture detail fades to the mean colours over the second half of its range: there a repeat
    // covers a few pixels and its detail would read as a pattern. Close-up detail does the same.
    vec3 tintShown = tint * (1.0 - smoothstep(0.5 * m_TextureEnd, m_TextureEnd, dist));
    slope = abs(grad);
    layerWeights = weights;
    // The ground a pixel spans, along the view where that is longest; with a layer's texels per
    // metre it gives the mip level a texture read needs, as the derivatives of its coordinates
    // would, but without working them out per pixel.
    float pixelAngle = 2.0 / (g_ProjectionMatrix[1][1] * g_Resolution.y);
    float facing = max(abs(dot(toPoint / dist, unitNormal)), 0.1);
    groundLod = log2(dist * pixelAngle / facing);
#endif
#if DETAIL == 1
    detailSeen = tintShown * light * cover.a;
#endif
#if DETAIL > 1
    worldNormal = normal;
    groundBare = bareColor;
    groundSnow = snowColor;
#ifndef PIXEL_LIGHT
    vertexLight = light;
    haze = cover;
#endif
    detailTint = tintShown;
    near = 1.0 - smoothstep(0.5 * m_BumpEnd, m_BumpEnd, dist);
#endif
    gl_Position = g_WorldViewProjectionMatrix * local;
}
