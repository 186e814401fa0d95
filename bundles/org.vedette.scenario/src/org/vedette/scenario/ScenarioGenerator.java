package org.vedette.scenario;

import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;

/**
 * Whole new scenarios for any ruleset, as an OSGi service: a table with
 * terrain drawn from a palette, two sides of units made from the ruleset's
 * own profile, balanced, deployment zones with the units in them,
 * objectives. The same spec (its seed included) gives the same scenario.
 */
public interface ScenarioGenerator {
    Scenario generate(Ruleset rules, ScenarioSpec spec);
}
