package org.vedette.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainKind;
import org.vedette.scenario.Direction;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Placement;
import org.vedette.scenario.TableHalf;
import org.vedette.scenario.TableSituation;

/** Ch. X "Placing Non-Player Units", case by case, with the text's own example first. */
class PlacementTest {
    private final EventGenerator generator = Tabletop.service(EventGenerator.class);
    private final EventTables book = EventTableReader.book();

    private Encounter encounter(Direction d, double inches) {
        return new Encounter(book.kinds().get("average-infantry"), 8, "average", 0, d, inches, TableHalf.NEAR);
    }

    /**
     * "if I have a deployment indicated which is 18 inches away from my
     * Player's current position to the left, and this places it 6 inches off
     * the table, I will move it towards the table edge opposite that
     * representing the friendly front lines, along the left table edge, a
     * distance of 6 inches."
     */
    @Test
    void chXTheTextsExample18InchesLeft6OffTheTableGoes6AlongTheLeftEdge() {
        Table t = Tabletop.table(72, 48, Edge.SOUTH);
        // Ten riflemen facing north (towards the far edge), their ring's left point 12" from the west edge.
        List<Position> force = Tabletop.block(12.5, 10, 10, 0.0);
        Placement p = generator.place(book, encounter(Direction.LEFT, 18), new TableSituation(t, force, List.of(force)));
        assertTrue(p.placed());
        assertEquals(12.0, p.ringPoint().x(), 1e-9);
        assertEquals(10.5, p.ringPoint().y(), 1e-9);
        // On the left (west) edge, 6" further from the friendly (south) edge than the ring point; the unit's
        // centre stands its 3" radius in from the edge so that all of it is on the table (ruling G5).
        assertEquals(3.0, p.centre().x(), 1e-9);
        assertEquals(16.5, p.centre().y(), 1e-9);
        assertEquals(List.of("6 inches off the table: on the west edge, moved 6 inches along it away from friendly lines"),
                p.notes());
        assertEquals(8, p.figures().size());
        for (Position f : p.figures()) assertTrue(f.distanceTo(p.centre()) <= 3, f.toString());
    }

    @Test
    void chXTheFacingTurnsTheDirections() {
        Table t = Tabletop.table(72, 48, Edge.SOUTH);
        // Facing east: the left front is north-east.
        List<Position> force = Tabletop.block(30, 20, 5, 90.0);
        Placement p = generator.place(book, encounter(Direction.LEFT_FRONT, 12), new TableSituation(t, force, List.of(force)));
        double dx = p.centre().x() - p.ringPoint().x();
        double dy = p.centre().y() - p.ringPoint().y();
        assertEquals(12, Math.hypot(dx, dy), 0.01);
        assertEquals(dx, dy, 0.01);
        assertTrue(dx > 0);
    }

    /** "In those cases where the entire Player force does not have a clear front … toward friendly lines … the rear." */
    @Test
    void chXWithoutAClearFrontTheRearIsTowardsFriendlyLines() {
        Table t = Tabletop.table(72, 48, Edge.EAST);
        // Figures facing every way: no clear front; friendly lines east, so the front is west.
        List<Position> force = List.of(new Position(40, 24, 0.0), new Position(41, 24, 90.0), new Position(40, 25, 180.0),
                new Position(41, 25, 270.0));
        Placement p = generator.place(book, encounter(Direction.FRONT, 12), new TableSituation(t, force, List.of(force)));
        assertEquals(24.5, p.centre().y(), 0.01);
        assertEquals(p.ringPoint().x() - 12, p.centre().x(), 0.01);
    }

    /** "Any deployment occurring behind friendly lines is ignored." */
    @Test
    void chXBehindFriendlyLinesTheEventIsIgnored() {
        Table t = Tabletop.table(72, 48, Edge.SOUTH);
        List<Position> force = Tabletop.block(30, 8, 10, 0.0);
        Placement p = generator.place(book, encounter(Direction.REAR, 18), new TableSituation(t, force, List.of(force)));
        assertFalse(p.placed());
        assertNull(p.centre());
        assertTrue(p.words().endsWith("ignored — it falls beyond the friendly edge, behind friendly lines"), p.words());
    }

    /** "Units will not, for example, appear in the middle of a river at a non-fordable point." */
    @Test
    void chXNeverInARiverAwayFromAFord() {
        Table t = Tabletop.table(72, 48, Edge.SOUTH,
                Tabletop.line("tajo", TerrainKind.RIVER, 4, Position.at(0, 30), Position.at(72, 30)));
        List<Position> force = Tabletop.block(34, 8, 10, 0.0);
        // Ring's front point at y 9.5; 21" on is y 30.5, the river's middle.
        Placement p = generator.place(book, encounter(Direction.FRONT, 21), new TableSituation(t, force, List.of(force)));
        assertTrue(p.placed());
        for (Position f : p.figures()) assertTrue(Math.abs(f.y() - 30) > 2, "a figure in the river: " + f);
        assertTrue(p.notes().get(0).contains("impassable terrain"), p.notes().toString());
        // The nearest dry ground away from the force is across the river: its 2" half-width and the unit's 3"
        // from its middle.
        assertEquals(35.0, p.centre().y(), 1e-9);
        assertEquals(36, p.centre().x(), 1e-9);
        // At a ford it may stand in the river.
        Table forded = Tabletop.table(72, 48, Edge.SOUTH,
                Tabletop.line("tajo", TerrainKind.RIVER, 4, Position.at(0, 30), Position.at(72, 30)),
                Tabletop.area("ford", TerrainKind.FORD, null, Tabletop.square(30, 24, 44, 36)));
        Placement q = generator.place(book, encounter(Direction.FRONT, 21), new TableSituation(forded, force, List.of(force)));
        assertEquals(Position.at(36, 30.5), q.centre());
        assertEquals(List.of(), q.notes());
    }

    /** "Units will also not appear inside of other units, but will instead be placed adjacent to them." */
    @Test
    void chXBesideAnotherUnitNotInsideIt() {
        Table t = Tabletop.table(72, 48, Edge.SOUTH);
        List<Position> force = Tabletop.block(34, 8, 10, 0.0);
        List<Position> bandits = Tabletop.block(34, 27, 10, null);
        Placement p = generator.place(book, encounter(Direction.FRONT, 18),
                new TableSituation(t, force, List.of(force, bandits)));
        assertTrue(p.placed());
        double nearest = Double.MAX_VALUE;
        for (Position f : p.figures()) {
            for (Position b : bandits) nearest = Math.min(nearest, f.distanceTo(b));
        }
        assertTrue(nearest >= 0.5, "inside the bandits: " + nearest);
        assertTrue(nearest <= 3, "not adjacent: " + nearest);
        assertTrue(p.notes().get(0).contains("inside another unit"), p.notes().toString());
    }

    @Test
    void aTravellingUnitIsGivenItsDestination() {
        Table t = Tabletop.table(72, 48, Edge.SOUTH);
        List<Position> force = Tabletop.block(14, 8, 10, 0.0);
        Encounter convoy = new Encounter(book.kinds().get("convoy"), 5, "average", 0, Direction.FRONT, 12, TableHalf.NEAR);
        Placement p = generator.place(book, convoy, new TableSituation(t, force, List.of(force)));
        assertNotNull(p.destination());
        // At (16, 21.5): the east edge (56" away) is the furthest that is not the friendly (south) one.
        assertEquals(Position.at(16, 21.5), p.centre());
        assertEquals(Edge.EAST, p.destination().edge());
        assertEquals(Position.at(72, 21.5), p.destination().exit());
    }
}
