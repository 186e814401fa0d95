package org.vedette.scenario;

import java.util.Objects;

/**
 * What a designer asks of a new scenario: the ruleset, the seed that makes
 * it reproducible, the table, how many units a side, how much terrain (0 an
 * open table, 1 a crowded one) and the mission ("skirmish": hold the ground
 * between; "scouting": The Other Side of the Hill's generic mission, villages
 * to explore for points by table half).
 */
public record ScenarioSpec(String ruleset, long seed, double width, double depth, int units, double terrainDensity,
        String mission) {
    public static final String SKIRMISH = "skirmish";
    public static final String SCOUTING = "scouting";

    public ScenarioSpec {
        Objects.requireNonNull(ruleset, "ruleset");
        if (!(width >= 24 && width <= 240) || !(depth >= 24 && depth <= 240)) {
            throw new IllegalArgumentException("a table is 24 to 240 inches on a side, not " + width + " × " + depth);
        }
        if (units < 1 || units > 12) throw new IllegalArgumentException("a side has 1 to 12 units, not " + units);
        if (!(terrainDensity >= 0 && terrainDensity <= 1)) {
            throw new IllegalArgumentException("the terrain density is from 0 to 1, not " + terrainDensity);
        }
        mission = mission == null ? SKIRMISH : mission;
        if (!mission.equals(SKIRMISH) && !mission.equals(SCOUTING)) {
            throw new IllegalArgumentException("the mission is 'skirmish' or 'scouting', not '" + mission + "'");
        }
    }
}
