package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.cli.tests.ValidateCommandTest.columnOf;
import static org.vedette.cli.tests.ValidateCommandTest.lineOf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Marks and statuses are checked against the ruleset's declarations by
 * {@code validate} and {@code resolve}, each problem at its file, line and
 * column; {@code rulesets} lists the marks.
 */
class DeclaredMarksTest {
    /** A Sharpe request whose defender has been in one fight this bound (§8 Melee). */
    private static final String ATTACK = """
            { "format": "vedette.request", "version": 1,
              "ruleset": "sharpe", "action": "attack",
              "inputs": {"actor": "sharpe", "target": "capitaine", "defence": "none"},
              "situation": {
                "actors": [ {"id": "sharpe", "name": "Capt Sharpe", "side": "british",
                             "profile": {"I": 6, "D": 5, "S": 5, "C": 6, "F": 7}, "weapons": ["sword"]},
                            {"id": "capitaine", "name": "Capitaine Leroux", "side": "french",
                             "profile": {"I": 5, "D": 5, "S": 4, "C": 5, "F": 7}, "weapons": ["sword"],
                             "marks": {"fights": 1}, "status": {"wounds": 1}} ],
                "turn": {"round": 1, "side": "british", "actors": ["sharpe"]} },
              "dice": [6, 1, 3, 4, 2] }
            """;

    @TempDir
    Path dir;

    private String write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    @Test
    void aMisspeltMarkIsAnErrorAtItsNameNamingTheMarkMeant() throws IOException {
        String text = ATTACK.replace("\"fights\": 1", "\"fight\": 1");
        String file = write("fight.json", text);
        for (String command : new String[] { "validate", "resolve" }) {
            Cli.Run r = Cli.run(command, file);
            assertEquals(1, r.code(), r::toString);
            assertTrue((r.out() + r.err()).contains(file + ":" + lineOf(text, "\"fight\"") + ":" + columnOf(text, "\"fight\"")
                    + ": error: unknown mark 'fight' for sharpe (did you mean 'fights'?)"), r::toString);
        }
    }

    @Test
    void aMarkOfTheWrongTypeIsAnErrorAtItsValue() throws IOException {
        String text = ATTACK.replace("\"fights\": 1", "\"fights\": \"one\"");
        String file = write("one.json", text);
        Cli.Run r = Cli.run("validate", file);
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.out().contains(file + ":" + lineOf(text, "\"one\"") + ":" + columnOf(text, "\"one\"")
                + ": error: mark 'fights' must be a whole number, not \"one\""), r::toString);
    }

    /** Sharpe §12: "2 serious wounds = Dead" — five wound points and not out cannot be. */
    @Test
    void anImpossibleStatusIsAnErrorAtTheStatus() throws IOException {
        String text = ATTACK.replace("\"status\": {\"wounds\": 1}", "\"status\": {\"wounds\": 5, \"out\": false}");
        String file = write("dead.json", text);
        Cli.Run r = Cli.run("resolve", file);
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().contains(file + ":" + lineOf(text, "{\"wounds\": 5") + ":" + columnOf(text, "{\"wounds\": 5")
                + ": error: Capitaine Leroux has wounds worth 2 serious but is not out"), r::toString);
    }

    @Test
    void theRightMarksResolve() throws IOException {
        Cli.Run r = Cli.run("resolve", write("ok.json", ATTACK));
        assertEquals(0, r.code(), r::toString);
    }

    @Test
    void rulesetsListsEachMarkWithItsTypeMeaningAndRule() {
        Cli.Run r = Cli.run("rulesets", "sharpe");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("  marks:\n"), r::toString);
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("    fights (Close combats): integer, from 1 to 99 fights, for this bound — ")
                && l.endsWith("[Sharpe §8 Melee]")), r::toString);
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("    wound.<location> (Wound): integer, from 1 to 5, location one of legs")),
                r::toString);
    }
}
