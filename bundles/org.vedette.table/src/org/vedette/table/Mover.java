package org.vedette.table;

import java.util.ArrayList;
import java.util.List;

import org.locationtech.jts.algorithm.RayCrossingCounter;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Location;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainKind;
import org.vedette.table.internal.Clip;
import org.vedette.table.internal.Intervals;

/**
 * Measures one move along its path: cuts each leg where it enters or leaves
 * a feature, prices each stretch by the ruleset's going, and notes the lines
 * crossed, where the move may not end, and the bases it would pass through.
 */
final class Mover {
    private static final double EPS = 1e-9;

    private final TableGeometry table;
    private final Actor mover;
    private final Stand moverStand;
    private final List<Stand> others;
    private final GoingRules going;

    /**
     * Whether only the cost is wanted — no stretches, no words, no bases passed through — for the AI and the
     * table's law, which weigh many moves and word only the one they refuse ({@link Stands#cost}).
     */
    private final boolean lean;

    Mover(TableGeometry table, Actor mover, Stand moverStand, List<Stand> others) {
        this(table, mover, moverStand, others, false);
    }

    Mover(TableGeometry table, Actor mover, Stand moverStand, List<Stand> others, boolean lean) {
        this.lean = lean;
        this.table = table;
        this.mover = mover;
        this.moverStand = moverStand;
        this.others = others;
        this.going = table.rules().going();
    }

    MoveMeasure measure(List<Position> path) {
        return measure(path, Double.NaN);
    }

    /**
     * How far along the path, in inches, the mover goes on {@code allowance} inches of the going: to where its
     * cost reaches the allowance, or short of the first ground or line the going forbids — in one walk along the
     * path, where halving it twenty times costed twenty moves (the AI and the law fit every straight move and
     * every rolled one so). Where it may end there (ground it may not end in) is the caller's to check.
     */
    double reach(List<Position> path, double allowance) {
        return measure(path, allowance).length();
    }

    /**
     * The move measured; with a {@code budget} (not NaN), only as far as that many inches of the going buy, the
     * measure's length then being how far that is (its cost and words are not to be read).
     */
    private MoveMeasure measure(List<Position> path, double budget) {
        boolean budgeted = !Double.isNaN(budget);
        List<MoveMeasure.Stretch> stretches = new ArrayList<>();
        String forbidden = null;
        double length = 0;
        double cost = 0;
        boolean allOnRoad = path.size() > 1;
        FeatureShape[] features = table.features;
        Intervals scratch = new Intervals();
        Intervals cuts = new Intervals();
        Intervals[] inside = new Intervals[features.length];
        for (int leg = 1; leg < path.size(); leg++) {
            // Where on this leg a line the going forbids is crossed (a budgeted walk stops short of it).
            double stop = Double.POSITIVE_INFINITY;
            Position p0 = path.get(leg - 1);
            Position p1 = path.get(leg);
            double x0 = p0.x(), y0 = p0.y(), x1 = p1.x(), y1 = p1.y();
            double legLength = Math.hypot(x1 - x0, y1 - y0);
            cuts.clear();
            cuts.add(0);
            cuts.add(1);
            for (int i = 0; i < features.length; i++) {
                FeatureShape f = features[i];
                inside[i] = null;
                if (!Clip.meetsBox(x0, y0, x1, y1, f.minX, f.minY, f.maxX, f.maxY)) continue;
                if (f.area) {
                    Intervals pieces = new Intervals();
                    Clip.inside(x0, y0, x1, y1, f.xs, f.ys, f.coords, scratch, pieces, false);
                    if (pieces.pairs() == 0) continue;
                    inside[i] = pieces;
                    for (int k = 0; k < pieces.size(); k++) cuts.add(pieces.get(k));
                } else {
                    double[] at = budgeted ? new double[1] : null;
                    String crossing = cross(f, x0, y0, x1, y1, scratch, at);
                    if (crossing != null && budgeted) stop = Math.min(stop, at[0]);
                    if (crossing != null && forbidden == null) forbidden = crossing;
                }
            }
            double[] ts = new double[cuts.size()];
            for (int k = 0; k < ts.length; k++) ts[k] = cuts.get(k);
            java.util.Arrays.sort(ts);
            for (int k = 1; k < ts.length; k++) {
                double a = ts[k - 1];
                double b = ts[k];
                if (b - a <= EPS) continue;
                double m = (a + b) / 2;
                List<FeatureShape> in = new ArrayList<>();
                for (int i = 0; i < features.length; i++) {
                    if (inside[i] != null && covers(inside[i], m)) in.add(features[i]);
                }
                Passage passage = passage(in);
                double stretchLength = (b - a) * legLength;
                double stretchCost = passage.allowed() ? stretchLength * passage.costPerInch() : Double.POSITIVE_INFINITY;
                if (budgeted) {
                    // The walk ends in this stretch: at a forbidden line in it, at forbidden ground, or where the
                    // budget runs out — whichever comes first.
                    double end = Math.min(b, stop);
                    double left = passage.allowed() ? (budget - cost) / passage.costPerInch() / legLength : 0;
                    if (end < b || a + left < b) {
                        double at = Math.max(a, Math.min(end - EPS, a + left));
                        return budgeted(path, length + Math.max(0, at) * legLength);
                    }
                }
                cost += stretchCost;
                if (!passage.allowed() && forbidden == null) {
                    forbidden = lean ? passage.rule() : passage.rule() + " at " + point(x0 + a * (x1 - x0), y0 + a * (y1 - y0));
                }
                if (allOnRoad && !onRoad(in)) allOnRoad = false;
                if (lean) continue;
                List<String> names = in.stream().map(FeatureShape::name).toList();
                int last = stretches.size() - 1;
                if (last >= 0 && stretches.get(last).terrain().equals(names)
                        && java.util.Objects.equals(stretches.get(last).rule(), passage.rule())) {
                    MoveMeasure.Stretch s = stretches.get(last);
                    stretches.set(last, new MoveMeasure.Stretch(s.length() + stretchLength, s.cost() + stretchCost,
                            names, passage.rule()));
                } else {
                    stretches.add(new MoveMeasure.Stretch(stretchLength, stretchCost, names, passage.rule()));
                }
            }
            length += legLength;
        }
        if (budgeted) return budgeted(path, length);
        if (path.size() > 1) {
            Position end = path.get(path.size() - 1);
            Coordinate c = new Coordinate(end.x(), end.y());
            // Only the first ground it may not end in is named: once one is (or the way is forbidden), no more is
            // looked for; and a feature whose box the end is outside does not hold it.
            for (int i = 0; i < features.length && forbidden == null; i++) {
                FeatureShape f = features[i];
                if (f.area && f.boxHolds(end.x(), end.y())
                        && RayCrossingCounter.locatePointInRing(c, f.coords) == Location.INTERIOR) {
                    String why = going.mayNotEndIn(f.feature, mover);
                    if (why != null && forbidden == null) forbidden = why;
                }
            }
        }
        double bonus = allOnRoad ? going.roadBonus(mover) : 0;
        return new MoveMeasure(path, length, forbidden == null ? cost : Double.POSITIVE_INFINITY, bonus, stretches,
                forbidden, passesThrough(path));
    }

