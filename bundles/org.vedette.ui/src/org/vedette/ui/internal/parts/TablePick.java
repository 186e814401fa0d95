package org.vedette.ui.internal.parts;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.vedette.core.model.Position;
import org.vedette.table.MoveMeasure;

import jakarta.inject.Singleton;

/**
 * What the referee did on the Turn part's map, for the Action Resolver to
 * fill its form with: a figure dragged along a path (the move's distance
 * measured by org.vedette.table). One per workbench, shared by the two parts
 * through the context, so neither knows the other.
 */
@Creatable
@Singleton
public final class TablePick {
    /**
     * A figure dragged on the map: the path from where it stood to where it
     * was dropped, the inches of allowance it uses by the ruleset's going, and
     * how the map measured them in words ("4.0\" through Orchard counts 8.0\"").
     *
     * @param distance the move's cost by the going (its length where the going is good, or where the map forbids it)
     * @param byRoad   whether the whole move is on a road (One Hour's +3")
     */
    public record Move(String actor, List<Position> path, double distance, boolean byRoad, String measured) {
        public Move {
            path = List.copyOf(path);
        }
    }

    /**
     * A measured move in the referee's words: its length, and where the going
     * makes it cost more, each stretch that does and by which rule — "6.0\",
     * counting 8.0\": 2.0\" through Orchard counts 4.0\" (Sharpe §4 Movement)".
     */
    public static String words(MoveMeasure m) {
        String length = inches(m.length());
        if (m.forbidden() != null) return length + ", not allowed: " + m.forbidden();
        List<String> dearer = new java.util.ArrayList<>();
        for (MoveMeasure.Stretch stretch : m.stretches()) {
            if (stretch.cost() > stretch.length() + 1e-9) {
                dearer.add(inches(stretch.length()) + " through " + String.join(" and ", stretch.terrain()) + " counts "
                        + inches(stretch.cost()) + (stretch.rule() == null ? "" : " (" + stretch.rule() + ")"));
            }
        }
        String road = m.roadBonus() > 0 ? ", all on the road (+" + inches(m.roadBonus()) + ")" : "";
        return dearer.isEmpty() ? length + road
                : length + ", counting " + inches(m.cost()) + ": " + String.join("; ", dearer) + road;
    }

    private static String inches(double d) {
        return String.format(java.util.Locale.ROOT, "%.1f\"", d);
    }

    private final List<Consumer<Move>> listeners = new CopyOnWriteArrayList<>();

    public void moved(Move move) {
        for (Consumer<Move> l : listeners) l.accept(move);
    }

    public void addListener(Consumer<Move> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<Move> listener) {
        listeners.remove(listener);
    }
}
