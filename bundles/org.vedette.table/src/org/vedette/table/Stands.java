package org.vedette.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.table.internal.Plane;

/**
 * Everyone standing on the table at one moment, for the questions that need
 * them all: line of sight (figures block it), cover, the nearest enemy,
 * artillery's cone and line, and moves that must not pass through a base.
 * Immutable; make a new one when anyone moves ({@link TableGeometry#stands}).
 */
public final class Stands {
    private final TableGeometry table;
    private final Stand[] all;
    /**
     * Each actor's index in {@link #all}: the same map for the next state's stands while the same actors stand,
     * in the same order (a map for every state cost a twentieth of a simulated game). Never written once made.
     */
    private final Map<String, Integer> byId;
    private final List<Stand> everyone;
    /**
     * Where the stands stand and what their lines of sight were found to be, shared with the stands of the
     * states before this one while nobody moved ({@link Placement}): the stands by grid cell (made when a line
     * is first traced, as only lines use it — a simulated game makes stands for every state, and most states
     * are asked only for distances), the tracer kept between queries (its scratch arrays are the size of the
     * table's features and stands, and making them for every query cost more than the query,
     * docs/PERFORMANCE.md, "The table's geometry"; a query borrows it, another thread meanwhile makes its own,
     * and gives it back — not a ThreadLocal: a thread's map kept every state's tracer, and with it the state's
     * stands, long after the state was gone), and every line and nearest enemy once traced.
     */
    private final Placement placement;

    Stands(TableGeometry table, List<Stand> stands, Stands before) {
        this.table = table;
        this.all = stands.toArray(Stand[]::new);
        this.byId = before != null && sameActors(before.all, all) ? before.byId : indices(all);
        this.everyone = Collections.unmodifiableList(Arrays.asList(all));
        this.placement = placement(table, all, before, before != null && byId == before.byId, false);
        this.carried = before == null ? null : before.unitsKnown();
    }

    /**
     * Stands made from {@code before}'s ({@link TableGeometry#stands(java.util.Collection, Stands)}), which has
     * told on the way whether they are the same actors in the same order, and whether each stands as it stood
     * there: then what {@code before} knows of them is taken without comparing every stand again.
     */
    Stands(TableGeometry table, Stand[] all, Stands before, boolean sameActors, boolean samePlaces) {
        this.table = table;
        this.all = all;
        this.byId = sameActors ? before.byId : indices(all);
        this.everyone = Collections.unmodifiableList(Arrays.asList(all));
        this.placement = placement(table, all, before, sameActors, samePlaces);
        this.carried = before.unitsKnown();
    }

    /**
     * {@code before}'s placement where everyone stands as there; where the same actors stand but some moved, a new
     * one with the lines that no move came near carried ({@link Placement}); else a new one.
     */
    private static Placement placement(TableGeometry table, Stand[] all, Stands before, boolean sameActors,
            boolean samePlaces) {
        if (before == null || before.table != table) return new Placement(all);
        if (samePlaces || before.placement.holds(all)) return before.placement;
        return sameActors ? new Placement(all, before.placement, table.rules().sight().minimumGap())
                : new Placement(all);
    }

    /** The units found for these, or else those they carried: what the next stands may take over. */
    private Units unitsKnown() {
        Units u = units;
        return u != null ? u : carried;
    }

    /** The stands themselves, in order, for the next state's ({@link TableGeometry#stands}); never written. */
    Stand[] stands() {
        return all;
    }

    private static boolean sameActors(Stand[] before, Stand[] now) {
        if (before.length != now.length) return false;
        for (int i = 0; i < now.length; i++) {
            if (!before[i].id().equals(now[i].id())) return false;
        }
        return true;
    }

