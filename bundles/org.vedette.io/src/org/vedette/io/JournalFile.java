package org.vedette.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.ReplayException;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.internal.JournalCodec;
import org.vedette.io.internal.JournalStore;
import org.vedette.io.internal.Problems;
import org.vedette.io.internal.TextFiles;

/**
 * A game journal ({@value Formats#JOURNAL}) in JSON Lines: a header line with
 * the scenario as it was when the game began (inlined, so the game survives
 * later edits to the scenario file), its ruleset and the creation time; then
 * one line per {@link JournalEntry} with the time it was written.
 *
 * <p>What can go wrong, and what happens then:
 * <ul>
 * <li>A crash or a full disk while a line is written: each append writes one
 * whole line and forces it to the disk before returning, so at most the entry
 * being written is lost. Its torn remains — cut anywhere, even inside a UTF-8
 * character, even followed by a newline an editor added — load with a warning
 * naming the line; the next append {@linkplain #setAside sets them aside}
 * and writes in their place. A last entry that is whole but for its newline
 * is an entry: the next append adds the newline first.</li>
 * <li>Two writers (the workbench and the command line, or two commands):
 * every write takes the journal's lock (an OS file lock) and checks, under
 * it, that the file is still what its caller read ({@link Snapshot}); if not,
 * nothing is written ({@link JournalConflictException}).</li>
 * <li>A damaged line before the last: loading is an error at that line;
 * {@link #repair} keeps every entry that still replays and sets the rest
 * aside.</li>
 * <li>An entry altered by hand (a die face, a headline): {@link #replay}
 * recomputes every entry and warns, at its line, of each one whose recorded
 * headline is not what its request and dice give.</li>
 * </ul>
 */
public final class JournalFile {
    /** One entry as the journal holds it: the entry, when it was written, and its line in the file. */
    public record Logged(JournalEntry entry, Instant time, int line) {
        public Logged {
            Objects.requireNonNull(entry, "entry");
        }
    }

    /**
     * What the file held when it was read: its size and SHA-256, so that a
     * writer can tell it is unchanged, and where its whole lines end
     * ({@code wholeEnd}: a torn tail lies beyond), with {@code unended} when
     * the last entry lacks its newline.
     */
    public record Snapshot(long size, String digest, long wholeEnd, boolean unended) {
        public Snapshot {
            Objects.requireNonNull(digest, "digest");
            if (wholeEnd < 0 || wholeEnd > size) throw new IllegalArgumentException("wholeEnd outside the file");
        }
    }

    /** A loaded journal: the game's starting scenario, ruleset, creation time and entries, and the file read. */
    public record Journal(Scenario scenario, String ruleset, Instant created, List<Logged> logged,
            Snapshot snapshot) {
        public Journal {
            Objects.requireNonNull(scenario, "scenario");
            Objects.requireNonNull(ruleset, "ruleset");
            Objects.requireNonNull(snapshot, "snapshot");
            logged = List.copyOf(logged);
        }

        /** The entries alone, in order, for {@code Game.replay}. */
        public List<JournalEntry> entries() {
            return logged.stream().map(Logged::entry).toList();
        }
    }

    /** A journal replayed: the game, and a warning for each entry the file says other than its replay gives. */
    public record Replayed(Game game, List<Diagnostic> warnings) {
        public Replayed {
            Objects.requireNonNull(game, "game");
            warnings = List.copyOf(warnings);
        }
    }

    /**
     * What {@link #repair} did: the lines kept (1 is the header), each line
     * set aside with why, the file they were added to (null when none was),
     * and whether the journal was rewritten.
     */
    public record Repair(List<Integer> keptLines, List<Diagnostic> setAside, Path setAsideFile, boolean changed) {
        public Repair {
            keptLines = List.copyOf(keptLines);
            setAside = List.copyOf(setAside);
        }
    }

    private JournalFile() {
    }

    /**
     * Starts a journal file with its header line and first entry, written at
     * once ({@link AtomicWrite}). Refuses to replace an existing file: a
     * game's journal is never overwritten.
     */
    public static Journal create(Path file, Scenario scenario, JournalEntry first, Instant created)
            throws IOException {
        return JournalStore.DEFAULT.create(file, scenario, first, created);
    }

    /**
     * Appends one entry as one line and forces it to the disk, under the
     * journal's lock, after checking that the file is still as {@code read}
     * found it. A torn tail is first set aside ({@link #setAside}); a full disk
     * leaves the file as it was.
     *
     * @param read the journal as loaded from this file (or as the last write returned it)
     * @return the journal as the file now holds it, for the next write
     * @throws JournalConflictException when another program is writing the file or has changed it since;
     *         nothing was written
     */
    public static Journal append(Path file, Journal read, JournalEntry entry, Instant time) throws IOException {
        return JournalStore.DEFAULT.append(file, read, entry, time);
    }

