package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.game.GameState;
import org.vedette.core.model.AiSettings;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;

/**
 * A side's settings for the NPC AI in a scenario file ({@code "ai"}: the
 * side's own, and single units' under {@code units}): read, written back
 * equal, kept in the game's state, and each mistake said where it is.
 */
class AiSettingsFileTest {
    private static final String AT = "\"roster\": \"../rosters/british.json\",";
    private static final String SETTINGS = AT + " \"ai\": { \"risk-aversion\": 1, \"archetype\": \"deserters\","
            + " \"units\": { \"50th-foot\": { \"hold\": true, \"aggression\": 2, \"destination\": { \"x\": 30, \"y\": 30 } } } },";

    @TempDir
    Path dir;
    Path scenario;
    String text;

    @BeforeEach
    void copyExample() throws IOException {
        scenario = Texts.copyAlmaraz(dir);
        text = Files.readString(scenario);
        assertTrue(text.contains(AT));
    }

    private ReadResult<Scenario> readWith(String scenarioText) throws IOException {
        Files.writeString(scenario, scenarioText);
        return ScenarioFiles.read(scenario, Texts.CATALOG);
    }

    @Test
    void aSidesAndAUnitsSettingsAreReadWrittenBackEqualAndKeptInTheGame() throws IOException {
        ReadResult<Scenario> r = readWith(text.replace(AT, SETTINGS));
        assertTrue(r.ok(), r.report());
        AiSettings ai = r.value().sides().get(0).ai();
        assertEquals(1, ai.riskAversion());
        assertEquals("deserters", ai.archetype());
        AiSettings fiftieth = ai.forUnit("50th-foot");
        assertEquals(Boolean.TRUE, fiftieth.hold());
        assertEquals(2, fiftieth.aggression());
        assertEquals(1, fiftieth.riskAversion(), "the side's, where the unit sets none");
        assertEquals(Position.at(30, 30), fiftieth.destination());
        assertNull(ai.forUnit("71st-hli").hold());
        ReadResult<Scenario> again = ScenarioFiles.parse(ScenarioFiles.toJson(r.value()), scenario, Texts.CATALOG);
        assertTrue(again.ok(), again.report());
        assertEquals(r.value(), again.value());
        GameState state = GameState.of(r.value(), new FakeOneHour());
        assertEquals(ai, state.sides().get(0).ai());
        assertEquals(AiSettings.NONE, readWith(text).value().sides().get(0).ai(), "none set: none");
        assertTrue(!ScenarioFiles.toJson(readWith(text).value()).contains("\"ai\""), "and none written");
    }

    @Test
    void aUnitTheSideDoesNotHaveIsSaidWhereItIsNamed() throws IOException {
        String bad = text.replace(AT, SETTINGS.replace("\"50th-foot\": { \"hold\"", "\"50th\": { \"hold\""));
        ReadResult<Scenario> r = readWith(bad);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "has no unit '50th' for the AI to run");
        assertEquals(Texts.lineOf(bad, "\"50th\":"), d.line());
        assertEquals(Texts.columnOf(bad, "\"50th\":"), d.column());
    }

    @Test
    void aSettingOutOfItsRangeIsSaidWhereItIs() throws IOException {
        String bad = text.replace(AT, SETTINGS.replace("\"risk-aversion\": 1", "\"risk-aversion\": 7"));
        ReadResult<Scenario> r = readWith(bad);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "'risk-aversion'");
        assertEquals("expected 0 to 3 for 'risk-aversion' (taken off the AI's die), found 7", d.message());
        assertEquals(Texts.lineOf(bad, "\"risk-aversion\": 7"), d.line());
        assertEquals(Texts.columnOf(bad, "7, \"archetype\""), d.column());
    }

    @Test
    void aDestinationOffTheTableAndAnUnknownSettingAreSaid() throws IOException {
        String bad = text.replace(AT, SETTINGS.replace("\"x\": 30, \"y\": 30", "\"x\": 300, \"y\": 30")
                .replace("\"hold\": true", "\"stubborn\": true"));
        ReadResult<Scenario> r = readWith(bad);
        assertNull(r.value());
        assertTrue(Texts.find(r, "the AI's destination").message().contains("off the table"), r.report());
        Diagnostic unknown = Texts.find(r, "stubborn");
        assertEquals(Texts.columnOf(bad, "\"stubborn\""), unknown.column());
    }
}
