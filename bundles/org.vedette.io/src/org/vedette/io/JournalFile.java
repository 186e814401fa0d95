package org.vedette.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.io.internal.JournalCodec;
import org.vedette.io.internal.Problems;
import org.vedette.io.internal.TextFiles;

/**
 * A game journal ({@value Formats#JOURNAL}) in JSON Lines: a header line with
 * the scenario as it was when the game began (inlined, so the game survives
 * later edits to the scenario file), its ruleset and the creation time; then
 * one line per {@link JournalEntry} with the time it was written.
 *
 * <p>Each append writes one whole line and forces it to the disk before
 * returning, so a crash loses at most the entry being written. Loading a
 * journal whose last line was cut off (a crash while writing) gives every
 * whole entry and a warning naming the line; a corrupt line before the last
 * is an error. The next append cuts such a torn tail off first, so the file
 * is whole lines again.
 */
public final class JournalFile {
    /** One entry as the journal holds it: the entry, when it was written, and its line in the file. */
    public record Logged(JournalEntry entry, Instant time, int line) {
        public Logged {
            Objects.requireNonNull(entry, "entry");
        }
    }

    /** A loaded journal: the game's starting scenario, ruleset, creation time and entries. */
    public record Journal(Scenario scenario, String ruleset, Instant created, List<Logged> logged) {
        public Journal {
            Objects.requireNonNull(scenario, "scenario");
            Objects.requireNonNull(ruleset, "ruleset");
            logged = List.copyOf(logged);
        }

        /** The entries alone, in order, for {@code Game.replay}. */
        public List<JournalEntry> entries() {
            return logged.stream().map(Logged::entry).toList();
        }
    }

    private JournalFile() {
    }

    /**
     * Starts a journal file with its header line. Refuses to replace an
     * existing file: a game's journal is never overwritten.
     */
    public static void create(Path file, Scenario scenario, Instant created) throws IOException {
        if (Files.exists(file)) {
            throw new FileAlreadyExistsException(file.toString(), null, "a journal is never overwritten");
        }
        AtomicWrite.write(file, JournalCodec.header(scenario, created) + "\n");
    }

    /** Appends one entry as one line and forces it to the disk. */
    public static void append(Path file, JournalEntry entry, Instant time) throws IOException {
        byte[] line = (JournalCodec.entry(entry, time) + "\n").getBytes(StandardCharsets.UTF_8);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long end = wholeLinesEnd(ch, file);
            if (end < ch.size()) {
                ch.truncate(end);
            }
            ByteBuffer buf = ByteBuffer.wrap(line);
            long pos = end;
            while (buf.hasRemaining()) {
                pos += ch.write(buf, pos);
            }
            ch.force(true);
        }
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
     * and owner stay as they were.
     *
     * @param journal the journal as loaded from this file; its last entry is the one taken back
     * @return the journal as the file now holds it
     * @throws IllegalArgumentException when the journal holds no entry after its beginning,
     *         which cannot be taken back
     */
    public static Journal removeLast(Path file, Journal journal) throws IOException {
        List<Logged> logged = journal.logged();
        if (logged.size() <= 1) {
            throw new IllegalArgumentException("nothing to undo in " + file.getFileName()
                    + ": the game has only begun");
        }
        int lastLine = logged.get(logged.size() - 1).line();
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long cut = lineStart(ch, lastLine);
            if (cut < 0) {
                throw new IOException(file + " has changed since it was read: it has fewer than " + lastLine
                        + " lines; it is unchanged");
            }
            ch.truncate(cut);
            ch.force(true);
        }
        return new Journal(journal.scenario(), journal.ruleset(), journal.created(),
                logged.subList(0, logged.size() - 1));
    }

    /** Where line {@code line} (1-based) begins: after the {@code line - 1}th newline; -1 when the file is shorter. */
    private static long lineStart(FileChannel ch, int line) throws IOException {
        if (line <= 1) return 0;
        int newlines = 0;
        ByteBuffer chunk = ByteBuffer.allocate(8192);
        long pos = 0;
        while (true) {
            chunk.clear();
            int n = ch.read(chunk, pos);
            if (n < 0) return -1;
            for (int i = 0; i < n; i++) {
                if (chunk.get(i) == '\n' && ++newlines == line - 1) return pos + i + 1;
            }
            pos += n;
        }
    }

    /** Where the last whole line ends: after the last newline. A torn tail lies beyond it. */
    private static long wholeLinesEnd(FileChannel ch, Path file) throws IOException {
        long size = ch.size();
        ByteBuffer chunk = ByteBuffer.allocate(8192);
        long pos = size;
        while (pos > 0) {
            int n = (int) Math.min(chunk.capacity(), pos);
            pos -= n;
            chunk.clear().limit(n);
            while (chunk.hasRemaining()) {
                if (ch.read(chunk, pos + chunk.position()) < 0) break;
            }
            for (int i = n - 1; i >= 0; i--) {
                if (chunk.get(i) == '\n') return pos + i + 1;
            }
        }
        throw new IOException(file + " has no whole header line: it is not a journal Vedette can add to");
    }

    /** Loads a journal, checking its scenario against the ruleset from {@code catalog}. */
    public static ReadResult<Journal> load(Path file, RulesetCatalog catalog) {
        Problems problems = new Problems(file.toString());
        String text = TextFiles.read(file, problems);
        return text == null ? ReadResult.of(null, problems.all()) : parse(text, file.toString(), catalog);
    }

    /** @param fileName names the source in diagnostics */
    public static ReadResult<Journal> parse(String text, String fileName, RulesetCatalog catalog) {
        Problems problems = new Problems(fileName);
        Journal j = TextFiles.guard(problems, () -> JournalCodec.read(text, problems, catalog));
        return ReadResult.of(j, problems.all());
    }
}
