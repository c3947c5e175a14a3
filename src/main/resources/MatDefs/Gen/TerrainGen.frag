// One fragment per grid sample: writes (height, dh/dx, dh/dz, 1), or with HEIGHT_ONLY the height
// alone (the streaming path, whose normals and slopes come from neighbouring heights: the compiler
// then drops every term only the output gradient needs, a derivative order less). The target is
// a column of tiles of TileSize x TileSize samples, tile t on rows t * TileSize on; a single tile
// is a column of one, so both run the same program and give the same bits. Row 0 of a tile is its
// grid's lowest z, as in TileData.
#import "MatDefs/Gen/Terrain.glsllib"

uniform int m_TileSize;

out vec4 fragColor;

void main() {
    uvec2 pixel = uvec2(gl_FragCoord.xy);
    uint tile = pixel.y / uint(m_TileSize);
    vec3 s = terrainSample(int(tile), uvec2(pixel.x, pixel.y - tile * uint(m_TileSize)));
#ifdef HEIGHT_ONLY
    fragColor = vec4(s.x, 0.0, 0.0, 1.0);
#else
    fragColor = vec4(s, 1.0);
#endif
}
