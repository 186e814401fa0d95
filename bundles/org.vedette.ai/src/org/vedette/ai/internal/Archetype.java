package org.vedette.ai.internal;

import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.RuleRef;
import org.vedette.actions.Result;

/**
 * An archetype of non-player figure (The Other Side of the Hill, ch. IV
 * "Guidelines for Non-Player Units"), as the temperament sheet's
 * {@code archetype}, {@code targets} and {@code attitude} lines give it: who
 * is of it, whom it goes after in order, and how it behaves. Immutable.
 *
 * @param name     its name in the sheet ("bandits")
 * @param ruleset  the ruleset its conditions are written for
 * @param when     the conditions an actor meets to be of it (the first archetype that holds)
 * @param targets  the archetypes it goes after, highest priority first (empty: nobody)
 * @param die      added to its Actions-table D6: bold above 0, careful below
 * @param intent   the result it always takes instead of the die, or null
 * @param threat   within this many inches of an actor it avoids it retreats instead, or null
 * @param avoids   the archetypes it sees as a threat (empty: anyone of another side)
 * @param travels  whether it travels to a destination (the furthest non-friendly edge, a road's exit there)
 * @param rule     where the text says so
 * @param sheet    the sheet's name ("osoth/temperament.txt")
 * @param line     the archetype line's number in the sheet
 */
record Archetype(String name, String ruleset, List<Condition> when, List<String> targets, int die, Result intent,
        Double threat, List<String> avoids, boolean travels, RuleRef rule, String sheet, int line) {

    /** Where the archetype line is, for a reason: "osoth/temperament.txt line 87". */
    String where() {
        return sheet + " line " + line;
    }

    /** Whether the actor is of this archetype in this game. */
    boolean holds(Actor a, GameState state) {
        if (!ruleset.equals(state.ruleset())) return false;
        for (Condition c : when) {
            if (!c.holds(a, side(state, a))) return false;
        }
        return true;
    }

    private static Side side(GameState state, Actor a) {
        for (Side s : state.sides()) {
            if (s.id().equals(a.side())) return s;
        }
        return null;
    }
}
