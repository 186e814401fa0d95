package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.io.AtomicWrite;

class AtomicWriteTest {
    @TempDir
    Path dir;

    private List<String> listing() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aSaveReplacesTheFileAndLeavesNothingElse() throws IOException {
        Path f = dir.resolve("scenario.json");
        Files.writeString(f, "old");
        AtomicWrite.write(f, "new");
        assertEquals("new", Files.readString(f));
        assertEquals(List.of("scenario.json"), listing());
    }

    @Test
    void aWriterThatFailsMidwayLeavesTheOldFileIntactAndNoTemporaryFile() throws IOException {
        Path f = dir.resolve("scenario.json");
        Files.writeString(f, "the old scenario");
        IOException e = assertThrows(IOException.class, () -> AtomicWrite.write(f, out -> {
            out.write("{ \"format\": \"vedette.sc".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals("disk full", e.getMessage());
        assertEquals("the old scenario", Files.readString(f));
        assertEquals(List.of("scenario.json"), listing());
    }

    @Test
    void aWriterThatThrowsABugLeavesTheOldFileToo() throws IOException {
        Path f = dir.resolve("roster.json");
        Files.writeString(f, "kept");
        assertThrows(IllegalStateException.class, () -> AtomicWrite.write(f, out -> {
            out.write(new byte[10_000]);
            throw new IllegalStateException("bug");
        }));
        assertEquals("kept", Files.readString(f));
        assertEquals(List.of("roster.json"), listing());
    }

    @Test
    void aNewFileIsCreatedWithItsFolders() throws IOException {
        Path f = dir.resolve("a/b/c.json");
        AtomicWrite.write(f, "x");
        assertEquals("x", Files.readString(f));
    }

    /** Not 0600: a new file gets the mode any new file of the user's does (the umask's), so it can be shared. */
    @Test
    void aNewFileHasTheModeAnyNewFileGets() throws IOException {
        Path usual = Files.createFile(dir.resolve("usual.txt"));
        Path saved = dir.resolve("saved.json");
        AtomicWrite.write(saved, "{}");
        assertEquals(PosixFilePermissions.toString(Files.getPosixFilePermissions(usual)),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(saved)));
    }

    @Test
    void aSaveThroughASymbolicLinkReplacesItsTargetAndKeepsTheLinkAndTheMode() throws IOException {
        Path real = Files.writeString(dir.resolve("scenario.json"), "old");
        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-rw-r--"));
        Path link = Files.createSymbolicLink(dir.resolve("shared.json"), real);
        AtomicWrite.write(link, "new");
        assertTrue(Files.isSymbolicLink(link), "still a link");
        assertEquals("new", Files.readString(real));
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(real)));
    }
}