    private static Map<String, Integer> indices(Stand[] all) {
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < all.length; i++) m.put(all[i].id(), i);
        return Collections.unmodifiableMap(m);
    }

    /**
     * The places of each unit's figures ({@link #units}), found when first asked; null until then. Never written
     * once found.
     */
    private volatile Units units;
    /**
     * The units of the stands these were made from (or of theirs, where those were never asked), taken for these
     * where they still hold ({@link Units#holds}); null for none.
     */
    private final Units carried;

    /**
     * The places in {@link #stands} of each unit's figures: those of the stands before where every place still
     * holds a figure of its unit, else sorted anew.
     */
    Units units() {
        Units u = units;
        if (u == null) {
            u = carried != null && carried.holds(all) ? carried : Units.of(all);
            units = u;
        }
        return u;
    }

    /** The last cohesion found among these ({@link Cohesion#of}), or null: a memo, replaced whole. */
    private volatile Cohesion cohesion;

    Cohesion cohesion() {
        return cohesion;
    }

    void cohesion(Cohesion c) {
        cohesion = c;
    }

    /**
     * The stands of one unit's actors, in order: what a figure keeps with ({@link Cohesion}), asked of every move
     * the law judges and the AI fits, where walking everyone was a tenth of an OSOTH game.
     *
     * @since 0.6
     */
    public List<Stand> ofUnit(String unit) {
        int[] places = units().places(unit);
        Stand[] of = new Stand[places.length];
        for (int i = 0; i < places.length; i++) of[i] = all[places[i]];
        return List.of(of);
    }

    /** The index of the actor's stand among these, or -1. */
    int indexOf(String actorId) {
        Integer i = byId.get(actorId);
        return i == null ? -1 : i;
    }

    /** The stand of an actor, or null when it has no position (or is out of the game). */
    public Stand get(String actorId) {
        Integer i = byId.get(actorId);
        return i == null ? null : all[i];
    }

    /** Every stand, in the order of the actors given: one list, made once (the AI walks it for every decision). */
    public List<Stand> all() {
        return everyone;
    }

    /** A tracer over the placement's stands: the ones a query names are translated to them ({@link #index}). */
    private SightLine newLine() {
        // The placement's grid, not these stands': the tracer outlives them in the placement.
        Placement p = placement;
        TableGeometry t = table;
        return new SightLine(t.features, t.roles, t.featureGrid, p.stands, () -> p.grid(t), t.rules().sight());
    }

    /**
     * The index of the stand among these, by identity; -1 for a stand of other stands (then no answer is kept,
     * and its line is traced as it always was, over these stands).
     */
    private int index(Stand s) {
        Integer i = byId.get(s.id());
        return i != null && all[i] == s ? i : -1;
    }

    /** A tracer over these very stands, for a query that names a stand of other stands. */
    private SightLine ownLine() {
        Placement own = new Placement(all);
        return new SightLine(table.features, table.roles, table.featureGrid, all, () -> own.grid(table),
                table.rules().sight());
    }

    /** The table these stands stand on. */
    TableGeometry geometry() {
        return table;
    }

    /**
     * Whether the firer has a line of sight to the target: a clear line from
     * the firer (One Hour: the centre of its front edge) to its centre or
     * either side of its base — or to all three where the whole base must be
     * seen (the risk-factor rules). The Other Side of the Hill, "Firing": "If
     * an unobstructed line exists between the base of the firing figure and
     * the base of the target figure, fire is possible."
     */
    public boolean canSee(Stand from, Stand to) {
        int i = index(from);
        int j = index(to);
        if (i < 0 || j < 0) return ownLine().sees(from, to);
        Boolean known = placement.sees(i, j);
        if (known != null) return known;
        SightLine line = borrow();
        try {
            boolean seen = line.sees(placement.stands[i], placement.stands[j]);
            placement.sees(i, j, seen);
            return seen;
        } finally {
            placement.spare.set(line);
        }
    }

    /** The tracer kept, or a new one while another query has it. */
    private SightLine borrow() {
        SightLine line = placement.spare.getAndSet(null);
        return line != null ? line : newLine();
    }

    /**
     * What the firer sees of the target, with the target's cover from it. The
     * Other Side of the Hill, "Firing": "A target which is partially visible
     * or only visible through foliage or other terrain insufficient to stop a
     * bullet is judged to be in soft cover. A figure partially visible behind
     * stronger terrain (walls, rocks) is judged to be in hard cover." One
     * Hour's "Units in towns, or in terrain which a scenario designates as
     * cover" is the cover of the feature the target stands in.
     */
    public Sight sight(Stand from, Stand to) {
        int i = index(from);
        int j = index(to);
        if (i < 0 || j < 0) return sight(ownLine(), from, to);
        Sight known = placement.sight(i, j);
        if (known != null) return known;
        SightLine line = borrow();
        try {
            Sight seen = sight(line, placement.stands[i], placement.stands[j]);
            placement.sight(i, j, seen);
            return seen;
        } finally {
            placement.spare.set(line);
        }
    }

    private Sight sight(SightLine line, Stand from, Stand to) {
        SightRules rules = table.rules().sight();
        Set<String> reasons = new LinkedHashSet<>();
        CoverClass cover = CoverClass.NONE;
        int clear = 0;
        boolean hiddenByHard = false;
        double[] p = line.aim(from, to);
        line.around();
        for (int i = 0; i < 3; i++) {
            if (line.trace(p[0], p[1], p[2 + 2 * i], p[3 + 2 * i], from, to, !rules.fromFrontEdge())) {
                clear++;
                if (line.cover != CoverClass.NONE) {
                    cover = SightLine.max(cover, line.cover);
                    reasons.add(line.cover == CoverClass.SOFT
                            ? rules.book() + ": seen through foliage or over a hedge — soft cover"
                            : rules.book() + ": behind a wall — hard cover");
                }
            } else {
                hiddenByHard |= line.blockerStopsBall();
                reasons.add(line.reason());
            }
        }
        boolean visible = rules.wholeBase() ? clear == 3 : clear > 0;
        boolean partial = visible && clear < 3;
        if (!visible) return new Sight(false, false, CoverClass.NONE, List.copyOf(reasons));
        for (TerrainFeature f : to.standsIn()) {
            if (f.kind() != TerrainKind.HILL && f.cover() != CoverClass.NONE) {
                cover = SightLine.max(cover, f.cover());
                reasons.add("in " + (f.name() != null ? f.name() : f.id()) + ": " + f.cover().name().toLowerCase()
                        + " cover by the scenario");
            }
        }
        if (partial) {
            CoverClass hidden = hiddenByHard ? CoverClass.HARD : CoverClass.SOFT;
            cover = SightLine.max(cover, hidden);
            reasons.add(rules.book() + ": partially visible" + (hiddenByHard ? " behind terrain that stops a ball — hard cover"
                    : " — soft cover"));
        }
        return new Sight(true, partial, cover, List.copyOf(reasons));
    }

    /**
     * The nearest enemy — a stand of another side — by the distance between
     * bases, optionally only among those it can see. The risk-factor rules:
     * "uncommanded units will always shoot only at the nearest enemy to them
     * (Measured from the nearest figure)"; "move towards the nearest visible
     * enemy". Sharpe §7, "Target priorities": "most of the time ... the
     * nearest enemy will be the priority".
     */
    public Optional<Nearest> nearestEnemy(Stand of, boolean mustSee) {
        int i = index(of);
        if (i < 0) return searchNearestEnemy(of, mustSee);
        Placement.Found found = placement.nearest(i, mustSee);
        if (found == null) {
            Optional<Nearest> n = searchNearestEnemy(of, mustSee);
            found = new Placement.Found(n.isPresent() ? index(n.get().stand()) : -1, n.isPresent() ? n.get().distance() : 0);
            placement.nearest(i, mustSee, found);
            return n;
        }
        return found.index() < 0 ? Optional.empty() : Optional.of(new Nearest(all[found.index()], found.distance()));
    }

    private Optional<Nearest> searchNearestEnemy(Stand of, boolean mustSee) {
        return mustSee ? nearestSeenEnemy(of) : nearestAnyEnemy(of);
    }

    /**
     * The nearest enemy it sees: the lines traced nearest first ({@link #enemiesNearestFirst}) until one is
     * clear — only the lines to enemies nearer than the answer, where a search in the stands' order traced
     * every one nearer than the best seen so far.
     */
    private Optional<Nearest> nearestSeenEnemy(Stand of) {
        for (Nearest e : enemiesNearestFirst(of)) {
            if (canSee(of, e.stand())) return Optional.of(e);
        }
        return Optional.empty();
    }

    /**
     * Every enemy of the stand — a stand of another side — with the distance between their bases, nearest
     * first, those as near in the stands' order: for a search that looks at enemies nearest first and stops
     * at the first that will do (the nearest it sees, the nearest it may shoot), each distance measured once.
     *
     * @since 0.4
     */
    public List<Nearest> enemiesNearestFirst(Stand of) {
        String side = of.side();
        Nearest[] order = new Nearest[all.length];
        int n = 0;
        for (Stand s : all) {
            if (s == of || s.side() == null || s.side().equals(side)) continue;
            double dx = of.x - s.x;
            double dy = of.y - s.y;
            double d = of.round && s.round ? TableGeometry.roundApart(of, s, Math.sqrt(dx * dx + dy * dy))
                    : TableGeometry.baseDistance(of, s);
            // Insertion by distance, after those as near: the stands' order breaks ties.
            int at = n++;
            while (at > 0 && order[at - 1].distance() > d) {
                order[at] = order[at - 1];
                at--;
            }
            order[at] = new Nearest(s, d);
        }
        return List.of(Arrays.copyOf(order, n));
    }

    private Optional<Nearest> nearestAnyEnemy(Stand of) {
        boolean mustSee = false;
        Stand best = null;
        double bestDistance = Double.MAX_VALUE;
        String side = of.side();
        for (Stand s : all) {
            if (s == of || s.side() == null || s.side().equals(side)) continue;
            // No base reaches further from its centre than its reach: a stand whose centre is too far for its
            // base to come nearer than the best so far is passed over without measuring the bases (the polygons'
            // distance was a quarter of a simulated game; docs/PERFORMANCE.md, "Balance by simulation").
            double dx = of.x - s.x;
            double dy = of.y - s.y;
            double centres = Math.sqrt(dx * dx + dy * dy);
            if (best != null && centres - of.reach - s.reach > bestDistance + 1e-9) continue;
            // Two round bases: the centres' distance less both radii, without measuring again.
            double d = of.round && s.round ? TableGeometry.roundApart(of, s, centres) : TableGeometry.baseDistance(of, s);
            if (best != null && d >= bestDistance) continue;
            if (mustSee && !canSee(of, s)) continue;
            best = s;
            bestDistance = d;
        }
        return best == null ? Optional.empty() : Optional.of(new Nearest(best, bestDistance));
    }

    /**
     * Everyone — friend or foe — in the gun's canister cone (The Other Side of
     * the Hill, "Firing": "Any figure - friend or foe - within this arc must
     * test versus cannister"); the gun's own crew stand behind the barrel.
     */
    public List<Stand> underCanister(Stand gun, double facing, double range) {
        Arc cone = table.canisterCone(gun, facing, range);
        List<Stand> hit = new ArrayList<>();
        for (Stand s : all) {
            if (s != gun && cone.reaches(s)) hit.add(s);
        }
        return hit;
    }

    /**
     * Everyone whose base the roundshot's line crosses (The Other Side of the
     * Hill, "Firing": "a line is drawn from the barrel of the gun and in line
     * with it out to the maximum range of the gun (48 inches for light
     * artillery and 72 inches for field artillery). Any base crossed by this
     * line - friend or foe - must test versus roundshot"), nearest first.
     */
    public List<Stand> underRoundshot(Stand gun, double facing, double range) {
        TableGeometry.checkLaying(gun, facing);
        Position barrel = gun.frontCentre();
        double x1 = barrel.x() + range * org.vedette.table.internal.Plane.dirX(facing);
        double y1 = barrel.y() + range * org.vedette.table.internal.Plane.dirY(facing);
        List<Stand> hit = new ArrayList<>();
        for (Stand s : all) {
            if (s != gun && s.distanceToSegment(barrel.x(), barrel.y(), x1, y1) <= 0) hit.add(s);
        }
        hit.sort((a, b) -> Double.compare(Math.hypot(a.x - barrel.x(), a.y - barrel.y()),
                Math.hypot(b.x - barrel.x(), b.y - barrel.y())));
        return hit;
    }

    /**
     * The stand whose base a figure standing at {@code at} would stand on — bases overlapping by more than
     * {@code allowance} inches, so that bases that only touch do not meet — or null. {@code at}'s own actor is
     * passed over: it is where the figure would stand after a move.
     *
     * @since 0.5
     */
    public Stand standsOn(Stand at, double allowance) {
        for (Stand other : all) {
            // Too far apart to meet, by the squares of their centres' distance and reaches: no root taken.
            double dx = other.x - at.x;
            double dy = other.y - at.y;
            double r = other.reach + at.reach - allowance;
            if (r <= 0 || dx * dx + dy * dy >= r * r) continue;
            if (other.id().equals(at.id())) continue;
            if (overlap(at, other, allowance)) return other;
        }
        return null;
    }

    /**
     * Whether the two bases, each less {@code by} inches all round, meet: by plane geometry (circles, and boxes
     * by their separating axes), as the AI asks it of every inch it weighs a move by.
     */
    static boolean overlap(Stand a, Stand b, double by) {
        if (a.round && b.round) {
            return Math.hypot(a.x - b.x, a.y - b.y) < shrunk(a.hw, by) + shrunk(b.hw, by);
        }
        if (a.round) return circleMeetsBox(a, b, by);
        if (b.round) return circleMeetsBox(b, a, by);
        double dx = b.x - a.x;
        double dy = b.y - a.y;
        // The four axes: each base's forward and right.
        double[][] axes = { { a.fx, a.fy }, { a.fy, -a.fx }, { b.fx, b.fy }, { b.fy, -b.fx } };
        for (double[] n : axes) {
            double gap = Math.abs(dx * n[0] + dy * n[1]);
            if (gap >= extent(a, n, by) + extent(b, n, by)) return false;
        }
        return true;
    }

    /** Half the shrunk box's width along the axis {@code n}. */
    private static double extent(Stand s, double[] n, double by) {
        return shrunk(s.hw, by) * Math.abs(s.fy * n[0] - s.fx * n[1]) + shrunk(s.hd, by) * Math.abs(s.fx * n[0] + s.fy * n[1]);
    }

    private static boolean circleMeetsBox(Stand c, Stand box, double by) {
        double d = Plane.pointToBox(box.u(c.x, c.y), box.v(c.x, c.y), shrunk(box.hw, by), shrunk(box.hd, by));
        return d < shrunk(c.hw, by);
    }

    private static double shrunk(double half, double by) {
        return Math.max(0.01, half - by);
    }

    /**
     * What a move of the stand along a path costs by the going, in inches: {@link #measureMove}'s cost (infinite
     * where the going forbids it, plus nothing for a road), without the stretches, the words or the bases it passes
     * through — for weighing many moves and wording only the one refused.
     *
     * @since 0.5
     */
    public MoveMeasure cost(Stand mover, List<Position> path) {
        // The law costs the move it judges, then walks the same path again for the distance the rules rolled
        // (TableAuthority.rolled), and the AI's move unfitted is the one the law costs: among the same stands, the
        // last measure is kept (a lean measure depends on nothing but the table, the stand and the path).
        Costed known = costed;
        if (known != null && known.mover() == mover && known.path().equals(path)) return known.measure();
        MoveMeasure m = new Mover(table, mover.actor(), mover, List.of(), true).measure(path);
        // Kept by the measure's own copy of the path: the caller's list may yet change.
        costed = new Costed(mover, m.path(), m);
        return m;
    }

    /** A move's lean measure among these stands ({@link #cost}). */
    private record Costed(Stand mover, List<Position> path, MoveMeasure measure) {
    }

    /** The last move costed among these, or null: a memo, replaced whole. */
    private volatile Costed costed;

    /**
     * The longest beginning of the path the stand may move along on {@code allowance} inches of the going: the
     * whole path where it costs no more and the going allows it, else the path cut where the allowance runs out,
     * short of the first ground or line the going forbids, and short of ground it may not end in — or its first
     * point alone, twice, where it may not set out at all. The point a cut path ends at is to the hundredth of an
     * inch a path is written in ({@code TablePath}), never beyond what the allowance buys, and keeps the path's
     * last facing. Where the AI fits its moves, a move with no path goes straight ahead, and a rolled move goes
     * as far as its roll: one reading of "as far as the allowance buys" for all three.
     *
     * @since 0.6
     */
    public List<Position> reach(Stand mover, List<Position> path, double allowance) {
        Mover walk = new Mover(table, mover.actor(), mover, List.of(), true);
        MoveMeasure whole = cost(mover, path);
        if (whole.forbidden() == null && whole.cost() <= allowance + 1e-9) return path;
        double length = whole.length();
        double far = walk.reach(path, allowance);
        List<Position> cut = prefix(path, far);
        MoveMeasure m = walk.measure(cut);
        if (far > 0 && (m.forbidden() != null || m.cost() > allowance + 1e-9)) {
            // The hundredth the end is written to carried it past what the allowance buys, or over the edge of
            // ground it may not take: a hundredth back.
            far = Math.max(0, far - 0.01);
            cut = prefix(path, far);
            m = walk.measure(cut);
        }
        if (m.forbidden() == null) return cut;
        // Ground it may not end in (a river it may wade but not stand in): back to where it may, by halves.
        double low = 0;
        double high = far;
        for (int i = 0; i < 20; i++) {
            double mid = (low + high) / 2;
            if (walk.measure(prefix(path, mid)).forbidden() == null) low = mid;
            else high = mid;
        }
        return prefix(path, low);
    }

    /** The path's first {@code length} inches, to the hundredth of an inch, ending with its last point's facing. */
    static List<Position> prefix(List<Position> path, double length) {
        // Nowhere: where it stands, not a hundredth's rounding off it.
        if (length <= 0) return List.of(path.get(0), path.get(0));
        List<Position> cut = new ArrayList<>();
        cut.add(path.get(0));
        double left = length;
        Double facing = path.get(path.size() - 1).facing();
        for (int i = 1; i < path.size(); i++) {
            Position a = path.get(i - 1);
            Position b = path.get(i);
            double leg = a.distanceTo(b);
            if (leg >= left) {
                double f = leg == 0 ? 0 : left / leg;
                cut.add(new Position(round2(a.x() + f * (b.x() - a.x())), round2(a.y() + f * (b.y() - a.y())), facing));
                return cut;
            }
            left -= leg;
            cut.add(i == path.size() - 1 ? b : Position.at(b.x(), b.y()));
        }
        return cut;
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    /**
     * A move of the stand along a path (its first point where the move
     * starts), measured by the ruleset's going, with the bases it would pass
     * through (One Hour, "Units may never pass through each other").
     */
    public MoveMeasure measureMove(Stand mover, List<Position> path) {
        return new Mover(table, mover.actor(), mover, List.of(all)).measure(path);
    }
}
