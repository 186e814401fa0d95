package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vedette game}: a game is its journal file; each command replays it. */
class GameCommandsTest {
    @TempDir
    Path dir;
    String scenario;
    String game;

    @BeforeEach
    void newGame() throws IOException {
        scenario = Files1H.write(dir, "sabugal.json", Files1H.SCENARIO).toString();
        game = dir.resolve("sabugal.journal").toString();
        Cli.Run r = Cli.run("game", "new", scenario, "-o", game);
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("Turn 1, movement"), r::toString);
    }

    /** 1H Sequence of Play: British movement, then shooting; shooting two dice at 4+ (5, 2: one hit). */
    @Test
    void newActNextShowAndUndoRoundTrip() throws IOException {
        Cli.Run move = Cli.run("game", "act", game, "move", "actor=52nd", "distance=6");
        assertEquals(0, move.code(), move::toString);
        assertEquals(0, Cli.run("game", "next", game).code());
        Cli.Run shot = Cli.run("game", "act", game, "shoot", "actor=52nd", "target=ligne", "range=9.5",
                "--dice", "5,2");
        assertEquals(0, shot.code(), shot::toString);
        assertTrue(shot.out().split("\n")[0].contains("1 hit"), shot::toString);

        Cli.Run show = Cli.run("game", "show", game);
        assertEquals(0, show.code(), show::toString);
        assertTrue(show.out().contains("Turn 1, shooting"), show::toString);
        assertTrue(show.out().contains("52nd (52nd Foot): fresh; marks: Moved, Fired  ← to act"), show::toString);
        assertTrue(show.out().contains("ligne (31e Ligne): 1 wound"), show::toString);
        assertTrue(show.out().contains("Journal (4 entries):"), show::toString);
        assertEquals(5, lines(), "a header and four entries");

        Cli.Run undo = Cli.run("game", "undo", game);
        assertEquals(0, undo.code(), undo::toString);
        assertTrue(undo.out().startsWith("Undone: "), undo::toString);
        assertEquals(4, lines(), "undo removed exactly the last line");
        Cli.Run after = Cli.run("game", "show", game);
        assertTrue(after.out().contains("ligne (31e Ligne): fresh"), after::toString);
        assertTrue(after.out().contains("52nd (52nd Foot): fresh; marks: Moved  ← to act"), after::toString);
    }

    @Test
    void aRequestFileWithoutSituationActsOnTheGamesState() throws IOException {
        Cli.run("game", "next", game);
        String request = Files1H.write(dir, "volley.json", """
                { "format": "vedette.request", "version": 1, "ruleset": "onehour", "action": "shoot",
                  "inputs": { "actor": "52nd", "target": "ligne", "range": 9.5 }, "dice": [6, 6] }
                """).toString();
        Cli.Run r = Cli.run("game", "act", game, request);
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().split("\n")[0].contains("2 hits"), r::toString);
        assertTrue(Cli.run("game", "show", game).out().contains("ligne (31e Ligne): 2 wounds"));
    }

    @Test
    void aRefusedActionLeavesTheJournalAsItWas() throws IOException {
        byte[] before = Files.readAllBytes(Path.of(game));
        // Movement phase: shooting is refused by the sequence of play.
        Cli.Run r = Cli.run("game", "act", game, "shoot", "actor=52nd", "target=ligne", "range=9.5");
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().startsWith("vedette: refused: ") && r.err().contains("is unchanged"), r::toString);
        assertArrayEquals(before, Files.readAllBytes(Path.of(game)));
    }

    /** A crash while writing leaves a cut-off last line: the game loads with a warning and play goes on. */
    @Test
    void aJournalCutOffMidLineLoadsWithAWarning() throws IOException {
        Cli.run("game", "act", game, "move", "actor=52nd", "distance=6");
        Files.writeString(Path.of(game), "{\"kind\":\"act\",\"req", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        Cli.Run show = Cli.run("game", "show", game);
        assertEquals(0, show.code(), show::toString);
        assertTrue(show.err().contains(":4:1: warning: ") && show.err().contains("cut off"), show::toString);
        assertTrue(show.out().contains("marks: Moved"), "the whole entries are all there\n" + show);

        Cli.Run move = Cli.run("game", "act", game, "move", "actor=95th", "distance=3");
        assertEquals(0, move.code(), move::toString);
        Cli.Run clean = Cli.run("game", "show", game);
        assertEquals("", clean.err(), "the next move replaced the torn line");
        assertTrue(clean.out().contains("Journal (3 entries):"), clean::toString);
    }

    @Test
    void aGameIsNeverOverwritten() {
        Cli.Run r = Cli.run("game", "new", scenario, "-o", game);
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("already exists"), r::toString);
    }

    @Test
    void theBeginningCannotBeUndone() {
        Cli.Run r = Cli.run("game", "undo", game);
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().contains("nothing to undo"), r::toString);
    }

    @Test
    void anUnknownActionNamesTheRulesetsActions() {
        Cli.Run r = Cli.run("game", "act", game, "volley", "actor=52nd");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("its actions are move, "), r::toString);
    }

    private long lines() throws IOException {
        return Files.readAllLines(Path.of(game)).size();
    }
}
