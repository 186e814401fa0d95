package org.vedette.ai;

import java.util.List;
import java.util.Objects;

import java.util.ArrayList;

import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Game;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.actions.Result;

/**
 * What the AI suggests an actor does now, and why: the requests to resolve in
 * order (none when the actor should take no action in this phase — it halts,
 * or continues as it was), the intent they carry out, every reason, and the
 * dice the AI threw to decide (to be journaled with the move, so replay
 * stays exact).
 *
 * @param actor    the actor's id
 * @param intent   the risk-factor result the suggestion carries out
 * @param requests the action requests, each accepted by the rules when suggested
 * @param reasons  why, in order: archetype, observations, risk factors and die, intent, target, action
 * @param rolls    the AI's own rolls (the Actions-table D6), empty when it threw none
 */
public record Suggestion(String actor, Result intent, List<ActionRequest> requests, List<Reason> reasons,
        List<Roll> rolls) {
    public Suggestion {
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(intent, "intent");
        requests = List.copyOf(requests);
        reasons = List.copyOf(reasons);
        rolls = List.copyOf(rolls);
    }

    /** Whether the suggestion is to take no action now. */
    public boolean standsStill() {
        return requests.isEmpty();
    }

    /** The faces of the AI's own rolls, in order: what its journal entry records as the AI's. */
    public List<Integer> faces() {
        List<Integer> faces = new ArrayList<>();
        for (Roll r : rolls) {
            for (int f : r.faces()) faces.add(f);
        }
        return faces;
    }

    /**
     * Takes the suggestion: resolves its requests in order through the game
     * (the rules' dice from {@code source}), each an ordinary journal entry
     * marked as the AI's; the first carries the faces the AI threw to decide.
     * All or nothing: the game is immutable, so when the rules refuse a request
     * the caller's game is as it was.
     *
     * @return each move, in order (none when the suggestion stands still)
     */
    public List<Game.Played> play(Game game, DiceSource source, boolean explain) throws IllegalActionException {
        return play(game, source, explain, List.of());
    }

    /**
     * {@link #play(Game, DiceSource, boolean)}, the first entry carrying before the AI's faces of this
     * suggestion those of {@code earlier} suggestions that stood still (no entry was written for them).
     */
    public List<Game.Played> play(Game game, DiceSource source, boolean explain, List<Integer> earlier)
            throws IllegalActionException {
        List<Integer> faces = new ArrayList<>(earlier);
        faces.addAll(faces());
        if (requests.size() == 1) {
            // Most suggestions are one request: its move in a list nobody copies again (Engagement.Step keeps it).
            return List.of(game.act(requests.get(0), source, explain, JournalEntry.By.AI, faces));
        }
        List<Game.Played> played = new ArrayList<>();
        Game g = game;
        for (ActionRequest r : requests) {
            Game.Played p = g.act(r, source, explain, JournalEntry.By.AI, played.isEmpty() ? faces : List.of());
            played.add(p);
            g = p.game();
        }
        return played;
    }

    /** The reasons of one kind. */
    public List<Reason> reasons(Reason.Kind kind) {
        return reasons.stream().filter(r -> r.kind() == kind).toList();
    }
}
