package org.vedette.table.tests;

import org.vedette.table.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.table.tests.Fixtures.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;

/** Moves measured along their paths by the ruleset's going (RULINGS.md T8). */
class MoveTest {

    private static TableGeometry sharpe(org.vedette.core.model.Table t) {
        return TableGeometry.of(t, TableRules.forRuleset("sharpe"));
    }

    @Test
    void inBadGoingAllMovementIsReducedByAHalf() {
        TableGeometry g = sharpe(table(woods("scrub", rect(10, 0, 14, 48))));
        MoveMeasure m = g.measureMove(figure("harris", "british", 6, 10), line(6, 10, 18, 10));
        assertEquals(12, m.length(), 1e-9);
        assertEquals(8 + 4 * 2, m.cost(), 1e-9, "4\" of the 12 in bad going cost double");
        assertEquals(3, m.stretches().size());
        assertEquals(List.of("scrub"), m.stretches().get(1).terrain());
        assertTrue(m.stretches().get(1).rule().contains("reduced by a half"));
        assertTrue(m.fits(16));
        assertFalse(m.fits(15));
    }

    @Test
    void aPathWithTurnsIsMeasuredLegByLeg() {
        MoveMeasure m = sharpe(table()).measureMove(figure("a", "british", 0, 0), line(0, 0, 3, 4, 3, 10));
        assertEquals(11, m.length(), 1e-9);
        assertEquals(11, m.cost(), 1e-9);
        assertNull(m.forbidden());
    }

    @Test
    void impassableGroundCannotBeEntered() {
        TableGeometry g = sharpe(table(area("pond", TerrainKind.LAKE, rect(10, 5, 12, 15), CoverClass.NONE,
                Going.IMPASSABLE)));
        MoveMeasure m = g.measureMove(figure("a", "british", 5, 10), line(5, 10, 20, 10));
        assertFalse(m.fits(100));
        assertTrue(m.forbidden().contains("impassable") && m.forbidden().contains("(10.0, 10.0)"), m.forbidden());
    }

    @Test
    void woodsOnlyLightInfantryAndSkirmishersMayEnter() {
        TableGeometry g = oneHour(table(woods("wood", rect(10, 0, 14, 48))));
        List<Position> path = line(5, 10, 18, 10);
        MoveMeasure line = g.measureMove(unit("line", "british", "infantry", 5, 10, 90), path);
        assertTrue(line.forbidden().startsWith("1H Movement: Woods – Only Light Infantry and Skirmishers may enter"));
        MoveMeasure light = g.measureMove(unit("light", "british", "light-infantry", 5, 10, 90), path);
        assertNull(light.forbidden());
        assertEquals(13, light.cost(), 1e-9, "One Hour has no slow going");
    }

    /** An impassable water line across the table at y = 24, {@code width} inches wide. */
    private static TerrainFeature across(TerrainKind kind, double width) {
        return new TerrainFeature("water", kind, "water", line(0, 24, 72, 24), CoverClass.NONE, Going.IMPASSABLE,
                TerrainFeature.Shape.LINE, width, 0);
    }

    @Test
    void riversMayOnlyBeCrossedViaBridgesOrFords() {
        TableGeometry g = oneHour(table(across(TerrainKind.RIVER, 2),
                area("bridge", TerrainKind.BRIDGE, rect(30, 22, 33, 26), CoverClass.NONE, Going.OPEN)));
        Actor infantry = unit("52nd", "british", "infantry", 20, 18, 0);
        MoveMeasure wading = g.measureMove(infantry, line(20, 18, 20, 30));
        assertTrue(wading.forbidden().contains("only be crossed via bridges or fords"), wading.forbidden());
        MoveMeasure overBridge = g.measureMove(infantry, line(31.5, 18, 31.5, 30));
        assertNull(overBridge.forbidden(), "the bridge carries the move over the river");
        assertEquals(12, overBridge.cost(), 1e-9);
    }

    @Test
    void aStreamDrawnWithoutWidthIsCrossedNotEntered() {
        TableGeometry g = sharpe(table(across(TerrainKind.STREAM, 0),
                area("ford", TerrainKind.FORD, rect(40, 23, 42, 25), CoverClass.NONE, Going.BAD)));
        assertTrue(g.measureMove(figure("a", "british", 20, 20), line(20, 20, 20, 28)).forbidden()
                .contains("impassable"));
        MoveMeasure atFord = g.measureMove(figure("a", "british", 41, 20), line(41, 20, 41, 28));
        assertNull(atFord.forbidden());
        assertEquals(6 + 2 * 2, atFord.cost(), 1e-9, "the ford is bad going: 2\" of it cost 4");
    }

    @Test
    void unitsMovingByRoadIncreaseTheirMovementBy3InchesIfTheirEntireMoveIsOnTheRoad() {
        TerrainFeature road = new TerrainFeature("road", TerrainKind.ROAD, "Royal road", line(0, 10, 72, 10),
                CoverClass.NONE, Going.OPEN, TerrainFeature.Shape.LINE, 1, 0);
        TableGeometry g = oneHour(table(road));
        Actor infantry = unit("inf", "british", "infantry", 5, 10, 90);
        MoveMeasure onRoad = g.measureMove(infantry, line(5, 10, 14, 10));
        assertEquals(3, onRoad.roadBonus(), 1e-9);
        assertTrue(onRoad.fits(6), "9\" on the road: 6\" and the road's 3\"");
        MoveMeasure offRoad = g.measureMove(infantry, line(5, 10, 5, 13, 11, 13));
        assertEquals(0, offRoad.roadBonus(), 1e-9);
    }

