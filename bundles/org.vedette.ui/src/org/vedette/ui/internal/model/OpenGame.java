package org.vedette.ui.internal.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.stream.Stream;

import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.ReplayException;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.IoErrors;
import org.vedette.io.JournalConflictException;
import org.vedette.io.JournalFile;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;

/**
 * The game the workbench plays: a journal file, read and written with io's
 * {@link JournalFile}, and the core {@link Game} its replay gives — the same
 * two {@code vedette game} uses, so a game begun here goes on at the command
 * line and back. Each move is appended to the file as one line forced to the
 * disk before the game shown moves on; Undo cuts the file's last entry off,
 * in place ({@link JournalFile#removeLast}). Every write takes the journal's
 * lock and is made only on the file as this game last read or wrote it
 * ({@link #journal()}): a file another program changed meanwhile is opened
 * again as it stands, and the move in hand is not made. One game at a time,
 * used on the UI thread; the parts that listen are told of each change.
 */
public final class OpenGame {
    /** A game file cannot be begun, read, replayed or written: the message says which file and why. */
    public static final class GameFileException extends Exception {
        private static final long serialVersionUID = 1L;

        GameFileException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Listeners listeners;
    private Path file;
    private RulesetCatalog catalog;
    private JournalFile.Journal journal;
    private Game game;
    private List<Diagnostic> warnings = List.of();
    /** The entries the file records other than their replay gives: altered by hand. */
    private List<Diagnostic> altered = List.of();
    /** Moves taken back by Undo, the last first, as the file recorded them: what Redo makes again. */
    private final Deque<JournalEntry> undone = new ArrayDeque<>();

    public OpenGame(Executor notify) {
        this.listeners = new Listeners(notify);
    }

    public boolean isOpen() {
        return game != null;
    }

    /** The journal file, or null when no game is open. */
    public Path file() {
        return file;
    }

    public Game game() {
        return game;
    }

    public Ruleset rules() {
        return game == null ? null : game.rules();
    }

    public GameState state() {
        return game == null ? null : game.state();
    }

    /**
     * The journal as the file holds it: each entry with its line and time, as
     * the file words it (a replayed game's own entries may word headlines
     * otherwise), and the file's bytes as read, which every write checks.
     */
    public JournalFile.Journal journal() {
        return journal;
    }

