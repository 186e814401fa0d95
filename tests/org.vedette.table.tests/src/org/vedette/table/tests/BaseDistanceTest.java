package org.vedette.table.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.table.tests.Fixtures.*;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Base;
import org.vedette.table.Stand;
import org.vedette.table.TableGeometry;

/**
 * The distance between bases, "nearest edge to nearest edge", held to JTS's
 * polygon distance on random round and rectangular bases at every facing:
 * touching, overlapping, one inside the other, apart.
 */
class BaseDistanceTest {
    private static final GeometryFactory FACTORY = new GeometryFactory();

    @Test
    void theDistanceBetweenBasesIsJtsDistanceBetweenTheirOutlines() {
        TableGeometry g = osoth(table());
        Random random = new Random(1808);
        for (int n = 0; n < 20_000; n++) {
            Actor a = random(random, "a", n);
            Actor b = random(random, "b", n);
            Stand sa = g.stand(a);
            Stand sb = g.stand(b);
            double expected = jts(a, b);
            assertEquals(expected, g.distance(sa, sb), 1e-9, "case " + n + ": " + a.position() + " " + a.base() + " / "
                    + b.position() + " " + b.base());
            assertEquals(expected, g.distance(sb, sa), 1e-9, "the same both ways, case " + n);
        }
    }

    private static Actor random(Random random, String id, int n) {
        // Close together, so that many touch or overlap.
        double x = 30 + random.nextDouble() * 6;
        double y = 20 + random.nextDouble() * 6;
        double facing = random.nextInt(8) == 0 ? 90 * random.nextInt(4) : random.nextDouble() * 360;
        Base base = random.nextBoolean() ? Base.round(0.5 + random.nextDouble() * 2)
                : Base.rectangle(0.5 + random.nextDouble() * 5, 0.5 + random.nextDouble() * 3);
        return onBase(facing(id, n % 2 == 0 ? "british" : "french", x, y, facing), base);
    }

    /** Nearest edge to nearest edge from the outlines: a rectangle as a polygon, a round base as its centre less its radius. */
    private static double jts(Actor a, Actor b) {
        return Math.max(0, shape(a).distance(shape(b)) - radius(a) - radius(b));
    }

    private static double radius(Actor a) {
        return a.base().shape() == Base.Shape.ROUND ? a.base().width() / 2 : 0;
    }

    private static Geometry shape(Actor a) {
        double x = a.position().x();
        double y = a.position().y();
        if (a.base().shape() == Base.Shape.ROUND) return FACTORY.createPoint(new Coordinate(x, y));
        double f = Math.toRadians(a.position().facing());
        double fx = Math.sin(f);
        double fy = Math.cos(f);
        double w = a.base().width() / 2;
        double d = a.base().depth() / 2;
        Coordinate[] ring = new Coordinate[5];
        double[][] uv = { { -w, -d }, { w, -d }, { w, d }, { -w, d }, { -w, -d } };
        for (int i = 0; i < 5; i++) {
            double u = uv[i][0];
            double v = uv[i][1];
            ring[i] = new Coordinate(x + u * fy + v * fx, y - u * fx + v * fy);
        }
        return FACTORY.createPolygon(ring);
    }
}
