package org.vedette.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Throw-away bundle caches left by killed runs are swept; those of live runs are not. */
class TemporaryCachesTest {
    @TempDir
    Path tmp;

    private Path cache(String name, boolean withLock) throws IOException {
        Path c = Files.createDirectories(tmp.resolve(TemporaryCaches.PREFIX + name).resolve("felix/bundle1"));
        Files.writeString(c.resolve("bundle.info"), "x");
        Path dir = tmp.resolve(TemporaryCaches.PREFIX + name);
        if (withLock) Files.writeString(dir.resolve(TemporaryCaches.LOCK), "");
        return dir;
    }

    private List<String> left() throws IOException {
        try (Stream<Path> s = Files.list(tmp)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aCacheWhoseLockIsFreeIsSweptOneWhoseLockIsHeldIsKept() throws IOException {
        cache("killed", true);
        Path live = cache("live", true);
        try (FileChannel ch = FileChannel.open(live.resolve(TemporaryCaches.LOCK), StandardOpenOption.WRITE);
                var lock = ch.lock()) {
            TemporaryCaches.sweep(tmp);
        }
        assertEquals(List.of(TemporaryCaches.PREFIX + "live"), left());
    }

    @Test
    void aCacheWithoutALockIsSweptOnlyWhenOld() throws IOException {
        Path old = cache("old", false);
        Files.setLastModifiedTime(old, FileTime.from(Instant.now().minus(TemporaryCaches.UNLOCKED_GRACE)
                .minusSeconds(60)));
        cache("being-made", false);
        TemporaryCaches.sweep(tmp);
        assertEquals(List.of(TemporaryCaches.PREFIX + "being-made"), left());
    }

    @Test
    void otherFoldersAreNeverTouched() throws IOException {
        Files.createDirectories(tmp.resolve("felix-of-someone-else"));
        Files.writeString(tmp.resolve(TemporaryCaches.PREFIX + "a-file"), "");
        TemporaryCaches.sweep(tmp);
        assertEquals(List.of("felix-of-someone-else", TemporaryCaches.PREFIX + "a-file"), left());
    }

    @Test
    void aSecondRunGetsALockedThrowAwayCacheThatIsGoneWhenItEnds() throws Exception {
        Path root = tmp.resolve("shared-cache");
        Path temp = Files.createDirectories(tmp.resolve("temp"));
        try (BundleCache first = BundleCache.open(root, "f", temp)) {
            Path storage;
            try (BundleCache second = BundleCache.open(root, "f", temp)) {
                storage = second.storage();
                assertTrue(storage.startsWith(temp), storage.toString());
                assertTrue(Files.exists(storage.getParent().resolve(TemporaryCaches.LOCK)));
                TemporaryCaches.sweep(temp);
                assertTrue(Files.isDirectory(storage.getParent()), "a live run's cache is not swept");
            }
            assertFalse(Files.exists(storage.getParent()), "deleted when the run ends");
        }
    }
}
