package org.vedette.ai;

import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Ruleset;

/**
 * The NPC AI, an OSGi Declarative Services component: for a game state and an
 * actor, what that actor does now, as action requests the ruleset accepts,
 * with the reasons. Deterministic for the same state, answers and dice; its
 * only randomness is thrown through {@code dice}, so the caller journals it.
 * Stateless and thread-safe.
 */
public interface NpcAi {
    /**
     * What the actor does now.
     *
     * @param rules   the game's ruleset
     * @param state   the game as it stands (begun)
     * @param actor   the id of the figure or unit to decide for
     * @param answers the referee's answers to {@link #questions}, or {@link Checklist#NONE}
     * @param dice    where the AI's dice come from
     * @throws IllegalArgumentException no such actor, or the game has not begun
     */
    Suggestion suggest(Ruleset rules, GameState state, String actor, Checklist answers, Dice dice);

    /**
     * What the AI needs the referee to tell it about this actor because it
     * cannot compute it from the game (no positions): a short checklist.
     * Empty when it needs nothing.
     */
    List<Question> questions(Ruleset rules, GameState state, String actor);

    /** The rulesets whose actions the AI's temperament is mapped to (their ids). */
    List<String> rulesets();
}
