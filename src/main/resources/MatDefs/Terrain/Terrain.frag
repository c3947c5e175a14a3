#import "MatDefs/Common/Atmosphere.glsllib"

// Three variants, picked per patch by its distance (TerrainTile.chooseDetail): 0 beyond
// TextureEnd, the layers' mean colours only, no texture read; 1 within it, the strongest layer's
// texture; 2 within BumpEnd, also relief blending with the second layer, blended side
// projections and normal maps. Each variant fades its extra detail out before its range ends, so
// a patch changing variant does not change a pixel.
//
// On a CPU rasteriser every instruction runs for every pixel of a block, both sides of an if
// included, and an array indexed by a per-pixel value costs a load per pixel: layers and
// projections are therefore picked as one-hot vectors, and looked up by dot products.
#ifndef DETAIL
#define DETAIL 0
#endif

in vec3 worldPos;
in vec3 worldNormal;
in vec3 groundColor;    // the layers' mean colours, weighed and tinted by the macro variation
#if DETAIL > 0
in vec4 layerWeights;   // soil, sand, rock, snow; grass is one minus their sum
in vec3 macroTint;
#endif

uniform vec3 g_CameraPosition;
uniform float m_SeaLevel;
#if DETAIL > 0
uniform sampler2DArray m_Albedo;
uniform sampler2DArray m_Normals;
uniform float m_LayerMetres[5];
uniform vec3 m_LayerMeanColor[5];
uniform vec2 m_OriginOffset;
uniform float m_TextureEnd;
uniform float m_BumpEnd;
#endif

out vec4 outColor;

// What the sea floor plane (SeaFloor) shows; the seabed turns to it over its depth.
const vec3 SEA_FLOOR = vec3(0.01, 0.04, 0.06);
const float SEA_FLOOR_DEPTH = 3.0;

#if DETAIL > 0
// Ground at least this flat is mapped from above only; steeper ground uses side projections.
const float FLAT = 0.8;
const float STEEP = 0.6;

// A layer, one-hot: grass in g, soil, sand, rock and snow in w.
struct Layer {
    float g;
    vec4 w;
};

// The strongest of five weights; ties go to the later layer.
Layer strongest(float g, vec4 w) {
    float m = max(max(g, w.x), max(max(w.y, w.z), w.w));
    vec4 top = step(vec4(m), w);
    top.z *= 1.0 - top.w;
    top.y *= 1.0 - max(top.z, top.w);
    top.x *= 1.0 - max(top.y, max(top.z, top.w));
    return Layer(step(m, g) * (1.0 - max(max(top.x, top.y), max(top.z, top.w))), top);
}

float weightOf(Layer l, float g, vec4 w) {
    return l.g * g + dot(l.w, w);
}

float metresOf(Layer l) {
    return l.g * m_LayerMetres[0] + dot(l.w, vec4(m_LayerMetres[1], m_LayerMetres[2], m_LayerMetres[3], m_LayerMetres[4]));
}

vec3 meanOf(Layer l) {
    return l.g * m_LayerMeanColor[0] + mat4x3(m_LayerMeanColor[1], m_LayerMeanColor[2], m_LayerMeanColor[3],
            m_LayerMeanColor[4]) * l.w;
}

float indexOf(Layer l) {
    return dot(l.w, vec4(1.0, 2.0, 3.0, 4.0));
}

// Albedos are stored as sRGB values in a linear texture: decoding after filtering (squaring, close
// to the sRGB curve) is far cheaper on a CPU rasteriser than decoding every texel it filters.
vec4 albedoAt(vec3 at) {
    vec4 t = texture(m_Albedo, at);
    return vec4(t.rgb * t.rgb, t.a);
}

// One-hot of the largest of three.
vec3 largest(vec3 v) {
    vec3 top = step(vec3(max(v.x, max(v.y, v.z))), v);
    top.y *= 1.0 - top.z;
    top.x *= 1.0 - max(top.y, top.z);
    return top;
}

// Texture coordinates (metres) of a projection (one-hot): along x (the z-y plane), from above, along z.
vec2 projected(vec3 mapped, vec3 axis) {
    return axis.x * mapped.zy + axis.y * mapped.xz + axis.z * mapped.xy;
}
#endif

