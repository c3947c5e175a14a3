// The unit square in x/z, scaled to Radius and centred under the eye at sea level (scene Y is world Y).
in vec3 inPosition;

uniform mat4 g_ViewProjectionMatrix;
uniform vec3 g_CameraPosition;
uniform float m_SeaLevel;
uniform float m_Radius;

out vec3 worldPos;

void main() {
    worldPos = vec3(g_CameraPosition.x + inPosition.x * m_Radius, m_SeaLevel,
                    g_CameraPosition.z + inPosition.z * m_Radius);
    gl_Position = g_ViewProjectionMatrix * vec4(worldPos, 1.0);
}
