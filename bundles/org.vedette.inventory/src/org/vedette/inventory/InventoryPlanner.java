package org.vedette.inventory;

import java.util.List;

import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Scenario;

/**
 * The miniature-inventory planner, an OSGi service: the figures a game needs
 * and an optimal assignment of a collection's figures to them — the fewest
 * shortfalls first, then the fewest and best-liked stand-ins by the rules'
 * preferences, each figure used once (a minimum-cost flow, not a greedy pass).
 */
public interface InventoryPlanner {
    /** The rules the planner uses unless given others: stand-ins and counting drawn from OSOTH and the rulesets. */
    InventoryRules defaultRules();

    /** The Other Side of the Hill's ch. XII minimums for a generic game. */
    RequirementSet minimums();

    /**
     * The figures a scenario's units need, by kind (one need per kind, naming
     * the units it comes from), counted by the rules' counting for the
     * scenario's ruleset. Encounters are not among them: see {@link #plan(Scenario, FigureCollection, InventoryRules, Coverage)}.
     */
    List<Need> needs(Scenario scenario, InventoryRules rules);

    /**
     * A scenario planned against a collection: its units' needs and, when an
     * {@link EncounterSource} serves the scenario, its encounters' at the
     * coverage asked for; the plan says which.
     */
    Plan plan(Scenario scenario, FigureCollection collection, InventoryRules rules, Coverage coverage);

    /** Any list of needs (a requirement set's, say) planned against a collection. */
    Plan plan(String title, List<Need> needs, FigureCollection collection, InventoryRules rules);
}
