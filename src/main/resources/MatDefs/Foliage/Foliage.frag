// Cuts out leaves and blades by the atlas' alpha, and shows a faded instance as that share of its
// pixels (a 4 x 4 ordered dither): fading out keeps the pixels under the low thresholds, fading in
// those over the high ones, so a mesh fading out and the next one fading in take complementary
// pixels instead of blending: no sorting is needed and nothing pops. An impostor's pixel is lit
// from the normal baked with it, turned from the quad's frame to the world.
#import "MatDefs/Common/Atmosphere.glsllib"

#ifdef IMPOSTOR
uniform sampler2D m_ImpostorAlbedo;
uniform sampler2D m_ImpostorNormals;
#else
uniform sampler2D m_Atlas;
#endif

in vec2 uv;
#ifdef IMPOSTOR
in vec2 onContent;
#endif
in vec3 hazeAdded;
flat in vec2 shown;    // how far the instance has faded in, and not yet out
#if defined(IMPOSTOR) && defined(VERTEX_LIGHT)
in vec3 lightLeft;
#elif defined(IMPOSTOR)
flat in vec3 tint;
flat in vec3 right;
flat in vec3 toEye;
in float hazeLeft;
#else
in vec3 litSeen;
#endif
#ifdef FAR_COLOR
in float asGround;
#endif

out vec4 outColor;

// Bayer's 4 x 4 threshold for this pixel, in (0, 1).
float dither() {
    ivec2 p = ivec2(gl_FragCoord.xy) & 3;
    int b = ((p.x ^ p.y) & 1) * 8 + (p.y & 1) * 4 + (((p.x ^ p.y) >> 1) & 1) * 2 + ((p.y >> 1) & 1);
    return (float(b) + 0.5) / 16.0;
}

void main() {
    float threshold = dither();
#ifdef IMPOSTOR
    vec4 albedo = texture(m_ImpostorAlbedo, uv);
    // a triangular billboard reaches past its cell's content (TreeImpostors.card)
    bool offContent = onContent.x < 0.0 || onContent.x > 1.0 || onContent.y > 1.0;
    if (albedo.a < 0.5 || offContent || threshold < 1.0 - shown.x || threshold >= shown.y) {
        discard;
    }
#ifdef VERTEX_LIGHT
    outColor = vec4(albedo.rgb * lightLeft + hazeAdded, 1.0);
#else
    vec3 n = texture(m_ImpostorNormals, uv).rgb * 2.0 - 1.0;
    vec3 normal = normalize(right * n.x + vec3(0.0, n.y, 0.0) + toEye * n.z);
    outColor = vec4(albedo.rgb * tint * groundLight(normal) * hazeLeft + hazeAdded, 1.0);
#endif
#else
    vec4 tex = texture(m_Atlas, uv);
    if (tex.a < 0.5 || threshold < 1.0 - shown.x || threshold >= shown.y) {
        discard;
    }
    // the atlas stores its detail halved around the mesh colour (FoliageAtlas)
    vec3 detail = 2.0 * tex.rgb;
#ifdef FAR_COLOR
    detail = mix(detail, vec3(1.0), asGround);
#endif
    outColor = vec4(litSeen * detail + hazeAdded, 1.0);
#endif
}
