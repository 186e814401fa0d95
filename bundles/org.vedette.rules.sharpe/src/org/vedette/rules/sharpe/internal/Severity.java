package org.vedette.rules.sharpe.internal;

/** The results of the Wound Effect Table (§12): N/e, L/w, S/w, Kill. */
enum Severity {
    NO_EFFECT("N/e", "no effect", 0),
    LIGHT("L/w", "light wound", 1),
    SERIOUS("S/w", "serious wound", 2),
    KILL("Kill", "kill", 4);

    final String code;
    final String label;
    /** Wound points: "2 light wounds = 1 serious wound, 2 serious wounds = dead" — 1, 2, and 4 is dead. */
    final int points;

    Severity(String code, String label, int points) {
        this.code = code;
        this.label = label;
        this.points = points;
    }

    static Severity ofCode(String code) {
        for (Severity s : values()) {
            if (s.code.equals(code)) return s;
        }
        throw new IllegalArgumentException("not a wound-table entry: " + code);
    }
}
