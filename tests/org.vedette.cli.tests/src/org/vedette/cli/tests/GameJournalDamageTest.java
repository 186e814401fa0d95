package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code vedette game} on journals a crash, an editor or a second program
 * left behind: a move is never lost without a word, a damaged journal is
 * named with its line and mended by {@code game repair}, and what a file
 * claims is never shown as if true.
 */
class GameJournalDamageTest {
    @TempDir
    Path dir;
    Path game;
    String name;

    /** Sabugal: the 52nd moves, the turn moves on to shooting, the 52nd shoots with 5, 2: 1 hit. */
    @BeforeEach
    void aFewMoves() throws IOException {
        String scenario = Files1H.write(dir, "sabugal.json", Files1H.SCENARIO).toString();
        game = dir.resolve("sabugal.journal");
        name = game.toString();
        assertEquals(0, Cli.run("game", "new", scenario, "-o", name).code());
        assertEquals(0, Cli.run("game", "act", name, "move", "actor=52nd", "distance=6").code());
        assertEquals(0, Cli.run("game", "next", name).code());
        Cli.Run shot = Cli.run("game", "act", name, "shoot", "actor=52nd", "target=ligne", "range=9.5", "--dice", "5,2");
        assertEquals(0, shot.code(), shot::toString);
    }

    @Test
    void aLastEntryWithoutItsNewlineIsKeptByTheNextMove() throws IOException {
        byte[] b = Files.readAllBytes(game);
        Files.write(game, Arrays.copyOf(b, b.length - 1));
        assertTrue(Cli.run("game", "show", name).out().contains("Journal (4 entries)"));
        Cli.Run next = Cli.run("game", "next", name);
        assertEquals(0, next.code(), next::toString);
        Cli.Run show = Cli.run("game", "show", name);
        assertTrue(show.out().contains("Journal (5 entries)"), show::toString);
        assertTrue(show.out().contains("ligne (31e Ligne): 1 wound"), "the shot is still there: " + show);
    }

    @Test
    void aTornLineWithANewlineAfterItIsSetAsideByTheNextMove() throws IOException {
        String text = Files.readString(game);
        int last = text.lastIndexOf('\n', text.length() - 2) + 1;
        Files.writeString(game, text.substring(0, last + 30) + "\n");
        Cli.Run next = Cli.run("game", "next", name);
        assertEquals(0, next.code(), next::toString);
        assertTrue(next.err().contains(":5:1: warning: line 5 is cut off"), next::toString);
        Cli.Run show = Cli.run("game", "show", name);
        assertEquals(0, show.code(), show::toString);
        assertEquals("", show.err(), "the journal reads cleanly again");
        assertTrue(show.out().contains("Journal (4 entries)"), show::toString);
        assertEquals(text.substring(last, last + 30) + "\n", Files.readString(Path.of(name + ".set-aside")));
        assertEquals(0, Cli.run("game", "undo", name).code(), "and undo works");
    }

    @Test
    void aDamagedLineIsNamedAndRepairKeepsEveryEntryThatReplays() throws IOException {
        String text = Files.readString(game);
        String[] lines = text.split("\n");
        lines[2] = lines[2].substring(0, 20);  // the move, damaged in the middle of the journal
        Files.writeString(game, String.join("\n", lines) + "\n");
        Cli.Run show = Cli.run("game", "show", name);
        assertEquals(1, show.code(), show::toString);
        assertTrue(show.err().contains("sabugal.journal:3:"), show::toString);
        assertTrue(show.err().contains("'vedette game repair " + name + "' keeps every entry that replays"),
                show::toString);

        Cli.Run repair = Cli.run("game", "repair", name);
        assertEquals(0, repair.code(), repair::toString);
        // The shot does not depend on the move: it replays, and is kept.
        assertTrue(repair.out().startsWith("Kept 3 entries of " + name + " (lines 1, 2, 4, 5 of the old file"),
                repair::toString);
        assertTrue(repair.out().contains("  line 3 set aside: not valid JSON"), repair::toString);
        assertEquals(lines[2] + "\n", Files.readString(Path.of(name + ".set-aside")));
        Cli.Run after = Cli.run("game", "show", name);
        assertEquals(0, after.code(), after::toString);
        assertTrue(after.out().contains("Journal (3 entries)"), after::toString);
        Cli.Run again = Cli.run("game", "repair", name);
        assertTrue(again.out().contains("needs no repair"), again::toString);
    }

