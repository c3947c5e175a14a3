// One vertex of one instance: the instance stands on the tile's ground at the tile's morph (the
// same blend as the terrain's vertices, so it never floats or sinks while tiles blend; the brush's
// strokes not made yet laid over it as over them, EditPreview.glsllib), turned and scaled about
// its base, bent by the wind. Light and haze change slowly over a plant, so they are
// worked out here, per vertex; the fragment shader only cuts out the leaves and dithers the fades.
// IMPOSTOR: a far tree is a billboard (a triangle or a rectangle) turned to face the camera,
// showing the baked view of the tree (TreeImpostors) nearest the direction it is seen from; it is
// lit per pixel from the baked normals.
#import "MatDefs/Common/Atmosphere.glsllib"
#import "MatDefs/Common/EdgeMorph.glsllib"
#import "MatDefs/Common/Holes.glsllib"
#import "MatDefs/Terrain/EditPreview.glsllib"

// The base mesh (FoliageMeshes, or TreeImpostors' billboard): metres around the base, y up.
in vec3 inPosition;
in vec2 inTexCoord;
#ifndef IMPOSTOR
in vec3 inNormal;
in vec4 inColor;       // linear albedo; alpha: how far the wind moves this vertex (0 rigid, 1 tips)
#endif
// Per instance (TileFoliageDrawing): tile coordinates (samples from the tile's centre) and heights.
in vec4 inTexCoord7;   // x, z, own height, parent height
in vec4 inTexCoord8;   // scale * cos(turn), scale * sin(turn), tint, kept by the parent tile (1) or not (0)

uniform mat4 g_WorldMatrix;
uniform mat4 g_ViewProjectionMatrix;
uniform vec3 g_CameraPosition;
uniform float g_Time;
uniform float m_Morph;
uniform vec2 m_FadeIn;
uniform vec2 m_FadeOut;
uniform float m_ThinFrom;
uniform float m_InFrom;
#ifdef FAR_COLOR
uniform vec3 m_FarColor;
#endif
uniform float m_Height;
uniform float m_Wind;
uniform float m_SeaLevel;
uniform vec2 m_OriginOffset;
#ifdef IMPOSTOR
uniform float m_ImpostorRow;
#endif

out vec2 uv;
#ifdef IMPOSTOR
out vec2 onContent;    // the billboard's share of the cell's content: outside [0, 1] is another view's
#endif
out vec3 hazeAdded;    // what the haze adds
flat out vec2 shown;   // how far the instance has faded in, and not yet out (see Foliage.frag)
#if defined(IMPOSTOR) && defined(VERTEX_LIGHT)
out vec3 lightLeft;    // the light, tinted, times what the haze leaves
#elif defined(IMPOSTOR)
flat out vec3 tint;
flat out vec3 right;   // the billboard's right and the direction to the eye: the baked normals' frame
flat out vec3 toEye;
out float hazeLeft;    // what the haze leaves of the lit colour
#else
out vec3 litSeen;      // albedo times light, times what the haze leaves
#endif
#ifdef FAR_COLOR
out float asGround;    // how far the plant has turned to the look of the ground it stands on
#endif

// A horizontal direction turned by (cos, sin) times the scale.
vec3 turned(vec3 v, vec2 cs) {
    return vec3(cs.x * v.x - cs.y * v.z, v.y, cs.y * v.x + cs.x * v.z);
}

