package org.vedette.table.tests;

import org.vedette.table.internal.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Polygon;

/**
 * The line clipping the line-of-sight loop uses instead of JTS's overlay
 * must agree with the overlay: the length of a line inside a polygon (its
 * interior: a stretch along an edge is not inside), on
 * random star-shaped polygons (concave, many edges) and random lines,
 * including lines through vertices and along edges; and from a point
 * outside, where the pieces are counted from the crossings rather than
 * located, the same pieces.
 */
class ClipTest {
    private final GeometryFactory factory = new GeometryFactory();

    @Test
    void theLengthInsideAPolygonIsJtsOverlaysLength() {
        Random random = new Random(20261123);
        Intervals scratch = new Intervals();
        Intervals pieces = new Intervals();
        int outside = 0;
        for (int n = 0; n < 3000; n++) {
            Polygon polygon = star(random, 3 + random.nextInt(12));
            Coordinate[] ring = polygon.getExteriorRing().getCoordinates();
            double[] xs = new double[ring.length];
            double[] ys = new double[ring.length];
            for (int i = 0; i < ring.length; i++) {
                xs[i] = ring[i].x;
                ys[i] = ring[i].y;
            }
            double x0, y0, x1, y1;
            if (n % 5 == 0) {
                // Through two vertices: the awkward case.
                Coordinate a = ring[random.nextInt(ring.length - 1)];
                Coordinate b = ring[random.nextInt(ring.length - 1)];
                x0 = a.x - (b.x - a.x);
                y0 = a.y - (b.y - a.y);
                x1 = b.x + (b.x - a.x);
                y1 = b.y + (b.y - a.y);
            } else {
                x0 = random.nextDouble() * 30 - 5;
                y0 = random.nextDouble() * 30 - 5;
                x1 = random.nextDouble() * 30 - 5;
                y1 = random.nextDouble() * 30 - 5;
            }
            Clip.inside(x0, y0, x1, y1, xs, ys, ring, scratch, pieces, false);
            double length = Math.hypot(x1 - x0, y1 - y0);
            double ours = 0;
            for (int p = 0; p < pieces.pairs(); p++) ours += (pieces.to(p) - pieces.from(p)) * length;
            Geometry segment = factory.createLineString(new Coordinate[] { new Coordinate(x0, y0), new Coordinate(x1, y1) });
            // Along an edge is not inside: JTS's intersection less its part on the boundary.
            double theirs = polygon.intersection(segment).getLength()
                    - polygon.getBoundary().intersection(segment).getLength();
            assertEquals(theirs, ours, 1e-6, "case " + n + ": " + polygon + " " + segment);
            if (polygon.disjoint(factory.createPoint(new Coordinate(x0, y0)))) {
                // From a point outside, the pieces are counted from the crossings where they are clean: the same pieces.
                Intervals counted = new Intervals();
                Clip.inside(x0, y0, x1, y1, xs, ys, ring, scratch, counted, true);
                assertEquals(pieces.pairs(), counted.pairs(), "case " + n + " counted: " + polygon + " " + segment);
                for (int p = 0; p < pieces.pairs(); p++) {
                    assertEquals(pieces.from(p), counted.from(p), 0, "case " + n + " counted, piece " + p);
                    assertEquals(pieces.to(p), counted.to(p), 0, "case " + n + " counted, piece " + p);
                }
                outside++;
            }
        }
        // Most lines start outside: the counted pieces were tried often.
        assertTrue(outside > 1500, outside + " lines started outside");
    }

    private Polygon star(Random random, int points) {
        Coordinate[] ring = new Coordinate[points + 1];
        double cx = 10 + random.nextDouble() * 5;
        double cy = 10 + random.nextDouble() * 5;
        for (int i = 0; i < points; i++) {
            double angle = 2 * Math.PI * i / points;
            double r = 2 + random.nextDouble() * 8;
            ring[i] = new Coordinate(Math.rint((cx + r * Math.cos(angle)) * 4) / 4, Math.rint((cy + r * Math.sin(angle)) * 4) / 4);
        }
        ring[points] = ring[0].copy();
        return factory.createPolygon(ring);
    }

    @Test
    void aSegmentMeetsABoxOnlyWhereItCrossesIt() {
        assertEquals(true, Clip.meetsBox(0, 0, 10, 10, 4, 4, 6, 6));
        assertEquals(false, Clip.meetsBox(0, 0, 10, 0, 4, 4, 6, 6));
        assertEquals(false, Clip.meetsBox(0, 10, 3, 7.5, 4, 4, 6, 6));
        assertEquals(true, Clip.meetsBox(5, 5, 5, 5, 4, 4, 6, 6));
    }
}
