package org.vedette.ai.internal;

import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.TurnState;

/**
 * Whether the rules accept a request now, asked as the game asks it
 * ({@code Game.act}): the turn (an in-turn action by an actor whose turn it
 * is, in one of its phases), then the inputs ({@link Requests#check}) and the
 * rules themselves, by resolving it on trial dice whose outcome is thrown away
 * ({@link Ruleset#rehearse}). So what the AI suggests resolves without an
 * {@link IllegalActionException}: legal by construction.
 */
final class Legality {
    private Legality() {
    }

    /** Accepted: nothing. Refused: throws the rules' refusal. */
    static void check(Ruleset rules, ActionRequest whole, GameState state) throws IllegalActionException {
        check(rules, whole, state, null);
    }

    /**
     * {@link #check(Ruleset, ActionRequest, GameState)}, knowing that the rules accepted {@code rehearsed} (or
     * null) in a rehearsal in this very state: a request the table's law makes that one is not rehearsed again.
     */
    static void check(Ruleset rules, ActionRequest whole, GameState state, ActionRequest rehearsed)
            throws IllegalActionException {
        // The inputs are checked by the rehearsal (Requests.check), once: the turn first, by the action's spec.
        ActionSpec spec = rules.action(whole.action()).orElseThrow(() -> new IllegalActionException(null,
                "no action '" + whole.action() + "' in " + rules.info().name()));
        if (spec.timing() == Timing.IN_TURN) {
            TurnState turn = state.turn();
            String actor = whole.text(Requests.ACTOR);
            if (actor != null && !turn.activation().includes(actor)) {
                var who = state.actor(actor);
                throw new IllegalActionException(rules.turnStructure().rule(), "it is not "
                        + (who == null ? actor : who.name()) + "'s turn: it is " + turn.describe());
            }
            if (!spec.phases().isEmpty() && !spec.phases().contains(turn.phase())) {
                throw new IllegalActionException(rules.turnStructure().rule(), spec.label() + " is taken in the "
                        + spec.phases() + " phase, and this is the " + turn.phase() + " phase");
            }
        }
        // The table judges it as the game will (TableLaw.rule, as Game.act does): a path on the table is the
        // program's, not the ruleset's, and the rules rule without it, on the inputs the table answers.
        ActionRequest ruled = TableLaw.rule(rules, whole, state).request();
        if (!ruled.equals(rehearsed)) rules.rehearse(ruled, state);
    }
}