void main() {
    // The ground's morph where the instance stands, as the terrain's vertices have it (EdgeMorph).
    float h = mix(inTexCoord7.w, inTexCoord7.z, m_Morph * edgeKeep(inTexCoord7.xy));
    vec3 base = (g_WorldMatrix * vec4(inTexCoord7.x, h, inTexCoord7.y, 1.0)).xyz;
    previewEditsHeight(base.xz, base.y); // on the brush's strokes, as the terrain draws them, until the tiles carry them
#ifdef HOLES
    if (inHole(base.xz)) {
        gl_Position = vec4(0.0, 0.0, 2.0, 1.0); // a plant over a hole is not drawn: clipped away
        return;
    }
#endif
    float dist = distance(base, g_CameraPosition);
    // Instances the parent tile does not place fade in as the tile morphs in, and out as it morphs
    // away. Beyond ThinFrom each instance fades out by its own distance (its rank: a second uniform
    // number drawn from its tint's), so the density falls off toward the band's end; beyond InFrom
    // each fades in by its own distance the same way, so a plant's mesh and its far shape hand over
    // one by one, the one's fade out the other's fade in (FoliageBands).
    float rank = fract(inTexCoord8.z * 7.0);
    float end = min(m_FadeOut.y, mix(m_ThinFrom, m_FadeOut.y, rank));
    float arrived = min(m_FadeIn.y, mix(m_InFrom, m_FadeIn.y, rank));
    shown = vec2(smoothstep(m_FadeIn.x * arrived / m_FadeIn.y, arrived, dist) * mix(m_Morph, 1.0, inTexCoord8.w),
            1.0 - smoothstep(m_FadeOut.x * end / m_FadeOut.y, end, dist));
    if (min(shown.x, shown.y) <= 0.0) {
        gl_Position = vec4(0.0, 0.0, 2.0, 1.0); // beyond the far plane: the triangle is clipped away
        return;
    }
    vec2 cs = inTexCoord8.xy;
    float scale = length(cs);
    vec3 instanceTint = mix(vec3(0.82, 0.88, 0.80), vec3(1.12, 1.06, 0.96), inTexCoord8.z);

#ifdef IMPOSTOR
    vec2 flatToEye = g_CameraPosition.xz - base.xz;
    vec2 e = flatToEye / max(length(flatToEye), 1e-3);
#ifdef VERTEX_LIGHT
    vec3 right, toEye;
#endif
    right = vec3(e.y, 0.0, -e.x);
    toEye = vec3(e.x, 0.0, e.y);
    vec3 local = right * (inPosition.x * scale) + vec3(0.0, inPosition.y * scale, 0.0);
    // The view baked nearest the eye's azimuth in the tree's own frame (the instance is turned by cs).
    vec2 seen = vec2(cs.x * e.x + cs.y * e.y, cs.x * e.y - cs.y * e.x);
    float view = mod(floor(atan(seen.y, seen.x) * (IMPOSTOR_VIEWS / 6.2831853) + 0.5), IMPOSTOR_VIEWS);
    uv = vec2((view + IMPOSTOR_INSET + inTexCoord.x * (1.0 - 2.0 * IMPOSTOR_INSET)) / IMPOSTOR_VIEWS,
              (m_ImpostorRow + IMPOSTOR_INSET + inTexCoord.y * (1.0 - 2.0 * IMPOSTOR_INSET)) / IMPOSTOR_ROWS);
    onContent = inTexCoord;
    vec3 world = base + local;
    vec4 cover = hazeAt(world - g_CameraPosition, g_CameraPosition.y - m_SeaLevel);
#ifdef VERTEX_LIGHT
    // a rounded crown's normal at the billboard's corner: out to the side, up toward the top, toward the eye
    vec3 crown = right * (2.0 * inTexCoord.x - 1.0) * 0.6 + vec3(0.0, inTexCoord.y - 0.2, 0.0) + toEye * 0.5;
    lightLeft = instanceTint * groundLight(normalize(crown)) * cover.a;
#else
    tint = instanceTint;
    hazeLeft = cover.a;
#endif
#else
    vec3 local = turned(inPosition, cs);
    local.y *= scale;
#ifdef FAR_COLOR
    // Far grass sinks into the ground as it fades out instead of dithering away: the dither's dots,
    // never quite the ground's colour, drew a dotted band where the meadow ends.
    local.y *= shown.y;
    shown.y = 1.0;
#endif
    vec3 normal = normalize(turned(inNormal, cs / scale));

    // Wind: slow gusts travelling across the land, and a faster flutter of the tips. Wave numbers
    // are whole multiples of 2 pi / 1024 m, so the waves run on when the origin jumps by 1024 m.
    vec2 ground = base.xz + m_OriginOffset;
    float gust = g_Time * 1.3 + dot(ground, vec2(0.0736, 0.0552));
    float sway = inColor.a * m_Wind * scale;
    float push = 0.65 * sin(gust) + 0.35 * sin(2.7 * gust + 1.3) + 0.4;
    float flutter = 0.25 * sin(g_Time * 7.0 + dot(inPosition, vec3(5.1, 3.7, 4.3)) + inTexCoord8.z * 40.0);
    local.xz += sway * (push * vec2(0.8, 0.6) + flutter * vec2(-0.6, 0.8));
    local.y -= 0.3 * sway * abs(push);

    vec3 world = base + local;
    vec3 toPoint = world - g_CameraPosition;
    // Light: sun and sky, darker deep inside and under the crown, a touch of light through the leaves.
    float inside = mix(0.55, 1.0, clamp(inPosition.y / m_Height, 0.0, 1.0));
    vec3 light = groundLight(normal) + m_SunColor.rgb * 0.25 * inColor.a * max(dot(normalize(toPoint), -m_SunDirection), 0.0);
    vec4 cover = hazeAt(toPoint, g_CameraPosition.y - m_SeaLevel);
    vec3 albedo = inColor.rgb * instanceTint;
#ifdef FAR_COLOR
    // As grass thins out it turns to the look of the ground it stands on (the layer's colour, lit
    // as level ground, no atlas detail), so its band ends unseen: from eye height the last 40 m of
    // the band are a few rows of pixels, where any difference shows as a line.
    asGround = smoothstep(m_ThinFrom, m_FadeOut.y, dist);
    litSeen = mix(albedo * inside * light, m_FarColor * groundLight(vec3(0.0, 1.0, 0.0)), asGround) * cover.a;
#else
    litSeen = albedo * inside * light * cover.a;
#endif
    uv = inTexCoord;
#endif
    hazeAdded = cover.rgb;
    gl_Position = g_ViewProjectionMatrix * vec4(world, 1.0);
}
