// One fragment per grid sample: writes (height, dh/dx, dh/dz, 1), or with HEIGHT_ONLY the height
// alone (the streaming path, whose normals and slopes come from neighbouring heights: the compiler
// then drops every term only the output gradient needs, a derivative order less). The target is
// an atlas of TileCount tiles of TileSize x TileSize samples, AtlasColumns a row, tile t at column
// t % AtlasColumns, row t / AtlasColumns; a single tile is an atlas of one, so both run the same
// program and give the same bits. Row 0 of a tile is its grid's lowest z, as in TileData.
#import "MatDefs/Gen/Terrain.glsllib"

uniform int m_TileSize;
uniform int m_AtlasColumns;
uniform int m_TileCount;

out vec4 fragColor;

void main() {
    uvec2 pixel = uvec2(gl_FragCoord.xy);
    uvec2 cell = pixel / uint(m_TileSize);
    int tile = int(cell.y) * m_AtlasColumns + int(cell.x);
    if (tile >= m_TileCount) {
        discard;   // the unused cells of a last row that is not full
    }
    vec3 s = terrainSample(tile, pixel - cell * uint(m_TileSize));
#ifdef HEIGHT_ONLY
    fragColor = vec4(s.x, 0.0, 0.0, 1.0);
#else
    fragColor = vec4(s, 1.0);
#endif
}
