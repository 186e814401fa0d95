package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.io.InputText;
import org.vedette.io.IoErrors;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterFiles;
import org.vedette.io.ScenarioFiles;

/**
 * Files from outside are read within bounds: only regular files (a named
 * pipe would block the reader forever), at most 64 MB of any stream, and an
 * unreadable file says why.
 */
class BoundedReadingTest {
    @TempDir
    Path dir;

    /** A named pipe with no writer: opening it for reading would block forever. */
    static Path fifo(Path at) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("mkfifo", at.toString()).inheritIO().start();
        assumeTrue(p.waitFor() == 0 && Files.exists(at), "mkfifo is needed for this test");
        return at;
    }

    /** Endless zeros, like /dev/zero on standard input. */
    static final class Endless extends InputStream {
        long served;

        @Override
        public int read() {
            served++;
            return 0;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            Arrays.fill(b, off, off + len, (byte) 0);
            served += len;
            return len;
        }
    }

    @Test
    void aNamedPipeIsRefusedWithoutOpeningIt() throws Exception {
        Path pipe = fifo(dir.resolve("scenario.json"));
        ReadResult<?> r = ScenarioFiles.read(pipe, Texts.CATALOG);
        assertFalse(r.ok());
        assertEquals(pipe + ": error: it is not a regular file (a named pipe, device or socket);"
                + " Vedette reads only ordinary files", r.report().strip());
    }

    @Test
    void aRosterThatIsANamedPipeIsRefused() throws Exception {
        Files.createDirectories(dir.resolve("scenarios"));
        Files.createDirectories(dir.resolve("rosters"));
        Path scenario = dir.resolve("scenarios/s.json");
        Files.writeString(scenario, Files.readString(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"))
                .replace("../rosters/french.json", "../rosters/pipe.json"));
        Files.copy(Texts.examples().resolve("rosters/british.json"), dir.resolve("rosters/british.json"));
        Path pipe = fifo(dir.resolve("rosters/pipe.json"));
        ReadResult<?> r = ScenarioFiles.read(scenario, Texts.CATALOG);
        assertFalse(r.ok());
        assertTrue(r.report().contains(pipe + ": error: it is not a regular file"), r.report());
    }

    @Test
    void aFolderIsNotAFile() {
        ReadResult<?> r = RosterFiles.read(dir, Texts.CATALOG);
        assertEquals("it is a folder, not a file", r.errors().get(0).message());
    }

    @Test
    void endlessInputIsRefusedAfter64Megabytes() {
        Endless zeros = new Endless();
        ReadResult<String> r = InputText.read(zeros, "<stdin>");
        assertNull(r.value());
        assertEquals("<stdin>: error: it is larger than 64 MB, Vedette's limit for a file", r.report().strip());
        // Read up to one byte past the limit, and no further.
        assertEquals((64L << 20) + 1, zeros.served);
    }

    @Test
    void aFileThatIsNotUtf8SaysWhere() throws IOException {
        Path f = dir.resolve("latin1.json");
        Files.write(f, new byte[] { '{', '\n', ' ', '"', 'n', (byte) 0xE9, '"', '}' });
        assertEquals("it is not UTF-8 text at byte 6 (0xe9)", InputText.read(f).errors().get(0).message());
    }

    @Test
    void aTextThatIsUtf8IsReadWhole() throws IOException {
        Path f = dir.resolve("ok.json");
        Files.writeString(f, "{ \"name\": \"Almaráz — §3\" }\n");
        assertEquals("{ \"name\": \"Almaráz — §3\" }\n", InputText.read(f).value());
    }

    @Test
    void anUnreadableFileSaysPermissionDenied() throws IOException {
        Path f = Files.writeString(dir.resolve("secret.json"), "{}");
        assumeTrue(f.toFile().setReadable(false, false) && !Files.isReadable(f), "root reads every file");
        assertEquals("permission denied", InputText.read(f).errors().get(0).message());
    }

    @Test
    void ioErrorsSayTheReasonNotOnlyTheFileName() {
        assertEquals("permission denied", IoErrors.reason(new AccessDeniedException("g.journal")));
        assertEquals("no such file", IoErrors.reason(new NoSuchFileException("g.journal")));
        assertEquals("No space left on device",
                IoErrors.reason(new FileSystemException("g.journal", null, "No space left on device")));
    }
}
