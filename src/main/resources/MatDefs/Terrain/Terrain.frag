#import "MatDefs/Common/Atmosphere.glsllib"

in vec3 worldPos;
in vec3 worldNormal;
in vec4 layerWeights;   // soil, sand, rock, snow; grass is one minus their sum
in vec2 macro;

uniform vec3 g_CameraPosition;
uniform sampler2DArray m_Albedo;
uniform sampler2DArray m_Normals;
uniform float m_LayerMetres[5];
uniform vec3 m_LayerMeanColor[5];
uniform vec2 m_OriginOffset;
uniform float m_SeaLevel;

out vec4 outColor;

// Texture detail fades to each layer's mean colour between these distances: beyond, a repeat of
// the texture covers a few pixels, where its detail would read as a pattern, and the mean is what
// its mipmaps average to anyway.
const float TEXTURE_FADE_START = 500.0;
const float TEXTURE_FADE_END = 1000.0;
// Normal maps fade out between these distances (their relief is below a pixel beyond).
const float BUMP_FADE_START = 120.0;
const float BUMP_FADE_END = 200.0;
// Ground at least this flat is mapped from above only; steeper ground blends in side projections.
const float FLAT = 0.8;
const float STEEP = 0.6;

// Everything here runs per pixel on a CPU rasteriser in the tests: plain selects, no arrays
// indexed by a computed value except two uniform lookups, and one texture fetch where it can.

// The index (0 grass .. 4 snow) of the largest of five weights.
int strongest(float g, vec4 w) {
    float m = max(max(g, w.x), max(w.y, max(w.z, w.w)));
    return g == m ? 0 : (w.x == m ? 1 : (w.y == m ? 2 : (w.z == m ? 3 : 4)));
}

// Removes one layer from the running (by setting its weight below every other).
void drop(int i, inout float g, inout vec4 w) {
    if (i == 0) g = -1.0; else w[i - 1] = -1.0;
}

float weightOf(int i, float g, vec4 w) {
    return i == 0 ? g : w[i - 1];
}

// Texture coordinates (metres) of a projection: 0 along x (the z-y plane), 1 from above, 2 along z.
vec2 projected(vec3 mapped, int axis) {
    return axis == 0 ? mapped.zy : (axis == 1 ? mapped.xz : mapped.xy);
}

void main() {
    vec3 n = normalize(worldNormal);
    vec3 toPoint = worldPos - g_CameraPosition;
    float dist = length(toPoint);

    float grass = max(1.0 - dot(layerWeights, vec4(1.0)), 0.0);
    vec3 mean = grass * m_LayerMeanColor[0] + layerWeights.x * m_LayerMeanColor[1]
            + layerWeights.y * m_LayerMeanColor[2] + layerWeights.z * m_LayerMeanColor[3]
            + layerWeights.w * m_LayerMeanColor[4];
    vec3 albedo = mean;
    float detail = 1.0 - smoothstep(TEXTURE_FADE_START, TEXTURE_FADE_END, dist);
    if (detail > 0.0) {
        // The strongest two layers; subtracting the third keeps the blend continuous where the
        // ranking changes.
        float g = grass;
        vec4 w = layerWeights;
        int a = strongest(g, w);
        float wa = weightOf(a, g, w);
        drop(a, g, w);
        int b = strongest(g, w);
        float wb = weightOf(b, g, w);
        drop(b, g, w);
        float third = max(max(g, w.x), max(w.y, max(w.z, w.w)));
        float share = (wb - third) / max(wa + wb - 2.0 * third, 1e-6);

        // Flat ground is mapped from above. On steep ground the projections are weighed by the
        // normal (triplanar); the strongest is drawn, and the second too where it is strong
        // enough to matter, so cliffs never stretch and flat ground pays for one fetch.
        vec3 mapped = vec3(worldPos.x + m_OriginOffset.x, worldPos.y, worldPos.z + m_OriginOffset.y);
        int axis = 1, axis2 = 1;
        float axisShare = 0.0;
        if (n.y < FLAT) {
            vec3 side = abs(n);
            side *= side;
            side *= side;
            side.y *= smoothstep(STEEP, FLAT, n.y);
            axis = side.x > side.y ? (side.x > side.z ? 0 : 2) : (side.y > side.z ? 1 : 2);
            vec3 rest = side;
            rest[axis] = -1.0;
            axis2 = rest.x > rest.y ? (rest.x > rest.z ? 0 : 2) : (rest.y > rest.z ? 1 : 2);
            float second = rest[axis2];
            axisShare = 0.5 * smoothstep(0.15, 0.5, second / (second + side[axis]));
        }

        // Layer a everywhere; layer b fills the low parts of a's relief, in proportion to its
        // share, so borders follow the texture (pebbles, clumps) instead of a smooth fade.
        int layer = a;
        vec3 at = vec3(projected(mapped, axis) / m_LayerMetres[a], float(a));
        vec4 tex = texture(m_Albedo, at);
        if (share > tex.a) {
            layer = b;
            at = vec3(projected(mapped, axis) / m_LayerMetres[b], float(b));
            tex = texture(m_Albedo, at);
        }
        if (axisShare > 0.0) {
            tex = mix(tex, texture(m_Albedo, vec3(projected(mapped, axis2) / m_LayerMetres[layer], float(layer))), axisShare);
        }
        // Keep the blend's mean colour: the texture adds its detail around its own mean.
        albedo = mean + detail * (tex.rgb - m_LayerMeanColor[layer]);

        float bump = 1.0 - smoothstep(BUMP_FADE_START, BUMP_FADE_END, dist);
        if (bump > 0.0) {
            vec2 t = (texture(m_Normals, at).xy * 2.0 - 1.0) * 0.8 * bump;
            vec3 tangentBump = axis == 1 ? vec3(t.x, 0.0, -t.y)
                    : (axis == 0 ? vec3(0.0, t.y, t.x * sign(n.x)) : vec3(t.x * sign(n.z), t.y, 0.0));
            n = normalize(n + tangentBump);
        }
    }

    // Macro variation: broad and finer brightness and hue drifts hide the repeats from altitude.
    albedo *= (0.84 + 0.32 * macro.r) * mix(vec3(0.95, 1.0, 1.04), vec3(1.05, 1.0, 0.94), macro.g);

    // Under the sea the ground darkens and turns to the water's colour with depth.
    float depth = max(m_SeaLevel - worldPos.y, 0.0);
    albedo = mix(albedo, vec3(0.01, 0.03, 0.035), 1.0 - exp(-depth * 0.25));

    float sun = max(dot(n, -m_SunDirection), 0.0);
    vec3 ambient = mix(m_SkyHorizon.rgb * 0.3, m_SkyZenith.rgb * 0.5, 0.5 + 0.5 * n.y);
    vec3 lit = albedo * (m_SunColor.rgb * sun + ambient);
    outColor = vec4(applyFog(lit, toPoint), 1.0);
}
