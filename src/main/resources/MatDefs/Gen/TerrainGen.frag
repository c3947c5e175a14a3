// One fragment per grid sample: writes (height, dh/dx, dh/dz, 1). Row 0 of the target is the
// grid's lowest z, as in TileData.
#import "MatDefs/Gen/Terrain.glsllib"

out vec4 fragColor;

void main() {
    uvec2 sampleIndex = uvec2(gl_FragCoord.xy);
    fragColor = vec4(terrainSample(sampleIndex), 1.0);
}
