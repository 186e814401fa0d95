package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Usage errors: one line on stderr, exit 2, never a stack trace. */
class UsageTest {
    @Test
    void anUnknownCommandListsTheCommands() {
        Cli.Run r = Cli.run("frobnicate");
        assertEquals(2, r.code(), r::toString);
        // The commands registered, in alphabetical order: they come from the bundles installed, none first by right.
        assertEquals("vedette: unknown command 'frobnicate'; the commands are balance, completion, game, generate,"
                + " help, inventory, resolve, rulesets, validate (see 'vedette --help'). Did you mean 'validate'?\n",
                r.err());
    }

    @Test
    void anUnknownOptionNamesTheCommandsOptions() {
        Cli.Run r = Cli.run("resolve", "--jsno", "x.json");
        assertEquals(2, r.code(), r::toString);
        assertEquals(1, r.err().lines().count(), r::toString);
        assertTrue(r.err().startsWith("vedette: unknown option '--jsno' for 'vedette resolve'; it takes --json,"),
                r::toString);
    }

    @Test
    void gameAloneNamesItsCommands() {
        Cli.Run r = Cli.run("game");
        assertEquals(2, r.code(), r::toString);
        assertEquals("vedette: 'vedette game' needs a command; it has: act, ai, export, new, next, referee, repair, show, undo\n", r.err());
    }

    @Test
    void aMissingGameFileIsAUsageError() {
        Cli.Run r = Cli.run("game", "show", "no-such.journal");
        assertEquals(2, r.code(), r::toString);
        assertEquals("vedette: no such file: no-such.journal\n", r.err());
    }

    @Test
    void helpListsEveryCommand() {
        Cli.Run r = Cli.run("--help");
        assertEquals(0, r.code(), r::toString);
        for (String c : new String[] { "rulesets", "validate FILE", "resolve [FILE|-]", "game new", "game act",
                "game next", "game show", "game undo", "help" }) {
            assertTrue(r.out().contains("  " + c), c + "\n" + r);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = { "rulesets", "validate", "resolve", "game", "game act", "help" })
    void helpExplainsEachCommand(String command) {
        String[] words = ("help " + command).split(" ");
        Cli.Run r = Cli.run(words);
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().startsWith("Usage: vedette " + command), r::toString);
    }
}
