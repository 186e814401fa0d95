package org.vedette.inventory;

import java.util.Map;

/**
 * How one ruleset's scenarios are counted in figures: which profile field
 * names a figure's troop type and rank, what its values are in a collection's
 * words, and — for unit-level rulesets such as One Hour, where a unit is one
 * block — how many figures the designer puts in a unit of each type.
 *
 * @param troopTypeField   the profile field (the figure's, else its unit's) giving the troop type, or null
 * @param troopTypes       the field's values in a collection's words ("light" → "light-infantry"); others as they are
 * @param roleField        the profile field giving the rank ("officer", "nco"), or null
 * @param figuresPerUnit   by troop type: the figures a unit without listed figures stands for
 * @param defaultPerUnit   figures for a unit whose type the map lacks (1 when not set)
 */
public record Counting(String troopTypeField, Map<String, String> troopTypes, String roleField,
        Map<String, Integer> figuresPerUnit, int defaultPerUnit) {
    public static final Counting PLAIN = new Counting(null, Map.of(), null, Map.of(), 1);

    public Counting {
        troopTypes = troopTypes == null ? Map.of() : Map.copyOf(troopTypes);
        figuresPerUnit = figuresPerUnit == null ? Map.of() : Map.copyOf(figuresPerUnit);
        if (defaultPerUnit < 1) throw new IllegalArgumentException("a unit is at least one figure");
    }

    /** Whether the ruleset's units are blocks of figures that the scenario does not list one by one. */
    public boolean unitLevel() {
        return !figuresPerUnit.isEmpty();
    }
}
