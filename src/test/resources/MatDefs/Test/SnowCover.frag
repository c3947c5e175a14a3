#import "MatDefs/Terrain/Snow.glsllib"

uniform vec2 m_Weights;
uniform vec3 m_Ground;
uniform float m_Width;

out vec4 outColor;

void main() {
    vec2 pixel = gl_FragCoord.xy - 0.5;
    float weight = mix(m_Weights.x, m_Weights.y, pixel.x / (m_Width - 1.0));
    outColor = vec4(snowCover(weight, m_Ground.xy + pixel * m_Ground.z), 0.0, 0.0, 1.0);
}
