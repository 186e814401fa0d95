package org.vedette.inventory;

import org.vedette.core.model.Scenario;

/**
 * What the scenario generator's event tables may bring onto the table, as an
 * OSGi service the planner uses when one is registered (the generator of
 * issue #14 is to provide it; none exists yet, and then a plan says "no event
 * tables installed: encounters not counted").
 *
 * <p>The figures asked for are those needed <em>at the same time</em>, not
 * all that ever appear: a casualty can come back as the next encounter (OSOTH
 * ch. XII: guerrilla figures double as bandits). A source computes the worst
 * case from its tables, and a percentile from simulated draws.
 */
public interface EncounterSource {
    /** Who answers ("OSOTH event tables 1.0"), for the plan's note. */
    String name();

    /** Whether this source's tables apply to the scenario (its ruleset, its events). */
    boolean serves(Scenario scenario);

    /**
     * The figures the scenario's encounters need at the same time, at the coverage asked for.
     *
     * @return needs with ids unique among themselves; the planner prefixes them to keep them apart from the scenario's
     */
    EncounterNeeds needs(Scenario scenario, Coverage coverage);
}