    @Test
    void aJournalWhoseHeaderIsDamagedIsNotTouched() throws IOException {
        Files.writeString(game, "{\"format\":\"vedette.jour\n" + Files.readString(game).split("\n", 2)[1]);
        byte[] before = Files.readAllBytes(game);
        Cli.Run repair = Cli.run("game", "repair", name);
        assertEquals(1, repair.code(), repair::toString);
        assertTrue(repair.err().contains("cannot be repaired: its header (line 1) does not read"), repair::toString);
        assertArrayEquals(before, Files.readAllBytes(game));
    }

    /**
     * A journal written before headlines named who did what to whom holds the
     * result alone ("1 hit"), or its explained form ("52nd Foot shoots 31e
     * Ligne: 1 hit"): it replays without a warning and is shown in full.
     */
    @Test
    void aJournalWithTheEarlierHeadlinesReplaysAndShowsThemNamed() throws IOException {
        String now = "52nd Foot shoots at 31e Ligne at 9.5\\\": 1 hit";
        String text = Files.readString(game);
        assertTrue(text.contains("\"headline\":\"" + now + "\""), text);
        for (String before : new String[] { "1 hit", "52nd Foot shoots 31e Ligne: 1 hit" }) {
            Files.writeString(game, text.replace("\"headline\":\"" + now + "\"", "\"headline\":\"" + before + "\""));
            Cli.Run show = Cli.run("game", "show", name);
            assertEquals(0, show.code(), show::toString);
            assertFalse(show.err().contains("warning"), "an earlier wording is not an alteration\n" + show);
            assertTrue(show.out().contains("— 52nd Foot shoots at 31e Ligne at 9.5\": 1 hit\n"), show::toString);
            assertFalse(show.out().contains("altered"), show::toString);
        }
    }

    /** {@code game show} names every move's actor, target and result, as its headline does. */
    @Test
    void showListsEachMoveWithWhoDidWhatToWhom() {
        Cli.Run show = Cli.run("game", "show", name);
        assertTrue(show.out().contains("move {actor=52nd, distance=6.0} — 52nd Foot moves 6\""), show::toString);
        assertTrue(show.out().contains("— 52nd Foot shoots at 31e Ligne at 9.5\": 1 hit"), show::toString);
    }

    @Test
    void aDieFaceAlteredByHandIsReportedAndTheGameIsWhatTheDiceGive() throws IOException {
        Files.writeString(game, Files.readString(game).replace("\"faces\":[5,2]", "\"faces\":[1,1]"));
        Cli.Run show = Cli.run("game", "show", name);
        assertEquals(0, show.code(), show::toString);
        assertTrue(show.err().contains(":5:1: warning: the file records \""), show::toString);
        assertTrue(show.err().contains("the file was altered"), show::toString);
        assertTrue(show.out().contains("ligne (31e Ligne): fresh"), show::toString);
        assertTrue(show.out().contains("(the file says \""), show::toString);
    }

    @Test
    void anActEntryWithANullRequestIsAnInvalidFileNotABug() throws IOException {
        Files.writeString(game, Files.readString(game)
                + "{\"kind\":\"act\",\"request\":null,\"faces\":[],\"headline\":\"x\"}\n");
        Cli.Run show = Cli.run("game", "show", name);
        assertEquals(1, show.code(), show::toString);
        assertTrue(show.err().contains("sabugal.journal:6:25: error: an 'act' entry needs a 'request'"), show::toString);
        assertFalse(show.err().contains("internal error"), show::toString);
    }

    @Test
    void aBomBeforeTheJournalIsAccepted() throws IOException {
        Files.write(game, concat(new byte[] { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF }, Files.readAllBytes(game)));
        Cli.Run next = Cli.run("game", "next", name);
        assertEquals(0, next.code(), next::toString);
        assertEquals("", next.err(), next::toString);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
