package org.vedette.table.tests;

import org.vedette.table.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.table.tests.Fixtures.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Base;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.Zone;

/** Distances, arcs, flank and rear, the nearest enemy, friendly lines and deployment zones. */
class GeometryQueriesTest {

    @Test
    void distanceBetweenBasesIsFromNearestEdgeToNearestEdge() {
        TableGeometry g = osoth(table());
        Stand a = g.stand(figure("a", "british", 10, 10));
        Stand b = g.stand(figure("b", "french", 20, 10));
        assertEquals(9, g.distance(a, b), 1e-9, "two 1\" round bases 10\" apart, centre to centre");
        Stand rider = g.stand(onBase(facing("c", "french", 10, 20, 90), Base.rectangle(1, 2)));
        // The rider faces east: his base runs x 9..11, y 19.5..20.5; a's round base reaches y 10.5.
        assertEquals(9, g.distance(a, rider), 1e-9);
        Stand touching = g.stand(figure("d", "french", 11, 10));
        assertEquals(0, g.distance(a, touching), 1e-9);
    }

    @Test
    void unitsMayOnlyShootAtATargetWithin45DegreesOfTheirFrontFacing() {
        TableGeometry g = oneHour(table());
        Stand shooter = g.stand(unit("line", "british", "infantry", 30, 10, 0)); // front centre (30, 11)
        Arc fire = g.fieldOfFire(shooter, 12);
        // A point 40° off the facing is in; 50° off is out.
        assertTrue(fire.contains(new Position(30 + 8 * Math.sin(Math.toRadians(40)), 11 + 8 * Math.cos(Math.toRadians(40)), null)));
        assertFalse(fire.contains(new Position(30 + 8 * Math.sin(Math.toRadians(50)), 11 + 8 * Math.cos(Math.toRadians(50)), null)));
        // A unit whose centre is 55° off but whose base reaches into the arc is a target ("any part of the target unit").
        double r = 9;
        Stand wide = g.stand(unit("w", "french", "infantry", 30 + r * Math.sin(Math.toRadians(55)),
                11 + r * Math.cos(Math.toRadians(55)), 180));
        assertTrue(fire.reaches(wide));
        Stand beyond = g.stand(unit("far", "french", "infantry", 30, 30, 180));
        assertFalse(fire.reaches(beyond), "out of range: its nearest edge is 18\" away");
        assertTrue(g.fieldOfFire(shooter, 20).reaches(beyond));
    }

    @Test
    void unitsInTownsHaveAFieldOfFireOf360Degrees() {
        TableGeometry g = oneHour(table(area("village", org.vedette.core.model.TerrainKind.TOWN, rect(20, 0, 40, 20),
                org.vedette.core.model.CoverClass.HARD, org.vedette.core.model.Going.OPEN)));
        Stand garrison = g.stand(unit("g", "british", "infantry", 30, 10, 0));
        Stand behind = g.stand(unit("b", "french", "infantry", 30, 2, 0));
        assertTrue(g.fieldOfFire(garrison, 12).reaches(behind));
        Stand outside = g.stand(unit("o", "british", "infantry", 50, 10, 0));
        assertFalse(g.fieldOfFire(outside, 12).reaches(g.stand(unit("b2", "french", "infantry", 50, 2, 0))));
    }

    @Test
    void aFlankOrRearAttackNeedsTheFrontCentreWithinTheTargetsFlankOrRearArc() {
        TableGeometry g = oneHour(table());
        Stand target = g.stand(unit("t", "french", "infantry", 30, 30, 0)); // x 28..32, y 29..31
        assertEquals(Aspect.FRONT, g.aspect(Position.at(30, 40), target));
        assertEquals(Aspect.FRONT, g.aspect(Position.at(34, 33), target), "on the 45° line from the front corner: front");
        assertEquals(Aspect.RIGHT_FLANK, g.aspect(Position.at(35, 32), target));
        assertEquals(Aspect.LEFT_FLANK, g.aspect(Position.at(24, 30), target));
        assertEquals(Aspect.REAR, g.aspect(Position.at(31, 20), target));
        Stand charger = g.stand(unit("c", "british", "heavy-cavalry", 37, 30, 270)); // front centre (36, 30)
        assertTrue(g.inFlankOrRear(charger, target));
        Stand frontal = g.stand(unit("f", "british", "heavy-cavalry", 30, 36, 180));
        assertFalse(g.inFlankOrRear(frontal, target));
    }

