package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game ends (issue #29): The Monastery Door is 8 bounds long. {@code game next} moves it on until the bound
 * after the 8th would begin, then says the game is over and who won by which conditions — the French, by keeping
 * the door shut to the end — and moves it on no more; {@code game show} says the same instead of "If the game
 * ended now"; {@code game undo} opens it again.
 */
class GameEndTest {
    @TempDir
    Path dir;

    private static void assertShows(String text, String... expected) {
        for (String e : expected) assertTrue(text.contains(e), () -> "expected «" + e + "» in:\n" + text);
    }

    @Test
    void gameNextStopsAfterTheLastTurnAndGameShowSaysWhoWon() throws Exception {
        String game = dir.resolve("door.game").toString();
        Cli.ok("game", "new", Cli.root().resolve("examples/scenarios/the-monastery-door.json").toString(), "-o", game,
                "--dice", "6,5,4,2,6,5,4,2");
        Cli.Run last = null;
        int nexts = 0;
        while (nexts < 500) {
            last = Cli.ok("game", "next", game, "--seed", String.valueOf(nexts));
            nexts++;
            if (last.out().contains("The game is over")) break;
            assertShows(Cli.ok("game", "show", game).out(), "If the game ended now");
        }
        assertShows(last.out(), "Turn 9", "The game is over. The game ended after turn 8: Voltigeurs won (door-kept-shut).");
        long lines = Files.readAllLines(Path.of(game)).size();

        Cli.Run again = Cli.run("game", "next", game, "--seed", "1");
        assertNotEquals(0, again.code(), again::toString);
        assertShows(again.err(), "the game is over. The game ended after turn 8: Voltigeurs won (door-kept-shut).",
                "is unchanged");
        Cli.Run act = Cli.run("game", "act", game, "move", "actor=harper", "distance=2");
        assertNotEquals(0, act.code(), act::toString);
        assertShows(act.err(), "refused: the game ended after turn 8, the scenario's last");
        assertEquals(lines, Files.readAllLines(Path.of(game)).size(), "nothing was written");

        String shown = Cli.ok("game", "show", game).out();
        assertShows(shown, "The game ended after turn 8: Voltigeurs won (door-kept-shut).", "Victory conditions:");
        assertFalse(shown.contains("If the game ended now"), shown);
        assertFalse(shown.contains("To act:"), shown);

        Cli.ok("game", "undo", game);
        String reopened = Cli.ok("game", "show", game).out();
        assertShows(reopened, "Turn 8", "If the game ended now: Voltigeurs win (door-kept-shut).");
        assertFalse(reopened.contains("The game ended"), reopened);
    }
}
