package org.vedette.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainKind;
import org.vedette.scenario.Destination;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Objective;
import org.vedette.scenario.TableHalf;

/** Ch. X: travelling units' destinations; "Winning and Losing": the scouting mission's objectives by table half. */
class MissionTest {
    private final EventGenerator generator = Tabletop.service(EventGenerator.class);
    private final EventTables book = EventTableReader.book();

    /** "Select the logical destination (for example, where a road exits the table on that edge) furthest from the deployed figures." */
    @Test
    void chXATravellerTakesTheRoadEndFurthestFromItOnTheFurthestNonFriendlyEdge() {
        Table t = Tabletop.table(72, 48, Edge.SOUTH,
                Tabletop.line("camino-real", TerrainKind.ROAD, 1, Position.at(30, 20), Position.at(72, 40)),
                Tabletop.line("mule-track", TerrainKind.ROAD, 1, Position.at(40, 10), Position.at(72, 5)));
        Destination d = generator.destination(t, Position.at(10, 20), book.kinds().get("monks"), List.of());
        // Edges: north 28", east 62", west 10" (south is friendly): east. Road ends on it: (72, 40) is 65.1" away, (72, 5) 63.8".
        assertEquals(Edge.EAST, d.edge());
        assertEquals(Position.at(72, 40), d.exit());
        assertEquals("camino-real", d.road());
        assertNull(d.substitute());
    }

    @Test
    void chXWithoutARoadTheExitIsStraightAcross() {
        Table t = Tabletop.table(72, 48, Edge.WEST);
        Destination d = generator.destination(t, Position.at(50, 30), book.kinds().get("convoy"), List.of());
        // Edges: north 18", east 22", south 30": south.
        assertEquals(Edge.SOUTH, d.edge());
        assertEquals(Position.at(50, 0), d.exit());
    }

    /** "If there is a village (not for Messengers) or, for Enemy Convoys, Messengers, and Artillery, an enemy outpost within 12 inches". */
    @Test
    void chXAVillageNearTheExitMayBeTheDestinationButNotForAMessenger() {
        Table t = Tabletop.table(72, 48, Edge.SOUTH,
                Tabletop.area("fuentes", TerrainKind.TOWN, null, Tabletop.square(30, 40, 36, 46)));
        // Edges from (36, 10): north 38", east 36", west 36": north, straight across at (36, 48); the village's
        // centre (33, 43) is 5.8" from it.
        Position from = Position.at(36, 10);
        Destination monks = generator.destination(t, from, book.kinds().get("monks"), List.of());
        assertEquals(Position.at(36, 48), monks.exit());
        assertEquals("the village fuentes", monks.substitute());
        Destination messenger = generator.destination(t, from, book.kinds().get("messenger"), List.of(Position.at(40, 44)));
        assertEquals("the enemy outpost at (40.0, 44.0)", messenger.substitute());
        Destination aristocrats = generator.destination(Tabletop.table(72, 48, Edge.SOUTH), from,
                book.kinds().get("aristocrats"), List.of(Position.at(40, 44)));
        assertNull(aristocrats.substitute(), "an outpost is a destination only for convoys, messengers and artillery");
    }

    /** "an objective (such as scouting a village) will be worth a single victory point … near half …, and twice that if on the far side." */
    @Test
    void winningAndLosingAVillageIsWorthOneOnTheNearHalfAndTwoOnTheFar() {
        Table t = Tabletop.table(72, 48, Edge.NORTH,
                Tabletop.area("v1", TerrainKind.TOWN, null, Tabletop.square(10, 30, 16, 36)),
                Tabletop.area("v2", TerrainKind.TOWN, null, Tabletop.square(40, 4, 46, 10)));
        Scenario s = new Scenario("s", "s", "osoth", "", Map.of(), t, List.of(), List.of(), 0);
        List<Objective> o = generator.objectives(s);
        assertEquals(2, o.size());
        assertEquals(TableHalf.NEAR, o.get(0).half());
        assertEquals(1, o.get(0).points());
        assertEquals("objective-near", o.get(0).victory());
        assertEquals(TableHalf.FAR, o.get(1).half());
        assertEquals(2, o.get(1).points());
        assertEquals("objective-far", o.get(1).victory());
        assertEquals("explore-village", o.get(1).action());
    }
}
