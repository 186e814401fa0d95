package org.vedette.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.locationtech.jts.algorithm.RayCrossingCounter;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Location;
import org.locationtech.jts.geom.Polygon;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Base;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Zone;
import org.vedette.table.internal.Grid;
import org.vedette.table.internal.Plane;

/**
 * A table made ready for the questions the rules and the AI ask of it: where
 * an actor stands ({@link #stand}), the distance between two bases, the
 * range One Hour measures, arcs, flank and rear, the friendly lines and
 * deployment zones, and — with every stand on the table ({@link #stands}) —
 * line of sight, cover, the nearest enemy, artillery's cone and line, and
 * moves measured by the ruleset's going.
 * <p>
 * Immutable and safe to share between threads; build one per table and
 * ruleset and keep it, since building prepares every outline.
 */
public final class TableGeometry {
    private final Table table;
    private final TableRules rules;
    private final GeometryFactory factory = new GeometryFactory();
    final FeatureShape[] features;
    final FeatureShape.Sight[] roles;
    /** The features that matter to sight, by grid cell: a line looks only at those in the cells it crosses. */
    final Grid featureGrid;
    private final List<Zone> zones = new ArrayList<>();
    private final List<Polygon> zoneShapes = new ArrayList<>();

    /** The grid's cell, in inches: about a figure's move, so a line crosses a handful of cells. */
    static final double CELL = 6;

    private TableGeometry(Table table, TableRules rules) {
        this.table = table;
        this.rules = rules;
        List<FeatureShape> shapes = new ArrayList<>();
        for (TerrainFeature f : table.terrain()) {
            FeatureShape s = FeatureShape.of(f, factory);
            if (s != null) shapes.add(s);
        }
        features = shapes.toArray(FeatureShape[]::new);
        roles = new FeatureShape.Sight[features.length];
        double[] boxes = new double[4 * features.length];
        for (int i = 0; i < features.length; i++) {
            roles[i] = features[i].sight(rules.sight());
            boxes[4 * i] = features[i].minX;
            boxes[4 * i + 1] = features[i].minY;
            boxes[4 * i + 2] = features[i].maxX;
            boxes[4 * i + 3] = features[i].maxY;
        }
        featureGrid = new Grid(table.width(), table.depth(), CELL, boxes);
        for (Zone z : table.zones()) {
            Polygon p = Outlines.polygon(z.outline(), factory);
            if (p != null) {
                zones.add(z);
                zoneShapes.add(p);
            }
        }
    }

    public static TableGeometry of(Table table, TableRules rules) {
        return new TableGeometry(table, rules);
    }

    public Table table() {
        return table;
    }

    public TableRules rules() {
        return rules;
    }

    /**
     * The actor's base where it stands, without the ground under it: for where bases meet — one on another,
     * the distance between them, contact — and nothing else (it stands in no feature, at the table's level, and
     * sees nothing). What the AI asks of every length of a move it fits, where finding the ground under each
     * was most of the fitting. Null for an actor without a position.
     *
     * @since 0.6
     */
    public Stand footprint(Actor actor) {
        if (actor.position() == null) return null;
        return new Stand(actor, rules.bases().baseOf(actor), 0, List.of(), new boolean[features.length], null, factory);
    }

