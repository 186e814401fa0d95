package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;

/** A side's {@code arrivals} and {@code hidden} force: read, checked where they are written, and written back. */
class ArrivalsFilesTest {
    @TempDir
    Path dir;
    Path scenario;
    String text;

    @BeforeEach
    void copyExamples() throws IOException {
        scenario = Texts.copyAlmaraz(dir);
        text = Files.readString(scenario);
    }

    private String arriving(String what) {
        String from = "\"arrivals\": { \"13th-light-dragoons\": 3 }";
        assertTrue(text.contains(from), "the Bridge at Almaraz has its dragoons arrive");
        return text.replace(from, "\"arrivals\": " + what);
    }

    @Test
    void theBridgeAtAlmarazBringsTheDragoonsOnOnTurnThreeAndNobodyElse() {
        ReadResult<Scenario> r = ScenarioFiles.read(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"),
                Texts.CATALOG);
        assertTrue(r.ok(), r.report());
        Side british = r.value().sides().get(0);
        assertEquals(Map.of("13th-light-dragoons", 3), british.arrivals());
        assertEquals(3, british.arrival("13th-light-dragoons", null));
        assertEquals(1, british.arrival("50th-foot", "50th-foot-colours"));
        assertTrue(r.value().sides().get(1).arrivals().isEmpty());
        assertNull(british.hidden());
    }

    @Test
    void anArrivalOfAUnitTheSideDoesNotHaveIsAnErrorAtItsName() throws IOException {
        String bad = arriving("{ \"14th-light-dragoons\": 3 }");
        ReadResult<Scenario> r = Texts.rewrite(scenario, bad);
        assertFalse(r.ok());
        Diagnostic d = Texts.find(r, "'14th-light-dragoons'");
        assertTrue(d.message().startsWith("side 'british' has no unit or figure '14th-light-dragoons' to arrive"),
                d.message());
        assertEquals(Texts.lineOf(bad, "\"14th-light-dragoons\""), d.line());
        assertEquals(Texts.columnOf(bad, "\"14th-light-dragoons\""), d.column());
    }

    @Test
    void anArrivalOnTurnOneOrNotANumberIsAnError() throws IOException {
        ReadResult<Scenario> first = Texts.rewrite(scenario, arriving("{ \"13th-light-dragoons\": 1 }"));
        assertFalse(first.ok());
        assertTrue(Texts.find(first, "turn 2 or later").message().contains("found 1"), first.report());
        ReadResult<Scenario> words = Texts.rewrite(scenario, arriving("{ \"13th-light-dragoons\": \"three\" }"));
        assertFalse(words.ok());
        Texts.find(words, "'13th-light-dragoons'");
    }

    @Test
    void anArrivalAfterTheLastTurnIsWarnedOfButReads() throws IOException {
        String late = arriving("{ \"13th-light-dragoons\": 16 }");
        ReadResult<Scenario> r = Texts.rewrite(scenario, late);
        assertTrue(r.ok(), r.report());
        Diagnostic d = Texts.find(r, "never comes on");
        assertEquals("'13th-light-dragoons' arrives on turn 16, after the scenario's last (15): it never comes on",
                d.message());
        assertEquals(Texts.lineOf(late, "\"13th-light-dragoons\": 16"), d.line());
    }

    @Test
    void theHiddenForceAndArrivalsAreWrittenBackAsTheyWereRead() throws IOException {
        String hidden = text.replaceFirst("\"control\": \"non-player\"", "\"control\": \"non-player\", \"hidden\":"
                + " { \"until\": \"a British unit crosses the river\", \"turn\": 4 }");
        ReadResult<Scenario> r = Texts.rewrite(scenario, hidden);
        assertTrue(r.ok(), r.report());
        Side french = r.value().sides().get(1);
        assertEquals(new Side.Hidden("a British unit crosses the river", 4), french.hidden());
        String written = ScenarioFiles.toJson(r.value());
        ReadResult<Scenario> again = Texts.rewrite(scenario, written);
        assertTrue(again.ok(), again.report());
        assertEquals(french.hidden(), again.value().sides().get(1).hidden());
        assertEquals(Map.of("13th-light-dragoons", 3), again.value().sides().get(0).arrivals());
    }
}
