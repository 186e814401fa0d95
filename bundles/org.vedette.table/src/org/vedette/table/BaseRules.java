package org.vedette.table;

import org.vedette.core.game.Actor;
import org.vedette.core.model.Base;

/**
 * The base an actor stands on when the scenario gives none: the ruleset's
 * usual base. An actor's own {@link Actor#base()} always wins.
 */
@FunctionalInterface
public interface BaseRules {
    /** The usual base of this actor under the ruleset. */
    Base usualBase(Actor actor);

    /** The actor's own base, else the usual one. */
    default Base baseOf(Actor actor) {
        return actor.base() != null ? actor.base() : usualBase(actor);
    }

    /**
     * Single figures (RULINGS.md T1): a foot figure on a round base of
     * {@code foot} inches, a mounted one on a rectangle {@code foot} wide and
     * twice as deep.
     */
    static BaseRules singleFigures(double foot) {
        Base onFoot = Base.round(foot);
        Base mounted = Base.rectangle(foot, 2 * foot);
        return a -> a.mounted() ? mounted : onFoot;
    }

    /**
     * One Hour's unit blocks, "Unit Types and Scale": "All except Artillery are
     * based in units 4-6” wide. Artillery is based in units 2-4” wide" — here
     * 4" × 2" and 3" × 2" (RULINGS.md T2), by the profile's {@code type}.
     */
    static BaseRules oneHourUnits() {
        Base block = Base.rectangle(4, 2);
        Base battery = Base.rectangle(3, 2);
        return a -> {
            String type = a.profileText("type");
            return type != null && type.endsWith("artillery") ? battery : block;
        };
    }
}
