package org.vedette.io.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.ReplayException;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.AtomicWrite;
import org.vedette.io.Diagnostic;
import org.vedette.io.JournalConflictException;
import org.vedette.io.JournalFile;
import org.vedette.io.JournalFile.Journal;
import org.vedette.io.JournalFile.Logged;
import org.vedette.io.JournalFile.Snapshot;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;

/**
 * Writing journals: what {@link JournalFile} does, with the file channels it
 * writes through given, so that a test can hand it a disk that fills up or
 * refuses writes. Every write holds the journal's {@link JournalLock} and
 * first checks that the file is still what the caller read
 * ({@link Snapshot}): no write is ever made on a stale reading.
 */
public final class JournalStore {
    /** Opens file channels: the real file system, or in a test one that fails as disks do. */
    @FunctionalInterface
    public interface Channels {
        FileChannel open(Path file, OpenOption... options) throws IOException;
    }

    public static final JournalStore DEFAULT = new JournalStore(FileChannel::open, JournalLock.PATIENCE);

    private final Channels channels;
    private final Duration patience;

    public JournalStore(Channels channels, Duration patience) {
        this.channels = channels;
        this.patience = patience;
    }

    /** Writes header and first entry at once ({@link AtomicWrite}): a new journal is never half made. */
    public Journal create(Path file, Scenario scenario, JournalEntry first, Instant created) throws IOException {
        // The folders first, as any save makes them: the lock file lives there too.
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (JournalLock lock = JournalLock.acquire(file, patience)) {
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(file.toString(), null, "a journal is never overwritten");
            }
            byte[] bytes = (JournalCodec.header(scenario, created) + "\n" + JournalCodec.entry(first, created) + "\n")
                    .getBytes(StandardCharsets.UTF_8);
            AtomicWrite.write(file, out -> out.write(bytes));
            return new Journal(scenario, scenario.ruleset(), created, List.of(new Logged(first, created, 2)),
                    whole(bytes));
        }
    }

    public Journal append(Path file, Journal read, JournalEntry entry, Instant time) throws IOException {
        byte[] line = (JournalCodec.entry(entry, time) + "\n").getBytes(StandardCharsets.UTF_8);
        try (JournalLock lock = JournalLock.acquire(file, patience);
                FileChannel ch = channels.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            byte[] now = readAll(ch, file);
            Snapshot s = read.snapshot();
            requireUnchanged(file, s, now);
            int end = Math.toIntExact(s.wholeEnd());
            setAside(file, now, end);
            // A last entry whole but for its newline (a crash between the two) is kept: the newline comes first.
            byte[] added = s.unended() ? concat(new byte[] { '\n' }, line) : line;
            write(ch, end, added);
            int lineNo = JournalLines.newlines(now, end) + (s.unended() ? 1 : 0) + 1;
            List<Logged> logged = new ArrayList<>(read.logged());
            logged.add(new Logged(entry, time, lineNo));
            return new Journal(read.scenario(), read.ruleset(), read.created(), logged,
                    whole(concat(Arrays.copyOf(now, end), added)));
        }
    }

    /**
     * Takes back the last entry by cutting the file, in place, just before
     * that entry's line: one truncation, forced to the disk. The lines kept
     * are never rewritten, and the file stays the one the user has — through
     * its symbolic and hard links, with its mode and owner.
     */
    public Journal removeLast(Path file, Journal journal) throws IOException {
        List<Logged> logged = journal.logged();
        if (logged.size() <= 1) {
            throw new IllegalArgumentException("nothing to undo in " + file.getFileName()
                    + ": the game has only begun");
        }
        int lastLine = logged.get(logged.size() - 1).line();
        try (JournalLock lock = JournalLock.acquire(file, patience);
                FileChannel ch = channels.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            byte[] now = readAll(ch, file);
            requireUnchanged(file, journal.snapshot(), now);
            // The cut drops the entry and any torn tail after it; what is kept ends with a newline.
            int cut = JournalLines.lineStart(now, lastLine);
            if (cut < 0) {
                throw new IOException(file + " has changed since it was read: it has fewer than " + lastLine
                        + " lines; it is unchanged");
            }
            ch.truncate(cut);
            ch.force(true);
            return new Journal(journal.scenario(), journal.ruleset(), journal.created(),
                    logged.subList(0, logged.size() - 1), whole(Arrays.copyOf(now, cut)));
        }
    }

    /**
     * Keeps every entry that reads and replays, in order, and sets every other
     * line aside in the {@linkplain JournalFile#setAside set-aside file}
     * (appended to, never overwritten) before the journal is rewritten
     * atomically with the kept lines. Only a header that does not read stops
     * it: without the game's scenario no entry can be replayed.
     */
    public ReadResult<JournalFile.Repair> repair(Path file, RulesetCatalog catalog) throws IOException {
        try (JournalLock lock = JournalLock.acquire(file, patience)) {
            byte[] now = readAll(file);
            Problems problems = new Problems(file.toString());
            if (JournalCodec.tooManyLines(now, problems)) return ReadResult.of(null, problems.all());
            List<JournalLines.Line> lines = JournalLines.split(now);
            String first = lines.isEmpty() ? null : JournalLines.text(now, lines.get(0));
            if (first == null) {
                problems.error(Located.At.START, "line 1, the journal's header, is " + (lines.isEmpty()
                        ? "missing" : "not UTF-8 text") + ": the game cannot be told, so nothing can be kept");
                return ReadResult.of(null, problems.all());
            }
            JournalCodec.Start start = JournalCodec.start(first, problems, catalog);
            Ruleset rules = start.ruleset() == null ? null : catalog.find(start.ruleset()).orElse(null);
            if (problems.errorCount() > 0 || start.scenario() == null || rules == null) {
                if (problems.errorCount() == 0) {
                    problems.error(Located.At.START, "the journal's header does not name a game Vedette can play");
                }
                return ReadResult.of(null, problems.all());
            }
            Game game = Game.unbegun(rules, GameState.of(start.scenario(), rules));
            ByteArrays kept = new ByteArrays();
            ByteArrays removed = new ByteArrays();
            List<Integer> keptLines = new ArrayList<>(List.of(1));
            List<Diagnostic> setAside = new ArrayList<>();
            kept.line(now, lines.get(0));
            boolean tidied = !lines.get(0).ended();
            for (JournalLines.Line line : lines.subList(1, lines.size())) {
                if (JournalLines.blank(now, line)) {
                    tidied |= line.end() > line.start() || !line.ended();
                    continue;
                }
                String reason = null;
                String text = JournalLines.text(now, line);
                Problems entryProblems = new Problems(file.toString());
                Logged e = text == null ? null : JournalCodec.entry(text, line.number(), start.ruleset(), entryProblems);
                if (text == null) {
                    reason = "not UTF-8 text (cut off in the middle of a character?)";
                } else if (e == null) {
                    reason = entryProblems.all().isEmpty() ? "not a journal entry" : entryProblems.all().get(0).message();
                } else {
                    try {
                        game = game.replayNext(e.entry()).game();
                    } catch (ReplayException ex) {
                        reason = "does not replay: " + ex.reason();
                    }
                }
                if (reason == null) {
                    kept.line(now, line);
                    keptLines.add(line.number());
                    tidied |= !line.ended();
                } else {
                    removed.line(now, line);
                    setAside.add(new Diagnostic(file.toString(), line.number(), 1, org.vedette.io.Severity.WARNING,
                            "set aside: " + reason));
                }
            }
            Path aside = JournalFile.setAside(file);
            if (!setAside.isEmpty()) appendForced(aside, removed.bytes());
            if (!setAside.isEmpty() || tidied) AtomicWrite.write(file, out -> out.write(kept.bytes()));
            return ReadResult.of(new JournalFile.Repair(keptLines, setAside, setAside.isEmpty() ? null : aside,
                    !setAside.isEmpty() || tidied), List.of());
        }
    }

    /** The journal's lines that are set aside, with a newline each, added to the end of the set-aside file. */
    private void setAside(Path file, byte[] now, int end) throws IOException {
        if (JournalLines.blank(now, end, now.length)) return;
        byte[] tail = Arrays.copyOfRange(now, end, now.length);
        appendForced(JournalFile.setAside(file), now[now.length - 1] == '\n' ? tail : concat(tail, new byte[] { '\n' }));
    }

    private void appendForced(Path file, byte[] bytes) throws IOException {
        try (FileChannel ch = channels.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) ch.write(buf);
            ch.force(true);
        }
    }

    /**
     * Writes {@code bytes} at {@code at}, cutting off what lies beyond, and
     * forces them to the disk. When the disk is full part of them may have
     * been written: they are cut off again, so the file ends with whole lines.
     */
    private static void write(FileChannel ch, long at, byte[] bytes) throws IOException {
        try {
            if (at < ch.size()) ch.truncate(at);
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            long pos = at;
            while (buf.hasRemaining()) pos += ch.write(buf, pos);
            ch.force(true);
        } catch (IOException e) {
            try {
                ch.truncate(at);
                ch.force(true);
            } catch (IOException again) {
                e.addSuppressed(again);
            }
            throw e;
        }
    }

    private static void requireUnchanged(Path file, Snapshot s, byte[] now) throws JournalConflictException {
        if (now.length != s.size() || !JournalLines.digest(now).equals(s.digest())) {
            throw new JournalConflictException(file.getFileName() + " was changed by another program since it was"
                    + " read (another 'vedette game' command or the workbench)");
        }
    }

    private static Snapshot whole(byte[] bytes) {
        return new Snapshot(bytes.length, JournalLines.digest(bytes), bytes.length, false);
    }

    private byte[] readAll(Path file) throws IOException {
        // Checked before opening: opening a named pipe for reading blocks until a writer comes.
        if (!Files.isRegularFile(file) && Files.exists(file)) {
            throw new IOException(file.getFileName() + " is not a regular file (a named pipe, device or socket):"
                    + " it is not a journal Vedette wrote");
        }
        try (FileChannel ch = channels.open(file, StandardOpenOption.READ)) {
            return readAll(ch, file);
        }
    }

    private static byte[] readAll(FileChannel ch, Path file) throws IOException {
        long size = ch.size();
        if (size > Limits.MAX_BYTES) {
            throw new IOException(file.getFileName() + " is larger than " + (Limits.MAX_BYTES >> 20)
                    + " MB: it is not a journal Vedette wrote");
        }
        ByteBuffer buf = ByteBuffer.allocate((int) size);
        while (buf.hasRemaining() && ch.read(buf, buf.position()) >= 0) {
            // read on until full
        }
        return Arrays.copyOf(buf.array(), buf.position());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    /** Lines gathered verbatim, each ending with a newline. */
    private static final class ByteArrays {
        private final java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();

        void line(byte[] bytes, JournalLines.Line line) {
            out.write(bytes, line.start(), line.end() - line.start());
            out.write('\n');
        }

        byte[] bytes() {
            return out.toByteArray();
        }
    }
}
