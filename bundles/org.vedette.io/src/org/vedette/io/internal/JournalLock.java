package org.vedette.io.internal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

import org.vedette.io.JournalConflictException;

/**
 * The one writer of a journal: an OS file lock ({@link FileChannel#tryLock})
 * held while a journal is read, checked and written, so that the command line
 * and the workbench (or two commands) never write the same game at once.
 *
 * <p>The lock is taken on a hidden file beside the journal ({@code .NAME.lock}),
 * not on the journal itself, because repair replaces the journal by a rename
 * (undo and append write it in place): a lock on the old file would not
 * exclude a writer of the new one. It lies beside the file a symbolic link
 * leads to, where the journal is written. The lock file is left in place
 * (removing it would race with the next writer); it is empty. Where it cannot
 * be made (a folder one may not write in) the journal itself is locked —
 * there nothing can be renamed either, so only repair is refused.
 */
public final class JournalLock implements AutoCloseable {
    /** How long a writer waits for another to finish: longer than any append, short enough to answer. */
    public static final Duration PATIENCE = Duration.ofSeconds(3);
    private static final long POLL_MILLIS = 20;

    private final FileChannel channel;
    private final FileLock lock;

    private JournalLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock file of a journal: beside the file itself, whatever link names it. */
    public static Path lockFile(Path journal) throws IOException {
        Path real = Files.exists(journal) ? journal.toRealPath() : journal.toAbsolutePath().normalize();
        return real.resolveSibling("." + real.getFileName() + ".lock");
    }

    /**
     * Takes the lock, waiting up to {@code patience} for another writer.
     *
     * @throws JournalConflictException when another program holds it all that time
     */
    public static JournalLock acquire(Path journal, Duration patience) throws IOException {
        FileChannel channel = open(journal);
        try {
            long deadline = System.nanoTime() + patience.toNanos();
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) return new JournalLock(channel, lock);
                if (System.nanoTime() - deadline > 0) {
                    throw new JournalConflictException(journal.getFileName() + " is being written by another program"
                            + " (another 'vedette game' command or the workbench)");
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            channel.close();
            Thread.currentThread().interrupt();
            throw new JournalConflictException("interrupted while waiting for " + journal.getFileName());
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static FileChannel open(Path journal) throws IOException {
        try {
            return FileChannel.open(lockFile(journal), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (IOException lockFileRefused) {
            try {
                return FileChannel.open(journal, StandardOpenOption.WRITE);
            } catch (IOException journalRefused) {
                throw lockFileRefused;
            }
        }
    }

    /** Null when another holds it: another process, or another channel of this one (a second window). */
    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