    /**
     * What reading the file warned of (a last line cut off by a crash, an
     * entry altered by hand); empty when it read cleanly.
     */
    public List<Diagnostic> warnings() {
        return warnings;
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /**
     * Begins a game from a scenario ({@link #prepare}: read and checked) as
     * {@code vedette game new} does: the turn structure begins with these dice
     * (dicing for order, shuffling), and the journal is created — header and
     * first entry — then opened. An existing file is never replaced.
     */
    public Game.Played begin(Beginning beginning, Path gameFile, RulesetCatalog rulesets, DiceSource dice)
            throws GameFileException {
        String name = gameFile.getFileName().toString();
        if (Files.exists(gameFile)) {
            throw new GameFileException(name + " already exists; a game's journal is never overwritten: choose"
                    + " another name", null);
        }
        Game.Played begun;
        try {
            begun = Game.begin(beginning.rules(), beginning.start(), dice, true);
        } catch (IllegalArgumentException | IllegalStateException | DiceException e) {
            throw new GameFileException(beginning.scenarioFile().getFileName() + ": the game cannot begin: "
                    + e.getMessage(), e);
        }
        Instant now = Instant.now();
        try {
            JournalFile.create(gameFile, beginning.scenario(), begun.entry(), now);
        } catch (IOException e) {
            throw new GameFileException("cannot write " + name + ": " + IoErrors.reason(e), e);
        }
        open(gameFile, rulesets);
        return begun;
    }

    /**
     * A scenario read and checked, and its ruleset, ready to begin a game:
     * read once for both the dice form's trial and the beginning itself.
     */
    public record Beginning(Path scenarioFile, Scenario scenario, Ruleset rules, GameState start) {
        /** The beginning with the referee's house rules under the scenario's own options ({@link HouseRules}). */
        public Beginning withHouseRules(Map<String, Object> houseRules) {
            if (houseRules.isEmpty()) return this;
            Scenario s = HouseRules.under(scenario, houseRules);
            return new Beginning(scenarioFile, s, rules, GameState.of(s, rules));
        }

        /**
         * The beginning tried with some dice, changing nothing: what the dice
         * form asks physical dice for before New Game.
         */
        public DiceDraft.Trial trial() {
            return dice -> {
                try {
                    Game.begin(rules, start, dice, false);
                } catch (IllegalArgumentException | IllegalStateException e) {
                    throw new IllegalActionException(null, "the game cannot begin: " + e.getMessage());
                }
            };
        }
    }

    /** Reads and checks a scenario and finds its ruleset, for {@link #begin}. */
    public static Beginning prepare(Path scenarioFile, RulesetCatalog rulesets) throws GameFileException {
        Scenario scenario = scenario(scenarioFile, rulesets);
        Ruleset rules = ruleset(rulesets, scenario.ruleset(), scenarioFile);
        return new Beginning(scenarioFile, scenario, rules, GameState.of(scenario, rules));
    }

    /** This action in the game as it stands, tried with some dice; nothing changes. */
    public DiceDraft.Trial actTrial(ActionRequest request) throws GameFileException {
        Game g = require();
        return dice -> g.act(request, dice, false);
    }

    /** The turn moving on, tried with some dice; nothing changes. */
    public DiceDraft.Trial advanceTrial() throws GameFileException {
        return advanceTrial(require());
    }

    private static DiceDraft.Trial advanceTrial(Game g) {
        return dice -> {
            try {
                g.advance(dice, false);
            } catch (IllegalStateException e) {
                throw new IllegalActionException(null, "the turn cannot move on: " + e.getMessage());
            }
        };
    }

    /**
     * Opens a game: the journal is read and replayed. A journal cut off in
     * its last line opens up to its last whole entry, with the warning in
     * {@link #warnings()}, as does each entry whose recorded headline is not
     * what its request and dice give (altered by hand); one that cannot be
     * read or replayed is refused and the game open before stays open.
     */
    public void open(Path gameFile, RulesetCatalog rulesets) throws GameFileException {
        Path p = gameFile.toAbsolutePath().normalize();
        String name = p.getFileName().toString();
        ReadResult<JournalFile.Journal> read = JournalFile.load(p, rulesets);
        if (!read.ok()) {
            throw new GameFileException(name + " is not a game journal Vedette can read: " + first(read), null);
        }
        JournalFile.Journal j = read.value();
        Ruleset rules = ruleset(rulesets, j.ruleset(), p);
        JournalFile.Replayed g;
        try {
            g = JournalFile.replay(j, rules, name);
        } catch (ReplayException e) {
            int line = e.entry() - 1 < j.logged().size() ? j.logged().get(e.entry() - 1).line() : 0;
            throw new GameFileException(name + (line > 0 ? ", line " + line : "") + ": the game no longer replays: "
                    + e.getMessage() + " (has the ruleset changed?)", e);
        }
        file = p;
        catalog = rulesets;
        journal = j;
        game = g.game();
        altered = g.warnings();
        warnings = Stream.concat(read.warnings().stream(), altered.stream()).toList();
        undone.clear();
        listeners.fire();
    }

    /**
     * Resolves an action in the game and appends it to the journal. A refusal
     * (the rules, or the turn) changes nothing, in the game or the file.
     */
    public Game.Played act(ActionRequest request, DiceSource dice) throws IllegalActionException, GameFileException {
        Game.Played played = require().act(request, dice, true);
        record(played);
        undone.clear();
        return played;
    }

    /**
     * Records a move already played on the game as it stands — the NPC AI's,
     * worked out off the UI thread — appended to the journal as {@link #act}
     * appends a move.
     *
     * @throws GameFileException the game has moved on (or closed) since it was played, or the file cannot be written
     */
    public void take(Game.Played played) throws GameFileException {
        List<JournalEntry> now = require().journal();
        List<JournalEntry> then = played.game().journal();
        if (then.size() != now.size() + 1 || !then.subList(0, now.size()).equals(now)) {
            throw new GameFileException(file.getFileName() + " has moved on since the move was worked out ("
                    + played.entry().headline() + "); it was not recorded", null);
        }
        record(played);
        undone.clear();
    }

    /**
     * The referee's hand ({@code Game.referee}): a hit, a status, a mark, an
     * actor added or removed, appended to the journal as the referee's. What
     * the ruleset does not allow changes nothing, in the game or the file.
     */
    public Game.Played referee(ActionRequest request, DiceSource dice) throws IllegalActionException, GameFileException {
        Game.Played played = require().referee(request, dice, true);
        record(played);
        undone.clear();
        return played;
    }

    /** The referee's action in the game as it stands, tried with some dice; nothing changes. */
    public DiceDraft.Trial refereeTrial(ActionRequest request) throws GameFileException {
        Game g = require();
        return dice -> g.referee(request, dice, false);
    }

    /** Moves the turn on (next phase, side, figure or card) and appends it to the journal. */
    public Game.Played advance(DiceSource dice) throws GameFileException {
        Game.Played played;
        try {
            played = require().advance(dice, true);
        } catch (IllegalStateException | IllegalActionException e) {
            // An ended game moves on no more (Game.ended): said as any other turn that cannot move on.
            throw new GameFileException("the turn cannot move on: " + e.getMessage(), e);
        }
        record(played);
        undone.clear();
        return played;
    }

    /** Takes back the last move: the game without it, and the file cut, in place, before its line. */
    public JournalEntry undo() throws GameFileException {
        Game g = require();
        if (!g.canUndo()) {
            throw new GameFileException("nothing to undo in " + file.getFileName() + ": the game has only begun", null);
        }
        JournalEntry last = g.journal().get(g.journal().size() - 1);
        JournalFile.Logged logged = journal.logged().get(journal.logged().size() - 1);
        Game before;
        try {
            before = g.undo();
        } catch (ReplayException e) {
            throw new GameFileException(file.getFileName() + ": without its last entry the game does not replay: "
                    + e.getMessage(), e);
        }
        try {
            cutLast();
        } catch (JournalConflictException e) {
            throw changedElsewhere(e, "the move was not taken back");
        } catch (IOException e) {
            throw new GameFileException("cannot rewrite " + file.getFileName() + ": " + IoErrors.reason(e)
                    + "; it is unchanged", e);
        } catch (IllegalArgumentException e) {
            throw new GameFileException(e.getMessage() + "; " + file.getFileName() + " is unchanged", e);
        }
        game = before;
        // The entry as the file recorded it, with its faces: Redo throws them again.
        undone.push(logged.entry());
        listeners.fire();
        return last;
    }

    /** Whether a move taken back can be made again (nothing was played since). */
    public boolean canRedo() {
        return game != null && !undone.isEmpty();
    }

    /** The move Redo would make again, or null. */
    public JournalEntry redoable() {
        return canRedo() ? undone.peek() : null;
    }

    /**
     * Makes the last move taken back again: the same request, or Next, with
     * the same faces — so the game and the journal are as before the Undo.
     */
    public Game.Played redo() throws IllegalActionException, GameFileException {
        if (!canRedo()) throw new GameFileException("there is no move to redo", null);
        JournalEntry entry = undone.peek();
        Game.Played played = replay(require(), entry, ScriptedDice.of(entry.faces()));
        record(played);
        undone.pop();
        return played;
    }

    /**
     * Whether the last move's dice can be corrected: a move or Next after the
     * beginning (the beginning is corrected by beginning again).
     */
    public boolean canCorrect() {
        return game != null && game.canUndo();
    }

    /** The last move, as the file recorded it; null when nothing can be corrected. */
    public JournalEntry lastMove() {
        return canCorrect() ? journal.logged().get(journal.logged().size() - 1).entry() : null;
    }

    /** The last move again on the game before it, tried with other dice; nothing changes. */
    public DiceDraft.Trial correctionTrial() throws GameFileException {
        JournalEntry last = requireLastMove();
        Game before = before(require());
        return switch (last.kind()) {
            case ACT -> dice -> before.act(last.request(), dice, false);
            case REFEREE -> dice -> before.referee(last.request(), dice, false);
            case ADVANCE -> advanceTrial(before);
            case BEGIN -> throw new IllegalStateException("the beginning is not a move");
        };
    }

    /**
     * Replaces the last move with the same move thrown with corrected faces
     * — a die typed wrongly — in the game and in the file: the entry is cut
     * from the journal and the corrected one appended. Should the append
     * fail, the move as it was is put back — unless another program has
     * written the file in between, which is then opened as it stands.
     */
    public Game.Played correctLast(DiceSource corrected) throws IllegalActionException, GameFileException {
        JournalEntry last = requireLastMove();
        JournalFile.Logged logged = journal.logged().get(journal.logged().size() - 1);
        Game before = before(require());
        Game.Played played = replay(before, last, corrected);
        JournalFile.Journal kept;
        try {
            kept = cutLast();
        } catch (JournalConflictException e) {
            throw changedElsewhere(e, "the correction was not made");
        } catch (IOException e) {
            throw new GameFileException("cannot correct " + file.getFileName() + ": " + IoErrors.reason(e)
                    + "; it is unchanged", e);
        }
        game = before;
        try {
            record(played);
        } catch (GameFileException e) {
            // Put the move as it was back, so a failed correction loses nothing; only on the file as cut, never
            // on top of another program's move (then the game is already as the file has it).
            try {
                JournalFile.append(file, kept, last, logged.time());
                open(file, catalog);
            } catch (IOException | GameFileException again) {
                e.addSuppressed(again);
            }
            throw e;
        }
        undone.clear();
        return played;
    }

    /** The state after the first {@code entries} entries of the journal: the game as it was then. */
    public GameState stateAfter(int entries) throws GameFileException {
        Game g = require();
        if (entries < 1 || entries > g.journal().size()) {
            throw new IllegalArgumentException("the journal has " + g.journal().size() + " entries, not " + entries);
        }
        if (entries == g.journal().size()) return g.state();
        try {
            return Game.replay(g.rules(), g.start(), g.journal().subList(0, entries)).state();
        } catch (ReplayException e) {
            throw new GameFileException(file.getFileName() + ": the game does not replay to entry " + entries
                    + ": " + e.getMessage(), e);
        }
    }

    private JournalEntry requireLastMove() throws GameFileException {
        JournalEntry last = lastMove();
        if (last == null) throw new GameFileException("there is no move to correct: the game has only begun", null);
        return last;
    }

    private Game before(Game g) throws GameFileException {
        try {
            return g.undo();
        } catch (ReplayException e) {
            throw new GameFileException(file.getFileName() + ": without its last entry the game does not replay: "
                    + e.getMessage(), e);
        }
    }

    /** A recorded move made again on {@code g} with these dice, every face used. */
    private static Game.Played replay(Game g, JournalEntry entry, DiceSource dice)
            throws IllegalActionException, GameFileException {
        Game.Played played = switch (entry.kind()) {
            case ACT -> g.act(entry.request(), dice, true);
            case REFEREE -> g.referee(entry.request(), dice, true);
            case ADVANCE -> {
                try {
                    yield g.advance(dice, true);
                } catch (IllegalStateException e) {
                    throw new GameFileException("the turn cannot move on: " + e.getMessage(), e);
                }
            }
            case BEGIN -> throw new GameFileException("the beginning of a game is not made again", null);
        };
        if (dice instanceof ScriptedDice s && s.remaining() > 0) {
            throw new GameFileException(s.remaining() + (s.remaining() == 1 ? " face was" : " faces were")
                    + " not needed by the move; it was not made", null);
        }
        return played;
    }

    /** Closes the game; the file stays as it is. */
    public void close() {
        if (game == null) return;
        file = null;
        catalog = null;
        journal = null;
        game = null;
        warnings = List.of();
        undone.clear();
        listeners.fire();
    }

    /**
     * Appends a move, forced to the disk. The file is the truth: the move is
     * added only if the file still holds, byte for byte, what this game last
     * read or wrote ({@link JournalFile#append} checks under the journal's
     * lock); one changed meanwhile by another program (the command line, an
     * editor) is opened as it now stands and the move is not added to it
     * blindly — and the referee is told it was not recorded, which is then
     * true.
     *
     * <p>The file is compared with the journal as the file had it, never with
     * the game's own entries: a game replayed (on opening, or by Undo)
     * rebuilds its entries, and a journal written before headlines named who
     * did what to whom holds shorter ones, so the game's entries need not
     * equal the file's word for word although they are the same moves.
     */
    private void record(Game.Played played) throws GameFileException {
        try {
            journal = JournalFile.append(file, journal, played.entry(), Instant.now());
        } catch (JournalConflictException e) {
            throw changedElsewhere(e, "this move was not recorded");
        } catch (IOException e) {
            throw new GameFileException("cannot add to " + file.getFileName() + ": " + IoErrors.reason(e)
                    + "; the move was not recorded", e);
        }
        game = played.game();
        warnings = altered;
        listeners.fire();
    }

    /**
     * Cuts the journal's last entry off the file; the warnings of altered
     * entries keep to the lines that are left.
     *
     * @return the journal as the file now holds it
     */
    private JournalFile.Journal cutLast() throws IOException {
        int line = journal.logged().get(journal.logged().size() - 1).line();
        journal = JournalFile.removeLast(file, journal);
        altered = altered.stream().filter(d -> d.line() < line).toList();
        warnings = altered;
        return journal;
    }

    /**
     * A write refused because another program has the file: when it changed
     * the file, the game is opened again as the file has it (one that no
     * longer opens leaves the game as it was, and says why); when it was only
     * writing it (the file is as this game knows it), nothing changes here.
     *
     * @param notDone what was not done, for the message
     */
    private GameFileException changedElsewhere(JournalConflictException e, String notDone) {
        Path p = file;
        ReadResult<JournalFile.Journal> now = JournalFile.load(p, catalog);
        if (now.ok() && now.value().snapshot().size() == journal.snapshot().size()
                && now.value().snapshot().digest().equals(journal.snapshot().digest())) {
            return new GameFileException(e.getMessage() + "; " + notDone + ": try again", e);
        }
        String changed = p.getFileName() + " was changed by another program while it was open here; " + notDone;
        try {
            open(p, catalog);
        } catch (GameFileException unreadable) {
            return new GameFileException(changed + ", and it no longer opens: " + unreadable.getMessage(), e);
        }
        return new GameFileException(changed + ", and the game is now as the file has it", e);
    }

    private Game require() throws GameFileException {
        if (game == null) throw new GameFileException("no game is open", null);
        return game;
    }

    private static Ruleset ruleset(RulesetCatalog rulesets, String id, Path file) throws GameFileException {
        return rulesets.find(id).orElseThrow(() -> new GameFileException(file.getFileName() + " is played with"
                + " ruleset '" + id + "', which is not installed" + (rulesets.ids().isEmpty() ? ""
                        : " (installed: " + String.join(", ", rulesets.ids()) + ")"), null));
    }

    private static Scenario scenario(Path scenarioFile, RulesetCatalog rulesets) throws GameFileException {
        ReadResult<Scenario> read = ScenarioFiles.read(scenarioFile, rulesets);
        if (!read.ok()) {
            throw new GameFileException(scenarioFile.getFileName() + " is not a valid scenario (" + first(read)
                    + "); no game was begun", null);
        }
        return read.value();
    }

    private static String first(ReadResult<?> read) {
        Diagnostic d = read.errors().isEmpty() ? null : read.errors().get(0);
        if (d == null) return "it cannot be read";
        return (d.line() > 0 ? "line " + d.line() + ": " : "") + d.message()
                + (read.errors().size() > 1 ? " (and " + (read.errors().size() - 1) + " more; see Problems)" : "");
    }

    @Override
    public String toString() {
        return "OpenGame[" + Objects.toString(file, "none") + "]";
    }
}
