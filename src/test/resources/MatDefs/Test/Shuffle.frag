#import "MatDefs/Terrain/Shuffle.glsllib"

uniform vec3 m_Ground;
uniform int m_Period;

out vec4 outColor;

const float TAU = 6.28318531;

// A relief on the texture, one period a repeat across and two up: its normal map's texel at `uv`
// (the slope, less, stored around one half, as the ground's normal maps are).
vec4 reliefNormal(vec2 uv) {
    vec2 slope = vec2(cos(TAU * uv.x) * cos(2.0 * TAU * uv.y), -2.0 * sin(TAU * uv.x) * sin(2.0 * TAU * uv.y)) * 0.1;
    return vec4(0.5 - 0.5 * slope, 1.0, 1.0);
}

// Red, green: where the pixel's read lands; blue, alpha: the relief's normal there, turned back.
void main() {
    vec2 uv = m_Ground.xy + (gl_FragCoord.xy - 0.5) * m_Ground.z;
    Shuffle s = shuffled(uv, m_Period);
    outColor = vec4(s.uv, unshuffledNormal(reliefNormal(s.uv), s).xy);
}