    @Test
    void cannisterCovers60DegreesCenteredOnTheBarrelFriendOrFoe() {
        TableGeometry g = osoth(table());
        Actor gun = onBase(facing("gun", "french", 36, 5, 0), Base.rectangle(1, 2));
        Actor in = figure("in", "british", 36 + 15 * Math.sin(Math.toRadians(25)), 6 + 15 * Math.cos(Math.toRadians(25)));
        Actor out = figure("out", "british", 36 + 15 * Math.sin(Math.toRadians(40)), 6 + 15 * Math.cos(Math.toRadians(40)));
        Actor friend = figure("friend", "french", 36, 20);
        Actor far = figure("far", "british", 36, 40);
        Stands s = g.stands(List.of(gun, in, out, friend, far));
        List<String> hit = s.underCanister(s.get("gun"), 0, 24).stream().map(Stand::id).toList();
        assertEquals(List.of("in", "friend"), hit);
        assertEquals(List.of("in", "friend", "far"),
                s.underCanister(s.get("gun"), 0, 36).stream().map(Stand::id).toList(), "field guns reach 36\"");
    }

    @Test
    void theFacingOfTheGunMayBeAdjustedUpTo30DegreesLeftOrRight() {
        TableGeometry g = osoth(table());
        Stands s = g.stands(List.of(onBase(facing("gun", "french", 36, 5, 0), Base.rectangle(1, 2))));
        g.canisterCone(s.get("gun"), 330, 24);
        assertThrows(IllegalArgumentException.class, () -> g.canisterCone(s.get("gun"), 35, 24));
        assertThrows(IllegalArgumentException.class, () -> s.underRoundshot(s.get("gun"), 300, 48));
    }

    @Test
    void anyBaseCrossedByTheRoundshotLineMustTest() {
        TableGeometry g = osoth(table());
        Actor gun = onBase(facing("gun", "french", 10, 24, 90), Base.rectangle(1, 2)); // barrel at (11, 24)
        Stands s = g.stands(List.of(gun, figure("near", "british", 30, 24.4), figure("friend", "french", 20, 23.6),
                figure("aside", "british", 40, 25.6), figure("beyond", "british", 62, 24)));
        assertEquals(List.of("friend", "near"), s.underRoundshot(s.get("gun"), 90, 48).stream().map(Stand::id).toList(),
                "light artillery: 48\"; the one beside the line and the one beyond are not touched");
        assertEquals(List.of("friend", "near", "beyond"),
                s.underRoundshot(s.get("gun"), 90, 72).stream().map(Stand::id).toList());
    }

    @Test
    void theNearestEnemyIsMeasuredFromTheNearestFigure() {
        TableGeometry g = barnTable();
        Stands s = g.stands(List.of(figure("me", "british", 10, 10), figure("mate", "british", 11, 10),
                figure("hidden", "french", 21, 10), figure("seen", "french", 10, 25),
                onBase(figure("big", "french", 10, 22), Base.round(4))));
        Nearest n = s.nearestEnemy(s.get("me"), false).orElseThrow();
        assertEquals("big", n.stand().id(), "its 4\" base's edge is 9.5\" away, the others' more");
        assertEquals(9.5, n.distance(), 1e-9);
        Stands hiddenOnly = g.stands(List.of(figure("me", "british", 10, 10), figure("hidden", "french", 21, 10),
                figure("seen", "french", 10, 25)));
        assertEquals("hidden", hiddenOnly.nearestEnemy(hiddenOnly.get("me"), false).orElseThrow().stand().id());
        assertEquals("seen", hiddenOnly.nearestEnemy(hiddenOnly.get("me"), true).orElseThrow().stand().id(),
                "the nearest visible enemy: the barn hides the nearer one");
    }

    @Test
    void theNextStateKeepsTheStandsOfTheActorsThatDidNotChangeAndStandsTheOthersAnew() {
        TableGeometry g = barnTable();
        Actor me = figure("me", "british", 10, 10);
        Actor hidden = figure("hidden", "french", 21, 10);
        Actor seen = figure("seen", "french", 10, 25);
        Stands before = g.stands(List.of(me, hidden, seen));
        assertEquals("seen", before.nearestEnemy(before.get("me"), true).orElseThrow().stand().id());
        Actor movedOut = figure("hidden", "french", 12, 20); // from behind the barn into the open
        Stands after = g.stands(List.of(me, movedOut, seen), before);
        assertTrue(after.get("me") == before.get("me"), "the same actor: its stand kept");
        assertEquals(20, after.get("hidden").position().y(), 1e-9, "the moved one stands where it is now");
        assertEquals("hidden", after.nearestEnemy(after.get("me"), true).orElseThrow().stand().id(),
                "lines are traced among the stands of now: nothing hides it any more");
        assertEquals(List.of("me", "hidden", "seen"), after.all().stream().map(Stand::id).toList());
        Stands gone = g.stands(List.of(me, seen), after);
        assertEquals(List.of("me", "seen"), gone.all().stream().map(Stand::id).toList());
        TableGeometry other = osoth(table());
        Stands elsewhere = other.stands(List.of(me, hidden, seen), before);
        assertFalse(elsewhere.get("me") == before.get("me"), "another table's stands are not taken");
        assertEquals("hidden", elsewhere.nearestEnemy(elsewhere.get("me"), true).orElseThrow().stand().id(),
                "no barn on that table");
    }

