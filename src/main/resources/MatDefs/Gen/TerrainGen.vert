// Full-target quad: the mesh's unit square covers the whole render target.
in vec3 inPosition;

void main() {
    gl_Position = vec4(inPosition.xy * 2.0 - 1.0, 0.0, 1.0);
}
