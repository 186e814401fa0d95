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
import org.vedette.table.Cohesion;
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
    /** The path the going allows is tried whole, then an eighth shorter at a time, for an end on nobody's base. */
    private static final int STEPS = 8;
    /** Halvings in the search for where the way stops being clear: 2^-10 of an eighth of the path. */
    private static final int SEARCH = 10;

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
        ActionRequest fitted = fitOrNowhere(rules, r, geometry, stands, a, unit);
        return fitted == null ? r : fitted;
    }

    /**
     * {@link #fit}, or null where no length of a move asking for its distance fits: the way is forbidden from
     * its first step, every length of it ends on a base or away from the unit — a request the law refuses, which
     * a decision that gives no reasons passes over without having the law word the refusal (the Tagus at
     * Almaraz, tried by every unit at its bank every turn).
     */
    static ActionRequest fitOrNowhere(Ruleset rules, ActionRequest r, TableGeometry geometry, Stands stands, Actor a,
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
        Cohesion mates = Cohesion.of(geometry, stands, mine, cohesion);
        // As far as the going lets the allowance go (the law's own reading, Stands.reach)...
        double inches = unit.toInches(allowed);
        List<Position> reach = stands.reach(mine, List.of(from, to), inches);
        Position far = reach.get(reach.size() - 1);
        double whole = Math.hypot(to.x() - from.x(), to.y() - from.y());
        double most = reach == path.points() || whole == 0 ? 1 : Math.hypot(far.x() - from.x(), far.y() - from.y()) / whole;
        // ...then short of any base in the way and within the unit's cohesion: the furthest eighth of that which
        // ends clear, and the point between it and the next where the way stops being clear.
        double fits = -1;
        for (int k = STEPS; k > 0 && fits < 0; k--) {
            if (clear(geometry, stands, mates, a, from, to, most * k / STEPS)) fits = most * k / STEPS;
        }
        // No length fits: the law refuses a move asking for its distance by its cost; one whose distance is rolled it
        // does not cost, so the shortest piece goes, and the law refuses it for the base it ends on.
        if (fits < 0 || most * 1.0 / STEPS == 0) return rolled ? cut(r, from, along(from, to, 1.0 / STEPS)) : null;
        double low = fits;
        double high = Math.min(most, fits + most / STEPS);
        if (fits < most) {
            for (int i = 0; i < SEARCH; i++) {
                double mid = (low + high) / 2;
                if (clear(geometry, stands, mates, a, from, to, mid)) low = mid;
                else high = mid;
            }
        }
        Position end = low >= most ? far : along(from, to, low);
        if (Math.hypot(end.x() - from.x(), end.y() - from.y()) < 0.05) return r;
        ActionRequest cut = low >= 1 && reach == path.points() ? r : cut(r, from, end);
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

    /** Whether the path cut at fraction {@code f} ends on nobody's base and keeps the figure with its unit where the book asks it. */
    private static boolean clear(TableGeometry geometry, Stands stands, Cohesion mates, Actor a, Position from,
            Position to, double f) {
        Position end = along(from, to, f);
        Stand at = geometry.footprint(a.withPosition(new Position(end.x(), end.y(), a.position().facing())));
        return stands.standsOn(at, TableAuthority.OVERLAP) == null
                && mates.leaves(at) == null;
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
