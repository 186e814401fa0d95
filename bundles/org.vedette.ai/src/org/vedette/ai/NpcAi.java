package org.vedette.ai;

import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Ruleset;

/**
 * The NPC AI, an OSGi Declarative Services component: for a game state and an
 * actor, what that actor does now, as action requests the ruleset accepts,
 * with the reasons. Deterministic for the same state, answers and dice; its
 * only randomness is thrown through {@code dice}, so the caller journals it.
 * Thread-safe; what it keeps from one call to the next only spares it work, and
 * never changes a suggestion ({@link #another}).
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
    default Suggestion suggest(Ruleset rules, GameState state, String actor, Checklist answers, Dice dice) {
        return suggest(rules, state, actor, answers, dice, true);
    }

    /**
     * What the actor does now, with its reasons or without: the same requests,
     * intent and rolls either way, but without reasons no text is composed —
     * for the balance simulator's thousands of games, as a ruleset composes no
     * explanation that is not wanted.
     *
     * @param reasons whether to give the reasons
     */
    Suggestion suggest(Ruleset rules, GameState state, String actor, Checklist answers, Dice dice, boolean reasons);

    /**
     * What the AI needs the referee to tell it about this actor because it
     * cannot compute it from the game (no positions): a short checklist.
     * Empty when it needs nothing.
     */
    List<Question> questions(Ruleset rules, GameState state, String actor);

    /**
     * What the referee enters now that is no figure's action, after the game went from {@code before} to
     * {@code after}: in The Other Side of the Hill, when a Player unit has come home with the news, the objective
     * points for the villages its force explored ("Winning and Losing"; ruling O8). An {@link Engagement} that
     * plays the referee's sides (every non-player side) plays them; a player's AI never enters them.
     *
     * @return the entries, in order; empty for none (the default)
     * @since 0.8
     */
    default List<ActionRequest> refereeEntries(Ruleset rules, GameState before, GameState after) {
        return List.of();
    }

    /** The rulesets whose actions the AI's temperament is mapped to (their ids). */
    List<String> rulesets();

    /**
     * An AI that decides exactly as this one does, for the games of another thread: the same suggestion for
     * the same state, answers and dice, with a memory of its own. An AI carries what it found in one state of
     * a game to the next (the figures a step did not change are not read again), so two games played at once
     * through one AI would each throw away what the other kept; the balance simulator gives each of its
     * threads its own. The default is this AI, for one that keeps nothing.
     */
    default NpcAi another() {
        return this;
    }
}
