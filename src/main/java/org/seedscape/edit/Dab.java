package org.seedscape.edit;

/**
 * One touch of a brush on the ground: the unit edits are made of, kept as data (never as baked
 * heights) and applied in order. A stroke is the dabs from a button press to its release.
 *
 * @param brush    what it does
 * @param x        world x of its centre, metres
 * @param z        world z of its centre, metres
 * @param radius   metres; its weight is 0 beyond (a grid spacing more for a hard edge)
 * @param strength the brush's amount ({@link Brush#strengthText})
 * @param falloff  the share of the radius over which its weight falls from 1 to 0 (0: a hard edge)
 * @param target   the height a flatten dab pulls toward (where its stroke began), the height of a terrace
 *                 dab's steps, an erode dab's talus angle in degrees; 0 for other brushes
 * @param shiftX   metres along x: how far a warp dab pushes the ground at its middle (along its stroke),
 *                 where a clone dab's source lies from it; 0 for other brushes
 * @param shiftZ   the same along z
 * @param layer    the layer it lies in, counted from the bottom (an erase dab takes back the dabs
 *                 before it of its own layer): a world file's layer's place, {@link #GAME_LAYER}
 *                 for a game's edits
 */
public record Dab(Brush brush, double x, double z, double radius, double strength, double falloff, double target,
                  double shiftX, double shiftZ, int layer) {
    /** Metres a dab's centre may lie from the world's origin: as far as the world goes. */
    public static final double MAX_COORDINATE = 1e9;
    public static final double MIN_RADIUS = 0.5, MAX_RADIUS = 5000;
    /** Metres a flatten target may lie from sea level. */
    public static final double MAX_TARGET = 20_000;
    public static final double MIN_STEP = 0.5, MAX_STEP = 1000;
    /** Degrees an erode dab's talus angle may take (the preset's talusAngle range). */
    public static final double MIN_TALUS = 20, MAX_TALUS = 60;
    /** The layer of a game's edits ({@code GroundEditor}): above every layer of a world file. */
    public static final int GAME_LAYER = EditFile.MAX_LAYERS;

    /** @throws IllegalArgumentException naming the value and what is allowed */
    public Dab {
        if (brush == null) {
            throw new IllegalArgumentException("a dab needs a brush");
        }
        check("x", x, -MAX_COORDINATE, MAX_COORDINATE, "metres [-1e9, 1e9]");
        check("z", z, -MAX_COORDINATE, MAX_COORDINATE, "metres [-1e9, 1e9]");
        check("radius", radius, MIN_RADIUS, MAX_RADIUS, "metres [0.5, 5000]");
        if (!(strength > 0 && strength <= brush.maxStrength())) {
            throw new IllegalArgumentException("strength = " + strength + " is not allowed for " + brush.key()
                    + "; allowed " + brush.strengthText());
        }
        check("falloff", falloff, 0, 1, "[0, 1]");
        if (layer < 0 || layer > GAME_LAYER) {
            throw new IllegalArgumentException("layer = " + layer + " is out of range; allowed [0, " + GAME_LAYER + "]");
        }
        if (brush == Brush.TERRACE) {
            check("target", target, MIN_STEP, MAX_STEP, "a terrace's step, metres [0.5, 1000]");
        } else if (brush == Brush.ERODE) {
            check("target", target, MIN_TALUS, MAX_TALUS, "an erode dab's talus angle, degrees [20, 60]");
        } else {
            check("target", target, -MAX_TARGET, MAX_TARGET, "metres [-20000, 20000]");
        }
        if (brush == Brush.WARP) {
            double push = Math.hypot(shiftX, shiftZ);
            if (!(push > 0 && push <= radius)) {
                throw new IllegalArgumentException("shift = " + shiftX + " " + shiftZ + " pushes " + push
                        + " m; a warp pushes (0, radius = " + radius + "] m");
            }
        } else if (brush == Brush.CLONE) {
            check("source x", x + shiftX, -MAX_COORDINATE, MAX_COORDINATE, "metres [-1e9, 1e9]");
            check("source z", z + shiftZ, -MAX_COORDINATE, MAX_COORDINATE, "metres [-1e9, 1e9]");
        } else if (shiftX != 0 || shiftZ != 0) {
            throw new IllegalArgumentException("shift = " + shiftX + " " + shiftZ + " is not allowed for " + brush.key()
                    + "; only warp and clone dabs shift (0 0 for the others)");
        }
    }

    /** A dab in the first layer. */
    public Dab(Brush brush, double x, double z, double radius, double strength, double falloff, double target,
               double shiftX, double shiftZ) {
        this(brush, x, z, radius, strength, falloff, target, shiftX, shiftZ, 0);
    }

    /** A dab without a shift (every brush but warp and clone), in the first layer. */
    public Dab(Brush brush, double x, double z, double radius, double strength, double falloff, double target) {
        this(brush, x, z, radius, strength, falloff, target, 0, 0);
    }

    private static void check(String name, double v, double min, double max, String allowed) {
        if (!(v >= min && v <= max)) {
            throw new IllegalArgumentException(name + " = " + v + " is out of range; allowed " + allowed);
        }
    }

    /** This dab with another strength. */
    public Dab withStrength(double newStrength) {
        return new Dab(brush, x, z, radius, newStrength, falloff, target, shiftX, shiftZ, layer);
    }

    /** This dab in another layer. */
    public Dab inLayer(int newLayer) {
        return newLayer == layer ? this : new Dab(brush, x, z, radius, strength, falloff, target, shiftX, shiftZ, newLayer);
    }

    /** This dab moved to another centre. */
    public Dab at(double newX, double newZ) {
        return new Dab(brush, newX, newZ, radius, strength, falloff, target, shiftX, shiftZ, layer);
    }
}