    @Test
    void cavalryMayNotEndTheirMovesInATown() {
        TableGeometry g = oneHour(table(area("village", TerrainKind.TOWN, rect(20, 0, 30, 20), CoverClass.HARD,
                Going.OPEN)));
        Actor dragoons = unit("dragoons", "british", "light-cavalry", 15, 10, 90);
        assertTrue(g.measureMove(dragoons, line(15, 10, 25, 10)).forbidden().contains("may not end their moves in a town"));
        assertNull(g.measureMove(dragoons, line(15, 10, 35, 10)).forbidden(), "passing through is allowed");
        Actor guns = unit("guns", "british", "foot-artillery", 15, 10, 90);
        assertTrue(g.measureMove(guns, line(15, 10, 35, 10)).forbidden().contains("Artillery cannot enter a town"));
    }

    @Test
    void unitsMayNeverPassThroughEachOther() {
        TableGeometry g = oneHour(table());
        Stands s = g.stands(List.of(unit("inf", "british", "infantry", 10, 10, 0),
                unit("block", "french", "infantry", 12, 18, 0), unit("aside", "french", "infantry", 30, 18, 0)));
        MoveMeasure m = s.measureMove(s.get("inf"), line(10, 10, 10, 22));
        assertEquals(List.of("block"), m.passesThrough());
    }

    /**
     * "Units may never pass through each other", measured on random tables of blocks and round bases turned
     * every way, against paths of one to three legs: the bases the mover's swept base crosses are those whose
     * distance from the path, as JTS measures polygons and points, is under half its width.
     */
    @Test
    void unitsMayNeverPassThroughEachOtherAsJtsMeasuresOnRandomTables() {
        java.util.Random random = new java.util.Random(16);
        org.locationtech.jts.geom.GeometryFactory jts = new org.locationtech.jts.geom.GeometryFactory();
        int crossed = 0;
        for (int round = 0; round < 300; round++) {
            TableGeometry g = round % 2 == 0 ? oneHour(table()) : osoth(table());
            List<Actor> actors = new java.util.ArrayList<>();
            for (int i = 0; i < 8; i++) {
                Actor a = unit("u" + i, i % 2 == 0 ? "british" : "french", "infantry", 4 + random.nextDouble() * 40,
                        4 + random.nextDouble() * 40, random.nextDouble() * 360);
                if (random.nextBoolean()) a = onBase(a, org.vedette.core.model.Base.round(0.5 + random.nextDouble() * 2));
                actors.add(a);
            }
            Stands s = g.stands(actors);
            Stand mover = s.get("u0");
            List<Position> path = new java.util.ArrayList<>(List.of(mover.position()));
            for (int leg = 0, legs = 1 + random.nextInt(3); leg < legs; leg++) {
                path.add(Position.at(random.nextDouble() * 48, random.nextDouble() * 48));
            }
            org.locationtech.jts.geom.LineString line = jts.createLineString(path.stream()
                    .map(p -> new org.locationtech.jts.geom.Coordinate(p.x(), p.y()))
                    .toArray(org.locationtech.jts.geom.Coordinate[]::new));
            double half = mover.base().width() / 2;
            List<String> expected = new java.util.ArrayList<>();
            for (Stand other : s.all()) {
                if (other == mover) continue;
                if (line.distance(outline(jts, other)) - radius(other) < half - 1e-9) expected.add(other.id());
            }
            assertEquals(expected, s.measureMove(mover, path).passesThrough(), "round " + round + ": " + path);
            crossed += expected.size();
        }
        assertTrue(crossed > 100, "the paths cross bases often enough to tell: " + crossed);
    }

    /** A block's outline, or a round base's centre (its radius apart), as JTS measures it. */
    private static org.locationtech.jts.geom.Geometry outline(org.locationtech.jts.geom.GeometryFactory jts, Stand s) {
        double x = s.position().x(), y = s.position().y();
        if (s.base().shape() == org.vedette.core.model.Base.Shape.ROUND) {
            return jts.createPoint(new org.locationtech.jts.geom.Coordinate(x, y));
        }
        double fx = Math.sin(Math.toRadians(s.facing())), fy = Math.cos(Math.toRadians(s.facing()));
        double hw = s.base().width() / 2, hd = s.base().depth() / 2;
        double[][] uv = { { -hw, hd }, { hw, hd }, { hw, -hd }, { -hw, -hd }, { -hw, hd } };
        org.locationtech.jts.geom.Coordinate[] c = new org.locationtech.jts.geom.Coordinate[5];
        for (int k = 0; k < 5; k++) {
            c[k] = new org.locationtech.jts.geom.Coordinate(x + uv[k][0] * fy + uv[k][1] * fx, y - uv[k][0] * fx + uv[k][1] * fy);
        }
        return jts.createPolygon(c);
    }

    private static double radius(Stand s) {
        return s.base().shape() == org.vedette.core.model.Base.Shape.ROUND ? s.base().width() / 2 : 0;
    }
}
