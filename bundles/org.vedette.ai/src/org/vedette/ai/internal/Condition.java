package org.vedette.ai.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.model.Side;

/**
 * One condition of an allowance, table or archetype line of the temperament
 * sheet: {@code *} (always), {@code wounded}, {@code mounted},
 * {@code player} or {@code non-player} (the actor's side's control, archetype
 * lines only), {@code quality=Q} (the actor's quality), or
 * {@code PROFILE-FIELD=VALUE}.
 */
record Condition(String field, String value) {
    static final String ALWAYS = "*";
    static final String WOUNDED = "wounded";
    static final String MOUNTED = "mounted";
    static final String PLAYER = "player";
    static final String NON_PLAYER = "non-player";
    static final String QUALITY = "quality";

    static Condition parse(String word) {
        int eq = word.indexOf('=');
        if (eq < 0) {
            if (!word.equals(ALWAYS) && !word.equals(WOUNDED) && !word.equals(MOUNTED) && !word.equals(PLAYER)
                    && !word.equals(NON_PLAYER)) {
                throw new IllegalArgumentException("a condition is *, wounded, mounted, player, non-player or FIELD=VALUE, not '"
                        + word + "'");
            }
            return new Condition(word, null);
        }
        return new Condition(word.substring(0, eq), word.substring(eq + 1));
    }

    boolean holds(Actor a) {
        return holds(a, null);
    }

    /** @param side the actor's side, for player and non-player (which do not hold without it) */
    boolean holds(Actor a, Side side) {
        if (value == null) {
            return switch (field) {
                case WOUNDED -> a.status().wounds() > 0;
                case MOUNTED -> a.mounted();
                case PLAYER -> side != null && side.control() == Side.Control.PLAYER;
                case NON_PLAYER -> side != null && side.control() == Side.Control.NON_PLAYER;
                default -> true;
            };
        }
        Object v = a.profile().get(field);
        if (v == null && field.equals(QUALITY)) v = a.quality();
        return v != null && v.toString().equals(value);
    }

    @Override
    public String toString() {
        return value == null ? field : field + "=" + value;
    }
}
