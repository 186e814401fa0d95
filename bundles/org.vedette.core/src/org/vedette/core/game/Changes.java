package org.vedette.core.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;

import org.vedette.core.model.Position;
import org.vedette.core.model.Status;
import org.vedette.core.model.Values;
import org.vedette.core.turn.TurnState;

/**
 * The events of one resolution, made against the game as the events so far
 * leave it. A ruleset resolving an action or a turn step reads and writes
 * through one {@code Changes}, then hands {@link #events()} to its outcome:
 * <ul>
 * <li>every "before" of a {@link GameEvent.StatusChanged} or
 * {@link GameEvent.MarkChanged} is the value the earlier events left, so an
 * actor changed twice in one resolution replays correctly;</li>
 * <li>a change that changes nothing makes no event;</li>
 * <li>reads ({@link #mark(String, String)}, {@link #status(String)},
 * {@link #now(String)}) see the writes made so far;</li>
 * <li>the turn's change, if any, is one {@link GameEvent.TurnChanged}, always
 * the last event, from the state's turn to the last turn given to
 * {@link #turn(TurnState)} — so the actors' events are applied before the
 * turn moves on, whatever order the ruleset found them in.</li>
 * </ul>
 * <p>
 * The game state is never copied: a read scans the few events made so far
 * (newest first; past a few, an index of the latest change per mark) and falls back to the actor as the state has it, and an
 * actor with its changes applied is built only when {@link #now(String)} asks
 * for one (once per actor and new event, not once per change). Resolutions
 * are on the hot path of bulk runs, and copying actors (each copy copies its
 * profile and marks) was the main cost of the rulesets' earlier versions of
 * this class.
 * <p>
 * The state given is immutable and never changed; a {@code Changes} itself is
 * a builder for one resolution on one thread.
 * <p>
 * Marks: by default a mark is set to exactly the value given and null removes
 * it. {@link #clearingEmptyMarks(GameState)} makes a {@code Changes} for a
 * ruleset whose flags and counts read the same absent as false or 0 (see
 * {@link #markFlag}, {@link #markInt}): there, writing false or 0 removes the
 * mark, so the journal never holds a mark that says nothing.
 */
public final class Changes {
    private final GameState state;
    private final boolean clearEmptyMarks;
    private final ArrayList<GameEvent> events = new ArrayList<>(8);
    /** The turn the resolution leaves, or null while it leaves the state's. */
    private TurnState turn;
    /** The last two actors looked up in the state: a resolution reads one or two actors many times. */
    private Actor last;
    private Actor previous;
    /**
     * The latest mark change per actor and mark, made once the events are too many to scan for every read: a
     * press that clears a hundred "has acted" marks at the turn's end reads each before writing it, and scanning
     * every event so far for each was quadratic. Null while the events are few; {@link #indexed} events are in it.
     */
    private HashMap<String, HashMap<String, GameEvent.MarkChanged>> latestMarks;
    private int indexed;
    /** Up to this many events a read scans them, newest first: cheaper than an index for most resolutions. */
    private static final int SCANNED = 8;
    /** Actors built by {@link #now(String)}, each with the number of events already applied to it. */
    private ArrayList<Built> built;

    private static final class Built {
        Actor actor;
        int upTo;

        Built(Actor actor) {
            this.actor = actor;
        }
    }

    /** Changes to {@code state} where each mark is set to exactly the value written (null removes it). */
    public Changes(GameState state) {
        this(state, false);
    }

    private Changes(GameState state, boolean clearEmptyMarks) {
        this.state = Objects.requireNonNull(state, "state");
        this.clearEmptyMarks = clearEmptyMarks;
    }

    /**
     * Changes to {@code state} where writing {@code false} or the Integer
     * {@code 0} to a mark removes it, as null does: for a ruleset whose flags
     * and counts mean the same absent as false or 0. {@link #add} behaves so
     * in both kinds.
     */
    public static Changes clearingEmptyMarks(GameState state) {
        return new Changes(state, true);
    }

    /** The game as it stood before any of these changes. */
    public GameState state() {
        return state;
    }

    /**
     * The actor as the state had it, before any of these changes, or null
     * when the game has no such actor. Read its marks and status through
     * {@link #mark(Actor, String)} and {@link #status(Actor)} to see the
     * changes made since without building a new actor.
     */
    public Actor original(String id) {
        Actor a = last;
        if (a != null && a.id().equals(id)) return a;
        a = previous;
        if (a != null && a.id().equals(id)) return a;
        a = state.actor(id);
        if (a != null) {
            previous = last;
            last = a;
        }
        return a;
    }