    /** The actor on its base at its position, or null when it has none (positions are optional). */
    public Stand stand(Actor actor) {
        Position p = actor.position();
        if (p == null) return null;
        int level = 0;
        List<TerrainFeature> in = new ArrayList<>();
        boolean[] inFeature = new boolean[features.length];
        Coordinate c = new Coordinate(p.x(), p.y());
        for (int i = 0; i < features.length; i++) {
            FeatureShape f = features[i];
            if (f.area && f.boxHolds(c.x, c.y) && RayCrossingCounter.locatePointInRing(c, f.coords) != Location.EXTERIOR) {
                in.add(f.feature);
                inFeature[i] = true;
                if (f.feature.kind() == TerrainKind.HILL) level = Math.max(level, f.feature.height());
            }
        }
        Base base = rules.bases().baseOf(actor);
        boolean[] frontOutside = null;
        if (rules.sight().fromFrontEdge()) {
            // One Hour's lines start at the centre of the front edge (as Stand.frontCentre): outside which areas, known once.
            double facing = p.facing() == null ? 0 : p.facing();
            double hd = base.depth() / 2;
            Coordinate front = new Coordinate(p.x() + hd * Plane.dirX(facing), p.y() + hd * Plane.dirY(facing));
            frontOutside = new boolean[features.length];
            for (int i = 0; i < features.length; i++) {
                FeatureShape f = features[i];
                frontOutside[i] = f.area && (!f.boxHolds(front.x, front.y)
                        || RayCrossingCounter.locatePointInRing(front, f.coords) == Location.EXTERIOR);
            }
        }
        return new Stand(actor, base, level, in, inFeature, frontOutside, factory);
    }

    /** Every actor with a position that is not out of the game, standing on the table. */
    public Stands stands(Collection<Actor> actors) {
        List<Stand> out = new ArrayList<>();
        for (Actor a : actors) {
            if (a.status().out()) continue;
            Stand s = stand(a);
            if (s != null) out.add(s);
        }
        return new Stands(this, out, null);
    }

    /**
     * {@link #stands(Collection)}, with the stand of every actor that is the
     * very object it was in {@code before} taken from there: an actor is
     * immutable, so the same actor stands where it stood, and a game's next
     * state shares the actors that did not change (the AI asks for the stands
     * of every state of a simulated game, where one actor moves at a time).
     *
     * @param before stands of this geometry's table, or null
     * @since 0.3
     */
    public Stands stands(Collection<Actor> actors, Stands before) {
        if (before == null || before.geometry() != this) return stands(actors);
        // The actors come in the order they came before (a game keeps its actors' order): each one's stand is
        // looked for first where it stood among the stands before, and whether all stand as and where they
        // stood is told on the way, not asked again of every stand (the AI and the rules place every state).
        Stand[] was = before.stands();
        Stand[] out = new Stand[actors.size()];
        int n = 0;
        boolean inOrder = true;
        boolean unmoved = true;
        for (Actor a : actors) {
            if (a.status().out()) continue;
            Stand w = n < was.length && was[n].id().equals(a.id()) ? was[n] : null;
            if (w == null) {
                inOrder = false;
                w = before.get(a.id());
            }
            Stand s = w == null ? stand(a) : w.actor() == a ? w : restand(w, a);
            if (s == null) {
                inOrder = false;
                continue;
            }
            unmoved &= s == w || w != null && Placement.standsAs(s, w);
            out[n++] = s;
        }
        boolean sameActors = inOrder && n == was.length;
        // Nobody moved (a shot, a load, a wound): the lines of sight traced for the stands before hold for these.
        return new Stands(this, n == out.length ? out : Arrays.copyOf(out, n), before, sameActors, sameActors && unmoved);
    }

