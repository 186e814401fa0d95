package org.vedette.table;

import org.vedette.core.model.CoverClass;
import org.vedette.table.internal.Clip;
import org.vedette.table.internal.Grid;
import org.vedette.table.internal.Intervals;
import org.vedette.table.internal.Plane;

/**
 * One straight line from a firer to a point of the target's base, traced
 * across the terrain and the other stands. It holds the scratch arrays of
 * one thread's queries, and after {@link #trace} what stopped the line (or
 * the cover it found on the way). Not thread-safe: {@link Stands} keeps one
 * per thread.
 */
final class SightLine {
    /** A figure lining a hedge or wall — its base within this of it — sees and is seen over it (RULINGS.md T5). */
    static final double LINING = 0.5;

    private final FeatureShape[] features;
    private final FeatureShape.Sight[] roles;
    private final Grid featureGrid;
    private final Stand[] stands;
    /**
     * The stands by grid cell, for {@link #around} only: made when first needed ({@link #sees} looks at every
     * stand), as a tracer is made for every placement and most are asked only whether one figure sees another.
     */
    private final java.util.function.Supplier<Grid> standGridOf;
    private Grid standGrid;
    private final SightRules rules;
    /** The grids' marks of what this query has looked at, and the candidates of one line. */
    private final int[] featureSeen;
    private final int[] featureNear;
    private final int[] standSeen;
    private final int[] standNear;
    private int mark;
    /** The candidates the lines of the query in hand look at: from the grid ({@link #around}) or all ({@link #sees}). */
    private int[] featureCandidates;
    private int featureCount;
    private int[] standCandidates;
    private int standCount;
    /** The features that matter to sight, and every stand: the candidates of {@link #sees}'s lines. */
    private final int[] sightFeatures;
    private final int[] everyStand;
    /** Each stand's centre and the square of its reach and the gap, side by side for the loop over them. */
    private final double[] standX;
    private final double[] standY;
    private final double[] standNear2;
    private boolean fromCentre;
    private final Intervals scratch = new Intervals();
    private final Intervals pieces = new Intervals();
    /** The stands (indices) within the gap of a line on either side of it. */
    private final int[] nearLeft;
    private final int[] nearRight;
    /** By pair of stands (a × stands + b): whether their bases are closer than the gap, once measured. */
    private byte[] pairs;
    private static final byte CLOSE = 1;
    private static final byte APART = 2;
    /** The ends of the query's lines, from {@link #aim}. */
    private final double[] ends = new double[8];

    /** After a trace: what blocked the line (one of them), and why. */
    FeatureShape blockingFeature;
    private int blockingIndex;
    private int blockingStandIndex;
    Stand blockingStand;
    Stand gapOther;
    String why;
    double depth;
    /** After a clear trace: the cover the line found at the target's end. */
    CoverClass cover = CoverClass.NONE;

    SightLine(FeatureShape[] features, FeatureShape.Sight[] roles, Grid featureGrid, Stand[] stands,
            java.util.function.Supplier<Grid> standGrid, SightRules rules) {
        this.features = features;
        this.roles = roles;
        this.featureGrid = featureGrid;
        this.stands = stands;
        this.standGridOf = standGrid;
        this.rules = rules;
        this.featureSeen = new int[features.length];
        this.featureNear = new int[features.length];
        this.standSeen = new int[stands.length];
        this.standNear = new int[stands.length];
        int n = 0;
        int[] sighted = new int[features.length];
        for (int i = 0; i < features.length; i++) {
            if (roles[i] != FeatureShape.Sight.NONE) sighted[n++] = i;
        }
        this.sightFeatures = java.util.Arrays.copyOf(sighted, n);
        this.standX = new double[stands.length];
        this.standY = new double[stands.length];
        this.standNear2 = new double[stands.length];
        this.everyStand = new int[stands.length];
        for (int i = 0; i < stands.length; i++) {
            everyStand[i] = i;
            standX[i] = stands[i].x;
            standY[i] = stands[i].y;
            double near = stands[i].reach + rules.minimumGap();
            standNear2[i] = near * near;
        }
        this.nearLeft = new int[stands.length];
        this.nearRight = new int[stands.length];
    }