    /**
     * Where features overlap, a road, bridge or ford carries the move (the
     * cheapest of them); otherwise the dearest feature prices the ground.
     */
    private Passage passage(List<FeatureShape> in) {
        Passage best = null;
        for (FeatureShape f : in) {
            if (!f.carries()) continue;
            Passage p = going.through(f.feature, mover);
            if (best == null || p.costPerInch() < best.costPerInch()) best = p;
        }
        if (best != null) return best;
        Passage worst = Passage.OPEN;
        for (FeatureShape f : in) {
            Passage p = going.through(f.feature, mover);
            if (p.costPerInch() > worst.costPerInch()) worst = p;
        }
        return worst;
    }

    /** Whether one of the features a stretch lies in is a road. */
    private static boolean onRoad(List<FeatureShape> in) {
        for (FeatureShape f : in) {
            if (f.feature.kind() == TerrainKind.ROAD) return true;
        }
        return false;
    }

    /** A budgeted walk's answer: how far it goes, as a measure's length. */
    private static MoveMeasure budgeted(List<Position> path, double length) {
        return new MoveMeasure(path, length, 0, 0, List.of(), null, List.of());
    }

    /**
     * Crossing a thin line: the going's verdict, unless a road, bridge or ford carries the move over it; where
     * {@code at} is given, the leg's fraction where the forbidden crossing is goes in its first element.
     */
    private String cross(FeatureShape line, double x0, double y0, double x1, double y1, Intervals scratch,
            double[] at) {
        Passage p = going.across(line.feature, mover);
        if (p.allowed()) return null;
        Clip.crossings(x0, y0, x1, y1, line.xs, line.ys, scratch);
        // The first crossing along the leg that nothing carries the move over.
        double first = Double.POSITIVE_INFINITY;
        for (int k = 0; k < scratch.size(); k++) {
            double t = scratch.get(k);
            if (t >= first) continue;
            Coordinate c = new Coordinate(x0 + t * (x1 - x0), y0 + t * (y1 - y0));
            boolean carried = false;
            for (FeatureShape f : table.features) {
                if (f.area && f.carries() && f.boxHolds(c.x, c.y)
                        && RayCrossingCounter.locatePointInRing(c, f.coords) != Location.EXTERIOR) {
                    carried = true;
                    break;
                }
            }
            if (!carried) first = t;
        }
        if (first == Double.POSITIVE_INFINITY) return null;
        if (at != null) at[0] = first;
        return lean ? p.rule() : p.rule() + " at " + point(x0 + first * (x1 - x0), y0 + first * (y1 - y0));
    }

    private static boolean covers(Intervals pieces, double t) {
        for (int p = 0; p < pieces.pairs(); p++) {
            if (pieces.from(p) <= t && t <= pieces.to(p)) return true;
        }
        return false;
    }

    /**
     * The stands whose bases the mover's base, swept along the path, would cross: the path's nearest leg passes
     * within half the mover's width of the base. By plane geometry ({@link Stand#distanceToSegment}), not JTS:
     * the AI measures a move for every figure it moves, and the polygons' distance was most of the measure.
     */
    private List<String> passesThrough(List<Position> path) {
        if (lean || moverStand == null || path.size() < 2) return List.of();
        double half = moverStand.hw;
        List<String> through = new ArrayList<>();
        for (Stand s : others) {
            if (s.id().equals(moverStand.id())) continue;
            double d = Double.POSITIVE_INFINITY;
            for (int leg = 1; leg < path.size() && d >= half - 1e-9; leg++) {
                Position a = path.get(leg - 1);
                Position b = path.get(leg);
                d = Math.min(d, s.distanceToSegment(a.x(), a.y(), b.x(), b.y()));
            }
            if (d < half - 1e-9) through.add(s.id());
        }
        return through;
    }

    /** A point on the table as the refusals write it, to a tenth of an inch: "(6.4, 3.6)". */
    static String point(double x, double y) {
        return "(" + Math.rint(x * 10) / 10 + ", " + Math.rint(y * 10) / 10 + ")";
    }
}
