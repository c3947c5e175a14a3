#import "MatDefs/Common/Atmosphere.glsllib"

in vec3 worldPos;
in vec3 worldNormal;
in vec4 layerWeights;
in vec2 macro;

uniform vec3 g_CameraPosition;
uniform sampler2DArray m_Albedo;
uniform sampler2DArray m_Normals;
uniform float m_LayerMetres[5];
uniform vec3 m_LayerMeanColor[5];
uniform vec2 m_OriginOffset;
uniform float m_SeaLevel;

out vec4 outColor;

// Texture detail fades to each layer's mean colour between these distances: beyond, a texel
// covers more than the texture's whole repeat, so the mean is what the texture would show anyway.
const float TEXTURE_FADE_START = 1200.0;
const float TEXTURE_FADE_END = 2400.0;
// Normal maps fade out between these distances (their relief is below a pixel beyond).
const float BUMP_FADE_START = 120.0;
const float BUMP_FADE_END = 200.0;
// Ground at least this flat is mapped from above only; steeper ground blends in side projections.
const float FLAT = 0.8;
const float STEEP = 0.6;

// Texture coordinates (metres) of a projection: 0 along x (the z-y plane), 1 from above, 2 along z.
vec2 projected(vec3 mapped, int axis) {
    return axis == 0 ? mapped.zy : (axis == 1 ? mapped.xz : mapped.xy);
}

void main() {
    vec3 n = normalize(worldNormal);
    vec3 toPoint = worldPos - g_CameraPosition;
    float dist = length(toPoint);

    // The five weights (grass = 1 - the rest) and the strongest two. Subtracting the third
    // strongest keeps the blend continuous where the ranking changes.
    float w[5] = float[5](max(1.0 - dot(layerWeights, vec4(1.0)), 0.0),
                          layerWeights.x, layerWeights.y, layerWeights.z, layerWeights.w);
    vec3 mean = vec3(0.0);
    int a = 0;
    for (int i = 0; i < 5; i++) {
        mean += w[i] * m_LayerMeanColor[i];
        if (w[i] > w[a]) a = i;
    }
    vec3 albedo = mean;
    float detail = 1.0 - smoothstep(TEXTURE_FADE_START, TEXTURE_FADE_END, dist);
    if (detail > 0.0) {
        int b = a == 0 ? 1 : 0;
        for (int i = 0; i < 5; i++) { if (i != a && w[i] > w[b]) b = i; }
        float third = 0.0;
        for (int i = 0; i < 5; i++) { if (i != a && i != b) third = max(third, w[i]); }
        float wa = w[a] - third, wb = w[b] - third;
        float share = wb / max(wa + wb, 1e-6);

        // Flat ground is mapped from above. On steep ground the projections are weighed by the
        // normal (triplanar); the strongest is drawn, and the second too where it is strong
        // enough to matter, so cliffs never stretch and flat ground pays for one fetch.
        vec3 mapped = vec3(worldPos.x + m_OriginOffset.x, worldPos.y, worldPos.z + m_OriginOffset.y);
        int axis = 1, axis2 = 1;
        float axisShare = 0.0;
        if (n.y < FLAT) {
            vec3 side = pow(abs(n), vec3(4.0));
            side.y *= smoothstep(STEEP, FLAT, n.y);
            side /= side.x + side.y + side.z;
            axis = side.x > side.y ? (side.x > side.z ? 0 : 2) : (side.y > side.z ? 1 : 2);
            float p0 = axis == 0 ? -1.0 : side.x, p1 = axis == 1 ? -1.0 : side.y, p2 = axis == 2 ? -1.0 : side.z;
            axis2 = p0 > p1 ? (p0 > p2 ? 0 : 2) : (p1 > p2 ? 1 : 2);
            float second = max(p0, max(p1, p2));
            axisShare = smoothstep(0.15, 0.5, second / (second + side[axis])) * 0.5;
        }

        // Layer a everywhere; layer b fills the low parts of a's relief, in proportion to its
        // share, so borders follow the texture (pebbles, clumps) instead of a smooth fade.
        vec3 at = vec3(projected(mapped, axis) / m_LayerMetres[a], float(a));
        vec4 texA = texture(m_Albedo, at);
        int layer = a;
        vec4 tex = texA;
        if (share > texA.a) {
            layer = b;
            at = vec3(projected(mapped, axis) / m_LayerMetres[b], float(b));
            tex = texture(m_Albedo, at);
        }
        if (axisShare > 0.0) {
            vec3 at2 = vec3(projected(mapped, axis2) / m_LayerMetres[layer], float(layer));
            tex = mix(tex, texture(m_Albedo, at2), axisShare);
        }
        // Keep the blend's mean colour: the texture adds its detail around its own mean.
        albedo = mix(mean, mean + tex.rgb - m_LayerMeanColor[layer], detail);

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
    albedo = mix(albedo, vec3(0.05, 0.16, 0.18), 1.0 - exp(-depth * 0.25));

    float sun = max(dot(n, -m_SunDirection), 0.0);
    vec3 ambient = mix(m_SkyHorizon.rgb * 0.3, m_SkyZenith.rgb * 0.5, 0.5 + 0.5 * n.y);
    vec3 lit = albedo * (m_SunColor.rgb * sun + ambient);
    outColor = vec4(applyFog(lit, toPoint), 1.0);
}
