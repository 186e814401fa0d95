package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.io.Diagnostic;
import org.vedette.io.OutcomeJson;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;
import org.vedette.io.ResolveRequest;
import org.vedette.io.Severity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

class RequestFileTest {
    static final String SHOOT = """
            {
              "format": "vedette.request",
              "version": 1,
              "ruleset": "onehour",
              "action": "shoot",
              "inputs": { "actor": "52nd", "target": "voltigeurs", "range": 9.5, "cover": false },
              "situation": {
                "options": { "squares": true },
                "actors": [
                  { "id": "52nd", "name": "52nd Light Infantry", "side": "british", "quality": "elite",
                    "profile": { "type": "light-infantry" }, "position": { "x": 10, "y": 4, "facing": 0 } },
                  { "id": "95th", "side": "british", "profile": { "type": "skirmishers" },
                    "status": { "out": true } },
                  { "id": "voltigeurs", "side": "french", "profile": { "type": "skirmishers" },
                    "status": { "wounds": 2, "shock": 0, "down": false, "out": false }, "marks": { "loaded": true } }
                ],
                "turn": { "round": 3, "side": "british", "phase": "shooting" }
              },
              "dice": [4, 2],
              "expect": { "headline": "hit", "events": [ { "type": "status-changed" } ] }
            }
            """;

    @Test
    void readsTheRequestTheSituationAndTheDice() {
        ReadResult<ResolveRequest> r = RequestFile.parse(SHOOT, "shoot.json", Texts.CATALOG);
        assertTrue(r.ok(), r.report());
        ResolveRequest q = r.value();
        assertEquals("shoot", q.request().action());
        assertEquals(9.5, q.request().input("range"));
        assertEquals("voltigeurs", q.request().text("target"));
        assertEquals(List.of(4, 2), q.dice());
        assertEquals(List.of("british", "french"), q.state().sides().stream().map(s -> s.id()).toList(),
                "sides are derived from the actors, in the order first named");
        Actor volt = q.state().actor("voltigeurs");
        assertEquals(2, volt.status().wounds());
        assertTrue(volt.hasMark("loaded"));
        assertEquals("light-infantry", q.state().actor("52nd").profileText("type"));
        assertEquals(true, q.state().option("squares"));
        assertEquals(3, q.state().turn().round());
        assertEquals("shooting", q.state().turn().phase());
        assertEquals(List.of("52nd"), q.state().turn().activation().actors(),
                "without turn.actors the activation is the side's actors that are not out");
        assertEquals("hit", q.expect().get("headline"));
    }

    @Test
    void aMoveInAGameNeedsNoSituationAndNamesTheGamesActors() {
        var game = RequestFile.parse(SHOOT, "shoot.json", Texts.CATALOG).value().state();
        String move = """
                { "format": "vedette.request", "version": 1, "ruleset": "onehour", "action": "shoot",
                  "inputs": { "actor": "52nd", "target": "voltigeurs", "range": 9.5 }, "dice": [5, 5] }
                """;
        ReadResult<ResolveRequest> r = RequestFile.parseForGame(move, "move.json", Texts.CATALOG, game);
        assertTrue(r.ok(), r.report());
        assertTrue(r.diagnostics().isEmpty(), r.report());
        assertEquals(game, r.value().state(), "the game's own state is the situation");
        assertEquals(List.of(5, 5), r.value().dice());

        String stranger = move.replace("\"voltigeurs\"", "\"chasseurs\"");
        ReadResult<ResolveRequest> bad = RequestFile.parseForGame(stranger, "move.json", Texts.CATALOG, game);
        assertFalse(bad.ok());
        Diagnostic d = bad.errors().get(0);
        assertEquals(2, d.line());
        assertTrue(d.message().contains("'chasseurs', which is not among the situation's actors"), d.message());
    }

    @Test
    void aSituationGivenWithAMoveInAGameIsIgnoredWithAWarning() {
        var game = RequestFile.parse(SHOOT, "shoot.json", Texts.CATALOG).value().state();
        ReadResult<ResolveRequest> r = RequestFile.parseForGame(SHOOT, "shoot.json", Texts.CATALOG, game);
        assertTrue(r.ok(), r.report());
        assertEquals(1, r.warnings().size(), r.report());
        assertEquals(7, r.warnings().get(0).line());
        assertTrue(r.warnings().get(0).message().contains("ignored"));
        assertEquals(game, r.value().state());
    }

    @Test
    void anOutcomeWrittenAsJsonCarriesEventsRollsAndExplanation() throws Exception {
        ResolveRequest q = RequestFile.parse(SHOOT, "shoot.json", Texts.CATALOG).value();
        Outcome o = new FakeOneHour().resolve(q.request(), q.state(), new Dice(ScriptedDice.of(q.dice())),
                Explanation.wanted());
        JsonNode json = new ObjectMapper().readTree(OutcomeJson.toJson(o));
        assertEquals("hit", json.get("headline").asText());
        JsonNode event = json.get("events").get(0);
        assertEquals("status-changed", event.get("type").asText());
        assertEquals("voltigeurs", event.get("actor").asText());
        assertEquals(2, event.get("before").get("wounds").asInt());
        assertEquals(3, event.get("after").get("wounds").asInt());
        JsonNode roll = json.get("rolls").get(0);
        assertEquals("D6 to hit", roll.get("purpose").asText());
        assertEquals(4, roll.get("faces").get(0).asInt());
        JsonNode step = json.get("explanation").get(0);
        assertEquals("1H", step.get("book").asText());
        assertEquals("Shooting", step.get("section").asText());
        assertFalse(OutcomeJson.toJsonLine(o).contains("\n"));
    }

