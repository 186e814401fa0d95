package org.vedette.core.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.turn.TurnState;

/**
 * Something that changes the game. Events are plain state changes any part of
 * Vedette can show and apply without knowing the ruleset; the ruleset's
 * reasons are in the outcome's explanation.
 */
public sealed interface GameEvent {
    /** One line for a log. */
    String describe();

    /** An actor's wounds, shock, down or out changed. */
    record StatusChanged(String actor, Status before, Status after) implements GameEvent {
        /** "ligne: fresh → 1 wound"; when only {@code out} changed, "ligne: 5 wounds → out" rather than "→ 5 wounds, out". */
        @Override
        public String describe() {
            if (before != null && after != null && !before.out() && after.out() && before.withOut(true).equals(after)) {
                return actor + ": " + before + " → out";
            }
            return actor + ": " + before + " → " + after;
        }
    }

    /**
     * A ruleset's mark on an actor changed (loaded, in square, impetus lost,
     * points spent this bound); {@code after} null removes it.
     */
    record MarkChanged(String actor, String mark, Object before, Object after) implements GameEvent {
        @Override
        public String describe() {
            return actor + ": " + mark + " " + (before == null ? "—" : before) + " → " + (after == null ? "—" : after);
        }
    }

    /**
     * Something the referee must do on the table ("retreat 3 in to the rear, keeping facing").
     *
     * @param inches where the instruction is a move the rules rolled ("move up to 7\""), how far it goes in
     *               inches of the going, so that a path on the table goes no further (NaN for any other
     *               instruction)
     */
    record TableInstruction(String actor, String text, double inches) implements GameEvent {
        /** An instruction that moves nobody by a rolled distance. */
        public TableInstruction(String actor, String text) {
            this(actor, text, Double.NaN);
        }

        @Override
        public String describe() {
            return (actor == null ? "" : actor + ": ") + text;
        }
    }

    /** The referee put a figure or unit on the table that was not there. */
    record ActorAdded(Actor actor) implements GameEvent {
        @Override
        public String describe() {
            return actor.id() + ": added to " + actor.side();
        }
    }

    /** The referee took a figure or unit off the table; {@code before} is how it stood. */
    record ActorRemoved(String actor, Actor before) implements GameEvent {
        @Override
        public String describe() {
            return actor + ": removed";
        }
    }

    /**
     * A figure or unit moved on the table, along {@code path} (its first point
     * where it stood, its last {@code to}), {@code distance} inches as
     * measured along the path; {@code from} is null when it stood nowhere known.
     * Recorded by {@link Game#act} for a request that carries a path
     * ({@link TableMove}), after the ruleset resolved the move.
     */
    record Moved(String actor, Position from, Position to, List<Position> path, double distance)
            implements GameEvent {
        public Moved {
            Objects.requireNonNull(actor, "actor");
            Objects.requireNonNull(to, "to");
            path = List.copyOf(path);
        }

        @Override
        public String describe() {
            return actor + ": moved " + String.format(Locale.ROOT, "%.1f", distance) + " in to ("
                    + TableMove.number(to.x()) + ", " + TableMove.number(to.y()) + ")";
        }
    }

    /**
     * A side's hidden force or arrivals changed: the referee revealed the force, or brought a unit on before its
     * turn ({@link Referee#REVEAL}; since 0.14).
     */
    record SideChanged(Side before, Side after) implements GameEvent {
        public SideChanged {
            Objects.requireNonNull(before, "before");
            Objects.requireNonNull(after, "after");
        }

        @Override
        public String describe() {
            if (before.hidden() != null && after.hidden() == null) return after.id() + ": hidden force revealed";
            List<String> come = new ArrayList<>(before.arrivals().keySet());
            come.removeAll(after.arrivals().keySet());
            return after.id() + ": " + (come.isEmpty() ? "changed" : String.join(", ", come) + " may come on now");
        }
    }

    /** The turn moved on: a new phase, side, bound, card or initiative. */
    record TurnChanged(TurnState before, TurnState after) implements GameEvent {
        @Override
        public String describe() {
            return after.describe();
        }
    }
}
