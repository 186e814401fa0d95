package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Scenario;
import org.vedette.io.Diagnostic;
import org.vedette.io.JournalFile;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterFiles;
import org.vedette.io.ScenarioFiles;

/**
 * What a document may cost is bounded by counts, not only by bytes: tokens,
 * string lengths, list sizes per format, journal lines and the number of
 * problems reported. Each limit is refused with one located line.
 */
class DocumentLimitsTest {
    static final String ROSTER_HEAD = "{ \"format\": \"vedette.roster\", \"version\": 1, \"id\": \"r\","
            + " \"ruleset\": \"onehour\", ";

    static String repeat(String item, int times) {
        return String.join(",", java.util.Collections.nCopies(times, item));
    }

    @Test
    void aDenseDocumentStopsAtTheTokenLimit() {
        String text = ROSTER_HEAD + "\"units\": [" + repeat("0", 250_000) + "] }";
        ReadResult<Roster> r = RosterFiles.parse(text, "dense.json", Texts.CATALOG);
        assertNull(r.value());
        assertEquals(1, r.diagnostics().size(), r.report());
        assertEquals("the document is too large for Vedette: Token count (200001) exceeds the maximum allowed"
                + " (200000) (see docs/FILES.md)", r.diagnostics().get(0).message());
    }

    @Test
    void aHugeStringIsRefused() {
        String text = ROSTER_HEAD + "\"name\": \"" + "x".repeat(100_001) + "\", \"units\": [] }";
        Diagnostic d = RosterFiles.parse(text, "long.json", Texts.CATALOG).errors().get(0);
        assertTrue(d.message().startsWith("the document is too large for Vedette: String value length (100001)"
                + " exceeds the maximum allowed (100000)"), d.message());
    }

    @Test
    void anOutlineOfMoreThanAThousandPointsIsRefusedWhereItIsWritten() throws IOException {
        String text = Files.readString(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"));
        String points = repeat("{ \"x\": 1, \"y\": 2 }", 1001);
        int at = text.indexOf("\"outline\": [") + "\"outline\": [".length();
        String big = text.substring(0, at) + points + ", " + text.substring(at);
        ReadResult<Scenario> r = ScenarioFiles.parse(big, Texts.examples().resolve("scenarios/big.json"),
                Texts.CATALOG);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "'outline' has");
        assertTrue(d.message().startsWith("'outline' has 10"), d.message());
        assertTrue(d.message().endsWith(" points; Vedette's limit is 1000 (see docs/FILES.md)"), d.message());
        assertEquals(Texts.lineOf(big, "\"outline\""), d.line());
    }

    @Test
    void aThousandAndOneUnitsAreTooManyForOneList() {
        String unit = "{ \"id\": \"u\", \"profile\": { \"type\": \"infantry\" } }";
        String text = ROSTER_HEAD + "\"units\": [" + repeat(unit, 1001) + "] }";
        ReadResult<Roster> r = RosterFiles.parse(text, "many.json", Texts.CATALOG);
        assertEquals(1, r.errors().size(), r.report());
        assertEquals("'units' has 1001 units; Vedette's limit is 1000 (see docs/FILES.md)",
                r.errors().get(0).message());
    }

    @Test
    void problemsBeyondTwoHundredAreCountedNotListed() {
        String unit = "{ \"id\": \"u%d\", \"colour\": \"red\", \"profile\": { \"type\": \"infantry\" } }";
        StringBuilder units = new StringBuilder();
        for (int i = 0; i < 300; i++) units.append(i == 0 ? "" : ",").append(String.format(unit, i));
        ReadResult<Roster> r = RosterFiles.parse(ROSTER_HEAD + "\"units\": [" + units + "] }", "r.json",
                Texts.CATALOG);
        assertNull(r.value());
        assertEquals(201, r.diagnostics().size());
        assertEquals("r.json: error: 100 more problems are not shown (Vedette shows the first 200)",
                r.diagnostics().get(200).toString());
    }

    @Test
    void aJournalOfMoreThanAHundredThousandLinesIsRefusedBeforeItIsSplit() {
        ReadResult<JournalFile.Journal> r = JournalFile.parse("{}\n".repeat(100_001), "long.journal",
                Texts.CATALOG);
        assertNull(r.value());
        assertEquals("long.journal:100001:1: error: the journal has more than 100000 lines, Vedette's limit for a"
                + " game (see docs/FILES.md)", r.report().strip());
    }

    @Test
    void aFileThatIsNotJsonIsNotQuoted() {
        ReadResult<Roster> r = RosterFiles.parse("root:x:0:0:root:/root:/bin/bash\n", "passwd", Texts.CATALOG);
        assertEquals("passwd:1:1: error: expected a JSON object beginning with '{': this text is not a Vedette"
                + " document", r.report().strip());
    }

    @Test
    void aSyntaxErrorBeforeTheFormatIsNotQuotedButOneAfterItIs() {
        String before = RosterFiles.parse("{ \"user\": secret-token }", "x.json", Texts.CATALOG).report();
        assertFalse(before.contains("secret"), before);
        assertTrue(before.contains("x.json:1:11: error: not valid JSON: a word is not a JSON value: text goes in"
                + " double quotes"), before);
        String after = RosterFiles.parse(ROSTER_HEAD + "\"name\": Hill }", "x.json", Texts.CATALOG).report();
        assertTrue(after.contains("'Hill'"), "a Vedette document's own mistake is quoted: " + after);
    }
}
