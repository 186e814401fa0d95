package org.vedette.launcher;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Felix's persistent bundle cache, kept between runs so a warm start skips
 * installing and starting the bundles one by one. It is thrown away when the
 * bundle folder's fingerprint changes. One process uses it at a time (a file
 * lock); a second, concurrent run gets a throw-away cache of its own, slower
 * but correct.
 *
 * <p>A throw-away cache ({@code vedette-felix-*} in the temporary folder) is
 * deleted when the run ends; a run that is killed cannot, so each one holds a
 * lock inside its cache while it runs, and every new throw-away cache first
 * deletes the ones whose lock it can take: their run is over.
 */
final class BundleCache implements AutoCloseable {
    private final Path storage;
    private final boolean warm;
    private final Path stamp;
    private final String fingerprint;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final boolean temporary;

    private BundleCache(Path storage, boolean warm, Path stamp, String fingerprint, FileChannel lockChannel,
            FileLock lock, boolean temporary) {
        this.storage = storage;
        this.warm = warm;
        this.stamp = stamp;
        this.fingerprint = fingerprint;
        this.lockChannel = lockChannel;
        this.lock = lock;
        this.temporary = temporary;
    }

    static BundleCache open(Path root, String fingerprint) throws LaunchException {
        return open(root, fingerprint, Path.of(System.getProperty("java.io.tmpdir")));
    }

    /** @param tempParent where throw-away caches are made (the temporary folder) */
    static BundleCache open(Path root, String fingerprint, Path tempParent) throws LaunchException {
        try {
            Files.createDirectories(root);
            FileChannel channel = FileChannel.open(root.resolve("lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                channel.close();
                return temporary(tempParent);
            }
            Path storage = root.resolve("felix");
            Path stamp = root.resolve("fingerprint");
            boolean warm = Files.isDirectory(storage) && Files.isRegularFile(stamp)
                    && Files.readString(stamp, StandardCharsets.UTF_8).equals(fingerprint);
            if (!warm) {
                Files.deleteIfExists(stamp);
                delete(storage);
            }
            return new BundleCache(storage, warm, stamp, fingerprint, channel, lock, false);
        } catch (IOException e) {
            // A read-only or broken cache folder must not stop the command line.
            return temporary(tempParent);
        }
    }

    private static BundleCache temporary(Path tempParent) throws LaunchException {
        TemporaryCaches.sweep(tempParent);
        Path dir = null;
        try {
            dir = Files.createTempDirectory(tempParent, TemporaryCaches.PREFIX);
            FileChannel channel = FileChannel.open(dir.resolve(TemporaryCaches.LOCK), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            return new BundleCache(dir.resolve("felix"), false, null, null, channel, lock, true);
        } catch (IOException e) {
            if (dir != null) TemporaryCaches.deleteQuietly(dir);
            throw new LaunchException("cannot create a bundle cache: " + e.getMessage());
        }
    }

    Path storage() {
        return storage;
    }

    /** Whether the cache already holds the installed, started bundles of this exact folder. */
    boolean warm() {
        return warm;
    }

    /** Records that the cache now matches the bundle folder; written last, so a crash leaves it cold. */
    void markWarm() {
        if (stamp == null || warm) return;
        try {
            Files.writeString(stamp, fingerprint, StandardCharsets.UTF_8);
        } catch (IOException e) {
            // The next run rebuilds the cache: slower, never wrong.
        }
    }

    @Override
    public void close() {
        try {
            if (temporary) delete(storage.getParent());
            if (lock != null) lock.release();
            if (lockChannel != null) lockChannel.close();
        } catch (IOException e) {
            // Nothing the user can act on; a stale temp folder is harmless.
        }
    }

    static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
