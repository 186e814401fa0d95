package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.vedette.io.CollectionFiles;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;
import org.vedette.io.RosterFiles;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.Severity;

/** A byte-order mark, characters that would break a one-line message, and a file with very many problems. */
class BadInputTest {
    static final String BOM = "\uFEFF";

    @Test
    void aByteOrderMarkIsAcceptedByEveryReader() throws IOException {
        var scenario = Texts.examples().resolve("scenarios/bridge-at-almaraz.json");
        assertClean(ScenarioFiles.parse(BOM + Files.readString(scenario), scenario, Texts.CATALOG));
        assertClean(RosterFiles.parse(BOM + Files.readString(Texts.examples().resolve("rosters/british.json")),
                "british.json", Texts.CATALOG));
        assertClean(CollectionFiles.parse(BOM + Files.readString(Texts.examples().resolve(
                "collection/my-figures.json")), "my-figures.json"));
        assertClean(RequestFile.parse(BOM + RequestFileTest.SHOOT, "shoot.json", Texts.CATALOG));
    }

    @Test
    void aProblemAfterAByteOrderMarkIsAtTheColumnAnEditorShows() {
        ReadResult<?> r = RequestFile.parse(BOM + "{\"format\": ?}", "r.json", Texts.CATALOG);
        assertEquals(12, r.errors().get(0).column(), r.report());
    }

    private static void assertClean(ReadResult<?> r) {
        assertTrue(r.ok() && r.diagnostics().isEmpty(), r::report);
    }

    @Test
    void lineSeparatorsAndControlCharactersInAMessageAreEscaped() {
        // After the format is named: before it, a syntax error quotes nothing of the text (docs/FILES.md).
        ReadResult<?> r = RequestFile.parse("{\"format\": \"vedette.request\", \"x\": \u2028\u2029\u0085\u202E}",
                "r.json", Texts.CATALOG);
        String shown = r.report();
        assertEquals(1, shown.lines().count(), shown);
        // The syntax error is said in words (JsonSyntax); whatever of the text it shows is escaped.
        assertFalse(shown.contains("\u2028") || shown.contains("\u2029") || shown.contains("\u0085")
                || shown.contains("\u202E"), shown);
        // A message that quotes the file (an unknown member's name) shows the separator escaped, on one line.
        ReadResult<?> named = RequestFile.parse("{\"format\": \"vedette.request\", \"version\": 1, \"x\u2028y\": 1}",
                "r.json", Texts.CATALOG);
        String quoted = named.report();
        assertEquals(1, quoted.lines().filter(l -> l.contains("unknown field")).count(), quoted);
        assertTrue(quoted.contains("x\\u2028y"), quoted);
        Diagnostic d = new Diagnostic("a\nb.json", 1, 1, Severity.ERROR, "found \"x\u2028y\u0000\ud800\" 😀");
        assertEquals("a\\u000Ab.json:1:1: error: found \"x\\u2028y\\u0000\\uD800\" 😀", d.toString());
    }

    /**
     * 30,000 unknown inputs: the first 200 are reported at their places and the
     * rest counted; the reading grows with the file, not its square.
     */
    @Test
    void aRequestWithThirtyThousandProblemsReportsTheFirstAndCountsTheRest() {
        StringBuilder inputs = new StringBuilder();
        int n = 30_000;
        for (int i = 0; i < n; i++) inputs.append(i == 0 ? "" : ",\n").append("\"x").append(i).append("\": 1");
        String text = RequestFileTest.SHOOT.replace("\"inputs\": {", "\"inputs\": {" + inputs + ",");
        ReadResult<?> r = RequestFile.parse(text, "r.json", Texts.CATALOG);
        assertFalse(r.ok());
        long unknown = r.errors().stream().filter(d -> d.message().contains("'x")).count();
        assertEquals(200, unknown, () -> r.errors().subList(0, 3).toString());
        assertTrue(r.errors().subList(0, 200).stream().allMatch(d -> d.line() > 0 && d.column() > 0));
        assertEquals((n - 200) + " more problems are not shown (Vedette shows the first 200)",
                r.errors().get(200).message());
    }
}
