package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.VictoryCondition.Check;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;

/**
 * A scenario's {@code victoryConditions}: read as typed values, written back
 * equal, and checked against the scenario they belong to — each problem
 * where it is written, saying why.
 */
class VictoryConditionsFileTest {
    Path scenario;
    String text;

    /** A copy of the examples workspace, so each test can break its own Almaraz. */
    @BeforeEach
    void copyAlmaraz(@TempDir Path dir) throws IOException {
        scenario = Texts.copyAlmaraz(dir);
        text = Files.readString(scenario);
    }

    private ReadResult<Scenario> readWith(String scenarioText) throws IOException {
        return Texts.rewrite(scenario, scenarioText);
    }

    /** Almaraz with its conditions replaced by {@code conditions} (JSON objects, comma-separated). */
    private String withConditions(String conditions) {
        int from = text.indexOf("\"victoryConditions\"");
        int to = text.indexOf("\"turns\"");
        assertTrue(from > 0 && to > from, "Almaraz has its conditions before its turns");
        return text.substring(0, from) + "\"victoryConditions\": [" + conditions + "],\n  " + text.substring(to);
    }

    @Test
    void almarazBridgeAndVillageAreReadAsHolds() {
        ReadResult<Scenario> r = ScenarioFiles.read(scenario, Texts.CATALOG);
        assertTrue(r.ok(), r.report());
        List<VictoryCondition> v = r.value().victoryConditions();
        assertEquals(2, v.size());
        VictoryCondition british = v.get(0);
        assertEquals("british", british.side());
        assertEquals(Check.END_OF_TURN, british.check());
        assertEquals(15, british.turn());
        assertTrue(british.decisive());
        assertEquals(new VictoryCondition.Hold(List.of(new VictoryCondition.FeatureArea("bridge-of-boats")), true),
                british.goal());
        assertEquals(List.of(new VictoryCondition.FeatureArea("bridge-of-boats"),
                new VictoryCondition.FeatureArea("almaraz-village")), ((VictoryCondition.Hold) v.get(1).goal()).places());
    }

    @Test
    void everyKindOfConditionIsWrittenBackEqual(@TempDir Path out) throws IOException {
        String all = withConditions("""
                {"id": "a", "side": "british", "goal": "hold", "places": [{"feature": "almaraz-village"},
                  {"centre": {"x": 18, "y": 26.5}, "radius": 2.5}, {"from": {"x": 30, "y": 20}, "to": {"x": 20, "y": 10}}],
                  "uncontested": false, "check": "game-end", "points": 3},
                {"id": "b", "side": "french", "goal": "casualties", "actors": ["50th-foot", "71st-hli"], "atLeast": 2,
                  "knockedOut": true, "check": "at-once", "decisive": true, "text": "Two British battalions gone"},
                {"id": "c", "side": "british", "goal": "leave-by", "edge": "north", "atLeast": 2,
                  "check": "end-of-turn", "turn": 12, "points": 1},
                {"id": "d", "side": "british", "goal": "broken", "enemy": "french", "check": "at-once", "decisive": true},
                {"id": "e", "side": "french", "goal": "outlast", "check": "game-end", "decisive": true, "points": 1}
                """);
        ReadResult<Scenario> r = readWith(all);
        assertTrue(r.ok(), r.report());
        Scenario s = r.value();
        assertEquals(5, s.victoryConditions().size());
        VictoryCondition.Hold hold = (VictoryCondition.Hold) s.victoryConditions().get(0).goal();
        assertEquals(new VictoryCondition.Circle(Position.at(18, 26.5), 2.5), hold.places().get(1));
        // The rectangle's corners are put in order.
        assertEquals(new VictoryCondition.Rectangle(20, 10, 30, 20), hold.places().get(2));
        assertEquals(new VictoryCondition.LeaveBy(org.vedette.core.model.Edge.NORTH, List.of(), 2),
                s.victoryConditions().get(2).goal());
        Path written = out.resolve("all.json");
        ScenarioFiles.write(written, s);
        ReadResult<Scenario> back = ScenarioFiles.read(written, Texts.CATALOG);
        assertTrue(back.ok(), back.report());
        assertEquals(s, back.value());
    }

    @Test
    void aConditionIsCheckedAgainstItsScenarioWhereItIsWritten() throws IOException {
        String bad = withConditions("""
                {"id": "a", "side": "prussians", "goal": "hold", "places": [{"feature": "the-mill"}],
                  "check": "end-of-turn", "turn": 16, "decisive": true},
                {"id": "b", "side": "french", "goal": "casualties", "actors": ["sharpe"], "check": "at-once",
                  "decisive": true},
                {"id": "c", "side": "french", "goal": "broken", "enemy": "french", "check": "at-once", "decisive": true},
                {"id": "d", "side": "french", "goal": "outlast", "check": "game-end"},
                {"id": "e", "side": "french", "goal": "leave-by", "edge": "south", "enemy": "british",
                  "check": "game-end", "turn": 3, "points": 1}
                """);
        ReadResult<Scenario> r = readWith(bad);
        assertNull(r.value(), r.report());
        Diagnostic side = Texts.find(r, "no side 'prussians'");
        assertEquals("no side 'prussians' (the sides: british, french)", side.message());
        assertEquals(Texts.lineOf(bad, "\"prussians\""), side.line());
        Diagnostic feature = Texts.find(r, "no terrain feature 'the-mill'");
        assertTrue(feature.message().contains("(its features: tagus, bridge-of-boats,"), feature.message());
        assertEquals(Texts.lineOf(bad, "\"the-mill\""), feature.line());
        Diagnostic turn = Texts.find(r, "turn 16");
        assertEquals("turn 16 is beyond the scenario's 15 turns", turn.message());
        assertEquals(Texts.lineOf(bad, "\"sharpe\""), Texts.find(r, "no unit or figure 'sharpe'").line());
        Texts.find(r, "a side does not win by its own side 'french' breaking");
        assertTrue(Texts.find(r, "either decides the game").message().contains("this one does neither"));
        assertEquals("'enemy' does not belong to a 'leave-by' goal (its fields: edge, actors, atLeast)",
                Texts.find(r, "'enemy' does not belong").message());
        assertEquals("'turn' belongs to a condition looked at 'end-of-turn', not 'game-end'",
                Texts.find(r, "'turn' belongs").message());
        assertEquals(8, r.errors().size(), r.report());
    }

    @Test
    void aPlaceMustBeOneOfTheThreeAndWellMade() throws IOException {
        ReadResult<Scenario> r = readWith(withConditions("""
                {"id": "a", "side": "french", "goal": "hold", "places": [{"radius": 3}, {"centre": {"x": 40, "y": 5},
                  "radius": 0}, {"from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 9}}], "check": "game-end", "decisive": true},
                {"id": "a", "side": "french", "goal": "outlast", "check": "game-end", "decisive": true},
                {"id": "b", "side": "french", "goal": "outlast", "check": "end-of-turn", "decisive": true}
                """));
        assertNull(r.value());
        Texts.find(r, "expected a place: {\"feature\": id}");
        Texts.find(r, "expected a radius above 0 inches, found 0");
        Texts.find(r, "the circle's centre stands off the table: (40, 5) is outside the 36\" x 36\" table");
        Texts.find(r, "must differ in x and in y");
        Texts.find(r, "duplicate victory condition id 'a'");
        Texts.find(r, "needs 'turn': the end of which turn");
    }
}
