package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vedette validate}: every problem as file:line:column: severity: message. */
class ValidateCommandTest {
    @TempDir
    Path dir;

    @Test
    void aGoodScenarioIsValid() throws IOException {
        String good = Files1H.write(dir, "good.json", Files1H.SCENARIO).toString();
        Cli.Run r = Cli.run("validate", good);
        assertEquals(0, r.code(), r::toString);
        assertEquals(good + ": valid\n", r.out());
    }

    @Test
    void aBrokenScenarioGivesLineAndColumnOfEachProblem() throws IOException {
        String text = Files1H.SCENARIO.replace("\"width\": 36", "\"width\": \"wide\"")
                .replace("\"type\": \"skirmishers\" } } ] },", "\"type\": \"skirmisher\" } } ] },");
        String bad = Files1H.write(dir, "bad.json", text).toString();
        String good = Files1H.write(dir, "good.json", Files1H.SCENARIO).toString();
        Cli.Run r = Cli.run("validate", good, bad);
        assertEquals(1, r.code(), "one invalid file makes the exit code 1\n" + r);
        assertTrue(r.out().contains(bad + ":" + lineOf(text, "\"wide\"") + ":" + columnOf(text, "\"wide\"")
                + ": error: "), r::toString);
        assertTrue(r.out().contains(bad + ":" + lineOf(text, "\"skirmisher\"") + ":"
                + columnOf(text, "\"skirmisher\"") + ": error: "), r::toString);
        assertTrue(r.out().contains(good + ": valid\n"), r::toString);
        assertTrue(r.out().contains(bad + ": invalid (2 errors)\n"), r::toString);
    }

    @Test
    void aSyntaxErrorIsSaidInWordsOnOneLine() throws IOException {
        String text = Files1H.SCENARIO.replace("\"width\": 36,", "\"width\": 36");
        String bad = Files1H.write(dir, "comma.json", text).toString();
        Cli.Run r = Cli.run("validate", bad);
        assertEquals(1, r.code(), r::toString);
        int line = lineOf(text, "\"depth\"");
        assertEquals(bad + ":" + line + ":" + columnOf(text, "\"depth\"") + ": error: not valid JSON: a comma is"
                + " missing between two members (or a closing } after the last one)\n"
                + bad + ": invalid (1 error)\n", r.out());
    }

    @Test
    void aFileWithoutAFormatIsNotAVedetteFile() throws IOException {
        String other = Files1H.write(dir, "package.json", "{ \"name\": \"left-pad\" }\n").toString();
        Cli.Run r = Cli.run("validate", other);
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.out().startsWith(other + ":1:1: error: not a Vedette file"), r::toString);
    }

    @Test
    void aMissingFileIsAUsageError() {
        Cli.Run r = Cli.run("validate", dir.resolve("nowhere.json").toString());
        assertEquals(2, r.code(), r::toString);
        assertEquals("vedette: no such file: " + dir.resolve("nowhere.json") + "\n", r.err());
    }

    static int lineOf(String text, String needle) {
        int i = text.indexOf(needle);
        assertTrue(i >= 0, needle);
        return (int) text.substring(0, i).chars().filter(c -> c == '\n').count() + 1;
    }

    static int columnOf(String text, String needle) {
        int i = text.indexOf(needle);
        return i - text.lastIndexOf('\n', i - 1);
    }
}