    @Test
    void aLineOfSightTracedForOneStateHoldsForTheNextWhileNobodyMovesAndIsTracedAnewWhenOneDoes() {
        TableGeometry g = barnTable();
        Actor me = figure("me", "british", 10, 10);
        Actor hidden = figure("hidden", "french", 21, 10);
        Actor seen = figure("seen", "french", 10, 25);
        Stands before = g.stands(List.of(me, hidden, seen));
        assertFalse(before.canSee(before.get("me"), before.get("hidden")), "behind the barn");
        assertTrue(before.canSee(before.get("me"), before.get("seen")));
        assertEquals("seen", before.nearestEnemy(before.get("me"), true).orElseThrow().stand().id());
        // A shot fired: another actor object, standing where it stood.
        Actor fired = me.withMark("fired", true);
        Stands marked = g.stands(List.of(fired, hidden, seen), before);
        assertTrue(marked.get("me").actor() == fired, "the stand is the changed actor's");
        assertFalse(marked.get("me") == before.get("me"));
        sameAsTracedAfresh(g, marked, List.of(fired, hidden, seen));
        assertEquals("seen", marked.nearestEnemy(marked.get("me"), true).orElseThrow().stand().actor().id());
        assertTrue(marked.nearestEnemy(marked.get("me"), true).orElseThrow().stand() == marked.get("seen"),
                "the nearest is one of these stands, not the state's before");
        // Out from behind the barn: what was remembered hidden is traced again.
        Actor out = hidden.withPosition(Position.at(12, 20));
        Stands moved = g.stands(List.of(fired, out, seen), marked);
        assertTrue(moved.canSee(moved.get("me"), moved.get("hidden")), "nothing hides it any more");
        assertEquals("hidden", moved.nearestEnemy(moved.get("me"), true).orElseThrow().stand().id());
        sameAsTracedAfresh(g, moved, List.of(fired, out, seen));
        // A figure steps into a line remembered clear: traced again, and blocked; the others' lines are kept.
        Actor between = figure("between", "british", 10, 17.5);
        Stands steppedIn = g.stands(List.of(fired, out, seen, between), moved);
        assertFalse(steppedIn.canSee(steppedIn.get("me"), steppedIn.get("seen")), "a figure stands in the way");
        sameAsTracedAfresh(g, steppedIn, List.of(fired, out, seen, between));
        Stands steppedOut = g.stands(List.of(fired, out, seen), steppedIn);
        assertTrue(steppedOut.canSee(steppedOut.get("me"), steppedOut.get("seen")), "gone again: clear");
        sameAsTracedAfresh(g, steppedOut, List.of(fired, out, seen));
    }

