package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vedette resolve}: one action, through the One Hour ruleset service, with the request's own dice. */
class ResolveCommandTest {
    @TempDir
    Path dir;

    /** 1H Shooting — Assess Casualties: infantry roll two dice and hit on 4+; 5 and 2 make one hit. */
    @Test
    void shootingWithTheRequestsDiceScoresOneHitOnAFiveAndATwo() throws IOException {
        Cli.Run r = Cli.run("resolve", Files1H.write(dir, "shoot.json", Files1H.SHOOT).toString());
        assertEquals(0, r.code(), r::toString);
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].contains("1 hit"), r::toString);
        assertTrue(r.out().contains("Rolls:\n  shooting dice"), r::toString);
        assertTrue(r.out().contains(": 5, 2 (total 7)"), r::toString);
        assertTrue(r.out().contains("ligne: fresh → 1 wound"), r::toString);
        assertTrue(r.out().contains("dice: the request's 2 faces"), r::toString);
    }

    @Test
    void explainCitesARuleOnEveryStep() throws IOException {
        Cli.Run r = Cli.run("resolve", Files1H.write(dir, "shoot.json", Files1H.SHOOT).toString(), "--explain");
        assertEquals(0, r.code(), r::toString);
        String steps = r.out().substring(r.out().indexOf("Explanation:\n"));
        long numbered = steps.lines().filter(l -> l.matches("\\s+\\d+\\. .*")).count();
        long cited = steps.lines().filter(l -> l.matches("\\s+\\d+\\. .* \\[1H .*§.*\\]")).count();
        assertTrue(numbered > 0, r::toString);
        assertEquals(numbered, cited, r::toString);
    }

    @Test
    void jsonCarriesTheHeadlineAndTheRolls() throws IOException {
        Cli.Run r = Cli.run("resolve", Files1H.write(dir, "shoot.json", Files1H.SHOOT).toString(), "--json");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().trim().startsWith("{"), r::toString);
        assertTrue(r.out().contains("\"headline\""), r::toString);
        assertTrue(r.out().contains("\"faces\""), r::toString);
        assertTrue(r.err().contains("dice: the request's 2 faces"), "the dice note goes to stderr\n" + r);
    }

    @Test
    void readsTheRequestFromStandardInput() {
        Cli.Run r = Cli.runWithInput(Files1H.SHOOT, "resolve", "-");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().split("\n")[0].contains("1 hit"), r::toString);
    }

    /** 1H Shooting: infantry shoot up to 12"; a target at 30" is refused with the rule. */
    @Test
    void aShotOutOfRangeIsRefusedWithTheRule() throws IOException {
        Cli.Run r = Cli.run("resolve",
                Files1H.write(dir, "far.json", Files1H.SHOOT.replace("9.5", "30")).toString());
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().startsWith("vedette: refused: "), r::toString);
        assertTrue(r.err().contains("(1H §Shooting"), r::toString);
        assertEquals("", r.out());
    }

    @Test
    void anUnknownRulesetIsAUsageErrorNamingTheInstalledOnes() throws IOException {
        Cli.Run r = Cli.run("resolve",
                Files1H.write(dir, "x.json", Files1H.SHOOT.replace("\"onehour\"", "\"twohour\"")).toString());
        assertEquals(2, r.code(), r::toString);
        // Other ruleset bundles may be installed too.
        assertTrue(r.err().contains("unknown ruleset 'twohour'; installed: ") && r.err().contains("onehour"), r::toString);
    }

    @Test
    void anInvalidRequestPrintsEveryProblemWithLineAndColumn() throws IOException {
        String text = Files1H.SHOOT.replace("\"range\": 9.5", "\"rnage\": 9.5");
        String file = Files1H.write(dir, "typo.json", text).toString();
        Cli.Run r = Cli.run("resolve", file);
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().contains(file + ":" + ValidateCommandTest.lineOf(text, "\"rnage\"") + ":"
                + ValidateCommandTest.columnOf(text, "\"rnage\"") + ": error: unknown input 'rnage'"), r::toString);
    }

    /** Without dice in the request the seed is printed, and giving it back repeats the result exactly. */
    @Test
    void thePrintedSeedRepeatsTheThrow() throws IOException {
        String noDice = Files1H.SHOOT.replace("\"dice\": [5, 2]", "\"dice\": []");
        String file = Files1H.write(dir, "seeded.json", noDice).toString();
        Cli.Run first = Cli.run("resolve", file);
        assertEquals(0, first.code(), first::toString);
        Matcher m = Pattern.compile("repeat with --seed (\\d+)").matcher(first.out());
        assertTrue(m.find(), first::toString);
        Cli.Run again = Cli.run("resolve", file, "--seed", m.group(1));
        assertEquals(first.out().substring(0, first.out().indexOf("dice:")),
                again.out().substring(0, again.out().indexOf("dice:")));
    }

    /** Too few dice in the request is a fault of the request, like any other wrong input: exit 2, not 1. */
    @Test
    void tooFewDiceSayWhatWasNeeded() throws IOException {
        Cli.Run r = Cli.run("resolve",
                Files1H.write(dir, "short.json", Files1H.SHOOT.replace("[5, 2]", "[5]")).toString());
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("ran out"), r::toString);
        assertTrue(r.err().contains("is needed for shooting dice"), r::toString);
        assertEquals("", r.out());
        Cli.Run given = Cli.run("resolve", Files1H.write(dir, "given.json", Files1H.SHOOT).toString(), "--dice", "5");
        assertEquals(2, given.code(), "--dice with too few faces is the command line's fault\n" + given);
    }

    /** Dice given but not needed are in the JSON outcome, not only in a note on standard error. */
    @Test
    void theUnusedDiceAreInTheJsonOutcome() throws IOException {
        Cli.Run r = Cli.run("resolve",
                Files1H.write(dir, "extra.json", Files1H.SHOOT.replace("[5, 2]", "[5, 2, 6, 3]")).toString(), "--json");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().replaceAll("\\s+", "").contains("\"unused-dice\":[6,3]"), r::toString);
        assertTrue(r.err().contains("note: 2 of the given dice were not needed (6, 3)"), r::toString);
        Cli.Run exact = Cli.run("resolve", Files1H.write(dir, "exact.json", Files1H.SHOOT).toString(), "--json");
        assertTrue(!exact.out().contains("unused-dice"), "none left over, none listed\n" + exact);
        Cli.Run one = Cli.run("resolve", Files1H.write(dir, "one.json", Files1H.SHOOT.replace("[5, 2]", "[5, 2, 4]")).toString());
        assertTrue(one.err().contains("note: 1 of the given dice was not needed (4)"), one::toString);
    }

    /** Without --explain the headline still names the shooter, the target, the range and the result. */
    @Test
    void theHeadlineNamesWhoShotAtWhomAndWhatCameOfIt() throws IOException {
        Cli.Run r = Cli.run("resolve", Files1H.write(dir, "shoot.json", Files1H.SHOOT).toString());
        assertEquals("52nd Foot shoots at 31e Ligne at 9.5\": 1 hit", r.out().split("\n")[0], r::toString);
    }

    /** A table instruction's JSON "text" is its whole line, actor and all, as the plain text prints it. */
    @Test
    void aRetreatInstructionsJsonTextNamesTheActor() {
        Cli.Run r = Cli.run("resolve", Cli.root().resolve("docs/requests/onehour/fight-square-retreat.json").toString(), "--json");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("\"text\": \"f-hus: retreats 3\\\" to its own rear"), r::toString);
        assertTrue(r.out().contains("\"instruction\": \"retreats 3\\\" to its own rear"), r::toString);
    }

    /** --check is honest: an expectation the outcome does not meet fails, saying what differed. */
    @Test
    void checkFailsWhenTheOutcomeIsNotTheExpectedOne() throws IOException {
        String text = Files1H.SHOOT.replace("\"dice\": [5, 2]",
                "\"dice\": [5, 2], \"expect\": { \"headline-contains\": \"3 hits\", \"rolls\": 2 }");
        Cli.Run r = Cli.run("resolve", Files1H.write(dir, "wrong.json", text).toString(), "--check");
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().contains("expected the headline to contain \"3 hits\""), r::toString);
        assertTrue(r.err().contains("expected 2 rolls, but 1 was thrown"), r::toString);
    }
}