void main() {
    vec3 n = normalize(worldNormal);
    vec3 toPoint = worldPos - g_CameraPosition;
#if DETAIL > 0
    float dist = length(toPoint);
    // Texture detail fades to the mean colours over the second half of its range: there a repeat
    // covers a few pixels and its detail would read as a pattern.
    float detail = 1.0 - smoothstep(0.5 * m_TextureEnd, m_TextureEnd, dist);

    float g = max(1.0 - dot(layerWeights, vec4(1.0)), 0.0);
    Layer layer = strongest(g, layerWeights);

    // Flat ground is mapped from above, steep ground from the side its normal faces most, so
    // cliffs never stretch a texture.
    vec3 mapped = vec3(worldPos.x + m_OriginOffset.x, worldPos.y, worldPos.z + m_OriginOffset.y);
    vec3 side = abs(n);
    side *= side;
    side *= side;
    side.y *= smoothstep(STEEP, FLAT, n.y);
    vec3 axis = largest(side);
    vec3 at = vec3(projected(mapped, axis) / metresOf(layer), indexOf(layer));
    vec4 tex = albedoAt(at);
#if DETAIL > 1
    // Close up, three things fade in (each gone by BumpEnd, where the patch may change variant):
    // the second strongest layer fills the low parts of the first one's relief in proportion to
    // its share, so borders follow the texture (pebbles, clumps) rather than a smooth fade; the
    // second projection is blended in where it is strong, so the change of projection on a
    // rounded cliff is not a seam; and normal maps add the texture's relief.
    float near = 1.0 - smoothstep(0.5 * m_BumpEnd, m_BumpEnd, dist);
    vec4 w2 = layerWeights - 2.0 * layer.w;
    float g2 = g - 2.0 * layer.g;
    Layer b = strongest(g2, w2);
    float g3 = g2 - 2.0 * b.g;
    vec4 w3 = w2 - 2.0 * b.w;
    float third = max(max(g3, w3.x), max(max(w3.y, w3.z), w3.w));
    float wa = weightOf(layer, g, layerWeights), wb = weightOf(b, g, layerWeights);
    float share = (wb - third) / max(wa + wb - 2.0 * third, 1e-6);
    if (share * near > tex.a) {
        layer = b;
        at = vec3(projected(mapped, axis) / metresOf(b), indexOf(b));
        tex = albedoAt(at);
    }

    vec3 rest = side * (1.0 - axis) - axis;
    vec3 axis2 = largest(rest);
    float second = dot(rest, axis2), first = dot(side, axis);
    float axisShare = near * 0.5 * smoothstep(0.15, 0.5, second / (second + first));
    tex = mix(tex, albedoAt(vec3(projected(mapped, axis2) / metresOf(layer), at.z)), axisShare);

    vec2 t = (texture(m_Normals, at).xy * 2.0 - 1.0) * 0.8 * near;
    vec3 tangentBump = axis.y * vec3(t.x, 0.0, -t.y) + axis.x * vec3(0.0, t.y, t.x * sign(n.x))
            + axis.z * vec3(t.x * sign(n.z), t.y, 0.0);
    n = normalize(n + tangentBump);
#endif
    // The texture adds its detail around its own mean, so the blend keeps the weighed mean colour.
    vec3 albedo = groundColor + macroTint * (detail * (tex.rgb - meanOf(layer)));
#else
    vec3 albedo = groundColor;
#endif

    float sun = max(dot(n, -m_SunDirection), 0.0);
    vec3 ambient = mix(m_SkyHorizon.rgb * 0.3, m_SkyZenith.rgb * 0.5, 0.5 + 0.5 * n.y);
    vec3 lit = albedo * (m_SunColor.rgb * sun + ambient);
    // Under the sea the ground turns to the sea floor's colour with depth.
    lit = mix(lit, SEA_FLOOR, smoothstep(0.0, SEA_FLOOR_DEPTH, m_SeaLevel - worldPos.y));
    outColor = vec4(applyFog(lit, toPoint), 1.0);
}