    /**
     * Sets {@link #ends} for a query: the firer's point (x, y) — its centre,
     * or One Hour's centre of the front edge — then the target's centre and
     * the two points of its base furthest either side of the line, pulled a
     * hair inside so each line ends on the base. Returns {@link #ends}, which
     * the next query overwrites (kept, not made per query: see
     * docs/PERFORMANCE.md, "The table's geometry").
     */
    double[] aim(Stand from, Stand to) {
        double sx = from.x;
        double sy = from.y;
        if (rules.fromFrontEdge()) {
            sx += from.hd * from.fx;
            sy += from.hd * from.fy;
        }
        double dx = to.x - sx;
        double dy = to.y - sy;
        double len = Math.sqrt(dx * dx + dy * dy);
        double px = len == 0 ? 1 : -dy / len;
        double py = len == 0 ? 0 : dx / len;
        double lx, ly, rx, ry;
        if (to.round) {
            double r = to.hw * 0.999;
            lx = to.x + r * px;
            ly = to.y + r * py;
            rx = to.x - r * px;
            ry = to.y - r * py;
        } else {
            // The corners at (±hw, ±hd) in the base's frame; pick the two furthest along the perpendicular.
            double best = Double.NEGATIVE_INFINITY, worst = Double.POSITIVE_INFINITY;
            lx = ly = rx = ry = 0;
            for (int i = 0; i < 4; i++) {
                double u = (i & 1) == 0 ? -to.hw : to.hw;
                double v = (i & 2) == 0 ? -to.hd : to.hd;
                double cx = (u * to.fy + v * to.fx) * 0.999;
                double cy = (-u * to.fx + v * to.fy) * 0.999;
                double along = cx * px + cy * py;
                if (along > best) {
                    best = along;
                    lx = to.x + cx;
                    ly = to.y + cy;
                }
                if (along < worst) {
                    worst = along;
                    rx = to.x + cx;
                    ry = to.y + cy;
                }
            }
        }
        double[] e = ends;
        e[0] = sx;
        e[1] = sy;
        e[2] = to.x;
        e[3] = to.y;
        e[4] = lx;
        e[5] = ly;
        e[6] = rx;
        e[7] = ry;
        return e;
    }

    /**
     * Gathers, once for the lines of the query {@link #aim}ed at, the
     * features and stands in the grid cells of the box that holds them all.
     */
    void around() {
        double[] p = ends;
        double minX = p[0], maxX = p[0], minY = p[1], maxY = p[1];
        for (int i = 2; i < p.length; i += 2) {
            minX = Math.min(minX, p[i]);
            maxX = Math.max(maxX, p[i]);
            minY = Math.min(minY, p[i + 1]);
            maxY = Math.max(maxY, p[i + 1]);
        }
        mark++;
        featureCandidates = featureNear;
        featureCount = featureGrid.near(minX, minY, maxX, maxY, featureSeen, mark, featureNear);
        double gap = rules.minimumGap();
        standCandidates = standNear;
        if (standGrid == null) standGrid = standGridOf.get();
        standCount = standGrid.near(minX - gap, minY - gap, maxX + gap, maxY + gap, standSeen, mark, standNear);
    }

    /**
     * Whether the firer sees the target ({@link Stands#canSee}): the lines to
     * the target's centre, then its sides, each first against the figures —
     * cheap, and what blocks most lines — and only when they leave it clear
     * against the terrain; it stops as soon as one line decides (any clear
     * line is enough, or any blocked one is too many where the whole base must
     * be seen). The same answer as tracing every line in full ({@link #trace}),
     * which the tests hold it to on random tables.
     */
    boolean sees(Stand from, Stand to) {
        double[] p = aim(from, to);
        featureCandidates = sightFeatures;
        featureCount = sightFeatures.length;
        standCandidates = everyStand;
        standCount = everyStand.length;
        boolean whole = rules.wholeBase();
        this.fromCentre = !rules.fromFrontEdge();
        // What blocked the last line usually blocks the next (the same wood, hill or figure): tried first.
        int hint = -1;
        int standHint = -1;
        gapOther = null;
        for (int i = 2; i < 8; i += 2) {
            double x0 = p[0];
            double y0 = p[1];
            double x1 = p[i];
            double y1 = p[i + 1];
            double length = Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
            blockingFeature = null;
            blockingStand = null;
            boolean clear = !(standHint >= 0 && inTheWay(standHint, x0, y0, x1, y1, from))
                    && !(hint >= 0 && Clip.meetsBox(x0, y0, x1, y1, features[hint].minX, features[hint].minY,
                    features[hint].maxX, features[hint].maxY) && !feature(hint, features[hint], roles[hint], x0, y0, x1, y1,
                            length, from, to))
                    && figures(x0, y0, x1, y1, length, from, to) && features(x0, y0, x1, y1, length, from, to);
            if (clear != whole) return clear;
            if (blockingFeature != null) hint = blockingIndex;
            if (blockingStand != null && gapOther == null) standHint = blockingStandIndex;
        }
        return whole;
    }

