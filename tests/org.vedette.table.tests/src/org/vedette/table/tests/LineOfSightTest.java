package org.vedette.table.tests;

import org.vedette.table.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.table.tests.Fixtures.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.TerrainKind;

/** Line of sight and cover, OSOTH "Firing" (RULINGS.md T4–T6, T11). */
class LineOfSightTest {

    private static Sight sight(TableGeometry g, String from, String to, org.vedette.core.game.Actor... actors) {
        Stands s = g.stands(List.of(actors));
        Sight full = s.sight(s.get(from), s.get(to));
        assertEquals(full.visible(), s.canSee(s.get(from), s.get(to)), "canSee agrees with sight");
        return full;
    }

    @Test
    void aTargetMayBeSeenUpTo2InchesIntoFoliage() {
        // A wood from x = 20 to 40; the firer stands in the open at x = 5.
        TableGeometry g = osoth(table(woods("copse", rect(20, 10, 40, 30))));
        Sight shallow = sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 21.5, 20));
        assertTrue(shallow.visible(), shallow.reasons().toString());
        assertEquals(CoverClass.SOFT, shallow.cover());
        Sight deep = sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 23, 20));
        assertFalse(deep.visible());
        assertTrue(deep.reasons().get(0).contains("2.0\" into or through foliage"), deep.reasons().toString());
    }

    @Test
    void rulingT3OhfaSeesAsOsothDoesAndItsRefusalsSaySo() {
        // OHFA has no sight rules of its own: the same wood blocks the same line, and the reason names the ruling.
        TableGeometry g = TableGeometry.of(table(woods("copse", rect(20, 10, 40, 30))), TableRules.forRuleset("ohfa"));
        Sight deep = sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 23, 20));
        assertFalse(deep.visible());
        assertTrue(deep.reasons().get(0).startsWith("OSOTH Firing (for OHFA, RULINGS.md T3)"),
                deep.reasons().toString());
        assertTrue(sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 21.5, 20)).visible());
    }

    @Test
    void aTargetMayBeSeenThroughFoliageUpTo2Inches() {
        TableGeometry thin = osoth(table(woods("hedgerow-trees", rect(20, 0, 21.5, 48))));
        Sight through = sight(thin, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 40, 20));
        assertTrue(through.visible());
        assertEquals(CoverClass.SOFT, through.cover(), "only visible through foliage is soft cover");
        TableGeometry thick = osoth(table(woods("forest", rect(20, 0, 24, 48))));
        assertFalse(sight(thick, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 40, 20)).visible());
    }

    @Test
    void aFirerLookingOutOfHisOwnWoodGivesTheTargetNoCover() {
        TableGeometry g = osoth(table(woods("copse", rect(0, 0, 10, 48))));
        Sight s = sight(g, "a", "b", figure("a", "british", 9, 20), figure("b", "french", 30, 20));
        assertTrue(s.visible());
        assertEquals(CoverClass.NONE, s.cover());
    }

    @Test
    void unlessItIsVeryDenseHedges() {
        TableGeometry g = osoth(table(thin("hedge", TerrainKind.HEDGE, line(20, 0, 20, 48), CoverClass.SOFT)));
        Sight across = sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 35, 20));
        assertFalse(across.visible(), "a hedge stops sight through it");
        Sight lining = sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 20.8, 20));
        assertTrue(lining.visible(), "a figure lining the hedge is seen over it");
        assertEquals(CoverClass.SOFT, lining.cover());
        Sight firing = sight(g, "a", "b", figure("a", "british", 19.2, 20), figure("b", "french", 35, 20));
        assertTrue(firing.visible(), "a figure lining the hedge sees over it");
        assertEquals(CoverClass.NONE, firing.cover());
    }

    @Test
    void aFigurePartiallyVisibleBehindStrongerTerrainWallsIsInHardCover() {
        TableGeometry g = osoth(table(thin("wall", TerrainKind.WALL, line(20, 0, 20, 48), CoverClass.HARD)));
        Sight s = sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 20.8, 20));
        assertTrue(s.visible());
        assertEquals(CoverClass.HARD, s.cover());
        Sight far = sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 30, 20));
        assertEquals(CoverClass.NONE, far.cover(), "a wall far in front of the target gives it no cover");
    }

    @Test
    void aTargetPartiallyVisibleBehindABuildingIsInHardCover() {
        // A building whose corner hides the lower half of the target's base.
        TableGeometry g = osoth(table(area("barn", TerrainKind.BUILDING, rect(20, 10, 24, 20), CoverClass.HARD,
                Going.IMPASSABLE)));
        Sight s = sight(g, "a", "b", figure("a", "british", 5, 20.2), figure("b", "french", 40, 20.2));
        assertTrue(s.visible(), s.reasons().toString());
        assertTrue(s.partial());
        assertEquals(CoverClass.HARD, s.cover());
        Sight hidden = sight(g, "a", "b", figure("a", "british", 5, 15), figure("b", "french", 40, 15));
        assertFalse(hidden.visible());
    }

    @Test
    void aTargetPartiallyVisibleBehindAFigureIsInSoftCover() {
        Sight s = sight(osoth(table()), "a", "c", figure("a", "british", 5, 20), figure("b", "british", 20, 20.7),
                figure("c", "french", 35, 20));
        assertTrue(s.visible());
        assertTrue(s.partial());
        assertEquals(CoverClass.SOFT, s.cover());
    }

    @Test
    void youMayNotFireThroughGapsBetweenFiguresOfLessThanHalfAnInch() {
        // Two figures on 1" bases either side of the line: 0.4" apart, then 0.8" apart.
        Sight narrow = sight(osoth(table()), "a", "d", figure("a", "british", 5, 20), figure("b", "french", 20, 20.7),
                figure("c", "french", 20, 19.3), figure("d", "french", 35, 20));
        assertFalse(narrow.visible());
        assertTrue(narrow.reasons().stream().anyMatch(r -> r.contains("gap")), narrow.reasons().toString());
        Sight wide = sight(osoth(table()), "a", "d", figure("a", "british", 5, 20), figure("b", "french", 20, 20.9),
                figure("c", "french", 20, 19.1), figure("d", "french", 35, 20));
        assertTrue(wide.visible(), wide.reasons().toString());
    }

    @Test
    void aFigureInTheWayStopsTheLine() {
        // Halfway between two figures on 1" bases, a third hides the whole of the far one.
        Sight s = sight(osoth(table()), "a", "c", figure("a", "british", 5, 20), figure("b", "british", 20, 20),
                figure("c", "french", 35, 20));
        assertFalse(s.visible());
        assertTrue(s.reasons().stream().anyMatch(r -> r.contains("b stands in the way")), s.reasons().toString());
        Sight aside = sight(osoth(table()), "a", "c", figure("a", "british", 5, 20), figure("b", "british", 20, 22),
                figure("c", "french", 35, 20));
        assertTrue(aside.visible());
        assertFalse(aside.partial());
    }

    @Test
    void aTargetInAWoodHasTheWoodsCover() {
        TableGeometry g = osoth(table(woods("copse", rect(20, 10, 40, 30))));
        Sight s = sight(g, "a", "b", figure("a", "british", 5, 20), figure("b", "french", 20.5, 20));
        assertEquals(CoverClass.SOFT, s.cover());
        TableGeometry town = osoth(table(area("village", TerrainKind.TOWN, rect(20, 10, 40, 30), CoverClass.HARD,
                Going.OPEN)));
        assertEquals(CoverClass.HARD, sight(town, "a", "b", figure("a", "british", 5, 20),
                figure("b", "french", 30, 20)).cover(), "in skirmish a village screens nothing but gives its cover");
    }
}
