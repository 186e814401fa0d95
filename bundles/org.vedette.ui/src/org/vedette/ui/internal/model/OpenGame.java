package org.vedette.ui.internal.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;

import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.ReplayException;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
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
 * disk before the game shown moves on; Undo rewrites the file atomically
 * without its last entry ({@link JournalFile#removeLast}). One game at a
 * time, used on the UI thread; the parts that listen are told of each change.
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

    /** The journal as the file holds it: each entry with its line and time. */
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
     * Begins a game from a scenario as {@code vedette game new} does: the
     * scenario is read and checked, the turn structure begins with these dice
     * (dicing for order, shuffling), and the journal is created — header and
     * first entry — then opened. An existing file is never replaced.
     */
    public Game.Played begin(Path scenarioFile, Path gameFile, RulesetCatalog rulesets, DiceSource dice)
            throws GameFileException {
        String name = gameFile.getFileName().toString();
        if (Files.exists(gameFile)) {
            throw new GameFileException(name + " already exists; a game's journal is never overwritten: choose"
                    + " another name", null);
        }
        ReadResult<Scenario> read = ScenarioFiles.read(scenarioFile, rulesets);
        if (!read.ok()) {
            throw new GameFileException(scenarioFile.getFileName() + " is not a valid scenario (" + first(read)
                    + "); no game was begun", null);
        }
        Scenario scenario = read.value();
        Ruleset rules = ruleset(rulesets, scenario.ruleset(), scenarioFile);
        Game.Played begun;
        try {
            begun = Game.begin(rules, GameState.of(scenario, rules), dice, true);
        } catch (IllegalArgumentException | IllegalStateException | DiceException e) {
            throw new GameFileException(scenarioFile.getFileName() + ": the game cannot begin: " + e.getMessage(), e);
        }
        Instant now = Instant.now();
        try {
            JournalFile.create(gameFile, scenario, begun.entry(), now);
        } catch (IOException e) {
            throw new GameFileException("cannot write " + name + ": " + e.getMessage(), e);
        }
        open(gameFile, rulesets);
        return begun;
    }

    /**
     * Opens a game: the journal is read and replayed. A journal cut off in
     * its last line opens up to its last whole entry, with the warning in
     * {@link #warnings()}; one that cannot be read or replayed is refused
     * and the game open before stays open.
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
        warnings = java.util.stream.Stream.concat(read.warnings().stream(), altered.stream()).toList();
        listeners.fire();
    }

    /**
     * Resolves an action in the game and appends it to the journal. A refusal
     * (the rules, or the turn) changes nothing, in the game or the file.
     */
    public Game.Played act(ActionRequest request, DiceSource dice) throws IllegalActionException, GameFileException {
        Game.Played played = require().act(request, dice, true);
        record(played);
        return played;
    }

    /** Moves the turn on (next phase, side, figure or card) and appends it to the journal. */
    public Game.Played advance(DiceSource dice) throws GameFileException {
        Game.Played played;
        try {
            played = require().advance(dice, true);
        } catch (IllegalStateException e) {
            throw new GameFileException("the turn cannot move on: " + e.getMessage(), e);
        }
        record(played);
        return played;
    }

    /** Takes back the last move: the game without it, and the file rewritten without its line. */
    public JournalEntry undo() throws GameFileException {
        Game g = require();
        if (!g.canUndo()) {
            throw new GameFileException("nothing to undo in " + file.getFileName() + ": the game has only begun", null);
        }
        JournalEntry last = g.journal().get(g.journal().size() - 1);
        Game before;
        try {
            before = g.undo();
        } catch (ReplayException e) {
            throw new GameFileException(file.getFileName() + ": without its last entry the game does not replay: "
                    + e.getMessage(), e);
        }
        try {
            journal = JournalFile.removeLast(file, journal);
        } catch (IOException | IllegalArgumentException e) {
            throw new GameFileException("cannot rewrite " + file.getFileName() + ": " + e.getMessage()
                    + "; it is unchanged", e);
        }
        game = before;
        warnings = altered;
        listeners.fire();
        return last;
    }

    /** Closes the game; the file stays as it is. */
    public void close() {
        if (game == null) return;
        file = null;
        catalog = null;
        journal = null;
        game = null;
        warnings = List.of();
        altered = List.of();
        listeners.fire();
    }

    /**
     * "move {actor=sharpe, …}", "begin", "next" — an entry as a list of the
     * journal shows it; the inputs of an action whose ruleset conceals them
     * (OHFA's secret allocations) show as {@code {concealed}}, as in
     * {@code vedette game show}.
     */
    public static String describe(Ruleset rules, JournalEntry entry) {
        return switch (entry.kind()) {
            case BEGIN -> "begin";
            case ADVANCE -> "next";
            case ACT -> entry.request().action() + " " + (rules.concealsInputs(entry.request().action())
                    ? "{concealed}" : entry.request().inputs());
        };
    }

    /**
     * Appends a move, forced to the disk, only if the file is still as it was
     * read: one changed meanwhile by another program (the command line) is
     * replayed as it now stands instead of being added to blindly.
     */
    private void record(Game.Played played) throws GameFileException {
        try {
            journal = JournalFile.append(file, journal, played.entry(), Instant.now());
        } catch (JournalConflictException e) {
            Path p = file;
            open(p, catalog);
            throw new GameFileException(p.getFileName() + " was changed by another program while it was open here;"
                    + " the game is now as the file has it and the move was not recorded", e);
        } catch (IOException e) {
            throw new GameFileException("cannot add to " + file.getFileName() + ": " + e.getMessage()
                    + "; the move was not recorded", e);
        }
        game = played.game();
        warnings = altered;
        listeners.fire();
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
