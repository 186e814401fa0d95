package org.vedette.rules.sharpe.internal;

/** Small pieces of explanation text. */
final class Text {
    private Text() {
    }

    /** 6 → 6", 4.5 → 4.5". */
    static String inches(double d) {
        if (Double.isInfinite(d)) return "unlimited";
        return (d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d)) + "\"";
    }

    static String signed(int v) {
        return v >= 0 ? "+" + v : Integer.toString(v);
    }
}
