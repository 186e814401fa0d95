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
    /** Mark changes not yet applied to a copy of their actor: most are never read back, and copies cost. */
    private List<PendingMark> pending;
    private TurnState turn;

    private record PendingMark(String actor, String mark, Object value) {
    }

    Changes(GameState state) {
        this.state = state;
    }

    GameState state() {
        return state;
    }

    /** The character as the events so far leave him. */
    Actor now(String id) {
        Actor a = touched == null ? null : touched.get(id);
        if (a == null) a = state.actor(id);
        if (pending != null) {
            boolean changed = false;
            for (int i = 0; i < pending.size(); i++) {
                PendingMark p = pending.get(i);
                if (p.actor.equals(id)) {
                    a = a.withMark(p.mark, p.value);
                    pending.remove(i--);
                    changed = true;
                }
            }
            if (changed) remember(a);
        }
        return a;
    }

    /** Sets a mark; null removes it. */
    Changes mark(String id, String mark, Object value) {
        Object before = markNow(id, mark);
        if (Objects.equals(before, value)) return this;
        events.add(new GameEvent.MarkChanged(id, mark, before, value));
        if (pending == null) pending = new ArrayList<>(2);
        pending.add(new PendingMark(id, mark, value));
        return this;
    }

    private Object markNow(String id, String mark) {
        if (pending != null) {
            for (int i = pending.size() - 1; i >= 0; i--) {
                PendingMark p = pending.get(i);
                if (p.actor.equals(id) && p.mark.equals(mark)) return p.value;
            }
        }
        Actor a = touched == null ? null : touched.get(id);
        return (a != null ? a : state.actor(id)).marks().get(mark);
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
