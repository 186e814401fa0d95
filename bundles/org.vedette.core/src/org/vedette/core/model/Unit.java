package org.vedette.core.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A unit: the figures that move and fight together. In unit-level rulesets
 * (One Hour) the unit itself carries the profile and is what acts; in
 * figure-level rulesets its figures do. Its position and base are optional:
 * without a base the table's rules give the ruleset's usual one.
 */
public record Unit(String id, String name, String quality, boolean mounted, Map<String, Object> profile,
        List<Figure> figures, Position position, Base base) {
    public Unit {
        Objects.requireNonNull(id, "id");
        name = name == null ? id : name;
        profile = Values.copyOf(profile);
        figures = figures == null ? List.of() : List.copyOf(figures);
    }

    /** A unit on the ruleset's usual base. */
    public Unit(String id, String name, String quality, boolean mounted, Map<String, Object> profile,
            List<Figure> figures, Position position) {
        this(id, name, quality, mounted, profile, figures, position, null);
    }
}
