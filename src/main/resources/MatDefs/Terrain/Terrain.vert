// Morphs each vertex between its parent-level height and its own (the same blend the Java
// TileSurface.heightAt uses), with its gradient and ground layer weights, and builds the world
// normal from the blended gradient. The ground's mean colour is worked out here, per vertex, with
// the macro variation (MacroVariation) the tile carries: far patches (DETAIL 0) need no more.
#ifndef DETAIL
#define DETAIL 0
#endif

in vec3 inPosition;
in vec4 inTexCoord2;   // own dh/dx, own dh/dz, parent dh/dx, parent dh/dz
in float inTexCoord3;  // parent height
in vec4 inTexCoord4;   // own layer weights: soil, sand, rock, snow
in vec4 inTexCoord5;   // the parent's layer weights
in vec4 inTexCoord6;   // macro variation (broad, finer), own and the parent's

uniform mat4 g_WorldViewProjectionMatrix;
uniform mat4 g_WorldMatrix;
uniform float m_Morph;
uniform vec3 m_LayerMeanColor[5];

out vec3 worldPos;
out vec3 worldNormal;
out vec3 groundColor;   // the layers' mean colours, weighed and tinted
#if DETAIL > 0
out vec4 layerWeights;
out vec3 macroTint;
#endif

void main() {
    float h = mix(inTexCoord3, inPosition.y, m_Morph);
    vec2 grad = mix(inTexCoord2.zw, inTexCoord2.xy, m_Morph);
    vec4 local = vec4(inPosition.x, h, inPosition.z, 1.0);
    worldPos = (g_WorldMatrix * local).xyz;
    // Tiles are only translated and scaled in x/z, and the gradients are already in metres per
    // metre, so the world normal needs no matrix.
    worldNormal = vec3(-grad.x, 1.0, -grad.y);
    vec4 weights = mix(inTexCoord5, inTexCoord4, m_Morph);

    // Macro variation: broad and finer brightness and hue drifts hide the repeats from altitude.
    vec2 macro = mix(inTexCoord6.zw, inTexCoord6.xy, m_Morph);
    vec3 tint = (0.84 + 0.32 * macro.x) * mix(vec3(0.95, 1.0, 1.04), vec3(1.05, 1.0, 0.94), macro.y);
    float grass = max(1.0 - dot(weights, vec4(1.0)), 0.0);
    groundColor = tint * (grass * m_LayerMeanColor[0] + weights.x * m_LayerMeanColor[1]
            + weights.y * m_LayerMeanColor[2] + weights.z * m_LayerMeanColor[3] + weights.w * m_LayerMeanColor[4]);
#if DETAIL > 0
    layerWeights = weights;
    macroTint = tint;
#endif
    gl_Position = g_WorldViewProjectionMatrix * local;
}
