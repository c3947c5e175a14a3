#import "MatDefs/Common/Atmosphere.glsllib"

in vec3 viewDir;

out vec4 outColor;

void main() {
    vec3 dir = normalize(viewDir);
    outColor = vec4(skyColor(dir) + sunDisc(dir), 1.0);
}
