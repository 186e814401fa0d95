package org.vedette.core.model;

import java.util.List;

/**
 * Where a figure goes on the table, point by point, as a move request carries it: the points in inches to a
 * hundredth, a facing only at the last (where the figure ends turned). Its text ("6,3; 8,5; 9,8,90") is what a
 * journal or a request file holds; the points are those that text reads back as, so a request that carries the
 * path itself (the NPC AI's) moves the figure exactly as the same request read from a file — without the text
 * being written and read again for every move.
 */
public final class TablePath {
    private final List<Position> points;
    /** Written when first asked for (a journal, a reason); immutable, so a race at most writes it twice. */
    private String text;

    private TablePath(List<Position> points) {
        this.points = points;
    }

    /**
     * The path through {@code points}, each rounded to a hundredth of an inch as its text writes it (a facing
     * kept only on the last point).
     *
     * @throws IllegalArgumentException with fewer than two points: a path starts and ends somewhere
     */
    public static TablePath through(List<Position> points) {
        if (points.size() < 2) {
            throw new IllegalArgumentException("a path needs at least two points, where the move starts and ends");
        }
        Position[] rounded = new Position[points.size()];
        for (int i = 0; i < rounded.length; i++) {
            Position p = points.get(i);
            Double facing = i == rounded.length - 1 && p.facing() != null ? hundredth(p.facing()) : null;
            rounded[i] = new Position(hundredth(p.x()), hundredth(p.y()), facing);
        }
        return new TablePath(List.of(rounded));
    }

    /**
     * The number its text reads back as: the whole hundredths over a hundred, which is what reading the written
     * decimal gives (both are the one double nearest that decimal).
     */
    private static double hundredth(double v) {
        return Math.round(v * 100) / 100.0;
    }

    /** The length of a path through {@code points} in inches, leg by leg (since 0.7). */
    public static double length(List<Position> points) {
        double sum = 0;
        for (int i = 1; i < points.size(); i++) sum += points.get(i - 1).distanceTo(points.get(i));
        return sum;
    }

    /** The points, the first where the move starts. */
    public List<Position> points() {
        return points;
    }

    /** The path's text: "x,y; x,y[,facing]" in inches, without a trailing ".0", to a hundredth. */
    @Override
    public String toString() {
        String t = text;
        if (t == null) text = t = write(points);
        return t;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TablePath p && points.equals(p.points);
    }

    @Override
    public int hashCode() {
        return points.hashCode();
    }

    /** {@code path} written as a path's text (the facing of its last point only). */
    public static String write(List<Position> path) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < path.size(); i++) {
            Position p = path.get(i);
            if (i > 0) b.append("; ");
            number(b, p.x());
            b.append(',');
            number(b, p.y());
            if (i == path.size() - 1 && p.facing() != null) number(b.append(','), p.facing());
        }
        return b.toString();
    }

    /**
     * A number as a path writes it onto {@code b}: Double.toString's text of the number rounded to a hundredth,
     * without a trailing ".0". Below 10^7 that is the shortest decimal which reads back as the same double, its
     * digits those of the whole hundredths without trailing zeros — so written from them, without the general
     * conversion.
     */
    public static StringBuilder number(StringBuilder b, double v) {
        long hundredths = Math.round(v * 100);
        if (Math.abs(hundredths) >= 1_000_000_000L) {
            double r = hundredths / 100.0;
            return b.append(r == Math.rint(r) ? Long.toString((long) r) : Double.toString(r));
        }
        if (hundredths < 0) b.append('-');
        long h = Math.abs(hundredths);
        b.append(h / 100);
        int cents = (int) (h % 100);
        if (cents != 0) {
            b.append('.').append((char) ('0' + cents / 10));
            if (cents % 10 != 0) b.append((char) ('0' + cents % 10));
        }
        return b;
    }
}
