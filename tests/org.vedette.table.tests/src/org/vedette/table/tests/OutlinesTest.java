package org.vedette.table.tests;

import org.vedette.table.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.table.tests.Fixtures.line;
import static org.vedette.table.tests.Fixtures.rect;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.TerrainFeature.Shape;

class OutlinesTest {
    @Test
    void aSelfIntersectingOutlineIsRefusedAtThePointNearestTheCrossing() {
        // A bow tie: the edges (0,0)-(10,10) and (10,0)-(0,10) cross at (5, 5).
        Outlines.Problem p = Outlines.check(Shape.AREA, line(0, 0, 10, 10, 10, 0, 0, 10));
        assertTrue(p.message().contains("crosses itself near (5.0, 5.0)"), p.message());
        // Every corner is as near; JTS reports the crossing, and the first nearest point is named.
        assertEquals(0, p.point());
        Outlines.Problem late = Outlines.check(Shape.AREA, line(0, 0, 20, 0, 20, 20, 12, 20, 12, -5, 8, -5, 8, 20, 0, 20));
        assertTrue(late.message().contains("crosses itself"), late.message());
    }

    @Test
    void anAreaNeedsThreePointsAndSomeArea() {
        assertTrue(Outlines.check(Shape.AREA, line(0, 0, 5, 5)).message().contains("at least 3 points"));
        assertTrue(Outlines.check(Shape.AREA, line(0, 0, 5, 5, 10, 10)).message().contains("no area"));
        assertTrue(Outlines.check(Shape.LINE, line(0, 0)).message().contains("at least 2 points"));
    }

    @Test
    void simpleOutlinesAndEmptyOnesPass() {
        assertNull(Outlines.check(Shape.AREA, rect(0, 0, 4, 4)));
        assertNull(Outlines.check(Shape.AREA, line(0, 0, 4, 0, 4, 4, 0, 4, 0, 0)), "closed by repeating the first point");
        assertNull(Outlines.check(Shape.LINE, line(0, 0, 4, 4, 0, 4, 4, 0)), "a road may cross itself");
        assertNull(Outlines.check(Shape.AREA, java.util.List.of()));
    }
}
