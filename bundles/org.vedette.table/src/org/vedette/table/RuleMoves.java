package org.vedette.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.table.internal.Plane;

/**
 * The rules' own moves on the table (RULINGS.md T16): a retreat, a recoil, a
 * fall-back the book gives by distance and direction, and the figures of a
 * group charge brought into contact — measured on the table as the changes
 * of one resolution leave it (a figure moved earlier in it stands where it
 * went), so that a ruleset moves its figures with {@link Changes#move} where
 * they may stand: on the table, on ground the going lets them cross, through
 * and onto nobody's base. What the book says of a move the table stops is the
 * ruleset's to say; these only measure how far it goes and why it stops.
 *
 * @since 0.6
 */
public final class RuleMoves {
    /** Halvings in the search for where a straight move stops: 2^-20 of its length. */
    private static final int SEARCH = 20;
    /** Degrees between the places tried around a target's base for a figure brought into contact. */
    private static final int AROUND = 10;
    /** Inches between the places a straight move's base is looked at for another's in its way. */
    private static final double STEP = 0.25;
    /**
     * Inches two bases may meet where a rule's move stops: touching, to the hundredth a position is written in —
     * not the tenth a hand's move may overlap by, as the book's "as far as possible" is measured, not placed.
     */
    private static final double TOUCH = 0.01;

    /** The last table's geometry, by ruleset: a resolution's moves pay for it once a table. */
    private static final Map<String, TableGeometry> BUILT = new ConcurrentHashMap<>();

    private final TableGeometry geometry;
    private final Changes changes;

    private RuleMoves(TableGeometry geometry, Changes changes) {
        this.geometry = geometry;
        this.changes = changes;
    }

    /**
     * The table of the game the changes are made to, measured by the ruleset's bases and going, or null when
     * the game has no table (nobody is moved: the referee moves them as the instructions say).
     */
    public static RuleMoves of(String rulesetId, Changes changes) {
        Table table = changes.state().table();
        if (table == null) return null;
        TableGeometry g = BUILT.get(rulesetId);
        if (g == null || g.table() != table) {
            g = TableGeometry.of(table, TableRules.forRuleset(rulesetId));
            BUILT.put(rulesetId, g);
        }
        return new RuleMoves(g, changes);
    }

    /**
     * How far a straight move went.
     *
     * @param to      where the figure stands after it (where it stood, when it could not move at all)
     * @param inches  how far it went
     * @param stopped why it went less than asked — the table's edge, ground it may not cross, another's base —
     *                or null when it went the whole way
     */
    public record Went(Position to, double inches, String stopped) {
        /** Whether it went the whole way. */
        public boolean whole() {
            return stopped == null;
        }
    }

    /**
     * A straight move of {@code inches} to the figure's own rear, keeping its facing ("retreats 3" to its own
     * rear without changing facing"), as far as the table lets it; null when the figure has no position.
     */
    public Went back(String actor, double inches) {
        Actor a = changes.now(actor);
        if (a == null || a.position() == null) return null;
        double facing = a.position().facing() == null ? 0 : a.position().facing();
        return straight(actor, -Plane.dirX(facing), -Plane.dirY(facing), inches);
    }

    /**
     * A straight move of {@code inches} directly away from {@code from}'s centre, keeping its facing, as far as
     * the table lets it; null when either has no position.
     */
    public Went awayFrom(String actor, String from, double inches) {
        Actor a = changes.now(actor);
        Actor f = changes.now(from);
        if (a == null || f == null || a.position() == null || f.position() == null) return null;
        double dx = a.position().x() - f.position().x();
        double dy = a.position().y() - f.position().y();
        double length = Math.hypot(dx, dy);
        if (length < 1e-9) return back(actor, inches);
        return straight(actor, dx / length, dy / length, inches);
    }

    /**
     * A straight move of {@code inches} along the unit vector ({@code ux}, {@code uy}), keeping the figure's
     * facing: as far as it can go before its base would leave the table, cross ground its going forbids, pass through
     * another's base or end on one. Bases it touches where it starts (the enemy it fought) do not stop it as
     * it moves away. Its ground is measured along its centre's path, as every move's (RULINGS.md T8).
     * Null when the figure has no position.
     */
    public Went straight(String actor, double ux, double uy, double inches) {
        Actor a = changes.now(actor);
        if (a == null || a.position() == null) return null;
        Stands stands = stands();
        Stand mine = stands.get(actor);
        if (mine == null) return null;
        // A base wholly on the table stays so; one already over its edge may go no further than its centre's line.
        boolean onTable = geometry.onTable(mine);
        String whole = stops(stands, mine, onTable, ux, uy, inches);
        if (whole == null) return new Went(along(a.position(), ux, uy, inches), inches, null);
        double low = 0;
        double high = inches;
        for (int i = 0; i < SEARCH; i++) {
            double mid = (low + high) / 2;
            if (stops(stands, mine, onTable, ux, uy, mid) == null) low = mid;
            else high = mid;
        }
        // To a hundredth, short rather than over.
        double went = Math.floor(low * 100) / 100;
        if (went > 0 && stops(stands, mine, onTable, ux, uy, went) != null) went = 0;
        return new Went(went <= 0 ? a.position() : along(a.position(), ux, uy, went), Math.max(0, went), whole);
    }

