package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.turn.TurnState;

/**
 * The events of one resolution, built against the state as the events so far
 * leave it, so every "before" is right even when a character is changed
 * twice. Changes that change nothing make no event; the turn's change (the
 * fate deck) comes last.
 */
final class Changes {
    private final GameState state;
    private final List<GameEvent> events = new ArrayList<>(6);
    private Map<String, Actor> touched;
    private TurnState turn;

    Changes(GameState state) {
        this.state = state;
    }

    GameState state() {
        return state;
    }

    /** The character as the events so far leave him. */
    Actor now(String id) {
        Actor a = touched == null ? null : touched.get(id);
        return a != null ? a : state.actor(id);
    }

    /** Sets a mark; null removes it. */
    Changes mark(String id, String mark, Object value) {
        Actor a = now(id);
        Object before = a.marks().get(mark);
        if (Objects.equals(before, value)) return this;
        events.add(new GameEvent.MarkChanged(id, mark, before, value));
        remember(a.withMark(mark, value));
        return this;
    }

    Changes status(String id, Status after) {
        Actor a = now(id);
        if (a.status().equals(after)) return this;
        events.add(new GameEvent.StatusChanged(id, a.status(), after));
        remember(a.withStatus(after));
        return this;
    }

    Changes instruct(String id, String text) {
        events.add(new GameEvent.TableInstruction(id, text));
        return this;
    }

    /** The turn after this resolution (one TurnChanged, added last). */
    Changes turn(TurnState after) {
        this.turn = after;
        return this;
    }

    List<GameEvent> events() {
        if (turn == null || turn.equals(state.turn())) return events;
        List<GameEvent> all = new ArrayList<>(events);
        all.add(new GameEvent.TurnChanged(state.turn(), turn));
        return all;
    }

    private void remember(Actor a) {
        if (touched == null) touched = new HashMap<>(4);
        touched.put(a.id(), a);
    }
}
