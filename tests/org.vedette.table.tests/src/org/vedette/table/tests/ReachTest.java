package org.vedette.table.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.table.tests.Fixtures.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainKind;
import org.vedette.table.MoveMeasure;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * How far a move goes on its allowance by the going (Stands.reach): the one reading the table's law and the AI
 * share of a straight move, a rolled one and a move fitted to its allowance (RULINGS.md T15).
 */
class ReachTest {
    private static TableGeometry sharpe(org.vedette.core.model.Table t) {
        return TableGeometry.of(t, TableRules.forRuleset("sharpe"));
    }

    private static Position end(List<Position> path) {
        return path.get(path.size() - 1);
    }

    @Test
    void theAllowanceRunsOutPartWayThroughBadGoing() {
        TableGeometry g = sharpe(table(woods("scrub", rect(10, 0, 14, 48))));
        Actor harris = figure("harris", "british", 6, 10);
        Stands s = g.stands(List.of(harris));
        // 4" of open ground, then 3" of scrub counting 6": 10" of allowance.
        List<Position> cut = s.reach(s.get("harris"), line(6, 10, 18, 10), 10);
        assertEquals(13, end(cut).x(), 0.02);
        assertTrue(end(cut).x() <= 13, "never beyond what the allowance buys: " + end(cut));
        assertTrue(s.cost(s.get("harris"), cut).cost() <= 10 + 1e-9);
    }

    @Test
    void aPathTheAllowanceCoversIsTakenWhole() {
        TableGeometry g = sharpe(table(woods("scrub", rect(10, 0, 14, 48))));
        Stands s = g.stands(List.of(figure("harris", "british", 6, 10)));
        List<Position> path = line(6, 10, 18, 10);
        assertSame(path, s.reach(s.get("harris"), path, 16));
    }

    @Test
    void aMoveStopsShortOfImpassableGround() {
        TableGeometry g = sharpe(table(area("pond", TerrainKind.LAKE, rect(10, 5, 12, 15), CoverClass.NONE,
                Going.IMPASSABLE)));
        Stands s = g.stands(List.of(figure("a", "british", 5, 10)));
        List<Position> cut = s.reach(s.get("a"), line(5, 10, 20, 10), 100);
        assertEquals(10, end(cut).x(), 0.02);
        assertNull(s.cost(s.get("a"), cut).forbidden());
    }

    @Test
    void cavalryStopsShortOfATownItMayNotEndIn() {
        TableGeometry g = oneHour(table(area("village", TerrainKind.TOWN, rect(20, 0, 30, 20), CoverClass.HARD,
                Going.OPEN)));
        Stands s = g.stands(List.of(unit("dragoons", "british", "light-cavalry", 15, 10, 90)));
        // 12" would end inside the village: the move ends at its edge instead.
        List<Position> cut = s.reach(s.get("dragoons"), line(15, 10, 27, 10), 12);
        assertNull(s.cost(s.get("dragoons"), cut).forbidden());
        assertEquals(20, end(cut).x(), 0.02);
    }

    @Test
    void onRandomTablesTheMoveIsAllowedWithinItsAllowanceAndGoesAsFarAsItMay() {
        Random random = new Random(29);
        int cut = 0;
        for (int n = 0; n < 2000; n++) {
            List<org.vedette.core.model.TerrainFeature> terrain = new ArrayList<>();
            for (int k = random.nextInt(4); k > 0; k--) {
                double x = random.nextDouble(40);
                double y = random.nextDouble(40);
                Going going = Going.values()[random.nextInt(Going.values().length)];
                terrain.add(area("f" + k, TerrainKind.WOODS, rect(x, y, x + 2 + random.nextDouble(10),
                        y + 2 + random.nextDouble(10)), CoverClass.SOFT, going));
            }
            TableGeometry g = sharpe(table(terrain.toArray(org.vedette.core.model.TerrainFeature[]::new)));
            double x0 = 5 + random.nextDouble(40);
            double y0 = 5 + random.nextDouble(40);
            Stands s = g.stands(List.of(figure("a", "british", x0, y0)));
            Stand a = s.get("a");
            List<Position> path = line(x0, y0, x0 + random.nextDouble(-15, 15), y0 + random.nextDouble(-15, 15));
            double allowance = random.nextDouble(1, 12);
            List<Position> reach = s.reach(a, path, allowance);
            MoveMeasure m = s.cost(a, reach);
            double length = m.length();
            if (reach == path) {
                assertTrue(m.forbidden() == null && m.cost() <= allowance + 1e-9, "whole, yet " + m);
                continue;
            }
            cut++;
            // Not a step where it may not set out (it stands in ground it may not move through).
            if (length == 0) continue;
            assertNull(m.forbidden(), "table " + n + ": the cut is forbidden");
            assertTrue(m.cost() <= allowance + 1e-9, "table " + n + ": " + m.cost() + " over " + allowance);
            // A twentieth of an inch further is over the allowance or not allowed: it went as far as it may.
            double whole = path.get(0).distanceTo(path.get(1));
            if (length + 0.05 < whole) {
                double f = (length + 0.05) / whole;
                Position p0 = path.get(0);
                Position p1 = path.get(1);
                MoveMeasure further = s.cost(a, List.of(p0, Position.at(p0.x() + f * (p1.x() - p0.x()),
                        p0.y() + f * (p1.y() - p0.y()))));
                assertTrue(further.forbidden() != null || further.cost() > allowance, "table " + n
                        + ": stopped at " + length + " of " + whole + "\" with " + (allowance - m.cost())
                        + "\" of allowance left");
            }
        }
        assertTrue(cut > 200, "some moves were cut: " + cut);
    }

    @Test
    void restandingOnlyWhatAStepChangedGivesTheStandsOfAFullStanding() {
        TableGeometry g = oneHour(table(woods("wood", rect(10, 0, 14, 48))));
        List<Actor> before = List.of(unit("a", "british", "infantry", 5, 5, 0),
                unit("b", "british", "infantry", 20, 5, 0), unit("c", "french", "infantry", 20, 30, 180));
        Stands was = g.stands(before);
        Actor moved = before.get(1).withPosition(new Position(12, 9, 90.0));
        List<Actor> after = List.of(before.get(0), moved, before.get(2));
        Stands restood = g.restood(was, List.of(moved), a -> true);
        assertNotNull(restood);
        Stands full = g.stands(after);
        for (Actor a : after) {
            Stand r = restood.get(a.id());
            Stand f = full.get(a.id());
            assertEquals(f.position(), r.position());
            assertEquals(f.standsIn(), r.standsIn(), a.id() + " stands in the wood");
        }
        // One who leaves the stands (hidden now from whom they show) has every actor stood again.
        assertNull(g.restood(was, List.of(before.get(2)), a -> !a.id().equals("c")));
    }
}