    /**
     * {@code before}'s stands with only {@code changed} stood anew — what a step changed, as
     * {@code GameState#changedSince} tells it — where each changed actor stood among them before and stands
     * still ({@code shown} says whom these stands show): an array copied and a few stands placed, where
     * {@link #stands(Collection, Stands)} walks every actor (the law, the AI and the players' view each stand a
     * state of a simulated game). Null where one of them came onto or left these stands (a figure revealed,
     * hidden, put out of the game): then every actor is walked.
     *
     * @since 0.6
     */
    public Stands restood(Stands before, List<Actor> changed, java.util.function.Predicate<Actor> shown) {
        if (before.geometry() != this) return null;
        Stand[] was = before.stands();
        Stand[] now = null;
        boolean samePlaces = true;
        // Both in the game's order: the changed are found walking the stands once, by their ids' identity (the
        // same strings from state to state), and looked up only where that misses.
        int cursor = 0;
        for (Actor a : changed) {
            String id = a.id();
            int i = -1;
            for (int k = cursor; k < was.length; k++) {
                if (was[k].id() == id) {
                    i = k;
                    break;
                }
            }
            if (i < 0) i = before.indexOf(id);
            else cursor = i + 1;
            boolean stands = !a.status().out() && a.position() != null && shown.test(a);
            if (i < 0 || !stands) {
                if (i < 0 && !stands) continue;
                return null;
            }
            Stand s = was[i].actor() == a ? was[i] : restand(was[i], a);
            samePlaces &= s == was[i] || Placement.standsAs(s, was[i]);
            if (now == null) now = was.clone();
            now[i] = s;
        }
        if (now == null) now = was;
        return new Stands(this, now, before, true, samePlaces);
    }

    /**
     * The changed actor's stand: where it stood, for another actor object at the same place on the same base
     * (its marks or wounds changed), with what the table knows of the spot kept; else placed anew.
     */
    private Stand restand(Stand was, Actor a) {
        Position p = a.position();
        Position at = was.position();
        // An actor remade for a mark or a wound keeps his very position: nothing of it to compare.
        if (p != at && (p == null || Double.compare(p.x(), at.x()) != 0 || Double.compare(p.y(), at.y()) != 0
                || !java.util.Objects.equals(p.facing(), at.facing()))) {
            return stand(a);
        }
        Base base = rules.bases().baseOf(a);
        return base.equals(was.base()) ? new Stand(was, a) : stand(a);
    }

    /** The distance between two bases, nearest edge to nearest edge, in inches (0 when they touch). */
    public double distance(Stand a, Stand b) {
        return baseDistance(a, b);
    }

    /**
     * Nearest edge to nearest edge, by plane geometry rather than JTS's
     * {@code DistanceOp}: the AI asks it of every pair of figures (the nearest
     * enemy, an archetype's priorities), and the general polygon distance cost
     * most of a decision. Round bases are circles, the others rectangles
     * turned to their facing; {@code BaseDistanceTest} holds this to JTS.
     */
    static double baseDistance(Stand a, Stand b) {
        if (a.round && b.round) {
            double dx = a.x - b.x;
            double dy = a.y - b.y;
            return roundApart(a, b, Math.sqrt(dx * dx + dy * dy));
        }
        if (a.round) return Math.max(0, Plane.pointToBox(b.u(a.x, a.y), b.v(a.x, a.y), b.hw, b.hd) - a.hw);
        if (b.round) return Math.max(0, Plane.pointToBox(a.u(b.x, b.y), a.v(b.x, b.y), a.hw, a.hd) - b.hw);
        // Two rectangles meet unless one of their four axes separates them; apart, the nearest points of two
        // convex outlines include a corner of one of them.
        double[] ab = cornersIn(a, b);
        double[] ba = cornersIn(b, a);
        if (!separates(ab, b) && !separates(ba, a)) return 0;
        return Math.sqrt(Math.min(nearestCorner(ab, b), nearestCorner(ba, a)));
    }

    /** Two round bases whose centres are {@code centres} apart: nearest edge to nearest edge. */
    static double roundApart(Stand a, Stand b, double centres) {
        return Math.max(0, centres - a.hw - b.hw);
    }

    /** The corners of {@code a}'s rectangle in {@code b}'s frame (u, v pairs). */
    private static double[] cornersIn(Stand a, Stand b) {
        double[] uv = new double[8];
        for (int k = 0; k < 4; k++) {
            double cu = (k == 1 || k == 2) ? a.hw : -a.hw;
            double cv = k >= 2 ? a.hd : -a.hd;
            double x = a.x + cu * a.fy + cv * a.fx;
            double y = a.y - cu * a.fx + cv * a.fy;
            uv[2 * k] = b.u(x, y);
            uv[2 * k + 1] = b.v(x, y);
        }
        return uv;
    }

