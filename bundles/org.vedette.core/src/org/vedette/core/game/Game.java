package org.vedette.core.game;

import java.util.List;

import java.util.Objects;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.model.Position;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.TurnState;

/**
 * A game is its journal. The state is what replaying the journal from the
 * starting state produces; undo is the replay without the last entry; the
 * same journal always gives an equal state, because every die face is in it.
 * Immutable: acting returns the next game and leaves this one as it was, so a
 * refused request changes nothing.
 */
public final class Game {
    private final Ruleset rules;
    private final GameState start;
    /** The journal's last entry and those before it, shared with the game before; null while empty. */
    private final Entries entries;
    /** False for a game that keeps no journal ({@link #unjournaled}). */
    private final boolean journaled;
    private final GameState state;
    /** The journal as a list, made when first asked for; an immutable list may be shared between threads without a lock. */
    private List<JournalEntry> journal;

    private Game(Ruleset rules, GameState start, Entries entries, GameState state) {
        this(rules, start, entries, true, state);
    }

    private Game(Ruleset rules, GameState start, Entries entries, boolean journaled, GameState state) {
        this.rules = rules;
        this.start = start;
        this.entries = entries;
        this.journaled = journaled;
        this.state = state;
    }

    /**
     * A journal as a chain of entries, each game's the one before's plus its
     * own: a move copies nothing, where copying the list each time made a
     * game of n moves cost n² (the balance simulator plays thousands).
     */
    private record Entries(Entries before, JournalEntry last, int size) {
        Entries plus(JournalEntry e) {
            return new Entries(this, e, size + 1);
        }

        static Entries of(JournalEntry first) {
            return new Entries(null, first, 1);
        }
    }

    /**
     * The outcome of a move, with the game after it and the entry to append to a journal file (null in a game
     * that keeps no journal, {@link Game#unjournaled}).
     */
    public record Played(Game game, Outcome outcome, JournalEntry entry) {
    }

    /**
     * This game going on without a journal: for bulk runs that play a game
     * once and read only its states and outcomes (the balance simulator's
     * thousands of games). Its moves are resolved exactly as in a journaled
     * game, from the same dice, but write no entry — no headline is composed
     * for one, and a game's memory stays that of its state however long it
     * lasts. So it can be neither undone nor replayed, and it has no journal
     * to give (since 0.8).
     */
    public Game unjournaled() {
        return journaled ? new Game(rules, start, null, false, state) : this;
    }

    /** Whether the game keeps its journal: false for an {@link #unjournaled} one (since 0.8). */
    public boolean journaled() {
        return journaled;
    }

    /** Starts a game: the turn structure begins (dicing for order, shuffling). */
    public static Played begin(Ruleset rules, GameState start, DiceSource source, boolean explain) {
        Objects.requireNonNull(rules, "rules");
        if (!rules.info().id().equals(start.ruleset())) {
            throw new IllegalArgumentException("the scenario is for '" + start.ruleset() + "', not '"
                    + rules.info().id() + "'");
        }
        Dice dice = new Dice(source);
        Outcome o = rules.turnStructure().begin(start, dice, explanation(explain));
        JournalEntry e = new JournalEntry(JournalEntry.Kind.BEGIN, null, dice.faces(), o.headline());
        return new Played(new Game(rules, start, Entries.of(e), start.apply(o.events())), o, e);
    }

    /**
     * Rebuilds a game from its journal. Every entry is replayed with the faces
     * it recorded; a journal that no longer replays says which entry failed.
     */
    public static Game replay(Ruleset rules, GameState start, List<JournalEntry> journal) throws ReplayException {
        Game g = unbegun(rules, start);
        for (JournalEntry e : journal) {
            g = g.replayNext(e).game();
        }
        return g;
    }

    /** A game with an empty journal, not begun: what {@link #replayNext} replays a journal into, entry by entry. */
    public static Game unbegun(Ruleset rules, GameState start) {
        return new Game(Objects.requireNonNull(rules, "rules"), start, null, start);
    }

    /**
     * Replays one more recorded entry with the faces it recorded: the outcome
     * it gives now, and the game after it. The entry returned is the one this
     * replay makes, so its headline is recomputed; comparing it with the
     * recorded one tells a journal altered by hand (or a changed ruleset).
     * Lets a damaged journal be salvaged entry by entry.
     */
    public Played replayNext(JournalEntry e) throws ReplayException {
        return replayNext(e, false);
    }

