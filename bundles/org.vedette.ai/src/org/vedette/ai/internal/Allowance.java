package org.vedette.ai.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Position;
import org.vedette.core.model.TablePath;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.TableNeed;
import org.vedette.table.MoveMeasure;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableAuthority;
import org.vedette.table.TableGeometry;

/**
 * A move the AI weighs, fitted to the going: the table's law costs a move's path by the ruleset's going and holds
 * the distance the request asks for to that cost, and refuses a move that ends on another's base
 * ({@link TableAuthority}), so a straight path as long as the allowance is cut where the allowance runs out — an
 * orchard halves what is left of it — or short of the base in the way, and the request asks for what its path
 * costs. The AI's moves then obey the table as the referee's drag on the map does.
 */
final class Allowance {
    /** The path is tried whole, then a sixteenth shorter at a time, for an end on nobody's base. */
    private static final int STEPS = 16;
    /** Halvings in the search for where the allowance runs out: 2^-16 of the path. */
    private static final int SEARCH = 16;

    private Allowance() {
    }

    /**
     * The move with its straight path cut where its distance runs out by the going and short of another's base,
     * and that distance what the path costs — or, where the rules roll or fix the distance, what the path's length
     * would cost in the open; the request as it came where it carries no path, or no length of the path fits (the
     * law then refuses it, in its words).
     */
    static ActionRequest fit(Ruleset rules, ActionRequest r, TableGeometry geometry, Stands stands, Actor a,
            MeasurementUnit unit) {
        if (!(r.input(TableMove.PATH) instanceof TablePath path) || path.points().size() != 2) return r;
        TableNeed need = rules.action(r.action()).map(rules::onTable).orElse(TableNeed.NONE);
        if (need.kind() != TableNeed.Kind.MOVE || geometry == null || stands == null) return r;
        Stand mine = stands.get(a.id());
        if (mine == null) return r;
        String distance = need.distance();
        Position from = path.points().get(0);
        Position to = path.points().get(1);
        // A move whose distance the rules roll or fix (OHFA's basic move, OSOTH's rate) asks for none: the path's
        // length is what the AI means to move, and the going may not make it cost more (the book's allowance).
        boolean rolled = distance == null || !(r.input(distance) instanceof Number);
        double allowed = !rolled ? ((Number) r.input(distance)).doubleValue()
                : Math.round(Math.hypot(to.x() - from.x(), to.y() - from.y()) / unit.toInches(1) * 10) / 10.0;
        double cohesion = need.cohesion();
        // The furthest sixteenth of the path that fits, then the inch where the going runs out within it.
        double fits = -1;
        for (int k = STEPS; k > 0 && fits < 0; k--) {
            if (fits(geometry, stands, mine, a, from, to, (double) k / STEPS, allowed, cohesion, unit)) {
                fits = (double) k / STEPS;
            } else if (k == STEPS && !fits(geometry, stands, mine, a, from, to, 1.0 / STEPS, allowed, cohesion, unit)) {
                // Neither the whole path nor its first sixteenth (ground it may not enter at once): not worth weighing
                // every length between — most moves fit whole, and this one is refused whatever its length.
                break;
            }
        }
        // No length fits: the law refuses a move asking for its distance by its cost; one whose distance is rolled it
        // does not cost, so the shortest piece goes, and the law refuses it for the base it ends on.
        if (fits < 0) return rolled ? cut(r, from, along(from, to, 1.0 / STEPS)) : r;
        double low = fits;
        double high = Math.min(1, fits + 1.0 / STEPS);
        if (fits < 1 && !fits(geometry, stands, mine, a, from, to, high, allowed, cohesion, unit)) {
            for (int i = 0; i < SEARCH; i++) {
                double mid = (low + high) / 2;
                if (fits(geometry, stands, mine, a, from, to, mid, allowed, cohesion, unit)) low = mid;
                else high = mid;
            }
        } else {
            low = high;
        }
        Position end = along(from, to, low);
        if (Math.hypot(end.x() - from.x(), end.y() - from.y()) < 0.05) return r;
        ActionRequest cut = low >= 1 ? r : cut(r, from, end);
        if (rolled) return cut;
        Map<String, Object> in = new LinkedHashMap<>(cut.inputs());
        in.put(distance, cost(stands.cost(mine, ((TablePath) cut.input(TableMove.PATH)).points()), unit));
        return new ActionRequest(r.ruleset(), r.action(), in);
    }

    /** The request with its path ending at {@code end}. */
    private static ActionRequest cut(ActionRequest r, Position from, Position end) {
        Map<String, Object> in = new LinkedHashMap<>(r.inputs());
        in.put(TableMove.PATH, TablePath.through(List.of(from, end)));
        return new ActionRequest(r.ruleset(), r.action(), in);
    }

    /**
     * Whether the path cut at fraction {@code f} is allowed, within the allowance, ends on nobody's base and keeps
     * the figure with its unit where the book asks it.
     */
    private static boolean fits(TableGeometry geometry, Stands stands, Stand mine, Actor a, Position from, Position to,
            double f, double allowed, double cohesion, MeasurementUnit unit) {
        Position end = along(from, to, f);
        MoveMeasure m = stands.cost(mine, List.of(from, end));
        if (m.forbidden() != null || cost(m, unit) > allowed) return false;
        Stand at = geometry.stand(a.withPosition(new Position(end.x(), end.y(), a.position().facing())));
        return stands.standsOn(at, TableAuthority.OVERLAP) == null
                && TableAuthority.apart(geometry, stands, mine, at, cohesion) == null;
    }

    /** What the move costs in the ruleset's unit, to a tenth, as the table's law reads it. */
    private static double cost(MoveMeasure m, MeasurementUnit unit) {
        return Math.round(m.cost() / unit.toInches(1) * 10) / 10.0;
    }

    private static Position along(Position from, Position to, double f) {
        return Position.at(Math.round((from.x() + f * (to.x() - from.x())) * 100) / 100.0,
                Math.round((from.y() + f * (to.y() - from.y())) * 100) / 100.0);
    }
}
