// Water too deep to see the bottom: one colour (SeaFloor.COLOR), the cheapest shader there is.
uniform vec4 m_Color;

out vec4 outColor;

void main() {
    outColor = m_Color;
}
