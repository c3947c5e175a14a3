// A full-screen triangle given in normalised device coordinates; the view direction of each
// corner is the far-plane point under it minus the eye. That point is an affine function of the
// screen position, so the interpolated direction is exact across the screen.
in vec3 inPosition;

uniform mat4 g_ViewProjectionMatrixInverse;
uniform vec3 g_CameraPosition;

out vec3 viewDir;

void main() {
    vec4 far = g_ViewProjectionMatrixInverse * vec4(inPosition.xy, 1.0, 1.0);
    viewDir = far.xyz / far.w - g_CameraPosition;
    gl_Position = vec4(inPosition.xy, 1.0, 1.0);
}
