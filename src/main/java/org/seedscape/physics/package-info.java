/**
 * Physics on the world's ground with Minie (Bullet for jME), for games that want it:
 * {@link org.seedscape.physics.WorldPhysics} keeps heightfields of the drawn ground and shapes of
 * the trunks and rocks around the camera in a game's physics space, and moves the space's bodies
 * with the floating origin. Uses only the library's face ({@code org.seedscape.api}) and Minie,
 * which is an optional dependency: a game that uses this package adds
 * {@code com.github.stephengold:Minie} to its own build.
 */
package org.seedscape.physics;