    /**
     * The actor as the events so far leave it, or null when the game has no
     * such actor. Builds a new actor only when events changed it since the
     * last call for it; prefer {@link #mark(String, String)} and
     * {@link #status(String)} for single values.
     */
    public Actor now(String id) {
        Built b = null;
        if (built != null) {
            for (int i = 0, n = built.size(); i < n; i++) {
                Built c = built.get(i);
                if (c.actor.id().equals(id)) {
                    b = c;
                    break;
                }
            }
        }
        if (b == null) {
            Actor a = original(id);
            if (a == null) return null;
            if (built == null) built = new ArrayList<>(2);
            b = new Built(a);
            built.add(b);
        }
        if (b.upTo < events.size()) {
            b.actor = applied(b.actor, b.upTo);
            b.upTo = events.size();
        }
        return b.actor;
    }

    /** The mark's value as the events so far leave it, or null when the actor has none. */
    public Object mark(String id, String mark) {
        GameEvent.MarkChanged m = latest(id, mark);
        return m != null ? m.after() : require(id).marks().get(mark);
    }

    /**
     * The same for an actor already in hand (from {@link #original} or
     * {@link #now}): saves looking it up again on the hot path.
     */
    public Object mark(Actor actor, String mark) {
        GameEvent.MarkChanged m = latest(actor.id(), mark);
        return m != null ? m.after() : actor.marks().get(mark);
    }

    /** The last event so far that changed the actor's mark, or null when none did. */
    private GameEvent.MarkChanged latest(String id, String mark) {
        int n = events.size();
        if (n <= SCANNED) {
            for (int i = n - 1; i >= 0; i--) {
                if (events.get(i) instanceof GameEvent.MarkChanged m && m.mark().equals(mark)
                        && m.actor().equals(id)) {
                    return m;
                }
            }
            return null;
        }
        if (latestMarks == null) latestMarks = new HashMap<>();
        for (; indexed < n; indexed++) {
            if (events.get(indexed) instanceof GameEvent.MarkChanged m) {
                latestMarks.computeIfAbsent(m.actor(), a -> new HashMap<>(4)).put(m.mark(), m);
            }
        }
        HashMap<String, GameEvent.MarkChanged> ofActor = latestMarks.get(id);
        return ofActor == null ? null : ofActor.get(mark);
    }

    /** A count mark as the events so far leave it: 0 when absent or not a number. */
    public int markInt(String id, String mark) {
        return mark(id, mark) instanceof Number n ? n.intValue() : 0;
    }

    /** A flag mark as the events so far leave it: true only when set to true. */
    public boolean markFlag(String id, String mark) {
        return Boolean.TRUE.equals(mark(id, mark));
    }

    /** A text mark as the events so far leave it, or null when absent or not text. */
    public String markText(String id, String mark) {
        return mark(id, mark) instanceof String s ? s : null;
    }

