package org.vedette.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One parameter of a scenario varied over values, each variant played like
 * the scenario itself (the same seeds, so the variants differ by the change
 * and not by their luck). Immutable.
 *
 * @param parameter what is varied
 * @param target    the unit's id (quality) or the side's id (size); null for the turn limit
 * @param values    the values, in the order the table lists them
 */
public record Sweep(Parameter parameter, String target, List<String> values) {
    /** What a sweep may vary: what the scenario model holds. */
    public enum Parameter {
        /** The turn limit: {@code turns=4,6,8}. */
        TURNS("turns"),
        /** A unit's troop quality (and its figures'), one of the ruleset's qualities: {@code quality:UNIT=raw,veteran}. */
        QUALITY("quality"),
        /** A side's size: its first N units take the field, the rest stay home: {@code size:SIDE=2,3,4}. */
        SIZE("size");

        private final String word;

        Parameter(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    public Sweep {
        Objects.requireNonNull(parameter, "parameter");
        values = List.copyOf(values);
        if (values.isEmpty()) throw new IllegalArgumentException("a sweep needs at least one value");
        if ((parameter == Parameter.TURNS) != (target == null)) {
            throw new IllegalArgumentException(parameter == Parameter.TURNS ? "turns takes no target"
                    : parameter.word() + " needs a target: " + parameter.word() + ":ID=V1,V2");
        }
        if (parameter != Parameter.QUALITY) {
            for (String v : values) {
                int n;
                try {
                    n = Integer.parseInt(v.trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(parameter.word() + " takes whole numbers; '" + v + "' is not one");
                }
                if (n < 1) throw new IllegalArgumentException(parameter.word() + " must be 1 or more, not " + n);
            }
        }
    }

    /**
     * A sweep as the command line writes it: {@code turns=4,6,8}, {@code quality:UNIT=raw,veteran},
     * {@code size:SIDE=2,3}.
     *
     * @throws IllegalArgumentException it is not one of those, with why
     */
    public static Sweep parse(String text) {
        int eq = text.indexOf('=');
        if (eq < 1 || eq == text.length() - 1) {
            throw new IllegalArgumentException("'" + text + "' is not PARAM=V1,V2,…; the parameters are turns=…,"
                    + " quality:UNIT=… and size:SIDE=…");
        }
        String head = text.substring(0, eq).trim();
        String target = null;
        int colon = head.indexOf(':');
        if (colon >= 0) {
            target = head.substring(colon + 1).trim();
            head = head.substring(0, colon).trim();
            if (target.isEmpty()) throw new IllegalArgumentException("'" + text + "' names no unit or side after ':'");
        }
        Parameter p = null;
        for (Parameter c : Parameter.values()) if (c.word().equals(head)) p = c;
        if (p == null) {
            throw new IllegalArgumentException("unknown parameter '" + head + "' in '" + text
                    + "'; the parameters are turns, quality:UNIT and size:SIDE");
        }
        List<String> values = new ArrayList<>();
        for (String v : text.substring(eq + 1).split(",", -1)) {
            if (v.isBlank()) throw new IllegalArgumentException("an empty value in '" + text + "'");
            values.add(v.trim());
        }
        return new Sweep(p, target, values);
    }

    /** As the command line writes it. */
    @Override
    public String toString() {
        return parameter.word() + (target == null ? "" : ":" + target) + "=" + String.join(",", values);
    }
}
