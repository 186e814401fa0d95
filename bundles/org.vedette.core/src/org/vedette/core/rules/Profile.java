package org.vedette.core.rules;

import java.util.List;
import java.util.Optional;

/**
 * What a figure (or unit, for unit-level rulesets) carries in this ruleset:
 * typed profile fields with their ranges and defaults, the troop qualities the
 * book knows and the weapons it has rules for. Editors and file validation use
 * it without knowing the ruleset.
 */
public record Profile(Scale scale, List<FieldSpec> fields, List<Choice> qualities, List<Choice> weapons) {
    public Profile {
        fields = List.copyOf(fields);
        qualities = qualities == null ? List.of() : List.copyOf(qualities);
        weapons = weapons == null ? List.of() : List.copyOf(weapons);
    }

    public Optional<FieldSpec> field(String id) {
        return fields.stream().filter(f -> f.id().equals(id)).findFirst();
    }

    public boolean hasQuality(String id) {
        return qualities.stream().anyMatch(q -> q.id().equals(id));
    }

    public boolean hasWeapon(String id) {
        return weapons.stream().anyMatch(w -> w.id().equals(id));
    }
}
