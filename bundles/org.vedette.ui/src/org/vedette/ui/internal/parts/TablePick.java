package org.vedette.ui.internal.parts;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Position;
import org.vedette.core.rules.Sighting;
import org.vedette.table.MoveMeasure;

import jakarta.inject.Singleton;

/**
 * What the referee did on the Turn part's map, for the Action Resolver to
 * fill its form with: a figure dragged along a path (the move's distance
 * measured by org.vedette.table), or a figure picked and then another aimed
 * at (what the table shows of the one from the other). One per workbench,
 * shared by the two parts through the context, so neither knows the other.
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
        return m.inWords();
    }

    /**
     * One figure aimed at another on the map: what the table shows of the
     * target from the actor, and that in the referee's words.
     */
    public record Aim(String actor, String target, Sighting sighting, String words) {
    }

    /**
     * What the table shows in the referee's words: "14.3\" between bases;
     * 13.0\" from the front centre, 20° off the front; seen, soft cover (The
     * Other Side of the Hill: seen through foliage …)", or "not seen: …".
     */
    public static String words(Sighting s) {
        StringBuilder b = new StringBuilder(inches(s.distance())).append(" between bases");
        if (Math.abs(s.frontRange() - s.distance()) > 0.05 || s.angle() > 0) {
            b.append("; ").append(inches(s.frontRange())).append(" from the front centre, ")
                    .append(String.format(java.util.Locale.ROOT, "%.0f°", s.angle())).append(" off the front");
        }
        if (!s.visible()) {
            b.append("; not seen");
            if (!s.reasons().isEmpty()) b.append(": ").append(String.join("; ", s.reasons()));
            return b.toString();
        }
        b.append(s.partial() ? "; partly seen" : "; seen");
        b.append(s.cover() == CoverClass.NONE ? ", in the open" : ", " + s.cover().name().toLowerCase(java.util.Locale.ROOT)
                + " cover");
        if (!s.reasons().isEmpty()) b.append(" (").append(String.join("; ", s.reasons())).append(")");
        b.append("; before its ").append(s.face().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
        return b.toString();
    }

    private static String inches(double d) {
        return String.format(java.util.Locale.ROOT, "%.1f\"", d);
    }

    private final List<Consumer<Move>> listeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<Aim>> aimListeners = new CopyOnWriteArrayList<>();

    public void aimed(Aim aim) {
        for (Consumer<Aim> l : aimListeners) l.accept(aim);
    }

    public void addAimListener(Consumer<Aim> listener) {
        aimListeners.add(listener);
    }

    public void removeAimListener(Consumer<Aim> listener) {
        aimListeners.remove(listener);
    }

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