    /**
     * Whether the line from (x0, y0) at the firer to (x1, y1) on the target, within {@link #around}'s box, is clear.
     *
     * @param fromCentre whether the line starts at the firer's centre, so that whether it starts in a feature is known
     */
    boolean trace(double x0, double y0, double x1, double y1, Stand from, Stand to, boolean fromCentre) {
        this.fromCentre = fromCentre;
        blockingFeature = null;
        blockingStand = null;
        gapOther = null;
        why = null;
        cover = CoverClass.NONE;
        double length = Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
        return features(x0, y0, x1, y1, length, from, to) && figures(x0, y0, x1, y1, length, from, to);
    }

    /** Whether no terrain feature blocks the line; else {@link #blockingFeature} and {@link #why} say which and why. */
    private boolean features(double x0, double y0, double x1, double y1, double length, Stand from, Stand to) {
        for (int k = 0; k < featureCount; k++) {
            int i = featureCandidates[k];
            FeatureShape f = features[i];
            FeatureShape.Sight role = roles[i];
            if (role == FeatureShape.Sight.NONE) continue;
            if (!Clip.meetsBox(x0, y0, x1, y1, f.minX, f.minY, f.maxX, f.maxY)) continue;
            if (!feature(i, f, role, x0, y0, x1, y1, length, from, to)) {
                blockingFeature = f;
                blockingIndex = i;
                return false;
            }
        }
        return true;
    }

    /** Whether the line is known to start outside the feature: then no point of it need be located unless it crosses an edge. */
    private boolean startsOutside(int index, Stand from) {
        return fromCentre ? !from.inFeature[index] : from.frontOutside != null && from.frontOutside[index];
    }

    private boolean feature(int index, FeatureShape f, FeatureShape.Sight role, double x0, double y0, double x1, double y1,
            double length, Stand from, Stand to) {
        switch (role) {
            case FOLIAGE, SCREEN -> {
                Clip.inside(x0, y0, x1, y1, f.xs, f.ys, f.coords, scratch, pieces, startsOutside(index, from));
                for (int p = 0; p < pieces.pairs(); p++) {
                    double a = pieces.from(p);
                    double b = pieces.to(p);
                    boolean atFirer = a <= 1e-9;
                    boolean atTarget = b >= 1 - 1e-9;
                    if (role == FeatureShape.Sight.SCREEN) {
                        if (!atFirer && !atTarget) {
                            why = "into but not through";
                            return false;
                        }
                        continue;
                    }
                    if (!atFirer && !atTarget && !rules.throughFoliage()) {
                        why = "into but not through";
                        return false;
                    }
                    double inside = (b - a) * length;
                    if (inside > rules.foliageDepth()) {
                        why = "foliage";
                        depth = inside;
                        return false;
                    }
                    // Seen through leaves: the target is in soft cover, unless the leaves are only the firer's own.
                    if (!atFirer || atTarget) cover = max(cover, CoverClass.SOFT);
                }
                return true;
            }
            case HILL -> {
                // "fire onto, but not over, a hill": a contour blocks unless one of them stands on it or higher.
                if (from.inFeature[index] || to.inFeature[index]) return true;
                if (f.feature.height() < Math.max(from.level, to.level)) return true;
                Clip.inside(x0, y0, x1, y1, f.xs, f.ys, f.coords, scratch, pieces, startsOutside(index, from));
                if (pieces.pairs() > 0) {
                    why = "crest";
                    return false;
                }
                return true;
            }
            default -> {
                Clip.crossings(x0, y0, x1, y1, f.xs, f.ys, scratch);
                for (int c = 0; c < scratch.size(); c++) {
                    double t = scratch.get(c);
                    boolean liningTarget = (1 - t) * length <= to.reach + LINING;
                    boolean liningFirer = t * length <= from.reach + LINING;
                    if (role == FeatureShape.Sight.HEDGE && rules.hedgesBlock() && !liningTarget && !liningFirer) {
                        why = "hedge";
                        return false;
                    }
                    if (liningTarget && !liningFirer) {
                        CoverClass given = f.feature.cover() != CoverClass.NONE ? f.feature.cover()
                                : role == FeatureShape.Sight.HEDGE ? CoverClass.SOFT : CoverClass.HARD;
                        cover = max(cover, given);
                    }
                }
                return true;
            }
        }
    }