    /** Why a straight move of {@code d} inches stops short, or null when the table lets it go so far. */
    private String stops(Stands stands, Stand mine, boolean onTable, double ux, double uy, double d) {
        Position from = mine.position();
        Position to = along(from, ux, uy, d);
        if (TableAuthority.offTable(geometry.table(), to)) return "the table's edge";
        Stand at = geometry.footprint(mine.actor().withPosition(to));
        if (onTable && !geometry.onTable(at)) return "the table's edge";
        MoveMeasure m = stands.cost(mine, List.of(from, to));
        if (m.forbidden() != null) return stands.measureMove(mine, List.of(from, to)).forbidden();
        // Through nobody's base on the way, nor onto one at its end: the base looked at every quarter inch.
        for (double step = STEP; ; step += STEP) {
            boolean end = step >= d;
            Stand on = stands.standsOn(end ? at : geometry.footprint(mine.actor().withPosition(along(from, ux, uy, step))),
                    TOUCH);
            if (on != null) return on.actor().name() + " stands in the way";
            if (end) return null;
        }
    }

    /**
     * Where the charger stands after a charge straight at the target's centre, its bases first touching the
     * target's and facing it — where the table's law puts a charger that brings no path — or null when either
     * has no position.
     */
    public Position straightAt(String charger, String target) {
        Stands stands = stands();
        Stand from = stands.get(charger);
        Stand to = stands.get(target);
        if (from == null || to == null) return null;
        List<Position> way = TableAuthority.straightTo(geometry, from, to);
        return way.get(way.size() - 1);
    }

    /**
     * A place for the figure in contact with the target's base, facing it, on the table and on nobody's base nor
     * on any of {@code keepClear} (places taken by figures yet to move there): first where the figure comes
     * straight at the target, then around the target's base, the nearest way round first. Null when either has
     * no position or no place is left around the target.
     */
    public Position intoContact(String actor, String target, List<Position> keepClear) {
        Stands stands = stands();
        Stand mine = stands.get(actor);
        Stand them = stands.get(target);
        if (mine == null || them == null) return null;
        if (geometry.distance(mine, them) <= TableAuthority.CONTACT) return mine.position();
        Actor a = mine.actor();
        double approach = Math.atan2(mine.x - them.x, mine.y - them.y);
        for (int k = 0; k <= 180 / AROUND; k++) {
            for (int sign : k == 0 || k == 180 / AROUND ? new int[] { 1 } : new int[] { 1, -1 }) {
                double bearing = approach + sign * Math.toRadians(k * AROUND);
                Position at = touching(a, them, Math.sin(bearing), Math.cos(bearing));
                if (at == null || TableAuthority.offTable(geometry.table(), at)) continue;
                Stand placed = geometry.footprint(a.withPosition(at));
                if (!geometry.onTable(placed) || stands.standsOn(placed, TOUCH) != null) continue;
                boolean clear = true;
                for (Position p : keepClear) {
                    if (Stands.overlap(placed, geometry.footprint(a.withPosition(p)), TOUCH)) clear = false;
                }
                if (clear) return at;
            }
        }
        return null;
    }

    /**
     * The place on the line from the target's centre along ({@code ux}, {@code uy}) where the figure's base,
     * facing the target, first touches the target's.
     */
    private Position touching(Actor a, Stand them, double ux, double uy) {
        double facing = Math.toDegrees(Math.atan2(-ux, -uy));
        if (facing < 0) facing += 360;
        facing = Math.round(facing * 10) / 10.0;
        double low = 0;
        double high = them.reach + geometry.footprint(a).reach + 1;
        for (int i = 0; i < SEARCH; i++) {
            double mid = (low + high) / 2;
            Stand at = geometry.footprint(a.withPosition(new Position(them.x + ux * mid, them.y + uy * mid, facing)));
            if (geometry.distance(at, them) > 0) high = mid;
            else low = mid;
        }
        double r = Math.ceil(high * 100) / 100;
        return new Position(Math.round((them.x + ux * r) * 100) / 100.0, Math.round((them.y + uy * r) * 100) / 100.0,
                facing);
    }

    /** Where a straight move of {@code d} inches along the unit vector ends, to a hundredth, facing as before. */
    private static Position along(Position from, double ux, double uy, double d) {
        return new Position(Math.round((from.x() + ux * d) * 100) / 100.0, Math.round((from.y() + uy * d) * 100) / 100.0,
                from.facing());
    }

    /** The stands as the resolution's changes leave them: a figure moved earlier in it where it went. */
    private Stands stands() {
        List<Actor> now = new ArrayList<>(changes.state().actors().size());
        for (String id : changes.state().actors().keySet()) {
            Actor a = changes.now(id);
            if (a != null) now.add(a);
        }
        return geometry.stands(now);
    }
}
