#import "MatDefs/Common/Atmosphere.glsllib"

uniform sampler2D m_NormalMap;
uniform float m_Period;
uniform vec2 m_OriginOffset;
uniform vec3 g_CameraPosition;
uniform float g_Time;

in vec3 worldPos;

out vec4 outColor;

const vec3 DEEP = vec3(0.01, 0.05, 0.08);
// Ripple slope per unit of normal-map slope.
const float RIPPLE = 0.3;
// Opacity looking straight down; grazing views are opaque (all reflection).
const float MIN_ALPHA = 0.75;

void main() {
    // Texture coordinates are integer multiples of (scene position + origin mod Period) / Period,
    // so they do not jump when the floating origin moves. The second layer is smaller and turned
    // by about 28 degrees (an integer matrix keeps it continuous) to break up the tiling.
    vec2 p = (worldPos.xz + m_OriginOffset) / m_Period;
    vec2 uvA = p * 16.0 + g_Time * vec2(0.012, 0.005);
    vec2 uvB = mat2(40.0, -21.0, 21.0, 40.0) * p + g_Time * vec2(-0.02, 0.03);
    vec2 slope = (texture(m_NormalMap, uvA).xy + texture(m_NormalMap, uvB).xy - 1.0) * 2.0 * RIPPLE;
    vec3 n = normalize(vec3(slope.x, 1.0, slope.y));

    vec3 toPoint = worldPos - g_CameraPosition;
    vec3 view = normalize(toPoint);
    vec3 r = reflect(view, n);
    float c = 1.0 - abs(dot(view, n));
    float c2 = c * c;
    float fresnel = 0.02 + 0.98 * c2 * c2 * c;

    vec3 color = mix(DEEP, skyColor(r), fresnel);
    // Sun glint: a sharp reflection of the disc on the ripples and a faint wide sheen around it.
    float toSun = max(dot(r, -m_SunDirection), 0.0);
    color += m_SunColor.rgb * (4.0 * pow(toSun, 2000.0) + 0.15 * pow(toSun, 60.0));
    vec4 haze = hazeAt(toPoint, g_CameraPosition.y - worldPos.y);
    outColor = vec4(color * haze.a + haze.rgb, mix(1.0, mix(MIN_ALPHA, 1.0, fresnel), haze.a));
}
