package org.vedette.scenario;

import java.util.List;
import java.util.Set;

import org.vedette.core.dice.Dice;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Table;
import org.vedette.io.tables.TablesException;

/**
 * The scenario generator's events as an OSGi service: draw an event on the
 * tables with the game's dice, place it around the player force, find where a
 * travelling unit heads, and list the scouting mission's objectives. Stateless
 * and thread-safe; everything random comes from the {@link Dice} given.
 */
public interface EventGenerator {
    /** The bundle's tables, or the referee's override of them ({@link EventTableReader#withOverride}). */
    EventTables tables(String override) throws TablesException;

    /**
     * Draws an event: D66 on the half's table (thrown again while it gives a
     * group already at its limit on the table), a D6 for how many and a D6 for
     * the quality, 2D6 for the direction and the distance's dice.
     *
     * @param full the groups already at their limit on the table ("cavalry")
     */
    Encounter draw(EventTables tables, Dice dice, TableHalf half, Set<String> full);

    /** Where the encounter appears; ignored when it falls behind friendly lines. */
    Placement place(EventTables tables, Encounter encounter, TableSituation situation);

    /** The half of the table the player force stands in (its perimeter ring's centre); NEAR without positions. */
    TableHalf half(TableSituation situation);

    /** Where a travelling unit deployed at {@code from} heads, given the outposts on the table. */
    Destination destination(Table table, Position from, EncounterKind kind, List<Position> outposts);

    /** The objective a placed encounter makes (a cave to explore, an outpost to scout), or null. */
    Objective objective(Placement placement, Table table);

    /** The generic scouting mission's objectives on a scenario's table: its villages, each scored by its half. */
    List<Objective> objectives(Scenario scenario);
}
