package org.seedscape.ui;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;

/**
 * The brush's settings, which its keys ({@link BrushState}) and the world panel's brush rows
 * ({@link BrushRows}) change alike: the brush, its radius, each brush's strength, the falloff and
 * the terrace step. Render thread.
 */
public final class BrushSettings {
    public static final double MIN_RADIUS = 2, MAX_RADIUS = 2000, DEFAULT_RADIUS = 40;
    /** Factors of a step of the radius, a strength and a terrace step; the falloff's step. */
    static final double RADIUS_STEP = 1.12, STRENGTH_STEP = 1.25, TERRACE_STEP = 1.25, FALLOFF_STEP = 0.1;

    private Brush brush = Brush.RAISE;
    private double radius, falloff = 0.5;
    /** Metres a terrace step rises. */
    private double terraceStep = 8;
    /** Each brush's strength: metres a dab for raise and lower, a share for the others. */
    private final Map<Brush, Double> strength = new EnumMap<>(Map.of(Brush.RAISE, 2.0, Brush.LOWER, 2.0, Brush.FLATTEN, 0.5,
            Brush.SMOOTH, 0.5, Brush.TERRACE, 0.5, Brush.NOISE, 2.0, Brush.WARP, 1.0, Brush.CLONE, 1.0, Brush.ERODE, 1.0,
            Brush.ERASE, 1.0));
    /** Degrees an erode dab sheds the ground to: the world's talus angle. */
    private double talusAngle = 33;
    /** Where the clone brush copies from (world x, z), or null until one is set. */
    private double[] cloneSource;

    /** The demo's start: raise, {@value #DEFAULT_RADIUS} m. */
    public BrushSettings() {
        this(DEFAULT_RADIUS);
    }

    /** Raise, at a radius of {@code radius} metres (the bench's brushing), within {@value #MIN_RADIUS}-{@value #MAX_RADIUS} m. */
    public BrushSettings(double radius) {
        if (!(radius >= MIN_RADIUS && radius <= MAX_RADIUS)) {
            throw new IllegalArgumentException("radius must be " + MIN_RADIUS + " to " + MAX_RADIUS + " metres: " + radius);
        }
        this.radius = radius;
    }

    public Brush brush() {
        return brush;
    }

    public double radius() {
        return radius;
    }

    public double falloff() {
        return falloff;
    }

    public double terraceStep() {
        return terraceStep;
    }

    /** The chosen brush's strength. */
    public double strength() {
        return strength.get(brush);
    }

    void choose(Brush b) {
        brush = b;
    }

    /** Multiplies the radius by {@code factor}, within 2 to 2000 m. */
    void scaleRadius(double factor) {
        radius = Math.min(Math.max(radius * factor, MIN_RADIUS), MAX_RADIUS);
    }

    /** Multiplies the chosen brush's strength by {@code factor}, within a thousandth of its most and its most. */
    void scaleStrength(double factor) {
        double s = strength.get(brush) * factor;
        strength.put(brush, Math.min(Math.max(s, brush.maxStrength() / 1000), brush.maxStrength()));
    }

    /** Adds {@code delta} to the falloff, within 0 to 1, on tenths. */
    void addFalloff(double delta) {
        falloff = Math.rint(Math.min(Math.max(falloff + delta, 0), 1) * 10) / 10;
    }

    /** Multiplies the terrace step by {@code factor}, within what a dab allows. */
    void scaleTerraceStep(double factor) {
        terraceStep = Math.min(Math.max(terraceStep * factor, Dab.MIN_STEP), Dab.MAX_STEP);
    }

    /** Erode dabs shed the ground to this angle (the shown world's talusAngle), within what a dab allows. */
    void setTalusAngle(double degrees) {
        talusAngle = Math.min(Math.max(degrees, Dab.MIN_TALUS), Dab.MAX_TALUS);
    }

    /** Where the clone brush copies from (world x, z), or null. */
    public double[] cloneSource() {
        return cloneSource == null ? null : cloneSource.clone();
    }

    void setCloneSource(double x, double z) {
        cloneSource = new double[] {x, z};
    }

    /**
     * A dab of the brush ({@code inverted}: the other way) at world (x, z); a flatten dab pulls to
     * {@code flattenTo}, a terrace dab to steps of the terrace step; a warp dab pushes by, and a
     * clone dab copies from, (shiftX, shiftZ) metres away.
     */
    Dab dabAt(double x, double z, boolean inverted, double flattenTo, double shiftX, double shiftZ) {
        Brush b = inverted ? brush.inverted() : brush;
        double target = switch (b) {
            case FLATTEN -> flattenTo;
            case TERRACE -> terraceStep;
            case ERODE -> talusAngle;
            default -> 0;
        };
        return b.shifts() ? new Dab(b, x, z, radius, strength.get(brush), falloff, target, shiftX, shiftZ)
                : new Dab(b, x, z, radius, strength.get(brush), falloff, target);
    }

    /** The settings in a line: "raise   radius 40 m   2.00 m a dab   falloff 0.5". */
    String describe(boolean inverted) {
        Brush b = inverted ? brush.inverted() : brush;
        double s = strength();
        return String.format(Locale.ROOT, "%s   radius %.0f m   %s   falloff %.1f%s", b.key(), radius,
                b.maxStrength() > 1 ? String.format(Locale.ROOT, "%.2f m a dab", s) : String.format(Locale.ROOT, "strength %.2f", s),
                falloff, b == Brush.TERRACE ? String.format(Locale.ROOT, "   steps %.1f m", terraceStep)
                        : b != Brush.CLONE ? "" : cloneSource == null ? "   Alt+click sets its source"
                        : String.format(Locale.ROOT, "   source %.0f, %.0f", cloneSource[0], cloneSource[1]));
    }
}
