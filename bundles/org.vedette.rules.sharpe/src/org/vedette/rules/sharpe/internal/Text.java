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

    /** "Harper", "Harper and Harris", "Harper, Harris and Dubois": the first {@code n} names. */
    static String list(String[] names, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) b.append(i == n - 1 ? " and " : ", ");
            b.append(names[i]);
        }
        return b.toString();
    }

    /** "a musket", "an artillery piece". */
    static String a(String noun) {
        return (!noun.isEmpty() && "aeiouAEIOU".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
    }
}