    /**
     * {@link #replayNext(JournalEntry)}, with the explanation or without —
     * for an audit of the entry's ruling. The headline is the same either way
     * (it names who did what to whom, and the result); journals written
     * before it was may hold a shorter one, which io's
     * {@code JournalFile.sameResult} tells from an alteration.
     */
    public Played replayNext(JournalEntry e, boolean explain) throws ReplayException {
        if (!journaled) throw new IllegalStateException(NO_JOURNAL);
        int number = size() + 1;
        ScriptedDice dice = ScriptedDice.of(e.faces());
        try {
            Played p = switch (e.kind()) {
                case BEGIN -> {
                    if (number != 1) throw new ReplayException(number, "only the first entry may begin the game", null);
                    yield begin(rules, start, dice, explain);
                }
                case ACT -> act(e.request(), dice, explain, e.by(), e.aiFaces());
                case ADVANCE -> advance(dice, explain, e.by(), e.aiFaces());
                case REFEREE -> referee(e.request(), dice, explain);
            };
            if (dice.remaining() != 0) {
                throw new ReplayException(number, dice.remaining() + " recorded die faces were not used", null);
            }
            return p;
        } catch (IllegalActionException ex) {
            throw new ReplayException(number, ex.explain(), ex);
        } catch (DiceException ex) {
            throw new ReplayException(number, ex.getMessage(), ex);
        } catch (IllegalStateException ex) {
            // advance() before the game has begun, for one: the journal is wrong, not the program.
            throw new ReplayException(number, ex.getMessage(), ex);
        }
    }

    /**
     * Resolves a request. An action that needs the actor's turn is refused out
     * of turn; the ruleset refuses what its rules forbid.
     */
    public Played act(ActionRequest request, DiceSource source, boolean explain) throws IllegalActionException {
        return act(request, source, explain, JournalEntry.By.HAND, List.of());
    }

    /**
     * {@link #act(ActionRequest, DiceSource, boolean)}, asked for by {@code by}:
     * the NPC AI's accepted suggestion is resolved exactly as the same request
     * by hand, and its entry is marked as the AI's, with the faces the AI threw
     * to decide on it.
     *
     * @param aiFaces the AI's own die faces (empty by hand)
     */
    public Played act(ActionRequest request, DiceSource source, boolean explain, JournalEntry.By by,
            List<Integer> aiFaces) throws IllegalActionException {
        if (state.turn() == null) {
            throw new IllegalActionException(null, "the game has not begun");
        }
        refuseAfterEnd();
        // Whose turn it is first: a figure out of turn is told so, not what the table thinks of his shot.
        ActionSpec asked = rules.action(request.action()).orElse(null);
        if (asked != null) checkTurn(asked, request);
        // A path on the table and the referee's override are the program's, not the ruleset's: the table's law
        // judges the request against the positions (filling in what the table answers), the ruleset resolves it
        // without them, and the position change is added to its outcome (TableMove).
        TableLaw.Ruled table = TableLaw.rule(rules, request, state);
        ActionRequest ruled = table.request();
        List<Position> path = table.path();
        ActionSpec spec = Requests.check(rules, ruled, state);
        Dice dice = new Dice(source);
        Outcome o = rules.resolve(ruled, state, dice, explanation(explain));
        // A rolled distance is known only now: the path goes as far as it buys (the referee's override as typed).
        if (path != null && table.override() == null) path = rules.tableLaw().rolled(rules, spec, ruled, path, state, o);
        if (path != null) o = TableMove.moved(o, ruled, state, path, spec);
        o = table.said(o);
        // The journal keeps the request as asked: its replay is judged by the same table again.
        JournalEntry e = journaled ? new JournalEntry(JournalEntry.Kind.ACT, TableMove.asText(request), dice.faces(),
                o.headline(), by, aiFaces) : null;
        return next(o, e);
    }

    /**
     * The referee's hand ({@link Referee}): a hit rolled on the ruleset's
     * tables, a status or a mark set, an actor added or removed — at any
     * moment of the game, out of any turn. The ruleset checks the table it
     * leaves; a table its rules do not allow is refused and changes nothing.
     */
    public Played referee(ActionRequest request, DiceSource source, boolean explain) throws IllegalActionException {
        if (state.turn() == null) {
            throw new IllegalActionException(null, "the game has not begun");
        }
        refuseAfterEnd();
        ActionRequest q = Referee.normalized(request);
        Dice dice = new Dice(source);
        Outcome o = Referee.resolve(rules, q, state, dice, explanation(explain));
        GameState after = state.apply(o.events());
        Referee.check(rules, o, after);
        JournalEntry e = journaled ? new JournalEntry(JournalEntry.Kind.REFEREE, q, dice.faces(), o.headline()) : null;
        return new Played(new Game(rules, start, plus(e), journaled, after), o, e);
    }

