in vec3 worldPos;
in vec3 worldNormal;
in float height;

uniform vec3 g_CameraPosition;
uniform vec3 m_SunDirection;
uniform vec4 m_SunColor;
uniform vec4 m_SkyColor;
uniform vec4 m_FogColor;
uniform float m_FogDistance;
uniform float m_SeaLevel;
uniform float m_SnowLine;

out vec4 outColor;

const vec3 SAND = vec3(0.76, 0.70, 0.50);
const vec3 GRASS = vec3(0.30, 0.42, 0.18);
const vec3 DRY = vec3(0.48, 0.45, 0.30);
const vec3 ROCK = vec3(0.42, 0.39, 0.36);
const vec3 SNOW = vec3(0.93, 0.95, 0.98);
const vec3 SEABED = vec3(0.20, 0.32, 0.36);

void main() {
    vec3 n = normalize(worldNormal);
    float above = height - m_SeaLevel;
    vec3 albedo = mix(GRASS, DRY, smoothstep(0.0, m_SnowLine, above));
    albedo = mix(SAND, albedo, smoothstep(1.0, 4.0, above));
    albedo = mix(albedo, ROCK, smoothstep(0.55, 0.75, 1.0 - n.y));
    albedo = mix(albedo, SNOW, smoothstep(m_SnowLine, m_SnowLine + 60.0, height) * smoothstep(0.35, 0.2, 1.0 - n.y));
    albedo = mix(SEABED, albedo, smoothstep(-3.0, 0.0, above));

    float sun = max(dot(n, -m_SunDirection), 0.0);
    vec3 ambient = m_SkyColor.rgb * (0.35 + 0.25 * n.y);
    vec3 lit = albedo * (m_SunColor.rgb * sun + ambient);

    float d = distance(worldPos, g_CameraPosition) / m_FogDistance;
    float fog = 1.0 - exp(-3.0 * d * d);
    outColor = vec4(mix(lit, m_FogColor.rgb, fog), 1.0);
}
