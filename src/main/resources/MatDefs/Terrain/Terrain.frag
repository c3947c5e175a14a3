#import "MatDefs/Common/Atmosphere.glsllib"

in vec3 worldPos;
in vec3 worldNormal;
in vec4 layerWeights;

uniform vec3 g_CameraPosition;
uniform sampler2DArray m_Albedo;
uniform sampler2DArray m_Normals;
uniform sampler2D m_Macro;
uniform float m_LayerMetres[5];
uniform float m_MacroMetres;
uniform vec2 m_OriginOffset;
uniform float m_SeaLevel;

out vec4 outColor;

// Beyond this the normal maps' detail is below a pixel: skip them (and their cost).
const float DETAIL_END = 350.0;
// Ground at least this flat is mapped from above only; steeper ground blends in side projections.
const float FLAT = 0.8;
const float STEEP = 0.6;

// Texture coordinates in metres: scene x/z plus the origin modulo a period every repeat divides.
vec3 mapped;

// A layer's albedo (rgb, relief in a) and normal perturbation, mapped from above or, on steep
// ground, from the three axes (triplanar) weighted by the normal.
void sampleLayer(int layer, vec3 n, vec3 axes, bool detail, out vec4 albedo, out vec3 bump) {
    float inv = 1.0 / m_LayerMetres[layer];
    albedo = vec4(0.0);
    bump = vec3(0.0);
    if (axes.y > 0.0) {
        vec3 uv = vec3(mapped.xz * inv, float(layer));
        albedo += axes.y * texture(m_Albedo, uv);
        if (detail) {
            vec2 t = texture(m_Normals, uv).xy * 2.0 - 1.0;
            bump += axes.y * vec3(t.x, 0.0, -t.y);
        }
    }
    if (axes.x > 0.0) {
        vec3 uv = vec3(mapped.zy * inv, float(layer));
        albedo += axes.x * texture(m_Albedo, uv);
        if (detail) {
            vec2 t = texture(m_Normals, uv).xy * 2.0 - 1.0;
            bump += axes.x * vec3(0.0, t.y, t.x * sign(n.x));
        }
    }
    if (axes.z > 0.0) {
        vec3 uv = vec3(mapped.xy * inv, float(layer));
        albedo += axes.z * texture(m_Albedo, uv);
        if (detail) {
            vec2 t = texture(m_Normals, uv).xy * 2.0 - 1.0;
            bump += axes.z * vec3(t.x * sign(n.z), t.y, 0.0);
        }
    }
}

void main() {
    vec3 n = normalize(worldNormal);
    vec3 toPoint = worldPos - g_CameraPosition;
    float dist = length(toPoint);
    mapped = vec3(worldPos.x + m_OriginOffset.x, worldPos.y, worldPos.z + m_OriginOffset.y);

    // The five weights (grass = 1 - the rest); draw the two strongest. Subtracting the third
    // strongest keeps the blend continuous where the ranking changes.
    float w[5] = float[5](max(1.0 - dot(layerWeights, vec4(1.0)), 0.0),
                          layerWeights.x, layerWeights.y, layerWeights.z, layerWeights.w);
    int a = 0;
    for (int i = 1; i < 5; i++) { if (w[i] > w[a]) a = i; }
    int b = a == 0 ? 1 : 0;
    for (int i = 0; i < 5; i++) { if (i != a && w[i] > w[b]) b = i; }
    float third = 0.0;
    for (int i = 0; i < 5; i++) { if (i != a && i != b) third = max(third, w[i]); }
    float wa = w[a] - third, wb = w[b] - third;

    // Projection weights: flat ground from above only, steep ground from the sides too.
    vec3 axes = vec3(0.0, 1.0, 0.0);
    if (n.y < FLAT) {
        vec3 side = pow(abs(n), vec3(4.0));
        side.y *= smoothstep(STEEP, FLAT, n.y);
        axes = side / (side.x + side.y + side.z);
        axes = max(axes - 0.03, 0.0);
        axes /= axes.x + axes.y + axes.z;
    }
    bool detail = dist < DETAIL_END;

    vec4 albedoA, albedoB = vec4(0.0);
    vec3 bumpA, bumpB = vec3(0.0);
    sampleLayer(a, n, axes, detail, albedoA, bumpA);
    float t = 0.0;
    if (wb > 0.0) {
        sampleLayer(b, n, axes, detail, albedoB, bumpB);
        // Height blend: the layer whose relief stands higher shows through first.
        float ba = wa * (0.2 + albedoA.a), bb = wb * (0.2 + albedoB.a);
        t = smoothstep(0.2, 0.8, bb / max(ba + bb, 1e-5));
    }
    vec3 albedo = mix(albedoA.rgb, albedoB.rgb, t);
    vec3 bump = mix(bumpA, bumpB, t);

    // Macro variation: broad and finer brightness and hue drifts hide the repeats from altitude.
    vec2 macro = texture(m_Macro, mapped.xz / m_MacroMetres).rg;
    albedo *= (0.82 + 0.36 * macro.r) * mix(vec3(0.94, 1.0, 1.05), vec3(1.06, 1.0, 0.93), macro.g);

    if (detail) {
        n = normalize(n + 0.7 * (1.0 - smoothstep(0.6 * DETAIL_END, DETAIL_END, dist)) * bump);
    }

    // Under the sea the ground darkens and turns to the water's colour with depth.
    float depth = max(m_SeaLevel - worldPos.y, 0.0);
    albedo = mix(albedo, vec3(0.05, 0.16, 0.18), 1.0 - exp(-depth * 0.25));

    float sun = max(dot(n, -m_SunDirection), 0.0);
    vec3 ambient = mix(m_SkyHorizon.rgb * 0.45, m_SkyZenith.rgb * 0.75, 0.5 + 0.5 * n.y);
    vec3 lit = albedo * (m_SunColor.rgb * sun + ambient);
    outColor = vec4(applyFog(lit, toPoint), 1.0);
}
