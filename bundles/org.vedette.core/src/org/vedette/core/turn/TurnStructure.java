package org.vedette.core.turn;

import java.util.List;
import java.util.Map;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;

/**
 * How a ruleset sequences play. Two moves drive every rulebook's sequence:
 * {@link #begin} (dicing for order, shuffling a deck) and {@link #advance}
 * (the next phase, side, figure, card or initiative). Both return an outcome
 * whose events include a {@link org.vedette.core.game.GameEvent.TurnChanged},
 * and may carry other events the sequence itself causes (points restored at a
 * new bound, units eliminated in the elimination phase, a joker reshuffle).
 * Out-of-turn play — OHFA's held cards, reactions, morale checks — is made of
 * actions with {@link org.vedette.core.rules.Timing#ANY_TIME}.
 */
public interface TurnStructure {
    TurnKind kind();

    /** The section of the rulebook that gives the sequence. */
    RuleRef rule();

    /** The phases of a turn, in order; empty where the ruleset has none. */
    List<PhaseSpec> phases();

    /** Starts the first turn of a game. */
    Outcome begin(GameState state, Dice dice, Explanation explanation);

    /** Moves the game on to whoever acts next. */
    Outcome advance(GameState state, Dice dice, Explanation explanation);

    /**
     * The ruleset's {@link TurnDetail} as plain values — an object of text
     * keys to text, whole numbers, flags, lists and objects — so that a
     * request file can carry any moment of a game (its deck, hands and
     * waiting plays, its order of movement). {@link #readDetail} reads it back
     * to an equal detail. Null for a structure that keeps no detail.
     */
    default Map<String, Object> writeDetail(TurnDetail detail) {
        return null;
    }

    /**
     * Reads a detail {@link #writeDetail} wrote, checking it against the
     * situation it is part of (the actors it names exist).
     *
     * @param state the situation, its turn without the detail
     * @throws DetailException where the detail is wrong, and why
     */
    default TurnDetail readDetail(DetailValues values, GameState state) throws DetailException {
        throw values.problem(null, "this ruleset keeps no turn detail: leave 'detail' out");
    }
}