    /**
     * Takes back a journal's last entry — what {@code vedette game undo} and
     * the workbench's Undo do. The file is cut, in place, just before that
     * entry's line (so without the entry, and without any torn line after it).
     * The lines kept are a prefix of the file and are never rewritten: the
     * cut is one truncation, after which the file is forced to the disk, so
     * the journal is whole at every moment. Cutting in place, unlike writing a
     * new file and renaming it, keeps what the user made of the file: a
     * symbolic link still leads to it, a hard link still shares it, its mode
     * and owner stay as they were. Like an append, the cut is made under the
     * journal's lock and only if the file is still as {@code journal} found it.
     *
     * @param journal the journal as loaded from this file; its last entry is the one taken back
     * @return the journal as the file now holds it
     * @throws IllegalArgumentException when the journal holds no entry after its beginning,
     *         which cannot be taken back
     * @throws JournalConflictException when another program is writing the file or has changed it since
     */
    public static Journal removeLast(Path file, Journal journal) throws IOException {
        return JournalStore.DEFAULT.removeLast(file, journal);
    }

    /**
     * Mends a damaged journal ({@code vedette game repair}): keeps the header
     * and every entry that reads and replays with the ruleset from
     * {@code catalog}, in order, and moves every other line, verbatim, to the
     * end of the {@linkplain #setAside set-aside file}, before rewriting the
     * journal atomically. A journal with nothing to mend is left as it is.
     *
     * @return what was kept and set aside; errors only when the header cannot be read
     *         (the game cannot be told, so nothing is touched)
     */
    public static ReadResult<Repair> repair(Path file, RulesetCatalog catalog) throws IOException {
        return JournalStore.DEFAULT.repair(file, catalog);
    }

    /** Where lines taken out of a journal go, never overwritten: beside it, {@code NAME.set-aside}. */
    public static Path setAside(Path file) {
        return file.resolveSibling(setAsideName(file.getFileName().toString()));
    }

    /** {@link #setAside}'s name for a journal named {@code fileName}. */
    public static String setAsideName(String fileName) {
        return fileName + ".set-aside";
    }

    /**
     * Replays a loaded journal, entry by entry, comparing each entry's
     * recorded headline with the one its request and dice give now (or an
     * earlier wording of it, see {@link #sameResult}): a difference means the file was altered (a die face, a headline) or the
     * ruleset changed, and is reported at the entry's line — the game goes
     * on from what the replay gives, never from what the file claims.
     *
     * @param fileName names the file in the warnings
     */
    public static Replayed replay(Journal journal, Ruleset rules, String fileName) throws ReplayException {
        Game game = Game.unbegun(rules, GameState.of(journal.scenario(), rules));
        List<Diagnostic> warnings = new ArrayList<>();
        for (Logged l : journal.logged()) {
            Game.Played p = game.replayNext(l.entry());
            String recorded = l.entry().headline();
            String now = p.entry().headline();
            if (!sameResult(recorded, now)) {
                warnings.add(new Diagnostic(fileName, l.line(), 1, Severity.WARNING, "the file records \""
                        + recorded + "\" here, but the entry's request and dice give \"" + now
                        + "\": the file was altered (or the ruleset changed); the game goes on from \"" + now
                        + "\""));
            }
            game = p.game();
        }
        return new Replayed(game, warnings);
    }

    /**
     * Whether a recorded headline says what the replay says. Headlines now
     * name who did what to whom and end with the result ("Capt Sharpe shoots
     * at Sgt Dubois with his rifle at 20\" (medium range): hits: wounded");
     * journals written before said only the result ("hits: wounded"), or, when
     * explained, a shorter form of the whole ("Capt Sharpe shoots at Sgt
     * Dubois with his rifle at medium range: hits: wounded"). Either earlier
     * wording is the same result, not an alteration: the recorded headline
     * (or what follows its first ": ") is the result the replay ends with or
     * states after a ": ", or the replay begins with the recorded headline. A
     * die face altered by hand changes the result, and so still shows. Since 0.4.
     */
    public static boolean sameResult(String recorded, String now) {
        if (recorded.equals(now)) return true;
        if (recorded.isEmpty()) return false;
        if (now.startsWith(recorded) || states(now, recorded)) return true;
        int colon = recorded.indexOf(": ");
        return colon > 0 && states(now, recorded.substring(colon + 2));
    }

    /** {@code now} gives {@code result} as its result: after a ": ", to its end or to a "; ". */
    private static boolean states(String now, String result) {
        if (result.isEmpty()) return false;
        String after = ": " + result;
        for (int i = now.indexOf(after); i >= 0; i = now.indexOf(after, i + 1)) {
            int end = i + after.length();
            if (end == now.length() || now.startsWith(";", end) || now.startsWith(":", end)
                    || now.startsWith(",", end) || now.startsWith(" (", end)) {
                return true;
            }
        }
        return false;
    }

    /** Loads a journal, checking its scenario against the ruleset from {@code catalog}. */
    public static ReadResult<Journal> load(Path file, RulesetCatalog catalog) {
        Problems problems = new Problems(file.toString());
        byte[] bytes = TextFiles.bytes(file, problems);
        return bytes == null ? ReadResult.of(null, problems.all()) : read(bytes, file.toString(), catalog);
    }

    /** @param fileName names the source in diagnostics */
    public static ReadResult<Journal> parse(String text, String fileName, RulesetCatalog catalog) {
        return read(text.getBytes(StandardCharsets.UTF_8), fileName, catalog);
    }

    private static ReadResult<Journal> read(byte[] bytes, String fileName, RulesetCatalog catalog) {
        Problems problems = new Problems(fileName);
        Journal j = TextFiles.guard(problems, () -> JournalCodec.read(bytes, problems, catalog));
        return ReadResult.of(j, problems.all());
    }
}
