#import "MatDefs/Common/Atmosphere.glsllib"
#import "MatDefs/Terrain/Canopy.glsllib"

uniform vec3 m_Cover;
uniform vec3 m_Ground;
uniform float m_Width;
uniform float m_Footprint;

out vec4 outColor;

// r: the luminance seen; g: where the pixel lies on the crown seen from above, toward the sun
// (1) or away from it (-1), in radii; b: how much of the pixel that crown covers.
void main() {
    vec2 pixel = gl_FragCoord.xy - 0.5;
    vec2 ground = m_Ground.xy + pixel * m_Ground.z;
    float cover = clamp(mix(m_Cover.x, m_Cover.y, pixel.x / (m_Width - 1.0)), 0.0, 1.0);
    float coverThere = coverTowardSun(cover, dFdx(ground), dFdy(ground));
    vec3 groundLit = vec3(0.2, 0.25, 0.1) * groundLight(vec3(0.0, 1.0, 0.0));
    vec3 lit = canopyOver(groundLit, vec3(cover, m_Cover.z, 1.0), coverThere, vec3(1.0), crownMeanLight(), ground, m_Footprint);
    float presence = cover * crownPresence(ground, m_Footprint).x;
    Crown top = topCrown(ground, presence, m_Cover.z, m_Footprint);
    outColor = vec4(dot(lit, vec3(0.2126, 0.7152, 0.0722)), dot(top.delta, normalize(-m_SunDirection.xz)), top.alpha, 1.0);
}