    /** Whether one of {@code b}'s two axes separates {@code b}'s rectangle from corners {@code uv} in its frame. */
    private static boolean separates(double[] uv, Stand b) {
        double minU = Math.min(Math.min(uv[0], uv[2]), Math.min(uv[4], uv[6]));
        double maxU = Math.max(Math.max(uv[0], uv[2]), Math.max(uv[4], uv[6]));
        double minV = Math.min(Math.min(uv[1], uv[3]), Math.min(uv[5], uv[7]));
        double maxV = Math.max(Math.max(uv[1], uv[3]), Math.max(uv[5], uv[7]));
        return maxU < -b.hw || minU > b.hw || maxV < -b.hd || minV > b.hd;
    }

    /** The least squared distance from the corners {@code uv} (in {@code b}'s frame) to {@code b}'s rectangle. */
    private static double nearestCorner(double[] uv, Stand b) {
        double least = Double.MAX_VALUE;
        for (int k = 0; k < 8; k += 2) {
            double du = Math.max(0, Math.abs(uv[k]) - b.hw);
            double dv = Math.max(0, Math.abs(uv[k + 1]) - b.hd);
            least = Math.min(least, du * du + dv * dv);
        }
        return least;
    }

    /**
     * One Hour, "Adjudge Field of Fire": "Measure range from the centre of the
     * front edge of firing unit to any part of the target unit."
     */
    public double rangeFromFrontCentre(Stand shooter, Stand target) {
        Position fc = shooter.frontCentre();
        return target.distanceTo(fc.x(), fc.y());
    }

    /**
     * One Hour's field of fire, "Adjudge Field of Fire": "Units may only shoot
     * at a single target within 45 degrees of their front facing", from the
     * centre of the front edge out to the weapon's range; "Units in Towns ...
     * have a field of fire of 360 degrees".
     */
    public Arc fieldOfFire(Stand shooter, double range) {
        boolean inTown = shooter.standsIn().stream().anyMatch(f -> f.kind() == TerrainKind.TOWN);
        return new Arc(shooter.frontCentre(), shooter.facing(), inTown ? 180 : 45, range);
    }

    /**
     * The Other Side of the Hill, "Firing": "the facing of the gun may be
     * adjusted up to 30 degrees left or right ... For cannister, a cone-shaped
     * arc of fire covering 60 degrees is placed, centered on the barrel of the
     * gun and extending outward 24 inches for light guns and 36 for field guns."
     *
     * @param facing the gun's facing as laid, within 30° of its base's facing
     * @throws IllegalArgumentException when the gun is laid more than 30° off its facing
     */
    public Arc canisterCone(Stand gun, double facing, double range) {
        checkLaying(gun, facing);
        return new Arc(gun.frontCentre(), facing, 30, range);
    }

    static void checkLaying(Stand gun, double facing) {
        if (Plane.angleBetween(gun.facing(), facing) > 30 + 1e-9) {
            throw new IllegalArgumentException("OSOTH Firing: the facing of the gun may be adjusted up to 30 degrees"
                    + " left or right; " + gun.id() + " faces " + gun.facing() + "°, not " + facing + "°");
        }
    }

    /**
     * Which face of the target a point is in front of, by One Hour's arcs "that
     * extend out 45° from each face" (Charge Moves): the lines at 45° from the
     * base's corners part the front, flanks and rear. On such a line the
     * front or rear has it (RULINGS.md T9). For a round base the four arcs are
     * the quarters centred on front, sides and rear.
     */
    public Aspect aspect(Position from, Stand target) {
        double u = target.u(from.x(), from.y());
        double v = target.v(from.x(), from.y());
        double w = target.round ? 0 : target.hw;
        double d = target.round ? 0 : target.hd;
        double across = Math.max(0, Math.abs(u) - w);
        if (v - d >= across) return Aspect.FRONT;
        if (-v - d >= across) return Aspect.REAR;
        return u > 0 ? Aspect.RIGHT_FLANK : Aspect.LEFT_FLANK;
    }

