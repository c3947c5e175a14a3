uniform sampler2D m_Picture;

in vec2 texCoord;

out vec4 outColor;

void main() {
    outColor = vec4(texture(m_Picture, texCoord).rgb, 1.0);
}
