package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Going;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Unit;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;

class ScenarioFilesTest {
    @TempDir
    Path dir;
    Path scenario;
    String text;

    /** A copy of the examples workspace, so each test can break its own files. */
    @BeforeEach
    void copyExamples() throws IOException {
        scenario = Texts.copyAlmaraz(dir);
        text = Files.readString(scenario);
    }

    private void editRoster(String name, String from, String to) throws IOException {
        Path p = dir.resolve("rosters").resolve(name);
        String s = Files.readString(p);
        assertTrue(s.contains(from), from);
        Files.writeString(p, s.replace(from, to));
    }

    /**
     * Victory conditions and hidden forces (a side off the table until something reveals it, or
     * until a turn) are read and checked; a hidden side that says neither when nor what, or a
     * turn before the first, is refused where it is written.
     */
    @Test
    void victoryConditionsAndHiddenSidesAreReadAndChecked() throws IOException {
        String hidden = text.replaceFirst("\"objectives\"", "\"victory\": [\"The British win if the bridge is down\"],\n  \"objectives\"")
                .replaceFirst("\"control\": \"non-player\"", "\"control\": \"non-player\", \"hidden\": { \"until\": \"a British"
                        + " figure crosses the river\", \"turn\": 4 }");
        assertTrue(hidden.contains("\"victory\"") && hidden.contains("\"hidden\""), hidden);
        ReadResult<Scenario> ok = Texts.rewrite(scenario, hidden);
        assertTrue(ok.ok(), ok.report());

        ReadResult<Scenario> neither = Texts.rewrite(scenario, hidden.replace("\"until\": \"a British figure crosses the river\", \"turn\": 4", ""));
        assertFalse(neither.ok());
        assertTrue(neither.report().contains("a hidden side needs 'until'"), neither.report());

        ReadResult<Scenario> early = Texts.rewrite(scenario, hidden.replace("\"turn\": 4", "\"turn\": 0"));
        assertFalse(early.ok());
        assertTrue(early.report().contains("expected turn 1 or later for 'turn', found 0"), early.report());
    }

    @Test
    void theExampleScenarioReadsWithItsRosters() {
        ReadResult<Scenario> r = ScenarioFiles.read(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"),
                Texts.CATALOG);
        assertTrue(r.ok(), r.report());
        assertTrue(r.diagnostics().isEmpty(), r.report());
        Scenario s = r.value();
        assertEquals("onehour", s.ruleset());
        assertEquals(36, s.table().width());
        assertEquals(36, s.table().depth());
        assertEquals(Edge.SOUTH, s.table().friendlyEdge());
        List<TerrainKind> kinds = s.table().terrain().stream().map(t -> t.kind()).toList();
        assertTrue(kinds.containsAll(List.of(TerrainKind.RIVER, TerrainKind.BRIDGE, TerrainKind.FORD,
                TerrainKind.WOODS, TerrainKind.TOWN, TerrainKind.HILL, TerrainKind.ROAD)), kinds.toString());
        assertEquals(Going.IMPASSABLE, s.table().terrain().get(0).going());
        assertEquals(15, s.turns());
        assertTrue(s.objectives().size() >= 5 && s.objectives().size() <= 6);
        Side british = s.sides().get(0);
        assertEquals(Side.Control.PLAYER, british.control());
        assertEquals(Side.Control.NON_PLAYER, s.sides().get(1).control());
        assertTrue(british.units().size() >= 4 && british.units().size() <= 6);
        Unit dragoons = british.units().stream().filter(u -> u.id().equals("13th-light-dragoons")).findFirst()
                .orElseThrow();
        assertEquals("light-cavalry", dragoons.profile().get("type"));
        assertTrue(dragoons.mounted());
        assertEquals(2, british.units().get(0).figures().size());
    }

