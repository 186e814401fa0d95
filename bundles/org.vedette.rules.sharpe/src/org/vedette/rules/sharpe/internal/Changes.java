package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.turn.TurnState;

/**
 * The events of one resolution, and the game as they leave it: a mark or a
 * status read here is the one the events so far have set, so every "before"
 * is right even when a figure changes twice. Reads scan the few events made so
 * far instead of copying actors, which keeps the hot path free of map copies.
 * Changes that change nothing make no event.
 */
final class Changes {
    final GameState state;
    private final List<GameEvent> events = new ArrayList<>(8);
    private TurnState turn;
    /** The last two actors looked up: a resolution reads and writes one or two figures many times. */
    private Actor last;
    private Actor before;

    Changes(GameState state) {
        this.state = state;
        this.turn = state.turn();
    }

    Actor actor(String id) {
        if (last != null && last.id().equals(id)) return last;
        if (before != null && before.id().equals(id)) return before;
        Actor a = state.actor(id);
        before = last;
        last = a;
        return a;
    }

    /** The mark as the events so far leave it. */
    Object mark(String id, String mark) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof GameEvent.MarkChanged m && m.mark().equals(mark) && m.actor().equals(id)) {
                return m.after();
            }
        }
        return actor(id).marks().get(mark);
    }

    /** The same, for an actor already looked up (saves the lookup on the hot path). */
    Object mark(Actor a, String mark) {
        String id = a.id();
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof GameEvent.MarkChanged m && m.mark().equals(mark) && m.actor().equals(id)) {
                return m.after();
            }
        }
        return a.marks().get(mark);
    }

    /** The status as the events so far leave it, for an actor already looked up. */
    Status status(Actor a) {
        String id = a.id();
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof GameEvent.StatusChanged s && s.actor().equals(id)) {
                return s.after();
            }
        }
        return a.status();
    }

    int markInt(String id, String mark) {
        return mark(id, mark) instanceof Number n ? n.intValue() : 0;
    }

    boolean markFlag(String id, String mark) {
        return Boolean.TRUE.equals(mark(id, mark));
    }

    String markText(String id, String mark) {
        return mark(id, mark) instanceof String s ? s : null;
    }

    Status status(String id) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof GameEvent.StatusChanged s && s.actor().equals(id)) {
                return s.after();
            }
        }
        return actor(id).status();
    }

    /** Sets a mark; null (or 0 for a count, false for a flag) removes it. */
    Changes mark(String id, String mark, Object value) {
        if (Boolean.FALSE.equals(value) || (value instanceof Integer i && i == 0)) value = null;
        Object before = mark(id, mark);
        if (Objects.equals(before, value)) return this;
        events.add(new GameEvent.MarkChanged(id, mark, before, value));
        return this;
    }

    /** Adds to a count mark. */
    Changes add(String id, String mark, int delta) {
        return mark(id, mark, markInt(id, mark) + delta);
    }

    Changes status(String id, Status after) {
        Status before = status(id);
        if (before.equals(after)) return this;
        events.add(new GameEvent.StatusChanged(id, before, after));
        return this;
    }

    Changes instruct(String id, String text) {
        events.add(new GameEvent.TableInstruction(id, text));
        return this;
    }

    TurnState turn() {
        return turn;
    }

    void turn(TurnState after) {
        events.add(new GameEvent.TurnChanged(turn, after));
        turn = after;
    }

    /** The bound now: 1 when the situation has no turn. */
    int round() {
        return turn == null ? 1 : turn.round();
    }

    List<GameEvent> events() {
        return events;
    }
}
