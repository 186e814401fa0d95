package org.vedette.cli.command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.vedette.core.game.Game;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.ReplayException;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.IoErrors;
import org.vedette.io.JournalConflictException;
import org.vedette.io.JournalFile;
import org.vedette.io.OutcomeJson;
import org.vedette.io.ReadResult;

/**
 * A game on disk: its journal file (io's {@link JournalFile}). Loading is
 * replaying ({@link Game#replay}); each move appends one line, forced to the
 * disk, so a crash loses at most the move being written; undo cuts the
 * file, in place, just before its last entry.
 */
public final class GameFile {
    private final Path path;
    private final String name;
    private JournalFile.Journal journal;
    private final Game game;

    private GameFile(Path path, String name, JournalFile.Journal journal, Game game) {
        this.path = path;
        this.name = name;
        this.journal = journal;
        this.game = game;
    }

    /**
     * Loads and replays a game; warnings (a torn last line, an entry altered
     * by hand) go to stderr, errors stop the command.
     */
    public static GameFile load(String name, Rulesets rulesets, Console console) throws UsageException, CommandFailed {
        Path path = Inputs.existing(name);
        Catalog catalog = new Catalog(rulesets);
        ReadResult<JournalFile.Journal> read = JournalFile.load(path, catalog);
        catalog.requireNoneMissing(name);
        for (Diagnostic d : read.diagnostics()) console.err().println(d);
        if (!read.ok()) {
            // A damaged entry (not the header, which names the game) can be set aside.
            boolean header = read.errors().stream().anyMatch(d -> d.line() <= 1);
            throw new CommandFailed(name + " is not a game journal Vedette can read" + (header ? ""
                    : "; 'vedette game repair " + name + "' keeps every entry that replays and sets the rest aside"));
        }
        JournalFile.Journal journal = read.value();
        Ruleset rules = rulesets.require(journal.ruleset(), name + ": ");
        try {
            JournalFile.Replayed replayed = JournalFile.replay(journal, rules, name);
            for (Diagnostic d : replayed.warnings()) console.err().println(d);
            return new GameFile(path, name, journal, replayed.game());
        } catch (ReplayException e) {
            int line = e.entry() - 1 < journal.logged().size() ? journal.logged().get(e.entry() - 1).line() : 0;
            throw new CommandFailed(name + (line > 0 ? ":" + line : "") + ": the game no longer replays: "
                    + e.reason() + " (has the ruleset changed, or the file been edited? 'vedette game repair "
                    + name + "' keeps every entry that replays and sets the rest aside)");
        }
    }

    /** Starts a journal: header and the first (BEGIN) entry. An existing file is never replaced. */
    public static void create(Path path, String name, Game.Played begun, org.vedette.core.model.Scenario scenario)
            throws UsageException, CommandFailed {
        if (Files.exists(path)) {
            throw new UsageException(name + " already exists; a game's journal is never overwritten: choose another"
                    + " name, or delete it first");
        }
        Instant now = Instant.now();
        try {
            JournalFile.create(path, scenario, begun.entry(), now);
        } catch (IOException e) {
            throw new CommandFailed("cannot write " + name + ": " + IoErrors.reason(e));
        }
    }

    public Game game() {
        return game;
    }

    public JournalFile.Journal journal() {
        return journal;
    }

    public String name() {
        return name;
    }

    /**
     * Appends a move's entry, forced to the disk before this returns — only
     * if the file is still as it was loaded (another command or the workbench
     * may have moved the game on meanwhile).
     */
    public void append(JournalEntry entry) throws CommandFailed {
        try {
            journal = JournalFile.append(path, journal, entry, Instant.now());
        } catch (IOException e) {
            throw new CommandFailed("cannot add to " + name + ": " + IoErrors.reason(e) + "; the move was not recorded"
                    + (e instanceof JournalConflictException ? ": run the command again to play it on the game as it"
                            + " now stands" : ""));
        }
    }

    /** Appends a move to the journal and prints its outcome, as text or JSON, and where its dice came from. */
    public void record(Game.Played played, DiceChoice dice, boolean json, Console console) throws CommandFailed {
        append(played.entry());
        if (json) {
            console.out().print(OutcomeJson.toJson(played.outcome(), dice.unusedFaces()));
            if (!played.outcome().rolls().isEmpty()) console.err().println(dice.description());
        } else {
            OutcomeText.print(played.outcome(), console);
            if (!played.outcome().rolls().isEmpty()) console.say(dice.description());
        }
    }

    /**
     * Takes the journal's last entry (and any torn line after it) back with
     * io's {@link JournalFile#removeLast}, which cuts the file in place: the
     * file stays whole, and keeps its links, mode and owner.
     */
    public Game undo() throws CommandFailed {
        List<JournalFile.Logged> logged = journal.logged();
        if (logged.size() <= 1) {
            throw new CommandFailed("nothing to undo in " + name + ": the game has only begun");
        }
        Game before;
        try {
            before = game.undo();
        } catch (ReplayException e) {
            throw new CommandFailed(name + ": without its last entry the game does not replay: " + e.getMessage());
        }
        try {
            JournalFile.removeLast(path, journal);
        } catch (IOException e) {
            throw new CommandFailed("cannot rewrite " + name + ": " + IoErrors.reason(e) + "; it is unchanged");
        }
        return before;
    }
}
