package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Help for every command and subcommand (picocli's, from the commands the bundles register), suggestions for a
 * misspelt command or option, and the bash completion script.
 */
class HelpTest {
    /** Every command the bundles of the test runtime contribute, with the shell's own. */
    static final List<String> COMMANDS = List.of("rulesets", "validate", "resolve", "game", "game new", "game act",
            "game next", "game referee", "game ai", "game show", "game undo", "game repair", "game export", "inventory",
            "inventory plan", "inventory minimums", "inventory rules", "generate", "generate event",
            "generate scenario", "balance", "help", "completion");

    @ParameterizedTest
    @ValueSource(strings = { "rulesets", "validate", "resolve", "game", "game new", "game act", "game next",
            "game referee", "game ai", "game show", "game undo", "game repair", "game export", "inventory",
            "inventory plan", "inventory minimums", "inventory rules", "generate", "generate event",
            "generate scenario", "balance", "help", "completion" })
    void everyCommandAnswersHelpInEveryWay(String command) {
        String[] words = command.split(" ");
        Cli.Run dashDash = Cli.ok(append(words, "--help"));
        Cli.Run dash = Cli.ok(append(words, "-h"));
        Cli.Run help = Cli.ok(prepend("help", words));
        assertTrue(dashDash.out().startsWith("Usage: vedette " + command + " ")
                || dashDash.out().startsWith("Usage: vedette " + command + "\n"), dashDash::toString);
        assertFalse(dashDash.out().contains("unknown command"), dashDash::toString);
        assertEquals("", dashDash.err(), dashDash::toString);
        assertEquals(dashDash.out(), dash.out());
        assertEquals(dashDash.out(), help.out());
        assertTrue(dashDash.out().contains("  -h, --help"), dashDash::toString);
    }

    @Test
    void theGroupsThatAnsweredUnknownCommandNowListTheirCommands() {
        // #30: 'vedette game --help', 'inventory --help' and 'generate --help' answered "unknown command".
        Cli.Run game = Cli.ok("game", "--help");
        for (String sub : new String[] { "game new SCENARIO -o GAME", "game act GAME", "game ai GAME", "game export GAME" }) {
            assertTrue(game.out().contains("  " + sub), sub + "\n" + game);
        }
        assertTrue(Cli.ok("inventory", "--help").out().contains("  inventory plan SCENARIO COLLECTION"));
        Cli.Run generate = Cli.ok("generate", "--help");
        assertTrue(generate.out().contains("  generate event GAME") && generate.out().contains("  generate scenario"),
                generate::toString);
        assertFalse(generate.out().contains("  game act"), generate::toString);
    }

    @Test
    void aCommandsHelpNamesItsOptions() {
        Cli.Run r = Cli.ok("balance", "--help");
        for (String o : new String[] { "--games=N", "--seed=S", "--threads=T", "--until-width=W", "--sweep=PARAM=V1,V2,…",
                "--json", "--csv", "--allow-outside=PATH" }) {
            assertTrue(r.out().contains(o), o + "\n" + r);
        }
        assertTrue(Cli.ok("generate", "scenario", "--help").out().contains("-o, --output=FILE"));
    }

    @Test
    void theOverviewListsEveryCommandWithItsUsage() {
        Cli.Run r = Cli.ok("--help");
        assertEquals(r.out(), Cli.ok().out());
        assertEquals(r.out(), Cli.ok("help").out());
        for (String c : COMMANDS) {
            if (c.equals("game") || c.equals("inventory") || c.equals("generate")) continue;
            assertTrue(r.out().contains("\n  " + c + " ") || r.out().contains("\n  " + c + "\n"), c + "\n" + r);
        }
        assertTrue(r.out().contains("--debug"), r::toString);
    }

    @Test
    void aMisspeltCommandGetsASuggestion() {
        Cli.Run r = Cli.run("rulset");
        assertEquals(2, r.code(), r::toString);
        assertEquals(1, r.err().lines().count(), r::toString);
        assertTrue(r.err().startsWith("vedette: unknown command 'rulset'; the commands are "), r::toString);
        assertTrue(r.err().contains(". Did you mean 'rulesets'"), r::toString);
        assertEquals("", r.out());
    }

    @Test
    void aMisspeltSubcommandGetsASuggestion() {
        Cli.Run r = Cli.run("game", "shwo", "x.journal");
        assertEquals(2, r.code(), r::toString);
        assertEquals("vedette: unknown command 'vedette game shwo'; it has: act, ai, export, new, next, referee, repair,"
                + " show, undo. Did you mean 'vedette game show'?\n", r.err());
        Cli.Run inv = Cli.run("inventory", "plna");
        assertEquals(2, inv.code(), inv::toString);
        assertTrue(inv.err().endsWith("Did you mean 'vedette inventory plan'?\n"), inv::toString);
    }

    @Test
    void aMisspeltOptionGetsASuggestion() {
        Cli.Run r = Cli.run("resolve", "--jsno", "x.json");
        assertEquals(2, r.code(), r::toString);
        assertEquals("vedette: unknown option '--jsno' for 'vedette resolve'; it takes --json, --explain, --dice, --seed,"
                + " --check; see 'vedette help resolve'. Did you mean '--json'?\n", r.err());
        Cli.Run g = Cli.run("game", "show", "x.journal", "--lats", "3");
        assertEquals(2, g.code(), g::toString);
        assertTrue(g.err().startsWith("vedette: unknown option '--lats' for 'vedette game show'; it takes --last, --side;"),
                g::toString);
        assertTrue(g.err().endsWith("Did you mean '--last'?\n"), g::toString);
    }

    @Test
    void optionMistakesAreOneLineAndExitTwo() {
        Cli.Run missing = Cli.run("resolve", "x.json", "--seed");
        assertEquals(2, missing.code(), missing::toString);
        assertEquals("vedette: option --seed of 'vedette resolve' needs a value (N)\n", missing.err());
        Cli.Run twice = Cli.run("resolve", "x.json", "--seed", "1", "--seed", "2");
        assertEquals(2, twice.code(), twice::toString);
        assertEquals("vedette: option --seed is given twice\n", twice.err());
        Cli.Run before = Cli.run("--frob", "rulesets");
        assertEquals(2, before.code(), before::toString);
        assertEquals("vedette: unknown option '--frob'; before a command only --help and --debug are known; see"
                + " 'vedette --help'\n", before.err());
    }

    @Test
    void helpForACommandThatIsNotThereIsAUsageError() {
        Cli.Run r = Cli.run("help", "frobnicate");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith("vedette: no command 'frobnicate'; the commands are balance, completion, game"),
                r::toString);
    }

    @Test
    void theCompletionScriptNamesEveryRegisteredCommandAndOption() {
        Cli.Run r = Cli.ok("completion");
        String script = r.out();
        assertTrue(script.startsWith("#!/usr/bin/env bash"), script);
        assertTrue(script.contains("complete -F _complete_vedette"), script);
        // The top level offers every command; each group its subcommands; each command its options.
        assertTrue(script.contains("\"balance completion game generate help inventory resolve rulesets validate\""),
                script);
        for (String c : COMMANDS) {
            if (!c.contains(" ")) continue;
            String[] w = c.split(" ");
            assertTrue(script.contains("_picocli_vedette_" + w[0] + "_" + w[1] + "()"), c);
        }
        assertTrue(script.contains("--until-width"), "balance's options are completed");
        assertTrue(script.contains("--apply"), "game ai's options are completed");
        assertEquals(Cli.ok("completion").out(), script, "the same commands give the same script");
        Cli.Run extra = Cli.run("completion", "now");
        assertEquals(2, extra.code(), extra::toString);
    }

    private static String[] append(String[] words, String last) {
        String[] all = java.util.Arrays.copyOf(words, words.length + 1);
        all[words.length] = last;
        return all;
    }

    private static String[] prepend(String first, String[] words) {
        String[] all = new String[words.length + 1];
        all[0] = first;
        System.arraycopy(words, 0, all, 1, words.length);
        return all;
    }
}
