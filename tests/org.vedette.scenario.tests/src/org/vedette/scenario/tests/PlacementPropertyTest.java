package org.vedette.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Zone;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Placement;
import org.vedette.scenario.TableSituation;

/**
 * Ch. X "Placing Non-Player Units" over 10,000 seeds: random tables (a river
 * with a ford, marshes, friendly lines as an edge or drawn), random forces
 * and other units, random events. Whatever is placed stands on the table,
 * never behind or inside friendly lines, never in impassable ground, never
 * inside another unit, its figures within the unit radius of its centre; and
 * the same seed places it the same way. The checks are this test's own
 * geometry, not the generator's.
 */
class PlacementPropertyTest {
    static final int SEEDS = 10_000;
    private static final GeometryFactory F = new GeometryFactory();
    private final EventGenerator generator = Tabletop.service(EventGenerator.class);
    private final EventTables book = EventTableReader.book();

    @Test
    void chXNothingInFriendlyLinesImpassableGroundOrAnotherUnitOver10000Seeds() {
        int placed = 0;
        int ignored = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            World w = world(r);
            Dice dice = new Dice(new SeededDice(seed));
            Encounter e = generator.draw(book, dice, generator.half(w.situation), Set.of());
            Placement p = generator.place(book, e, w.situation);
            assertEquals(p, generator.place(book, e, w.situation), "seed " + seed + ": not reproducible");
            if (!p.placed()) {
                ignored++;
                continue;
            }
            placed++;
            String at = "seed " + seed + ": " + p.words();
            Table t = w.situation.table();
            List<Position> points = new ArrayList<>(p.figures());
            points.add(p.centre());
            for (Position f : points) {
                assertTrue(t.contains(f), at + ": off the table " + f);
                Geometry pt = F.createPoint(new Coordinate(f.x(), f.y()));
                assertFalse(w.marshes != null && w.marshes.intersects(pt), at + ": in a marsh " + f);
                // The river's true edge: width/2 from its line, wherever the ford does not cover it.
                assertFalse(w.river.distance(pt) <= w.riverWidth / 2 && !w.ford.covers(pt), at + ": in the river " + f);
                if (w.friendly != null) assertFalse(w.friendly.intersects(pt), at + ": inside friendly lines " + f);
                for (Geometry u : w.units) assertFalse(u.intersects(pt), at + ": inside another unit " + f);
            }
            for (Position f : p.figures()) {
                assertTrue(f.distanceTo(p.centre()) <= book.placement().unitRadius(), at + ": astray " + f);
            }
            if (!e.kind().terrainPiece()) assertEquals(e.figures(), p.figures().size(), at);
        }
        assertEquals(SEEDS, placed + ignored);
        assertTrue(placed > SEEDS * 0.8, "placed only " + placed);
        assertTrue(ignored > 0, "no event fell behind friendly lines: the rear directions are not exercised");
    }

    /** A table, a force and other units from the random numbers. */
    private static World world(SplittableRandom r) {
        double w = 48 + 12 * r.nextInt(5);
        double d = 36 + 12 * r.nextInt(4);
        Edge friendly = Edge.values()[r.nextInt(4)];
        List<TerrainFeature> terrain = new ArrayList<>();
        double ry = d * (0.3 + 0.4 * r.nextDouble());
        terrain.add(new TerrainFeature("river", TerrainKind.RIVER, "river",
                List.of(Position.at(0, ry), Position.at(w / 2, ry + r.nextDouble(-6, 6)), Position.at(w, ry)),
                CoverClass.NONE, Going.OPEN, TerrainFeature.Shape.LINE, 1 + 3 * r.nextDouble(), 0));
        double fx = w * r.nextDouble(0.2, 0.8);
        terrain.add(new TerrainFeature("ford", TerrainKind.FORD, "ford", Tabletop.square(fx - 3, ry - 8, fx + 3, ry + 8),
                CoverClass.NONE, Going.OPEN));
        for (int i = r.nextInt(4); i > 0; i--) {
            double mx = r.nextDouble(0, w - 8);
            double my = r.nextDouble(0, d - 8);
            terrain.add(new TerrainFeature("marsh" + i, TerrainKind.MARSH, "marsh",
                    Tabletop.square(mx, my, mx + r.nextDouble(3, 12), my + r.nextDouble(3, 12)), CoverClass.NONE,
                    Going.IMPASSABLE));
        }
        List<Zone> zones = new ArrayList<>();
        Geometry friendlyShape = null;
        if (r.nextInt(3) == 0) {
            // Friendly lines drawn on the table: a fortified corner.
            List<Position> outline = Tabletop.square(0, 0, w / 4, d / 4);
            zones.add(new Zone("lines", Zone.Kind.FRIENDLY_LINES, null, "the British lines", outline));
            friendlyShape = F.createPolygon(new Coordinate[] {new Coordinate(0, 0), new Coordinate(w / 4, 0),
                new Coordinate(w / 4, d / 4), new Coordinate(0, d / 4), new Coordinate(0, 0)});
        }
        Table t = new Table(w, d, friendly, terrain, zones, List.of());
        List<List<Position>> units = new ArrayList<>();
        List<Position> players = new ArrayList<>();
        for (int i = 1 + r.nextInt(4); i > 0; i--) {
            Double facing = r.nextInt(4) == 0 ? null : (double) r.nextInt(360);
            List<Position> u = Tabletop.block(r.nextDouble(1, w - 6), r.nextDouble(1, d - 6), 5 + r.nextInt(16), facing);
            units.add(u);
            players.addAll(u);
        }
        for (int i = r.nextInt(4); i > 0; i--) {
            units.add(Tabletop.block(r.nextDouble(1, w - 6), r.nextDouble(1, d - 6), 3 + r.nextInt(10), null));
        }
        List<Geometry> unitShapes = new ArrayList<>();
        for (List<Position> u : units) {
            Coordinate[] c = u.stream().map(p -> new Coordinate(p.x(), p.y())).toArray(Coordinate[]::new);
            unitShapes.add(F.createMultiPointFromCoords(c).convexHull());
        }
        Geometry river = F.createLineString(terrain.get(0).outline().stream().map(p -> new Coordinate(p.x(), p.y()))
                .toArray(Coordinate[]::new));
        Geometry ford = F.createPolygon(new Coordinate[] {new Coordinate(fx - 3, ry - 8), new Coordinate(fx + 3, ry - 8),
            new Coordinate(fx + 3, ry + 8), new Coordinate(fx - 3, ry + 8), new Coordinate(fx - 3, ry - 8)});
        Geometry marshes = null;
        for (TerrainFeature f : terrain) {
            if (f.going() != Going.IMPASSABLE) continue;
            Coordinate[] c = new Coordinate[5];
            for (int i = 0; i < 4; i++) c[i] = new Coordinate(f.outline().get(i).x(), f.outline().get(i).y());
            c[4] = c[0];
            marshes = marshes == null ? F.createPolygon(c) : marshes.union(F.createPolygon(c));
        }
        return new World(new TableSituation(t, players, units), river, terrain.get(0).width(), ford, marshes,
                friendlyShape, unitShapes);
    }

    private record World(TableSituation situation, Geometry river, double riverWidth, Geometry ford, Geometry marshes,
            Geometry friendly, List<Geometry> units) {
    }
}