    @Test
    void aMoveOnTheTableIsWrittenWithItsPathAndDistance() throws Exception {
        var moved = new org.vedette.core.game.GameEvent.Moved("voltigeurs", new org.vedette.core.model.Position(6, 3,
                0.0), org.vedette.core.model.Position.at(9, 7), java.util.List.of(org.vedette.core.model.Position.at(6,
                        3), org.vedette.core.model.Position.at(9, 7)), 5);
        Outcome o = new Outcome("moved", java.util.List.of(moved), java.util.List.of(), java.util.List.of());
        JsonNode event = new ObjectMapper().readTree(OutcomeJson.toJson(o)).get("events").get(0);
        assertEquals("moved", event.get("type").asText());
        assertEquals("voltigeurs", event.get("actor").asText());
        assertEquals(0.0, event.at("/from/facing").asDouble());
        assertEquals(9.0, event.at("/to/x").asDouble());
        assertFalse(event.get("to").has("facing"), "no facing is written where the position has none");
        assertEquals(2, event.get("path").size());
        assertEquals(7.0, event.at("/path/1/y").asDouble());
        assertEquals(5.0, event.get("distance").asDouble());
        assertEquals("voltigeurs: moved 5.0 in to (9, 7)", event.get("text").asText());
    }

    @Test
    void everyProblemIsReportedWithItsLineAndColumn() {
        String bad = SHOOT.replace("\"range\": 9.5", "\"range\": \"far\"")
                .replace("\"target\": \"voltigeurs\"", "\"target\": \"grenadiers\"")
                .replace("\"quality\": \"elite\"", "\"quality\": \"veteran\"")
                .replace("{ \"type\": \"skirmishers\" },\n", "{ \"type\": \"skirmisher\" },\n")
                .replace("\"turn\": { \"round\": 3", "\"turn\": { \"rnd\": 3");
        ReadResult<ResolveRequest> r = RequestFile.parse(bad, "bad.json", Texts.CATALOG);
        assertNull(r.value());
        Diagnostic range = Texts.find(r, "'range' must be a number");
        assertEquals(Texts.lineOf(bad, "\"far\""), range.line());
        assertEquals(Texts.columnOf(bad, "\"far\""), range.column());
        Diagnostic target = Texts.find(r, "'grenadiers'");
        assertEquals(Texts.lineOf(bad, "\"grenadiers\""), target.line());
        Diagnostic quality = Texts.find(r, "unknown quality 'veteran'");
        assertTrue(quality.message().contains("elite, trained, conscript"), quality.message());
        assertEquals(Texts.columnOf(bad, "\"veteran\""), quality.column());
        List<Diagnostic> types = r.diagnostics().stream().filter(d -> d.message().contains("'type' must be one of"))
                .toList();
        assertEquals(2, types.size(), "both skirmisher units are wrong: " + r.report());
        assertEquals(Texts.lineOf(bad, "\"skirmisher\""), types.get(0).line());
        Diagnostic rnd = Texts.find(r, "unknown field 'rnd'");
        assertEquals("unknown field 'rnd' (known: round, last-turn, side, phase, actors, label, detail)", rnd.message());
        assertEquals(Texts.columnOf(bad, "\"rnd\""), rnd.column());
        assertTrue(r.diagnostics().stream().allMatch(d -> d.severity() == Severity.ERROR && d.line() >= 1));
        assertEquals(6, r.diagnostics().size(), r.report());
        assertEquals(List.of(target, range), r.diagnostics().subList(0, 2), "diagnostics come in file order");
    }

    @Test
    void anUnknownActionListsTheRulesetsActions() {
        ReadResult<ResolveRequest> r = RequestFile.parse(SHOOT.replace("\"shoot\"", "\"shot\""), "x.json",
                Texts.CATALOG);
        assertEquals("unknown action 'shot' for onehour (known: shoot)", Texts.find(r, "shot").message());
    }

    @Test
    void withoutACatalogOnlyTheStructureIsChecked() {
        ReadResult<ResolveRequest> r = RequestFile.parse(SHOOT.replace("\"elite\"", "\"legendary\""), "x.json", null);
        assertTrue(r.ok(), r.report());
        assertEquals("legendary", r.value().state().actor("52nd").quality());
    }

    @Test
    void givenSidesAndTurnActorsAreHonoured() {
        String s = SHOOT.replace("\"options\": { \"squares\": true },",
                "\"sides\": [ { \"id\": \"french\", \"name\": \"French\", \"control\": \"non-player\" },"
                        + " { \"id\": \"british\", \"name\": \"British\", \"edge\": \"south\" } ],")
                .replace("\"phase\": \"shooting\" }", "\"phase\": \"shooting\", \"actors\": [\"52nd\", \"95th\"] }");
        ReadResult<ResolveRequest> r = RequestFile.parse(s, "x.json", Texts.CATALOG);
        assertTrue(r.ok(), r.report());
        assertEquals("french", r.value().state().sides().get(0).id());
        assertEquals(List.of("52nd", "95th"), r.value().state().turn().activation().actors());
        assertEquals("British's turn, shooting", r.value().state().turn().activation().label());
        assertEquals(Map.of(), r.value().state().options());
    }

    @Test
    void aSyntaxErrorGivesOneDiagnosticAtTheParsersLocation() {
        String s = SHOOT.replace("\"action\": \"shoot\",", "\"action\": \"shoot\"");
        ReadResult<ResolveRequest> r = RequestFile.parse(s, "x.json", Texts.CATALOG);
        assertEquals(1, r.diagnostics().size(), r.report());
        Diagnostic d = r.diagnostics().get(0);
        assertTrue(d.message().startsWith("not valid JSON"), d.message());
        assertEquals(Texts.lineOf(s, "\"inputs\""), d.line());
    }
}
