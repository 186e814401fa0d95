package org.vedette.launcher;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;

/**
 * The throw-away bundle caches runs leave behind when they are killed
 * ({@code vedette-felix-*} in the temporary folder: 285 folders, 52 MB after
 * a day of testing). A live run holds the lock file inside its cache; a cache
 * whose lock can be taken belongs to no live run and is deleted.
 */
final class TemporaryCaches {
    static final String PREFIX = "vedette-felix-";
    static final String LOCK = "lock";
    /**
     * A cache without a lock file was made by an older Vedette, or is being
     * made this very moment (the lock file comes just after the folder): it is
     * left alone until it is this old.
     */
    static final Duration UNLOCKED_GRACE = Duration.ofMinutes(10);

    private TemporaryCaches() {
    }

    /** Deletes the caches under {@code parent} that no live run holds; never fails the run that sweeps. */
    static void sweep(Path parent) {
        try (DirectoryStream<Path> caches = Files.newDirectoryStream(parent, PREFIX + "*")) {
            for (Path cache : caches) {
                if (Files.isDirectory(cache, java.nio.file.LinkOption.NOFOLLOW_LINKS)) sweepOne(cache);
            }
        } catch (IOException | RuntimeException e) {
            // A temporary folder that cannot be listed: the sweep is a courtesy, the run goes on.
        }
    }

    private static void sweepOne(Path cache) {
        Path lockFile = cache.resolve(LOCK);
        if (!Files.exists(lockFile)) {
            try {
                Instant changed = Files.getLastModifiedTime(cache).toInstant();
                if (changed.isBefore(Instant.now().minus(UNLOCKED_GRACE))) deleteQuietly(cache);
            } catch (IOException e) {
                // Gone already, or not ours to read.
            }
            return;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) return; // another process runs with it
            try {
                deleteQuietly(cache);
            } finally {
                lock.release();
            }
        } catch (OverlappingFileLockException e) {
            // This very process holds it (a launcher embedded twice, or a test).
        } catch (NoSuchFileException e) {
            // Another run swept it first.
        } catch (IOException e) {
            // Not ours (another user's), or unreadable: leave it.
        }
    }

    static void deleteQuietly(Path dir) {
        try {
            BundleCache.delete(dir);
        } catch (IOException e) {
            // Another run deleting it too, or a file we may not remove: what is left is tried next time.
        }
    }
}
