package org.vedette.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;

/** Helpers: the services as DS registers them, and small tables. */
final class Tabletop {
    private Tabletop() {
    }

    static <T> T service(Class<T> type) {
        BundleContext context = FrameworkUtil.getBundle(Tabletop.class).getBundleContext();
        ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
        tracker.open();
        try {
            T s = tracker.waitForService(10_000);
            assertNotNull(s, "no " + type.getSimpleName() + " service: is Felix SCR running in the test runtime?");
            return s;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        } finally {
            tracker.close();
        }
    }

    static Table table(double w, double d, Edge friendly, TerrainFeature... terrain) {
        return new Table(w, d, friendly, List.of(terrain));
    }

    static List<Position> square(double x0, double y0, double x1, double y1) {
        return List.of(Position.at(x0, y0), Position.at(x1, y0), Position.at(x1, y1), Position.at(x0, y1));
    }

    static TerrainFeature area(String id, TerrainKind kind, Going going, List<Position> outline) {
        return new TerrainFeature(id, kind, id, outline, CoverClass.NONE, going);
    }

    static TerrainFeature line(String id, TerrainKind kind, double width, Position... points) {
        return new TerrainFeature(id, kind, id, List.of(points), CoverClass.NONE, Going.OPEN, TerrainFeature.Shape.LINE,
                width, 0);
    }

    /** A block of figures facing {@code facing}, 1" apart, {@code n} of them in rows of 5 from (x, y). */
    static List<Position> block(double x, double y, int n, Double facing) {
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new Position(x + i % 5, y + i / 5, facing));
        return out;
    }
}
