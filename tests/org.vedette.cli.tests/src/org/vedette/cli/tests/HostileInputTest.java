package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files and input a careless or hostile player may send: each is refused with
 * one line that says why, exit 1, and nothing blocks or runs out of memory.
 */
class HostileInputTest {
    @TempDir
    Path dir;

    static Path fifo(Path at) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("mkfifo", at.toString()).inheritIO().start();
        assumeTrue(p.waitFor() == 0 && Files.exists(at), "mkfifo is needed for this test");
        return at;
    }

    /** Endless zeros, like {@code vedette resolve - < /dev/zero}. */
    static InputStream endless() {
        return new InputStream() {
            @Override
            public int read() {
                return 0;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) 0);
                return len;
            }
        };
    }

    @Test
    void validateRefusesANamedPipe() throws Exception {
        String pipe = fifo(dir.resolve("pipe.json")).toString();
        Cli.Run r = Cli.run("validate", pipe);
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.out().startsWith(pipe + ": error: it is not a regular file"), r::toString);
    }

    @Test
    void resolveAndGameCommandsRefuseANamedPipe() throws Exception {
        String pipe = fifo(dir.resolve("pipe.json")).toString();
        for (String[] command : new String[][] { { "resolve", pipe }, { "game", "show", pipe },
                { "game", "new", pipe, "-o", dir.resolve("g.journal").toString() } }) {
            Cli.Run r = Cli.run(command);
            assertEquals(1, r.code(), r::toString);
            assertTrue(r.err().startsWith(pipe + ": error: it is not a regular file"), r::toString);
        }
    }

    @Test
    void endlessStandardInputIsRefusedWithExit1() {
        Cli.Run r = Cli.runWithInput(endless(), "resolve", "-");
        assertEquals(1, r.code(), r::toString);
        assertEquals("vedette: <stdin>: error: it is larger than 64 MB, Vedette's limit for a file\n", r.err());
    }

    @Test
    void aRosterOutsideTheWorkspaceIsReadOnlyWhenAllowed() throws IOException {
        Path scenarios = Files.createDirectories(dir.resolve("ws/scenarios"));
        Files.createDirectories(dir.resolve("ws/rosters"));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Path examples = Cli.root().resolve("examples");
        Files.copy(examples.resolve("rosters/british.json"), dir.resolve("ws/rosters/british.json"));
        Files.copy(examples.resolve("rosters/french.json"), elsewhere.resolve("french.json"));
        Path scenario = scenarios.resolve("almaraz.json");
        Files.writeString(scenario, Files.readString(examples.resolve("scenarios/bridge-at-almaraz.json"))
                .replace("../rosters/french.json", "../../elsewhere/french.json"));
        Cli.Run refused = Cli.run("validate", scenario.toString());
        assertEquals(1, refused.code(), refused::toString);
        assertTrue(refused.out().contains("error: roster '../../elsewhere/french.json' is outside the scenario's"
                + " workspace " + dir.resolve("ws")), refused::toString);
        Cli.Run allowed = Cli.run("validate", scenario.toString(), "--allow-outside", elsewhere.toString());
        assertEquals(0, allowed.code(), allowed::toString);
        Cli.Run game = Cli.run("game", "new", scenario.toString(), "-o", dir.resolve("g.journal").toString(),
                "--allow-outside", elsewhere.toString());
        assertEquals(0, game.code(), game::toString);
    }

    @Test
    void theExamplesRostersStayInsideTheirWorkspace() {
        Cli.Run r = Cli.run("validate", Cli.root().resolve("examples/scenarios/bridge-at-almaraz.json").toString());
        assertEquals(0, r.code(), r::toString);
    }

    @Test
    void aFileSystemErrorSaysItsReasonNotOnlyTheFileName() throws IOException {
        Path blocker = Files.writeString(dir.resolve("games"), "a file where a folder should be");
        String scenario = Files1H.write(dir, "s.json", Files1H.SCENARIO).toString();
        String game = blocker.resolve("g.journal").toString();
        Cli.Run r = Cli.run("game", "new", scenario, "-o", game);
        assertEquals(1, r.code(), r::toString);
        assertEquals("vedette: cannot write " + game + ": a file already exists at " + blocker + "\n", r.err());
    }

    @Test
    void undoCutsTheJournalInPlaceThroughALink() throws IOException {
        String scenario = Files1H.write(dir, "s.json", Files1H.SCENARIO).toString();
        Path journal = dir.resolve("g.journal");
        assertEquals(0, Cli.run("game", "new", scenario, "-o", journal.toString()).code());
        assertEquals(0, Cli.run("game", "next", journal.toString()).code());
        Files.setPosixFilePermissions(journal, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        Path link = Files.createSymbolicLink(dir.resolve("synced.journal"), journal);
        Cli.Run r = Cli.run("game", "undo", link.toString());
        assertEquals(0, r.code(), r::toString);
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(2, Files.readAllLines(journal).size(), "the header and the beginning");
        assertEquals("rw-r--r--", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(journal)));
    }

    @Test
    void validateSaysWhereAFileIsNotUtf8() throws IOException {
        Path f = dir.resolve("latin1.json");
        Files.write(f, "{ \"format\": \"vedette.roster\", \"name\": \"Almar\u00e1z\" }".getBytes("ISO-8859-1"));
        Cli.Run r = Cli.run("validate", f.toString());
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.out().startsWith(f + ": error: it is not UTF-8 text at byte 45 (0xe1)\n"), r::toString);
    }
}
