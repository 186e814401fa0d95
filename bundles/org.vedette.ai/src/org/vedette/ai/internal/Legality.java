package org.vedette.ai.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.TurnState;

/**
 * Whether the rules accept a request now, asked as the game asks it
 * ({@code Game.act}): the inputs ({@link Requests#check}), the turn (an
 * in-turn action by an actor whose turn it is, in one of its phases), then
 * the rules themselves, by resolving it on trial dice whose outcome is thrown
 * away. So what the AI suggests resolves without an
 * {@link IllegalActionException}: legal by construction.
 */
final class Legality {
    private Legality() {
    }

    /** Accepted: nothing. Refused: throws the rules' refusal. */
    static void check(Ruleset rules, ActionRequest whole, GameState state) throws IllegalActionException {
        // A path on the table is the program's, not the ruleset's (TableMove): read it, then rule without it.
        ActionRequest request = TableMove.pathOf(whole) == null ? whole : TableMove.without(whole);
        ActionSpec spec = Requests.check(rules, request, state);
        if (spec.timing() == Timing.IN_TURN) {
            TurnState turn = state.turn();
            String actor = request.text(Requests.ACTOR);
            if (actor != null && !turn.activation().includes(actor)) {
                throw new IllegalActionException(rules.turnStructure().rule(), "it is not "
                        + state.actor(actor).name() + "'s turn: it is " + turn.describe());
            }
            if (!spec.phases().isEmpty() && !spec.phases().contains(turn.phase())) {
                throw new IllegalActionException(rules.turnStructure().rule(), spec.label() + " is taken in the "
                        + spec.phases() + " phase, and this is the " + turn.phase() + " phase");
            }
        }
        rules.resolve(request, state, new Dice(new SeededDice(request.hashCode())), Explanation.none());
    }
}
