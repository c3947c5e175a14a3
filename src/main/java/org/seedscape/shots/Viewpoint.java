package org.seedscape.shots;

import java.util.Locale;

/**
 * A named camera placement: the eye at world (x, eyeY, z) over ground at {@code groundY}, looking
 * along {@code heading} (radians from +x toward +z, as {@code PlayerState.look} takes it) with
 * {@code pitch} (radians, up positive). {@code note} says how the finder had to compromise, or is empty.
 */
public record Viewpoint(String name, double x, double z, double eyeY, double groundY, double heading, double pitch,
                        String note) {
    /** One line for people: position, eye height and height above ground, heading and pitch in degrees, the note. */
    public String describe() {
        String s = String.format(Locale.ROOT, "x %.0f, z %.0f, eye %.0f m (ground + %.0f m), heading %.0f deg, pitch %.1f deg",
                x, z, eyeY, eyeY - groundY, Math.toDegrees(heading), Math.toDegrees(pitch));
        return note.isEmpty() ? s : s + "; " + note;
    }
}
