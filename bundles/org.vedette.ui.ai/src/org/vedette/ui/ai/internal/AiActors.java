package org.vedette.ui.ai.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.turn.TurnState;

/**
 * Whom the NPC AI decides for now in the open game: the sides it plays (at
 * first the scenario's non-player sides; the referee may set any side to
 * play itself), and the actors of theirs in the turn's activation, in its
 * order, less those the referee has already dealt with in this activation
 * (taken, changed or skipped). Going back past a move (Undo) deals with its
 * actor afresh. Used on the UI thread.
 */
final class AiActors {
    /** The mark by which a ruleset hides an actor from the players (the Turn part leaves them out too). */
    private static final String HIDDEN = "hidden";

    private final Set<String> sides = new LinkedHashSet<>();
    /** The actors dealt with in this activation, and how many journal entries the game had after each. */
    private final Map<String, Integer> dealtWith = new HashMap<>();
    private String activation;

    /** The sides the AI plays at first: the scenario's non-player ones. */
    void reset(GameState state) {
        sides.clear();
        dealtWith.clear();
        activation = null;
        for (Side s : state.sides()) {
            if (s.control() == Side.Control.NON_PLAYER) sides.add(s.id());
        }
    }

    Set<String> sides() {
        return Set.copyOf(sides);
    }

    boolean plays(String side) {
        return sides.contains(side);
    }

    void play(String side, boolean on) {
        if (on) sides.add(side);
        else sides.remove(side);
    }

    /** The referee has dealt with this actor; the game then had {@code entries} journal entries. */
    void dealtWith(String actor, int entries) {
        dealtWith.put(actor, entries);
    }

    /** The actors dealt with in the activation last told ({@link #next}). */
    Set<String> dealtWith() {
        return Set.copyOf(dealtWith.keySet());
    }

    /**
     * The next actor the AI decides for, or null: the first of the AI's sides
     * in the activation, in play, not hidden, not dealt with yet.
     */
    String next(GameState state, int entries) {
        TurnState t = state.turn();
        if (t == null) return null;
        String now = t.round() + "/" + t.phase() + "/" + t.activation().side() + "/" + t.activation().label();
        if (!now.equals(activation)) {
            activation = now;
            dealtWith.clear();
        }
        // A move taken back (Undo): its actor is to be decided for again.
        dealtWith.values().removeIf(n -> n > entries);
        for (String id : t.activation().actors()) {
            Actor a = state.actor(id);
            if (a == null || a.status().out() || Boolean.TRUE.equals(a.marks().get(HIDDEN)) || !sides.contains(a.side())
                    || dealtWith.containsKey(id)) {
                continue;
            }
            return id;
        }
        return null;
    }

    /** Why the AI has nobody to decide for now, in the referee's words. */
    String whyNobody(GameState state) {
        TurnState t = state.turn();
        if (t == null) return "The game has not begun: Next begins it.";
        if (sides.isEmpty()) return "The AI plays no side: tick a side for it to play.";
        List<String> players = new ArrayList<>();
        for (String id : t.activation().actors()) {
            Actor a = state.actor(id);
            if (a != null && !a.status().out() && !sides.contains(a.side()) && !players.contains(sideName(state, a.side()))) {
                players.add(sideName(state, a.side()));
            }
        }
        if (!players.isEmpty()) return String.join(" and ", players) + " to act: the players' turn.";
        return "None of the AI's actors has more to do now: Next moves the turn on (or Play one step).";
    }

    static String sideName(GameState state, String side) {
        for (Side s : state.sides()) {
            if (s.id().equals(side)) return s.name() == null ? s.id() : s.name();
        }
        return side;
    }
}
