package org.seedscape.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.world.InputException;

/** Strokes written to an edit file read back as the same bits; every bad line is one clear error. */
class EditFileTest {
    @TempDir
    Path tmp;

    @Test
    void strokesReadBackBitForBit() throws IOException {
        List<Stroke> strokes = List.of(
                new Stroke(List.of(new Dab(Brush.RAISE, 0.1 + 0.2, -1e7, 12.345678901234567, 3.3, 0.5, 0),
                        new Dab(Brush.RAISE, 1e-7, 9_999_999.999, 0.5, 500, 0, 0))),
                new Stroke(List.of(new Dab(Brush.FLATTEN, Math.PI, -Math.E, 5000, 1, 1, -123.456e-3))),
                new Stroke(List.of(new Dab(Brush.SMOOTH, 17, 19, 40, 0.25, 0.3, 0))),
                new Stroke(List.of(new Dab(Brush.WARP, 1, 2, 30, 0.75, 0.5, 0, 7.5, -1.0 / 3),
                        new Dab(Brush.CLONE, 3, 4, 30, 1, 0.5, 0, -1234.5678, 0.1))));
        List<StrokeLayer> written = List.of(StrokeLayer.empty(StrokeLayer.FIRST).withStrokes(strokes.subList(0, 2)),
                new StrokeLayer("Terraces & more  by hand", 0.1 + 0.2, false, strokes.subList(2, 4)),
                StrokeLayer.empty("Layer 3"));
        Path file = tmp.resolve("a.edits");
        EditFile.write(file, "alpine", -42, written);
        EditFile.Contents back = EditFile.read(file);
        assertEquals(written, back.layers(), "records of doubles compare bit for bit; names, shown or hidden, empty layers kept");
        assertEquals(strokes, back.strokes());
        assertEquals("alpine", back.preset());
        assertEquals(-42L, back.seed());
        WorldLayers layers = new WorldLayers(List.of(), back.layers(), back.preset(), back.seed());
        assertNull(layers.mismatch("alpine", -42));
        assertTrue(layers.mismatch("default", -42).contains("made on preset alpine, seed -42"));
    }

    @Test
    void strokesBeforeAnyLayerLineGoToTheFirstLayer() throws IOException {
        Path file = Files.writeString(tmp.resolve("old.edits"), "world = default 1\nstroke\ndab = raise 1 2 10 1 0.5 0\n"
                + "layer = 0.5 shown Later\nstroke\ndab = lower 1 2 10 1 0.5 0\n");
        List<StrokeLayer> layers = EditFile.read(file).layers();
        assertEquals(List.of(StrokeLayer.FIRST, "Later"), layers.stream().map(StrokeLayer::name).toList());
        assertEquals(Brush.RAISE, layers.get(0).strokes().get(0).dabs().get(0).brush());
        assertEquals(0.5, layers.get(1).opacity());
    }

    @Test
    void badLinesAreRefusedNamingTheLineAndWhatIsAllowed() throws IOException {
        assertRefused("layer = 2 shown Big\n", ":1: opacity = 2.0 is out of range; allowed [0, 1]");
        assertRefused("layer = 1 seen Big\n", ":1: 'layer = 1 seen Big' is not 'layer = OPACITY shown|hidden NAME'");
        assertRefused("layer = 1 shown\n", ":1: 'layer = 1 shown' is not 'layer = OPACITY shown|hidden NAME'");
        assertRefused("layer = 1 shown A\n".repeat(9), ":9: a layer more than the 8 allowed");
        assertRefused("stroke\ndab = raise 0 0 10 1 0.5\n", ":2: 'dab = raise 0 0 10 1 0.5' has 6 fields; allowed 7 or 9: BRUSH X Z RADIUS STRENGTH FALLOFF TARGET [SHIFT_X SHIFT_Z]");
        assertRefused("stroke\ndab = dig 0 0 10 1 0.5 0\n", ":2: brush dig is unknown; allowed: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase");
        assertRefused("stroke\ndab = warp 0 0 10 1 0.5 0\n", ":2: shift = 0.0 0.0 pushes 0.0 m; a warp pushes (0, radius = 10.0] m");
        assertRefused("stroke\ndab = raise 0 0 10 1 0.5 0 1 1\n", ":2: shift = 1.0 1.0 is not allowed for raise");
        assertRefused("stroke\ndab = raise 0 zero 10 1 0.5 0\n", ":2: z = zero is not a number");
        assertRefused("stroke\ndab = raise 0 0 10 1 1.5 0\n", ":2: falloff = 1.5 is out of range; allowed [0, 1]");
        assertRefused("stroke\ndab = smooth 0 0 10 2 0.5 0\n", ":2: strength = 2.0 is not allowed for smooth; allowed a share (0, 1]");
        assertRefused("dab = raise 0 0 10 1 0.5 0\n", ":1: a dab before the first 'stroke' line");
        assertRefused("stroke\nstroke\ndab = raise 0 0 10 1 0.5 0\n", ":2: a stroke with no dab");
        assertRefused("stroke\n" + "dab = raise 0 0 10 1 0.5 0\n".repeat(Stroke.MAX_DABS + 1),
                ":1002: a dab more than the 1000 a stroke holds; begin another with a 'stroke' line");
        assertRefused("world = default\n", ":1: 'world = default' is not 'world = PRESET SEED'");
        assertRefused("brush = raise\n", ":1: 'brush = raise' is not a line 'world = PRESET SEED', 'layer = OPACITY shown|hidden NAME', 'stroke' or 'dab = ");
        InputException missing = assertThrows(InputException.class, () -> EditFile.read(tmp.resolve("none.edits")));
        assertTrue(missing.getMessage().startsWith(tmp.resolve("none.edits") + ": cannot read edit file: "), missing.getMessage());
    }

    private void assertRefused(String text, String expected) throws IOException {
        Path file = Files.writeString(tmp.resolve("bad.edits"), text);
        InputException e = assertThrows(InputException.class, () -> EditFile.read(file));
        assertTrue(e.getMessage().startsWith(file + expected), e.getMessage());
    }
}
