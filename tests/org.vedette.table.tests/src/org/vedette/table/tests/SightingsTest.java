package org.vedette.table.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.table.tests.Fixtures.*;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.Sighting;
import org.vedette.table.Sightings;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;

/**
 * What the map hands a ruleset when the referee aims one stand at another:
 * One Hour's range and angle from the front centre, the line of sight and
 * cover, the terrain each stands in, and the face of the target.
 */
class SightingsTest {

    private static Sighting aim(TableGeometry g, String from, String to, org.vedette.core.game.Actor... actors) {
        Stands stands = g.stands(java.util.List.of(actors));
        return Sightings.of(g, stands, stands.get(from), stands.get(to));
    }

    @Test
    void measureRangeFromTheCentreOfTheFrontEdgeOfFiringUnitToAnyPartOfTheTargetUnit() {
        TableGeometry g = oneHour(table());
        // The line faces north: its front centre is (30, 11); the target's block runs y 24..26.
        Sighting s = aim(g, "line", "target", unit("line", "british", "infantry", 30, 10, 0),
                unit("target", "french", "infantry", 30, 25, 180));
        assertEquals(13, s.frontRange(), 1e-9);
        assertEquals(13, s.distance(), 1e-9, "edge to edge: y 11 to y 24");
        assertEquals(0, s.angle(), 1e-9, "dead ahead");
        assertTrue(s.visible());
        assertEquals(CoverClass.NONE, s.cover());
        assertEquals(Sighting.Face.FRONT, s.face(), "the target faces the line");
    }

    @Test
    void theAngleOffTheFrontIsToTheNearestPartOfTheTarget() {
        TableGeometry g = oneHour(table());
        // A block 12" away at 60° off the line's facing, itself facing north: corners at (x ± 2, y ± 1).
        double ax = 30;
        double ay = 11;
        double cx = ax + 12 * Math.sin(Math.toRadians(60));
        double cy = ay + 12 * Math.cos(Math.toRadians(60));
        Sighting s = aim(g, "line", "target", unit("line", "british", "infantry", 30, 10, 0),
                unit("target", "french", "infantry", cx, cy, 0));
        double least = 180;
        for (double[] c : new double[][] { { cx - 2, cy - 1 }, { cx - 2, cy + 1 }, { cx + 2, cy - 1 }, { cx + 2, cy + 1 } }) {
            least = Math.min(least, Math.toDegrees(Math.atan2(c[0] - ax, c[1] - ay)));
        }
        assertEquals(least, s.angle(), 0.1, "the nearest corner's bearing, not the centre's 60°");
        assertTrue(s.angle() < 60);
    }

    @Test
    void whatEachStandsInAndTheCoverTheScenarioGivesIt() {
        TableGeometry g = oneHour(table(area("village", TerrainKind.TOWN, rect(20, 30, 40, 45), CoverClass.HARD, Going.OPEN),
                woods("copse", rect(20, 0, 40, 20))));
        Sighting s = aim(g, "line", "garrison", unit("line", "british", "infantry", 30, 10, 0),
                unit("garrison", "french", "infantry", 30, 36, 180));
        assertEquals(Set.of(TerrainKind.TOWN), s.targetIn());
        assertEquals(Set.of(TerrainKind.WOODS), s.actorIn());
        assertTrue(s.targetInAny(TerrainKind.TOWN));
        assertFalse(s.actorInAny(TerrainKind.TOWN));
    }

    @Test
    void aBlockedLineIsNotVisibleAndSaysWhy() {
        TableGeometry g = osoth(table(area("barn", TerrainKind.BUILDING, rect(18, 8, 22, 12), CoverClass.HARD, Going.IMPASSABLE)));
        Sighting s = aim(g, "a", "b", figure("a", "british", 10, 10), figure("b", "french", 30, 10));
        assertFalse(s.visible());
        assertFalse(s.reasons().isEmpty());
        assertEquals(19, s.distance(), 1e-9);
    }

    @Test
    void whatTheTapeMeasuresBeforeTheLineIsTracedIsWhatTheTableShowsButTheLine() {
        TableGeometry g = osoth(table(area("barn", TerrainKind.BUILDING, rect(18, 8, 22, 12), CoverClass.HARD, Going.IMPASSABLE)));
        Stands stands = g.stands(java.util.List.of(figure("a", "british", 10, 10), figure("b", "french", 30, 10)));
        Sighting traced = Sightings.of(g, stands, stands.get("a"), stands.get("b"));
        Sighting assumed = Sightings.assumingSeen(g, stands.get("a"), stands.get("b"));
        assertFalse(traced.visible(), "the barn is in the way");
        assertTrue(assumed.visible() && assumed.reasons().isEmpty() && assumed.cover() == CoverClass.NONE,
                "taken as clear, in the open: " + assumed);
        assertEquals(traced.distance(), assumed.distance(), 1e-9);
        assertEquals(traced.frontRange(), assumed.frontRange(), 1e-9);
        assertEquals(traced.angle(), assumed.angle(), 1e-9);
        assertEquals(traced.face(), assumed.face());
    }

    @Test
    void theFaceOfTheTargetTheAimingFigureStandsBefore() {
        TableGeometry g = oneHour(table());
        var target = unit("t", "french", "infantry", 30, 30, 0);
        assertEquals(Sighting.Face.REAR, aim(g, "c", "t", unit("c", "british", "infantry", 30, 20, 0), target).face());
        assertEquals(Sighting.Face.RIGHT_FLANK, aim(g, "c", "t", unit("c", "british", "infantry", 40, 30, 270), target).face());
        assertEquals(Sighting.Face.LEFT_FLANK, aim(g, "c", "t", unit("c", "british", "infantry", 20, 30, 90), target).face());
        assertEquals("flank", Sighting.Face.LEFT_FLANK.arc());
    }
}