    /** The actor's status as the events so far leave it. */
    public Status status(String id) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof GameEvent.StatusChanged s && s.actor().equals(id)) {
                return s.after();
            }
        }
        return require(id).status();
    }

    /** The same for an actor already in hand (from {@link #original} or {@link #now}). */
    public Status status(Actor actor) {
        String id = actor.id();
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof GameEvent.StatusChanged s && s.actor().equals(id)) {
                return s.after();
            }
        }
        return actor.status();
    }

    /**
     * Sets a mark: null removes it (and, made by
     * {@link #clearingEmptyMarks(GameState)}, so do false and 0). No event
     * when the mark already has that value.
     *
     * @throws IllegalArgumentException when the game has no such actor, or the
     *                                  value is not a number, flag or text
     */
    public Changes mark(String id, String mark, Object value) {
        if (clearEmptyMarks && isEmpty(value)) value = null;
        Object before = mark(id, mark);
        if (Objects.equals(before, value)) return this;
        if (value != null && !Values.isScalar(value)) {
            throw new IllegalArgumentException("mark '" + mark + "' on '" + id
                    + "' must be a number, flag or text, not " + value);
        }
        events.add(new GameEvent.MarkChanged(id, mark, before, value));
        return this;
    }

    /**
     * Adds {@code delta} to a count mark (absent counts 0). A count that comes
     * to 0 is removed, whichever way this {@code Changes} was made: absent and
     * 0 read the same through {@link #markInt}.
     */
    public Changes add(String id, String mark, int delta) {
        int after = markInt(id, mark) + delta;
        return mark(id, mark, after == 0 ? null : Integer.valueOf(after));
    }

    /**
     * Sets the actor's status. No event when it already stands so.
     *
     * @throws IllegalArgumentException when the game has no such actor
     */
    public Changes status(String id, Status after) {
        Objects.requireNonNull(after, "after");
        Status before = status(id);
        if (before.equals(after)) return this;
        events.add(new GameEvent.StatusChanged(id, before, after));
        return this;
    }

    /**
     * The actor moved on the table, straight from where it stands to {@code to} — a fall-back, a recoil, a rout
     * the rules move by their own distance and direction: a {@link GameEvent.Moved}. Nothing for an actor without
     * a position (a game without positions, where the referee moves it as an instruction says).
     */
    public Changes move(String actor, Position to) {
        Actor a = now(actor);
        if (a == null) throw new IllegalArgumentException("no actor '" + actor + "' in this game");
        Position from = a.position();
        if (from == null) return this;
        events.add(new GameEvent.Moved(actor, from, Objects.requireNonNull(to, "to"), List.of(from, to),
                from.distanceTo(to)));
        return this;
    }

    /** Something the referee must do on the table; {@code actor} may be null. */
    public Changes instruct(String actor, String text) {
        events.add(new GameEvent.TableInstruction(actor, text));
        return this;
    }

    /**
     * A move the rules rolled: the instruction in words and how far it goes in inches of the going, which a path
     * on the table may not exceed ({@link TableLaw#rolled}).
     *
     * @since 0.13
     */
    public Changes instructMove(String actor, String text, double inches) {
        events.add(new GameEvent.TableInstruction(actor, text, inches));
        return this;
    }

    /**
     * The turn this resolution leaves. Replaces any turn given before: the
     * events end with one {@link GameEvent.TurnChanged} from the state's turn
     * to this one, or none when it is the state's turn.
     */
    public Changes turn(TurnState after) {
        this.turn = Objects.requireNonNull(after, "after");
        return this;
    }

    /** The turn as this resolution leaves it so far: the last given to {@link #turn(TurnState)}, else the state's (null before the game begins). */
    public TurnState turn() {
        return turn != null ? turn : state.turn();
    }

    /** The round of {@link #turn()}: 1 when there is no turn yet (a situation without one, such as a request file). */
    public int round() {
        TurnState t = turn();
        return t == null ? 1 : t.round();
    }

    /**
     * The events so far, in the order made, then the turn's change if any:
     * an immutable list, ready for an {@code Outcome}.
     */
    public List<GameEvent> events() {
        TurnState before = state.turn();
        // Identity first: most resolutions leave the turn as it was, and comparing turns is not free.
        if (turn == null || turn == before || turn.equals(before)) return List.copyOf(events);
        int n = events.size();
        GameEvent[] all = events.toArray(new GameEvent[n + 1]);
        all[n] = new GameEvent.TurnChanged(before, turn);
        return List.of(all);
    }

    private static boolean isEmpty(Object value) {
        return Boolean.FALSE.equals(value) || (value instanceof Integer i && i == 0);
    }

    private Actor require(String id) {
        Actor a = original(id);
        if (a == null) throw new IllegalArgumentException("no actor '" + id + "' in this game");
        return a;
    }

    /** {@code a} with the events from index {@code from} on that concern it: one new actor, however many. */
    private Actor applied(Actor a, int from) {
        String id = a.id();
        Status status = null;
        Position position = null;
        LinkedHashMap<String, Object> marks = null;
        for (int i = from, n = events.size(); i < n; i++) {
            GameEvent e = events.get(i);
            if (e instanceof GameEvent.MarkChanged m && m.actor().equals(id)) {
                if (marks == null) marks = new LinkedHashMap<>(a.marks());
                if (m.after() == null) {
                    marks.remove(m.mark());
                } else {
                    marks.put(m.mark(), m.after());
                }
            } else if (e instanceof GameEvent.StatusChanged s && s.actor().equals(id)) {
                status = s.after();
            } else if (e instanceof GameEvent.Moved m && m.actor().equals(id)) {
                position = m.to();
            }
        }
        if (status == null && marks == null && position == null) return a;
        return new Actor(id, a.name(), a.side(), a.unit(), a.quality(), a.mounted(), a.weapons(), a.profile(),
                status != null ? status : a.status(), marks != null ? marks : a.marks(),
                position != null ? position : a.position(), a.base());
    }
}
