// Water too deep to see the bottom: a constant, the cheapest shader there is.
out vec4 outColor;

void main() {
    outColor = vec4(0.01, 0.04, 0.06, 1.0);
}
