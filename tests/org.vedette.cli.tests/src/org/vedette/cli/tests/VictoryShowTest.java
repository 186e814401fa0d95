package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code game show} says who is winning by the scenario's victory conditions
 * (the table bundle's RULINGS.md, T14): The Monastery Door, whose French win
 * "by killing or knocking out two of the Chosen Men" — at once — or by
 * keeping the door shut to the end.
 */
class VictoryShowTest {
    @TempDir
    Path dir;

    private static Cli.Run ok(String... args) {
        return Cli.ok(args);
    }

    private static void assertShows(String text, String... expected) {
        for (String e : expected) assertTrue(text.contains(e), () -> "expected «" + e + "» in:\n" + text);
    }

    @Test
    void twoChosenMenKnockedOutWinTheFrenchTheGame() {
        String game = dir.resolve("door.game").toString();
        ok("game", "new", Cli.root().resolve("examples/scenarios/the-monastery-door.json").toString(), "-o", game,
                "--dice", "6,5,4,2,6,5,4,2");
        assertShows(ok("game", "show", game).out(), "Victory conditions:\n",
                "  two-chosen-men-down (Voltigeurs, wins at once): not met now — 0 of 2 killed or captured or knocked out\n",
                "  door-kept-shut (Voltigeurs, wins at the end): cannot be told now — met if nothing else decides the game"
                        + " first\n",
                "If the game ended now: Voltigeurs win (door-kept-shut).");
        ok("game", "referee", game, "status", "target=harper", "down=true");
        assertShows(ok("game", "show", game).out(), "1 of 2 killed or captured or knocked out",
                "If the game ended now: Voltigeurs win (door-kept-shut).");
        ok("game", "referee", game, "status", "target=hagman", "out=true");
        String won = ok("game", "show", game).out();
        assertShows(won, "  two-chosen-men-down (Voltigeurs, wins at once): met now — 2 of 2", "Won by Voltigeurs: two-chosen-men-down.");
        // Harper gets up again: the game was won when two were down, and stays won.
        ok("game", "referee", game, "status", "target=harper", "down=false");
        assertShows(ok("game", "show", game).out(), "1 of 2 killed or captured or knocked out",
                "Won by Voltigeurs: two-chosen-men-down.");
    }
}