    /**
     * One Hour, Charge Moves: "A unit can only make a flank or rear attack if
     * the front-centre point of the unit is within the targets flank or rear
     * arc" (the caller asks at both the start and the end of the charge); the
     * risk-factor rules' "Enemy to flank or rear" asks the same of the enemy.
     */
    public boolean inFlankOrRear(Stand attacker, Stand target) {
        return aspect(attacker.frontCentre(), target).flankOrRear();
    }

    /**
     * Whether a point is behind the friendly lines (The Other Side of the
     * Hill, "Placing Non-Player Units": "behind friendly lines, whether that is
     * a portion of the tabletop or a table edge"): inside a zone of friendly
     * lines, or, when the scenario draws none, beyond the friendly edge.
     */
    public boolean behindFriendlyLines(Position p) {
        boolean drawn = false;
        for (int i = 0; i < zones.size(); i++) {
            if (zones.get(i).kind() != Zone.Kind.FRIENDLY_LINES) continue;
            drawn = true;
            if (covers(zoneShapes.get(i), p)) return true;
        }
        if (drawn) return false;
        Edge e = table.friendlyEdge();
        return switch (e) {
            case SOUTH -> p.y() <= 0;
            case NORTH -> p.y() >= table.depth();
            case WEST -> p.x() <= 0;
            case EAST -> p.x() >= table.width();
        };
    }

    /** The deployment zones of a side (those drawn without a side belong to every side). */
    public List<Zone> deploymentZones(String side) {
        return zones.stream().filter(z -> z.kind() == Zone.Kind.DEPLOYMENT && (z.side() == null || z.side().equals(side)))
                .toList();
    }

    /**
     * Whether the stand's whole base lies in one of its side's deployment zones;
     * true when the side has none (it may deploy anywhere the scenario says).
     */
    public boolean inDeploymentZone(Stand s) {
        boolean any = false;
        Geometry base = s.radius() > 0 ? s.geometry().buffer(s.radius(), 8) : s.geometry();
        for (int i = 0; i < zones.size(); i++) {
            Zone z = zones.get(i);
            if (z.kind() != Zone.Kind.DEPLOYMENT || (z.side() != null && !z.side().equals(s.side()))) continue;
            any = true;
            if (zoneShapes.get(i).covers(base)) return true;
        }
        return !any;
    }

    /** Whether the stand's whole base is on the table. */
    public boolean onTable(Stand s) {
        // A round base's box is its centre and radius (where buffering the point by JTS to find it was a sixth of
        // a simulated Sharpe game: every recoil rehearsed asks it at each step of the way); a rectangle's, its
        // corners'.
        double minX, minY, maxX, maxY;
        if (s.radius() > 0) {
            minX = s.x - s.radius();
            minY = s.y - s.radius();
            maxX = s.x + s.radius();
            maxY = s.y + s.radius();
        } else {
            var env = s.geometry().getEnvelopeInternal();
            minX = env.getMinX();
            minY = env.getMinY();
            maxX = env.getMaxX();
            maxY = env.getMaxY();
        }
        return minX >= -1e-9 && minY >= -1e-9 && maxX <= table.width() + 1e-9 && maxY <= table.depth() + 1e-9;
    }

    private boolean covers(Polygon zone, Position p) {
        return zone.covers(factory.createPoint(new Coordinate(p.x(), p.y())));
    }

    /** A move measured with no other stands to pass through. */
    public MoveMeasure measureMove(Actor mover, List<Position> path) {
        return new Mover(this, mover, null, List.of()).measure(path);
    }

    GeometryFactory factory() {
        return factory;
    }
}
