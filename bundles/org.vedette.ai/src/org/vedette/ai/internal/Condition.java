package org.vedette.ai.internal;

import org.vedette.core.game.Actor;

/**
 * One condition of an allowance or table line of the temperament sheet:
 * {@code *} (always), {@code wounded}, {@code mounted}, or
 * {@code PROFILE-FIELD=VALUE}.
 */
record Condition(String field, String value) {
    static final String ALWAYS = "*";
    static final String WOUNDED = "wounded";
    static final String MOUNTED = "mounted";

    static Condition parse(String word) {
        int eq = word.indexOf('=');
        if (eq < 0) {
            if (!word.equals(ALWAYS) && !word.equals(WOUNDED) && !word.equals(MOUNTED)) {
                throw new IllegalArgumentException("a condition is *, wounded, mounted or FIELD=VALUE, not '" + word + "'");
            }
            return new Condition(word, null);
        }
        return new Condition(word.substring(0, eq), word.substring(eq + 1));
    }

    boolean holds(Actor a) {
        if (value == null) {
            return switch (field) {
                case WOUNDED -> a.status().wounds() > 0;
                case MOUNTED -> a.mounted();
                default -> true;
            };
        }
        Object v = a.profile().get(field);
        return v != null && v.toString().equals(value);
    }

    @Override
    public String toString() {
        return value == null ? field : field + "=" + value;
    }
}
