package org.vedette.core.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One miniature. The ruleset-specific numbers it carries (Sharpe's I/D/S/C/F,
 * a One Hour unit type) are its {@code profile}, described and validated by the
 * ruleset's {@link org.vedette.core.rules.Profile}. Profile values are Integer,
 * Double, Boolean or String. Its position and base are optional: without a
 * base the table's rules give the ruleset's usual one.
 */
public record Figure(String id, String name, String quality, boolean mounted, List<String> weapons,
        Map<String, Object> profile, Position position, Base base) {
    public Figure {
        Objects.requireNonNull(id, "id");
        name = name == null ? id : name;
        weapons = weapons == null ? List.of() : List.copyOf(weapons);
        profile = Values.copyOf(profile);
    }

    /** A figure on the ruleset's usual base. */
    public Figure(String id, String name, String quality, boolean mounted, List<String> weapons,
            Map<String, Object> profile, Position position) {
        this(id, name, quality, mounted, weapons, profile, position, null);
    }
}
