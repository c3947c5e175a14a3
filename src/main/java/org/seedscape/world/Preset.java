package org.seedscape.world;

import java.util.Objects;

/** A named set of terrain parameters, as read from one preset file. */
public record Preset(String name, TerrainParams params) {
    public Preset {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(params, "params");
    }
}
