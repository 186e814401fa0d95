package org.vedette.rules.onehour.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;

/**
 * The events of one resolution, built against the state as it will be after
 * the events so far, so every "before" is right even when a unit is changed
 * twice. Changes that change nothing make no event.
 */
final class Changes {
    private final GameState state;
    private final List<GameEvent> events = new ArrayList<>(4);
    private Map<String, Actor> touched;

    Changes(GameState state) {
        this.state = state;
    }

    /** The unit as the events so far leave it. */
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

    List<GameEvent> events() {
        return events;
    }

    private void remember(Actor a) {
        if (touched == null) touched = new HashMap<>(4);
        touched.put(a.id(), a);
    }
}
