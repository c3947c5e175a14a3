// One fragment per grid sample: writes (height, dh/dx, dh/dz, 1), or with HEIGHT_ONLY the height
// alone (the streaming path, whose normals and slopes come from neighbouring heights: the compiler
// then drops every term only the output gradient needs, a derivative order less). Row 0 of the
// target is the grid's lowest z, as in TileData.
#import "MatDefs/Gen/Terrain.glsllib"

out vec4 fragColor;

void main() {
    uvec2 sampleIndex = uvec2(gl_FragCoord.xy);
    vec3 s = terrainSample(sampleIndex);
#ifdef HEIGHT_ONLY
    fragColor = vec4(s.x, 0.0, 0.0, 1.0);
#else
    fragColor = vec4(s, 1.0);
#endif
}