    /**
     * Moves the turn on to whoever acts next. The move past the scenario's last turn ends the game
     * ({@link #ended}); after it the turn moves on no more.
     *
     * @throws IllegalActionException the game has ended (since 0.12)
     */
    public Played advance(DiceSource source, boolean explain) throws IllegalActionException {
        return advance(source, explain, JournalEntry.By.HAND);
    }

    /** {@link #advance(DiceSource, boolean)}, asked for by {@code by} (a side playing itself moves its turn on). */
    public Played advance(DiceSource source, boolean explain, JournalEntry.By by) throws IllegalActionException {
        return advance(source, explain, by, List.of());
    }

    /**
     * {@link #advance(DiceSource, boolean, JournalEntry.By)} with the faces the AI threw deciding that its
     * actors do nothing more (its Actions-table dice), so that they are journaled too.
     */
    public Played advance(DiceSource source, boolean explain, JournalEntry.By by, List<Integer> aiFaces)
            throws IllegalActionException {
        refuseAfterEnd();
        Dice dice = new Dice(source);
        Outcome o = rules.turnStructure().advance(state, dice, explanation(explain));
        JournalEntry e = journaled ? new JournalEntry(JournalEntry.Kind.ADVANCE, null, dice.faces(), o.headline(), by,
                aiFaces) : null;
        return next(o, e);
    }

    /**
     * The game without its last entry. The first entry (the beginning) cannot
     * be undone.
     */
    public Game undo() throws ReplayException {
        if (!journaled) throw new IllegalStateException(NO_JOURNAL);
        if (size() <= 1) {
            throw new IllegalStateException("nothing to undo: the game has only begun");
        }
        List<JournalEntry> all = journal();
        return replay(rules, start, all.subList(0, all.size() - 1));
    }

    public boolean canUndo() {
        return journaled && size() > 1;
    }

    /**
     * Whether the game has ended: its turn structure has moved past the scenario's last turn
     * ({@link GameState#ended}). An ended game refuses every move but undo, and undoing the move that ended it
     * opens it again (since 0.12).
     */
    public boolean ended() {
        return state.ended();
    }

    public Ruleset rules() {
        return rules;
    }

    public GameState start() {
        return start;
    }

    public GameState state() {
        return state;
    }

    /**
     * The journal: every entry from the beginning, in order (an immutable list).
     *
     * @throws IllegalStateException the game keeps no journal ({@link #unjournaled})
     */
    public List<JournalEntry> journal() {
        if (!journaled) throw new IllegalStateException(NO_JOURNAL);
        List<JournalEntry> j = journal;
        if (j == null) {
            JournalEntry[] all = new JournalEntry[size()];
            for (Entries e = entries; e != null; e = e.before()) all[e.size() - 1] = e.last();
            journal = j = List.of(all);
        }
        return j;
    }

    private int size() {
        return entries == null ? 0 : entries.size();
    }

    private Entries plus(JournalEntry e) {
        if (!journaled) return null;
        return entries == null ? Entries.of(e) : entries.plus(e);
    }

    private static final String NO_JOURNAL = "this game keeps no journal (a bulk run's, Game.unjournaled):"
            + " it cannot be undone, replayed into or written to a file";

    /** The scenario's turns are played: nothing more is played on this table, whoever asks. */
    private void refuseAfterEnd() throws IllegalActionException {
        if (state.ended()) throw new IllegalActionException(null, state.ending());
    }

    private void checkTurn(ActionSpec spec, ActionRequest request) throws IllegalActionException {
        if (spec.timing() != Timing.IN_TURN) {
            return;
        }
        TurnState turn = state.turn();
        String actor = request.text(Requests.ACTOR);
        // An actor the game does not hold is Requests.check's to refuse, in its words.
        if (actor != null && state.actor(actor) != null && !turn.activation().includes(actor)) {
            throw new IllegalActionException(rules.turnStructure().rule(), state.actor(actor).name()
                    + " cannot " + spec.label().toLowerCase() + " now: it is " + turn.describe());
        }
        if (!spec.phases().isEmpty() && !spec.phases().contains(turn.phase())) {
            throw new IllegalActionException(rules.turnStructure().rule(), spec.label() + " is taken in the "
                    + spec.phases() + " phase, and this is the " + turn.phase() + " phase");
        }
    }

    private Played next(Outcome o, JournalEntry e) {
        return new Played(new Game(rules, start, plus(e), journaled, state.apply(o.events())), o, e);
    }

    private static Explanation explanation(boolean explain) {
        return explain ? Explanation.wanted() : Explanation.none();
    }
}
