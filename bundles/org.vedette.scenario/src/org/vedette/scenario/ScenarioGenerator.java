package org.vedette.scenario;

import java.util.Map;

import org.vedette.core.model.Roster;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.tables.TablesException;

/**
 * Whole new scenarios for any ruleset, as an OSGi service: a table with
 * terrain drawn from a palette ({@link TerrainPalette}, data overridable per workspace), two sides of units made from the ruleset's
 * own profile or picked from the designer's rosters, balanced by the
 * ruleset's strength measure, deployment zones with the units in them,
 * objectives. The same spec (its seed included) and rosters give the same
 * scenario.
 */
public interface ScenarioGenerator {
    /** The two sides' ids, south first: the keys of {@link #generate(Ruleset, ScenarioSpec, Map)}'s rosters. */
    String BLUE = "blue";
    String RED = "red";

    /** A scenario whose two sides are both made from the ruleset's troop types. */
    default Scenario generate(Ruleset rules, ScenarioSpec spec) {
        return generate(rules, spec, Map.of());
    }

    /**
     * A scenario whose sides named in {@code rosters} ({@value #BLUE}, {@value #RED}) are picked from those
     * rosters, units in a seeded order, as long as the side stays within the strength of the other side's
     * generated force ({@code Ruleset.strength}) — or, when both sides have rosters, of the smaller roster —
     * and at least one unit; a generated side is then balanced against a roster's side. The designer's units
     * are taken as they are written.
     *
     * @throws IllegalArgumentException a roster for another ruleset, one without units, or a side that is
     *             neither blue nor red
     */
    default Scenario generate(Ruleset rules, ScenarioSpec spec, Map<String, Roster> rosters) {
        return generate(rules, spec, rosters, TerrainPaletteReader.book());
    }

    /**
     * The same, the terrain drawn from {@code palette} — the book's, or a
     * workspace's override read with {@link #palette(String)} (package 0.4).
     */
    Scenario generate(Ruleset rules, ScenarioSpec spec, Map<String, Roster> rosters, TerrainPalette palette);

    /**
     * The bundle's terrain palette, or a designer's override of it ({@link TerrainPaletteReader#withOverride}).
     *
     * @throws TablesException every problem of the override, with its line and column
     */
    default TerrainPalette palette(String override) throws TablesException {
        return TerrainPaletteReader.withOverride(override);
    }
}