    @Test
    void aMisspelledFieldIsNamedWithTheFieldsThatAreKnown() throws IOException {
        String bad = text.replace("\"width\": 36", "\"widht\": 36");
        ReadResult<Scenario> r = Texts.rewrite(scenario, bad);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "unknown field 'widht'");
        assertEquals("unknown field 'widht' (known: width, depth, friendlyEdge, terrain, zones, markers)", d.message());
        assertEquals(Texts.lineOf(bad, "\"widht\""), d.line());
        assertEquals(Texts.columnOf(bad, "\"widht\""), d.column());
        assertEquals(scenario.toString(), d.file());
        Texts.find(r, "missing 'width'");
    }

    @Test
    void aWrongTypeSaysWhatWasExpected() throws IOException {
        String bad = text.replace("\"depth\": 36", "\"depth\": \"thirty-six\"");
        Diagnostic d = Texts.find(Texts.rewrite(scenario, bad), "'depth'");
        assertEquals("expected a number for 'depth', found text \"thirty-six\"", d.message());
        assertEquals(Texts.columnOf(bad, "\"thirty-six\""), d.column());
    }

    @Test
    void everySemanticProblemIsReportedAtOnceWhereItIsWritten() throws IOException {
        editRoster("british.json", "\"quality\": \"elite\",\n      \"profile\": { \"type\": \"light-infantry\" }",
                "\"quality\": \"veteran\",\n      \"profile\": { \"type\": \"light-infantry\", \"morale\": 3 }");
        editRoster("british.json", "{ \"type\": \"skirmishers\" }", "{ \"type\": 4 }");
        editRoster("french.json", "\"id\": \"voltigeurs\"", "\"id\": \"50th-foot\"");
        editRoster("french.json", "{ \"id\": \"39e-ligne-eagle\", \"name\": \"Eagle bearer\" }",
                "{ \"id\": \"39e-ligne-eagle\", \"name\": \"Eagle bearer\", \"weapons\": [\"musket\", \"pike\"] }");
        ReadResult<Scenario> r = Texts.rewrite(scenario, text);
        assertNull(r.value());
        String british = dir.resolve("rosters/british.json").toString();
        String french = dir.resolve("rosters/french.json").toString();
        assertEquals(british, Texts.find(r, "unknown quality 'veteran'").file());
        assertEquals("unknown profile field 'morale' for onehour (known: type, hits)",
                Texts.find(r, "'morale'").message());
        assertTrue(Texts.find(r, "'type' must be one of").message().endsWith("not 4"));
        Diagnostic dup = Texts.find(r, "duplicate id '50th-foot'");
        assertEquals(french, dup.file());
        assertTrue(dup.message().contains(british), dup.message());
        assertEquals("unknown weapon 'pike' for onehour (known: musket, rifle)", Texts.find(r, "'pike'").message());
        // ... and on the scenario's lines that name the broken rosters:
        Diagnostic summary = Texts.find(r, "roster '../rosters/british.json' cannot be used");
        assertEquals(scenario.toString(), summary.file());
        assertEquals(Texts.lineOf(text, "\"../rosters/british.json\""), summary.line());
        assertTrue(summary.message().endsWith("it has 3 errors"), summary.message());
        Texts.find(r, "roster '../rosters/french.json' cannot be used");
        assertEquals(7, r.diagnostics().size(), r.report());
    }

    @Test
    void aMissingRosterIsReportedOnTheScenariosLine() throws IOException {
        String bad = text.replace("../rosters/french.json", "../rosters/france.json");
        ReadResult<Scenario> r = Texts.rewrite(scenario, bad);
        Diagnostic d = Texts.find(r, "cannot read roster '../rosters/france.json'");
        assertEquals(scenario.toString(), d.file());
        assertEquals(Texts.lineOf(bad, "france.json"), d.line());
        Diagnostic file = Texts.find(r, "no such file");
        assertEquals(0, file.line(), "the missing file itself has no line");
    }

    @Test
    void aRosterForAnotherRulesetIsRefused() throws IOException {
        editRoster("french.json", "\"ruleset\": \"onehour\"", "\"ruleset\": \"sharpe\"");
        RulesetCatalog both = RulesetCatalog.of(new FakeOneHour(), new FakeOneHour("sharpe"));
        ReadResult<Scenario> r = ScenarioFiles.read(scenario, both);
        assertEquals("roster '../rosters/french.json' is for ruleset 'sharpe', but the scenario is for 'onehour'",
                Texts.find(r, "is for ruleset").message());
    }

    @Test
    void anUnknownRulesetListsTheKnownOnes() throws IOException {
        ReadResult<Scenario> r = Texts.rewrite(scenario, text.replace("\"ruleset\": \"onehour\"", "\"ruleset\": \"one-hour\""));
        assertEquals("unknown ruleset 'one-hour' (known: onehour)", Texts.find(r, "'one-hour'").message());
    }

    @Test
    void onlyPicksUnitsAndAMissingOneIsNamed() throws IOException {
        String picked = text.replace("\"roster\": \"../rosters/british.json\"",
                "\"roster\": \"../rosters/british.json\", \"only\": [\"50th-foot\", \"71st-hli\"]");
        ReadResult<Scenario> ok = Texts.rewrite(scenario, picked);
        assertTrue(ok.ok(), ok.report());
        assertEquals(List.of("50th-foot", "71st-hli"),
                ok.value().sides().get(0).units().stream().map(Unit::id).toList());
        ReadResult<Scenario> bad = Texts.rewrite(scenario, picked.replace("\"71st-hli\"]", "\"72nd-foot\"]"));
        Diagnostic d = Texts.find(bad, "has no unit '72nd-foot'");
        assertEquals(Texts.lineOf(picked, "\"only\""), d.line());
    }

    @Test
    void anUnsavedScenarioCannotResolveRosters() {
        ReadResult<Scenario> r = ScenarioFiles.parse(text, null, Texts.CATALOG);
        assertEquals(2, r.errors().size(), r.report());
        assertTrue(r.errors().get(0).message().contains("has not been saved"));
    }

    @Test
    void aWrittenScenarioReadsBackEqual(@TempDir Path out) throws IOException {
        Scenario s = ScenarioFiles.read(scenario, Texts.CATALOG).value();
        Path inline = out.resolve("inline.json");
        ScenarioFiles.write(inline, s);
        ReadResult<Scenario> back = ScenarioFiles.read(inline, Texts.CATALOG);
        assertTrue(back.ok(), back.report());
        assertEquals(s, back.value());
        assertFalse(Files.readString(inline).contains("\"roster\""));
        // With roster references kept, the file names the rosters again.
        Path refs = dir.resolve("scenarios/copy.json");
        ScenarioFiles.write(refs, s, Map.of("british", "../rosters/british.json", "french", "../rosters/french.json"));
        ReadResult<Scenario> again = ScenarioFiles.read(refs, Texts.CATALOG);
        assertEquals(s, again.value(), again.report());
        assertTrue(Files.readString(refs).contains("\"roster\": \"../rosters/british.json\""));
    }

    @Test
    void theFormatAndVersionAreChecked() throws IOException {
        assertEquals("this is a 'vedette.roster' file, expected 'vedette.scenario'",
                Texts.find(Texts.rewrite(scenario, text.replace("\"vedette.scenario\"", "\"vedette.roster\"")), "vedette.roster")
                        .message());
        assertTrue(Texts.find(Texts.rewrite(scenario, text.replace("\"version\": 1", "\"version\": 2")), "version 2").message()
                .contains("newer than this Vedette reads"));
    }
}
