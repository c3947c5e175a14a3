#import "MatDefs/Terrain/Layers.glsllib"

uniform vec2 m_Rock;
uniform vec3 m_Ground;
uniform float m_Width;

out vec4 outColor;

// Red: 1 where the pixel shows rock's detail, 0 where soil's.
void main() {
    vec2 pixel = gl_FragCoord.xy - 0.5;
    float rock = mix(m_Rock.x, m_Rock.y, pixel.x / (m_Width - 1.0));
    vec4 weights = vec4(1.0 - rock, 0.0, rock, 0.0);
    Layer layer = strongest(0.0, weights);
    Layer b = runnerUp(layer, 0.0, weights);
    float lead = weightOf(layer, 0.0, weights) - weightOf(b, 0.0, weights);
    if (showsRunnerUp(lead, 1.0, m_Ground.xy + pixel * m_Ground.z)) {
        layer = b;
    }
    outColor = vec4(layer.w.z, 0.0, 0.0, 1.0);
}
