// A full-screen triangle given in normalised device coordinates; its texture coordinates run
// 0..1 over the screen (and out to 2 beyond it, where no pixel is).
in vec3 inPosition;

out vec2 texCoord;

void main() {
    texCoord = inPosition.xy * 0.5 + 0.5;
    gl_Position = vec4(inPosition.xy, 0.0, 1.0);
}
