// Morphs each vertex between its parent-level height and its own (the same blend the Java
// TileSurface.heightAt uses), with its gradient and ground layer weights, and builds the world
// normal from the blended gradient. The macro variation is read here, per vertex, filtered to the
// tile's spacing: it changes over tens of metres at least, and per pixel it would cost a texture
// fetch for every pixel on screen.
in vec3 inPosition;
in vec4 inTexCoord2;   // own dh/dx, own dh/dz, parent dh/dx, parent dh/dz
in float inTexCoord3;  // parent height
in vec4 inTexCoord4;   // own layer weights: soil, sand, rock, snow
in vec4 inTexCoord5;   // the parent's layer weights

uniform mat4 g_WorldViewProjectionMatrix;
uniform mat4 g_WorldMatrix;
uniform float m_Morph;
uniform sampler2D m_Macro;
uniform float m_MacroMetres;
uniform vec2 m_OriginOffset;

out vec3 worldPos;
out vec3 worldNormal;
out vec4 layerWeights;
out vec2 macro;

void main() {
    float h = mix(inTexCoord3, inPosition.y, m_Morph);
    vec2 grad = mix(inTexCoord2.zw, inTexCoord2.xy, m_Morph);
    vec4 local = vec4(inPosition.x, h, inPosition.z, 1.0);
    worldPos = (g_WorldMatrix * local).xyz;
    // Tiles are only translated and scaled in x/z, and the gradients are already in metres per
    // metre, so the world normal needs no matrix.
    worldNormal = vec3(-grad.x, 1.0, -grad.y);
    layerWeights = mix(inTexCoord5, inTexCoord4, m_Morph);
    // The tile's x scale is its sample spacing; filter the macro map to two samples per spacing.
    float texelsPerSample = g_WorldMatrix[0][0] * float(textureSize(m_Macro, 0).x) / m_MacroMetres;
    macro = textureLod(m_Macro, (worldPos.xz + m_OriginOffset) / m_MacroMetres, log2(max(2.0 * texelsPerSample, 1.0))).rg;
    gl_Position = g_WorldViewProjectionMatrix * local;
}