    /**
     * The nearest visible enemy on random tables with a barn in the middle: the enemy nearest by the distance
     * between bases among those the figure sees, the first on the table of any as near — each stand's sight
     * and distance asked one by one; and every enemy nearest first, ties in the table's order.
     */
    @Test
    void theNearestVisibleEnemyIsTheNearestOfThoseItSees() {
        java.util.Random random = new java.util.Random(16);
        TableGeometry g = barnTable();
        int hiddenNearer = 0;
        for (int round = 0; round < 200; round++) {
            List<Actor> actors = new java.util.ArrayList<>();
            for (int i = 0; i < 10; i++) {
                // Every fourth on a whole-inch grid: ties between equally near enemies come up.
                double x = i % 4 == 0 ? 2 + random.nextInt(40) : 2 + random.nextDouble() * 40;
                double y = i % 4 == 0 ? 2 + random.nextInt(20) : 2 + random.nextDouble() * 20;
                if (x > 13 && x < 17 && y > 4 && y < 16) x += 6; // not inside the barn
                actors.add(figure("f" + i, i % 3 == 0 ? "british" : "french", x, y));
            }
            Stands s = g.stands(actors);
            for (Stand of : s.all()) {
                Stand expected = null;
                double best = Double.MAX_VALUE;
                boolean nearerHidden = false;
                for (Stand e : s.all()) {
                    if (e == of || e.side().equals(of.side())) continue;
                    double d = g.distance(of, e);
                    if (d >= best) continue;
                    if (!s.canSee(of, e)) {
                        nearerHidden = true;
                        continue;
                    }
                    expected = e;
                    best = d;
                }
                List<Nearest> order = s.enemiesNearestFirst(of);
                List<String> enemies = s.all().stream().filter(e -> !e.side().equals(of.side())).map(Stand::id).toList();
                assertEquals(enemies.size(), order.size(), "every enemy, once");
                for (int k = 0; k < order.size(); k++) {
                    Nearest e = order.get(k);
                    assertEquals(g.distance(of, e.stand()), e.distance(), 1e-12);
                    if (k == 0) continue;
                    Nearest before = order.get(k - 1);
                    assertTrue(before.distance() < e.distance() || before.distance() == e.distance()
                            && enemies.indexOf(before.stand().id()) < enemies.indexOf(e.stand().id()),
                            "nearest first, ties in the stands' order: " + before + ", " + e);
                }
                var found = s.nearestEnemy(of, true);
                assertEquals(expected == null ? null : expected.id(), found.map(n -> n.stand().id()).orElse(null),
                        "round " + round + ", " + of.id());
                if (expected != null) assertEquals(best, found.get().distance(), 1e-12);
                if (nearerHidden && expected != null) hiddenNearer++;
            }
        }
        assertTrue(hiddenNearer > 50, "a nearer enemy hidden often enough to tell: " + hiddenNearer);
    }

    /** A table with a barn at x 14-16, y 5-15: it hides (21, 10) from (10, 10). */
    private static TableGeometry barnTable() {
        return osoth(table(area("barn", org.vedette.core.model.TerrainKind.BUILDING, rect(14, 5, 16, 15),
                org.vedette.core.model.CoverClass.HARD, org.vedette.core.model.Going.IMPASSABLE)));
    }

    /** Every line and sight among the stands, as stands made afresh for the same actors find them. */
    private static void sameAsTracedAfresh(TableGeometry g, Stands kept, List<Actor> actors) {
        Stands fresh = g.stands(actors);
        for (Stand a : kept.all()) {
            for (Stand b : kept.all()) {
                if (a == b) continue;
                Stand fa = fresh.get(a.id());
                Stand fb = fresh.get(b.id());
                assertEquals(fresh.canSee(fa, fb), kept.canSee(a, b), a.id() + " sees " + b.id());
                assertEquals(fresh.sight(fa, fb), kept.sight(a, b), a.id() + "'s sight of " + b.id());
            }
        }
    }

    @Test
    void behindFriendlyLinesWhetherThatIsAPortionOfTheTabletopOrATableEdge() {
        TableGeometry edge = osoth(new Table(48, 48, Edge.WEST, List.of()));
        assertTrue(edge.behindFriendlyLines(Position.at(-1, 10)));
        assertFalse(edge.behindFriendlyLines(Position.at(1, 10)));
        TableGeometry drawn = osoth(new Table(48, 48, Edge.SOUTH, List.of(),
                List.of(new Zone("lines", Zone.Kind.FRIENDLY_LINES, null, "Our lines", rect(0, 0, 48, 6))), List.of()));
        assertTrue(drawn.behindFriendlyLines(Position.at(20, 3)));
        assertFalse(drawn.behindFriendlyLines(Position.at(20, 10)));
        assertFalse(drawn.behindFriendlyLines(Position.at(20, -1)), "the drawn lines replace the edge");
    }

    @Test
    void aUnitDeploysWithItsWholeBaseInItsSidesZone() {
        TableGeometry g = oneHour(new Table(36, 36, Edge.SOUTH, List.of(),
                List.of(new Zone("south", Zone.Kind.DEPLOYMENT, "british", null, rect(0, 0, 36, 8))), List.of()));
        assertTrue(g.inDeploymentZone(g.stand(unit("a", "british", "infantry", 10, 5, 0))));
        assertFalse(g.inDeploymentZone(g.stand(unit("b", "british", "infantry", 10, 7.5, 0))), "its front edge at 8.5\"");
        assertTrue(g.inDeploymentZone(g.stand(unit("c", "french", "infantry", 10, 30, 0))), "the French have no zone");
        assertEquals(1, g.deploymentZones("british").size());
        assertTrue(g.onTable(g.stand(unit("d", "british", "infantry", 2, 5, 0))));
        assertFalse(g.onTable(g.stand(unit("e", "british", "infantry", 1, 5, 0))), "its block hangs 1\" over the edge");
    }
}
