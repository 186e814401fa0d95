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
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Base;
import org.vedette.core.model.Marker;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.Zone;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.table.Stand;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/** The table's geometry in scenario files: outlines, zones, markers, bases, deployments; bad geometry located. */
class TableFilesTest {
    @TempDir
    Path dir;
    Path scenario;
    String text;

    @BeforeEach
    void copyExamples() throws IOException {
        scenario = Texts.copyAlmaraz(dir);
        text = Files.readString(scenario);
    }

    @Test
    void theExampleHasTerrainOutlinesZonesMarkersAndDeployments() throws IOException {
        ReadResult<Scenario> r = Texts.rewrite(scenario, text);
        assertTrue(r.ok(), r.report());
        Scenario s = r.value();
        TerrainFeature road = s.table().terrain().stream().filter(f -> f.id().equals("royal-road")).findFirst()
                .orElseThrow();
        assertEquals(TerrainFeature.Shape.LINE, road.shape(), "a road is a line unless the file says otherwise");
        TerrainFeature summit = s.table().terrain().stream().filter(f -> f.id().equals("fort-napoleon")).findFirst()
                .orElseThrow();
        assertEquals(2, summit.height());
        assertEquals(List.of(Zone.Kind.DEPLOYMENT, Zone.Kind.DEPLOYMENT),
                s.table().zones().stream().map(Zone::kind).toList());
        assertEquals(Marker.Kind.OBJECTIVE, s.table().markers().get(0).kind());
        assertEquals(new Position(6, 3, 0.0), s.sides().get(0).deployment().get("50th-foot"));
    }

    @Test
    void everyDeployedUnitOfTheExampleStandsInItsSidesZoneOnTheTable() throws IOException {
        Scenario s = Texts.rewrite(scenario, text).value();
        GameState state = GameState.of(s, Texts.CATALOG.find("onehour").orElseThrow());
        TableGeometry g = TableGeometry.of(s.table(), TableRules.forRuleset("onehour"));
        int placed = 0;
        for (Actor a : state.actors().values()) {
            Stand stand = g.stand(a);
            if (stand == null) continue;
            placed++;
            assertTrue(g.onTable(stand), a.id());
            assertTrue(g.inDeploymentZone(stand), a.id() + " at " + a.position());
        }
        assertEquals(10, placed, "five units a side; the dragoons arrive on turn 3");
    }

    @Test
    void geometryWrittenReadsBackEqual() throws IOException {
        Scenario s = Texts.rewrite(scenario, text.replace("\"id\": \"50th-foot\",", "\"id\": \"50th-foot\", \"base\": { \"width\": 5, \"depth\": 2 },")
                .replace("\"roster\": \"../rosters/british.json\",", "\"roster\": \"../rosters/british.json\",")).value();
        ReadResult<Scenario> again = ScenarioFiles.parse(ScenarioFiles.toJson(s), scenario, Texts.CATALOG);
        assertTrue(again.ok(), again.report());
        assertEquals(s, again.value());
        assertEquals(s.table(), again.value().table());
    }

    @Test
    void aBaseOfItsOwnIsReadAndWritten() throws IOException {
        Path roster = dir.resolve("rosters/british.json");
        String r = Files.readString(roster);
        Files.writeString(roster, r.replaceFirst("\"id\": \"50th-foot\",", "\"id\": \"50th-foot\", \"base\": { \"width\": 5, \"depth\": 2 },"));
        Scenario s = Texts.rewrite(scenario, text).value();
        assertEquals(Base.rectangle(5, 2), s.sides().get(0).units().get(0).base());
        assertTrue(ScenarioFiles.toJson(s).contains("\"base\""));
    }

    @Test
    void aSelfIntersectingOutlineIsReportedAtItsPoint() throws IOException {
        String good = "\"outline\": [ { \"x\": 3, \"y\": 4 }, { \"x\": 11, \"y\": 3 }, { \"x\": 12, \"y\": 10 }, { \"x\": 4, \"y\": 11 } ]";
        String bowTie = "\"outline\": [ { \"x\": 3, \"y\": 4 }, { \"x\": 11, \"y\": 3 }, { \"x\": 4, \"y\": 11 }, { \"x\": 12, \"y\": 10 } ]";
        assertTrue(text.contains(good));
        String bad = text.replace(good, bowTie);
        ReadResult<Scenario> r = Texts.rewrite(scenario, bad);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "crosses itself");
        int line = Texts.lineOf(bad, bowTie);
        assertEquals(line, d.line());
        // The crossing is nearest the third and fourth points; JTS names one, and the file's column is its '{'.
        String lineText = bad.lines().toList().get(line - 1);
        assertTrue(lineText.charAt(d.column() - 1) == '{', d.column() + " in " + lineText);
        assertTrue(d.column() > lineText.indexOf("{ \"x\": 11"), d.toString());
    }

    @Test
    void aFigureOffTheTableIsReportedWhereItIsPlaced() throws IOException {
        String bad = text.replace("\"71st-hli\": { \"x\": 12, \"y\": 3, \"facing\": 0 }",
                "\"71st-hli\": { \"x\": 40, \"y\": 3, \"facing\": 0 }");
        ReadResult<Scenario> r = Texts.rewrite(scenario, bad);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "stands off the table");
        assertEquals("'71st-hli' stands off the table: (40, 3) is outside the 36\" x 36\" table", d.message());
        assertEquals(Texts.lineOf(bad, "\"71st-hli\": { \"x\": 40"), d.line());
    }

    @Test
    void aDeploymentMustNameOneOfTheSidesOwnUnits() throws IOException {
        String bad = text.replace("\"71st-hli\": { \"x\": 12", "\"71st\": { \"x\": 12");
        ReadResult<Scenario> r = Texts.rewrite(scenario, bad);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "has no unit or figure '71st'");
        assertEquals(Texts.lineOf(bad, "\"71st\":"), d.line());
        assertEquals(Texts.columnOf(bad, "\"71st\":"), d.column());
    }

    @Test
    void anUnknownTerrainKindIsNamedWithTheKindsThatAreKnown() throws IOException {
        String bad = text.replace("\"kind\": \"woods\"", "\"kind\": \"forest\"");
        ReadResult<Scenario> r = Texts.rewrite(scenario, bad);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "forest");
        assertTrue(d.message().contains("woods") && d.message().contains("hedge"), d.message());
        assertEquals(Texts.lineOf(bad, "\"kind\": \"forest\""), d.line());
    }

    @Test
    void aZoneOfNoSideIsReported() throws IOException {
        String bad = text.replace("\"side\": \"french\", \"name\": \"The garrison's ground\"",
                "\"side\": \"spanish\", \"name\": \"The garrison's ground\"");
        ReadResult<Scenario> r = Texts.rewrite(scenario, bad);
        assertNull(r.value());
        assertEquals("no side 'spanish' (the sides: british, french)", Texts.find(r, "no side").message());
    }
}
