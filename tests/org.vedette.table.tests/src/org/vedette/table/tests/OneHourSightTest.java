package org.vedette.table.tests;

import org.vedette.table.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.table.tests.Fixtures.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.TerrainKind;

/** One Hour, "Adjudge Field of Fire" (RULINGS.md T2, T7, T9, T11). */
class OneHourSightTest {

    private static boolean sees(TableGeometry g, Actor... actors) {
        Stands s = g.stands(List.of(actors));
        return s.canSee(s.get(actors[0].id()), s.get(actors[actors.length - 1].id()));
    }

    @Test
    void unitsMayFireIntoButNotThroughWoods() {
        TableGeometry g = oneHour(table(woods("wood", rect(20, 10, 30, 30))));
        Actor shooter = unit("line", "british", "infantry", 10, 20, 90);
        assertTrue(sees(g, shooter, unit("skirm", "french", "skirmishers", 26, 20, 270)), "into: 6\" deep is fine");
        assertFalse(sees(g, shooter, unit("skirm", "french", "skirmishers", 40, 20, 270)), "not through");
    }

    @Test
    void unitsMayFireIntoButNotThroughATown() {
        TableGeometry g = oneHour(table(area("village", TerrainKind.TOWN, rect(20, 10, 30, 30), CoverClass.HARD,
                Going.OPEN)));
        Actor shooter = unit("line", "british", "infantry", 10, 20, 90);
        Actor inTown = unit("garrison", "french", "infantry", 25, 20, 270);
        assertTrue(sees(g, shooter, inTown));
        assertFalse(sees(g, shooter, unit("beyond", "french", "infantry", 40, 20, 270)));
        Stands s = g.stands(List.of(shooter, inTown));
        assertEquals(CoverClass.HARD, s.sight(s.get("line"), s.get("garrison")).cover(),
                "Units in towns ... roll 1D6 for each hit");
    }

    @Test
    void theyMayFireOntoButNotOverAHill() {
        TableGeometry g = oneHour(table(hill("ridge", 1, rect(20, 0, 30, 48))));
        Actor shooter = unit("line", "british", "infantry", 10, 24, 90);
        assertTrue(sees(g, shooter, unit("on-hill", "french", "infantry", 25, 24, 270)), "onto");
        assertFalse(sees(g, shooter, unit("behind", "french", "infantry", 40, 24, 270)), "not over");
        Actor onTop = unit("on-top", "british", "infantry", 25, 24, 90);
        assertTrue(sees(g, onTop, unit("below", "french", "infantry", 40, 24, 270)), "down from the hill");
    }

    @Test
    void aSummitHidesTheFarSlopeOfItsHill() {
        TableGeometry g = oneHour(table(hill("hill", 1, rect(20, 0, 40, 48)), hill("summit", 2, rect(27, 0, 33, 48))));
        Actor below = unit("line", "british", "infantry", 10, 24, 90);
        assertTrue(sees(g, below, unit("near-slope", "french", "infantry", 23, 24, 270)));
        assertFalse(sees(g, below, unit("far-slope", "french", "infantry", 37, 24, 270)));
        assertTrue(sees(g, unit("top", "british", "infantry", 30, 24, 90),
                unit("far-slope", "french", "infantry", 37, 24, 270)));
    }

    @Test
    void unitsCannotFireThroughAGapOfLessThanHalfAnInfantryUnitBaseWidth() {
        // Blocks 4" wide: half a base width is 2". Two units 1.5" apart, then 3" apart, either side of the line.
        Actor shooter = unit("line", "british", "infantry", 10, 24, 90);
        Actor target = unit("target", "french", "infantry", 50, 24, 270);
        TableGeometry g = oneHour(table());
        assertFalse(sees(g, shooter, unit("n", "french", "infantry", 30, 25.75, 0),
                unit("s", "french", "infantry", 30, 22.25, 0), target));
        assertTrue(sees(g, shooter, unit("n", "french", "infantry", 30, 26.5, 0),
                unit("s", "french", "infantry", 30, 21.5, 0), target));
    }

    @Test
    void measureRangeFromTheCentreOfTheFrontEdgeOfFiringUnitToAnyPartOfTheTargetUnit() {
        TableGeometry g = oneHour(table());
        // A 4" x 2" block facing north: x 8..12, y 9..11, its front centre at (10, 11).
        Stand shooter = g.stand(unit("line", "british", "infantry", 10, 10, 0));
        // Facing south: x 12..16, y 24..26; its nearest corner to the front centre is (12, 24).
        Stand target = g.stand(unit("t", "french", "infantry", 14, 25, 180));
        assertEquals(Math.hypot(2, 13), g.rangeFromFrontCentre(shooter, target), 1e-9);
        assertEquals(13, g.distance(shooter, target), 1e-9, "base to base, nearest edges: y 11 to y 24");
    }
}
