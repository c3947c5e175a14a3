// The surface pass: one fragment per Step-th grid sample inside a border of First samples reads
// the height pass's heights (its own at Step 1, the parent level's at Step 2) and writes the
// ground layer weights (soil, sand, rock, snow; grass is one minus their sum) at the scale
// Step * Spacing. The border is at least Step wide, so every neighbour lies in the grid. One tile
// a pass: its lattice origins are tile 0's. The GLSL twin of org.seedscape.gen.GroundLayers:
// change both or neither.
#import "MatDefs/Gen/Terrain.glsllib"

uniform sampler2D m_Heights;
uniform float m_Spacing;
uniform int m_Step;
uniform int m_First;
uniform float m_SeaLevel;
uniform float m_SnowLine;
uniform float m_SnowBand;
uniform float m_SnowMaxSlope;
uniform float m_SnowSunLift;
uniform float m_SnowHollows;
// The way sunlight travels, seen from above (GroundLayers.SUNLIGHT_ACROSS_X, _Z).
uniform vec2 m_SunlightAcross;
uniform float m_RockSlope;
uniform float m_SoilSlope;
uniform float m_SlopeBand;
uniform float m_GrassLine;
uniform float m_ConvexSoil;
uniform float m_ConvexRock;
uniform float m_BeachHeight;
uniform float m_BeachBand;
uniform float m_AltitudeNoise;
uniform float m_SlopeNoise;
uniform float m_ScreeDepth;
uniform float m_ShedDepth;
uniform float m_WetRunoff;
// Whether the parent level draws the erosion field (step 2 reads it only then).
uniform int m_ErosionParent;

out vec4 fragColor;

const float LAYER_WAVELENGTHS[3] = float[3](384.0, 96.0, 24.0);
const float NOISE_AMPLITUDES[3] = float[3](0.5, 0.3, 0.2);
const int CHANNEL_SHIFT = 7919;
const float NOISE_GAIN = 1.4;
const float FULL_HOLLOW = 0.3;
const float SHAPE_SPACING = 2.0;

float layerNoise(uvec2 sampleIndex, float scale, int channel) {
    float sum = 0.0;
    for (int o = 0; o < 3; o++) {
        float fade = smoothstep(4.0 * scale, 8.0 * scale, LAYER_WAVELENGTHS[o]);
        if (fade > 0.0) {
            LatticePoint p = latticePoint(LAYER_NOISE + o, 0, sampleIndex, vec2(0.0));
            p.cell.x += channel * CHANNEL_SHIFT;
            sum += NOISE_AMPLITUDES[o] * fade * gradientNoise(p).v;
        }
    }
    return clamp(NOISE_GAIN * sum, -1.0, 1.0);
}

vec4 layerWeights(float height, float slope, float sunFacing, float convexity, float scale, float altitudeNoise,
        float slopeNoise, float eroded, float runoff) {
    // Hollows and crests read at most the convexity of SHAPE_SPACING: a coarse tile's reads larger.
    float shape = convexity * min(1.0, SHAPE_SPACING / scale);
    // Snow melts first where the ground faces the sun, and drifts into hollows and lies there longest.
    float snowLine = m_SnowLine + m_AltitudeNoise * altitudeNoise + m_SnowSunLift * clamp(sunFacing, -1.0, 1.0)
            - m_SnowHollows * smoothstep(0.0, FULL_HOLLOW, -shape);
    float grassLine = m_GrassLine + m_AltitudeNoise * altitudeNoise;
    float beach = m_BeachHeight * (1.0 + 0.5 * altitudeNoise);
    float slopeShift = m_SlopeNoise * slopeNoise, band = m_SlopeBand;

    float snow = smoothstep(snowLine - m_SnowBand, snowLine + m_SnowBand, height)
            * (1.0 - smoothstep(m_SnowMaxSlope + slopeShift - band, m_SnowMaxSlope + slopeShift + band, slope));
    float rock = smoothstep(m_RockSlope + slopeShift - band, m_RockSlope + slopeShift + band, slope);
    float sand = 1.0 - smoothstep(beach, beach + m_BeachBand, height - m_SeaLevel);
    float soil = max(smoothstep(m_SoilSlope + slopeShift - band, m_SoilSlope + slopeShift + band, slope),
            smoothstep(grassLine - m_SnowBand, grassLine + m_SnowBand, height));
    if (m_ConvexSoil > 0.0) {
        soil = max(soil, smoothstep(0.5 * m_ConvexSoil, 1.5 * m_ConvexSoil, convexity));
    }
    // Sharp crests and aretes are bare rock: frost breaks the bedrock there and nothing loose stays.
    if (m_ConvexRock > 0.0) {
        rock = max(rock, smoothstep(0.75 * m_ConvexRock, 1.25 * m_ConvexRock, shape));
    }
    // Erosion's deposits (scree, fans) cover the ground with soil and stones, steep bedrock too
    // (talus lies at the foot of cliffs, as steep as it holds); where it took ground (shed
    // slopes, channels), rock is bare.
    if (m_ShedDepth > 0.0) {
        rock = max(rock, smoothstep(0.25 * m_ShedDepth, m_ShedDepth, -eroded));
    }
    if (m_ScreeDepth > 0.0) {
        float laid = smoothstep(0.25 * m_ScreeDepth, m_ScreeDepth, eroded);
        soil = max(soil, laid);
        rock *= 1.0 - laid;
    }
    // Where much water ran off, along channels, their beds are wet soil and gravel.
    if (m_WetRunoff > 0.0) {
        soil = max(soil, smoothstep(0.5 * m_WetRunoff, m_WetRunoff, runoff));
    }

    // Each cover takes its share of what lies under it, top first.
    float left = 1.0 - snow;
    float rockW = left * rock;
    left *= 1.0 - rock;
    float sandW = left * sand;
    left *= 1.0 - sand;
    return vec4(left * soil, sandW, rockW, snow);
}

// The height at a sample: the red channel holds the tile's own heights, green its parent level's.
float heightAt(ivec2 at) {
    vec2 both = texelFetch(m_Heights, at, 0).xy;
    return m_Step == 1 ? both.x : both.y;
}

// What erosion added at a sample and the water that ran off it (blue, alpha): the tile's own level's, and
// its parent level's where that level draws the field too.
vec2 erosionAt(ivec2 at) {
    return m_Step == 1 || m_ErosionParent != 0 ? texelFetch(m_Heights, at, 0).zw : vec2(0.0);
}

void main() {
    ivec2 at = ivec2(gl_FragCoord.xy) * m_Step + m_First;
    ivec2 lo = at - m_Step, hi = at + m_Step;
    float scale = float(m_Step) * m_Spacing;
    float c = heightAt(at);
    float xm = heightAt(ivec2(lo.x, at.y)), xp = heightAt(ivec2(hi.x, at.y));
    float zm = heightAt(ivec2(at.x, lo.y)), zp = heightAt(ivec2(at.x, hi.y));
    float sx = (xp - xm) / (2.0 * scale), sz = (zp - zm) / (2.0 * scale);
    // Minus the Laplacian times the scale, from the second differences of the heights.
    float convexity = -(((xp + xm) + (zp + zm)) - 4.0 * c) / scale;
    uvec2 sampleIndex = uvec2(at);
    vec2 eroded = erosionAt(at);
    fragColor = layerWeights(c, sqrt(sx * sx + sz * sz), sx * m_SunlightAcross.x + sz * m_SunlightAcross.y, convexity, scale,
            layerNoise(sampleIndex, scale, 0), layerNoise(sampleIndex, scale, 1), eroded.x, eroded.y);
}
