package org.vedette.inventory;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The collector's rules for matching figures to needs ({@code
 * vedette.inventory-rules} files; the planner ships defaults drawn from The
 * Other Side of the Hill): stand-ins, what else may be used, and how each
 * ruleset's scenarios are counted in figures.
 *
 * @param roleWords   words in a figure's name that give its role ("sgt" → "nco", "eagle" → "standard")
 * @param weapons     weapon ids as a figure's weapons list names them → the collection's word ("baker-rifle" →
 *                    "rifle"); the first weapon of a figure found here is its weapon, others are ignored
 * @param counting    by ruleset id
 */
public record InventoryRules(String id, List<StandIn> standIns, Allowance unpainted, Allowance unbased,
        Allowance mixNations, Map<String, String> roleWords, Map<String, String> weapons,
        Map<String, Counting> counting) {
    public InventoryRules {
        Objects.requireNonNull(id, "id");
        standIns = standIns == null ? List.of() : List.copyOf(standIns);
        unpainted = unpainted == null ? Allowance.NEVER : unpainted;
        unbased = unbased == null ? Allowance.NEVER : unbased;
        mixNations = mixNations == null ? Allowance.NEVER : mixNations;
        roleWords = roleWords == null ? Map.of() : Map.copyOf(roleWords);
        weapons = weapons == null ? Map.of() : Map.copyOf(weapons);
        counting = counting == null ? Map.of() : Map.copyOf(counting);
    }

    /** How a ruleset's scenarios are counted: its entry, or one figure per figure listed. */
    public Counting countingFor(String ruleset) {
        return counting.getOrDefault(ruleset, Counting.PLAIN);
    }

    /** The same rules with other stand-ins. */
    public InventoryRules withStandIns(List<StandIn> others) {
        return new InventoryRules(id, others, unpainted, unbased, mixNations, roleWords, weapons, counting);
    }

    /** The same rules with other allowances. */
    public InventoryRules withAllowances(Allowance newUnpainted, Allowance newUnbased, Allowance newMix) {
        return new InventoryRules(id, standIns, newUnpainted, newUnbased, newMix, roleWords, weapons, counting);
    }
}
