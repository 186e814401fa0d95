package org.vedette.rules.riskfactor.internal;

/** Numbers as explanations write them. */
final class Text {
    private Text() {
    }

    /** "25 cm", "12.5 cm". */
    static String cm(double d) {
        return plain(d) + " cm";
    }

    /** 30 rather than 30.0. */
    static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    static String signed(int v) {
        return v >= 0 ? "+" + v : Integer.toString(v);
    }
}