    private boolean figures(double x0, double y0, double x1, double y1, double length, Stand from, Stand to) {
        double gap = rules.minimumGap();
        int left = 0;
        int right = 0;
        double rx = x1 - x0;
        double ry = y1 - y0;
        double rr = rx * rx + ry * ry;
        for (int k = 0; k < standCount; k++) {
            int index = standCandidates[k];
            double near = standNear2[index];
            // Further from the whole line than that is further from the segment: no division (a margin for rounding).
            double cross = (standX[index] - x0) * ry - (standY[index] - y0) * rx;
            if (cross * cross > near * rr * (1 + 1e-9)) continue;
            Stand s = stands[index];
            if (s == from || s == to) continue;
            if (Plane.pointToSegmentSquared(s.x, s.y, x0, y0, x1, y1) > near) continue;
            double d = s.distanceToSegment(x0, y0, x1, y1);
            if (d <= 0) {
                if (rules.ignoreNearFirer() > 0 && from.distanceTo(s.x, s.y) - s.reach <= rules.ignoreNearFirer()) {
                    continue; // "unless shooting over an object or person within 2 cms"
                }
                blockingStand = s;
                blockingStandIndex = index;
                why = "figure";
                return false;
            }
            if (d < gap) {
                // Which side of the line the stand is on: the sign of the cross product.
                if ((rx * (s.y - y0) - ry * (s.x - x0)) > 0) {
                    nearLeft[left++] = index;
                } else {
                    nearRight[right++] = index;
                }
            }
        }
        for (int l = 0; l < left; l++) {
            for (int r = 0; r < right; r++) {
                if (closerThanGap(nearLeft[l], nearRight[r])) {
                    blockingStand = stands[nearLeft[l]];
                    gapOther = stands[nearRight[r]];
                    why = "gap";
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether the bases of two stands are closer than the narrowest gap a line
     * may pass. Bases further apart than their reaches and the gap are never
     * measured; the others are measured once per thread (JTS measures
     * rectangles) and remembered: a pair that flanks one line flanks many.
     */
    private boolean closerThanGap(int a, int b) {
        Stand l = stands[a];
        Stand r = stands[b];
        double dx = l.x - r.x;
        double dy = l.y - r.y;
        double bound = l.reach + r.reach + rules.minimumGap();
        // The margin leaves the pairs on the bound to the exact measure.
        if (dx * dx + dy * dy > bound * bound * (1 + 1e-9)) return false;
        int key = a * stands.length + b;
        if (pairs == null) pairs = new byte[stands.length * stands.length];
        if (pairs[key] == 0) pairs[key] = TableGeometry.baseDistance(l, r) < rules.minimumGap() ? CLOSE : APART;
        return pairs[key] == CLOSE;
    }

    /** Whether the stand's base is on the line, and not one the firer shoots over (the risk-factor rules). */
    private boolean inTheWay(int index, double x0, double y0, double x1, double y1, Stand from) {
        Stand s = stands[index];
        if (s.distanceToSegment(x0, y0, x1, y1) > 0) return false;
        return !(rules.ignoreNearFirer() > 0 && from.distanceTo(s.x, s.y) - s.reach <= rules.ignoreNearFirer());
    }

    /** Whether what blocked the line would stop a ball (hard cover when it hides only part of the target). */
    boolean blockerStopsBall() {
        return blockingFeature != null && blockingFeature.stopsBall();
    }

    /** The reason a blocked line is blocked, in the book's words. */
    String reason() {
        String book = rules.book();
        if (blockingStand != null) {
            return "gap".equals(why)
                    ? book + ": the gap between " + blockingStand.id() + " and " + gapOther.id() + " is under "
                            + inches(rules.minimumGap()) + " — no firing through it"
                    : book + ": " + blockingStand.id() + " stands in the way";
        }
        String name = blockingFeature.name();
        return switch (why) {
            case "foliage" -> book + ": the line runs " + inches(depth) + " inside " + name + "; a target may be seen up to "
                    + inches(rules.foliageDepth()) + " into or through foliage";
            case "into but not through" -> book + ": one may see into but not through " + name;
            case "crest" -> book + ": " + name + " is between them — one may fire onto, but not over, a hill";
            case "hedge" -> book + ": " + name + " is a dense hedge; only a figure lining it sees over it";
            default -> book + ": " + name + " is in the way";
        };
    }

    static String inches(double d) {
        return (Math.rint(d * 10) / 10) + "\"";
    }

    static CoverClass max(CoverClass a, CoverClass b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }
}
