package org.seedscape.foliage;

import java.util.EnumMap;
import java.util.Map;

/** Everything placed on one tile, by species. */
public final class TileFoliage {
    private final Map<Species, Instances> bySpecies = new EnumMap<>(Species.class);

    TileFoliage() {
        for (Species s : Species.values()) {
            bySpecies.put(s, new Instances());
        }
    }

    public Instances of(Species species) {
        return bySpecies.get(species);
    }

    /** Instances of every species together. */
    public int count() {
        return bySpecies.values().stream().mapToInt(Instances::count).sum();
    }
}
