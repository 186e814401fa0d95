package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.rules.ActionRequest;
import org.vedette.io.Formats;
import org.vedette.io.JournalFile;
import org.vedette.io.ScenarioFiles;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The published schemas describe the files Vedette reads and writes: the
 * examples, files Vedette wrote and the request sample validate; documents the
 * readers refuse are refused by the schemas too. Checked with {@link SchemaCheck}.
 */
class SchemaTest {
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    static SchemaCheck schema(String format) throws IOException {
        return new SchemaCheck(JSON.readTree(Formats.schema(format)));
    }

    static void valid(String format, JsonNode doc) throws IOException {
        List<String> errors = schema(format).check(doc);
        assertTrue(errors.isEmpty(), format + ": " + errors);
    }

    @Test
    void everySchemaIsDraft2020AndUsesOnlyCheckedKeywords() throws IOException {
        for (String f : Formats.ALL) {
            JsonNode s = JSON.readTree(Formats.schema(f));
            assertEquals("https://json-schema.org/draft/2020-12/schema", s.get("$schema").asText());
            assertEquals(List.of(), SchemaCheck.unknownKeywords(s), f);
        }
    }

    @Test
    void theDocsCopiesAreTheBundlesSchemas() throws IOException {
        for (String f : Formats.ALL) {
            Path docs = Texts.root().resolve("docs").resolve(Formats.schemaPath(f));
            assertEquals(Formats.schema(f), Files.readString(docs), docs + " differs from the bundle's schema");
        }
    }

    @Test
    void theExamplesValidate() throws IOException {
        Path ex = Texts.examples();
        valid(Formats.SCENARIO, JSON.readTree(ex.resolve("scenarios/bridge-at-almaraz.json").toFile()));
        valid(Formats.ROSTER, JSON.readTree(ex.resolve("rosters/british.json").toFile()));
        valid(Formats.ROSTER, JSON.readTree(ex.resolve("rosters/french.json").toFile()));
        valid(Formats.COLLECTION, JSON.readTree(ex.resolve("collection/my-figures.json").toFile()));
    }

    @Test
    void theRequestSampleValidates() throws IOException {
        valid(Formats.REQUEST, JSON.readTree(RequestFileTest.SHOOT));
    }

    @Test
    void filesVedetteWritesValidate() throws IOException {
        var scenario = ScenarioFiles.read(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"),
                Texts.CATALOG).value();
        valid(Formats.SCENARIO, JSON.readTree(ScenarioFiles.toJson(scenario)));
        Path j = dir.resolve("g.jsonl");
        JournalFile.Journal begun = JournalFile.create(j, scenario,
                new JournalEntry(JournalEntry.Kind.BEGIN, null, List.of(3), "Turn 1"), Instant.EPOCH);
        JournalFile.append(j, begun, new JournalEntry(JournalEntry.Kind.ACT,
                new ActionRequest("onehour", "shoot", java.util.Map.of("actor", "a")), List.of(4, 2), "hit"),
                Instant.EPOCH);
        for (String line : Files.readAllLines(j)) valid(Formats.JOURNAL, JSON.readTree(line));
    }

    @Test
    void theSchemasRefuseWhatTheReadersRefuse() throws IOException {
        ObjectNode s = (ObjectNode) JSON.readTree(Texts.examples().resolve("scenarios/bridge-at-almaraz.json").toFile());
        ((ObjectNode) s.get("table")).put("width", "wide");
        assertFalse(schema(Formats.SCENARIO).check(s).isEmpty());
        ((ObjectNode) s.get("table")).put("width", 36).put("widht", 36);
        assertTrue(schema(Formats.SCENARIO).check(s).toString().contains("unknown field 'widht'"));
        ((ObjectNode) s.get("table")).remove("widht");
        ((ObjectNode) s.get("sides").get(0)).putArray("units");
        assertFalse(schema(Formats.SCENARIO).check(s).isEmpty(), "units and roster together");
        ObjectNode entry = (ObjectNode) JSON.readTree("{\"kind\":\"act\",\"faces\":[1]}");
        assertFalse(schema(Formats.JOURNAL).check(entry).isEmpty(), "an act entry needs a request");
        entry.put("kind", "advance");
        assertTrue(schema(Formats.JOURNAL).check(entry).isEmpty());
        ObjectNode req = (ObjectNode) JSON.readTree(RequestFileTest.SHOOT);
        req.putArray("dice").add(0);
        assertFalse(schema(Formats.REQUEST).check(req).isEmpty(), "a die face of 0");
        ObjectNode feature = ((ObjectNode) s.get("table")).putArray("terrain").addObject()
                .put("id", "wood").put("kind", "woods");
        var outline = feature.putArray("outline");
        for (int i = 0; i <= 1000; i++) outline.addObject().put("x", i % 36).put("y", 1);
        assertTrue(schema(Formats.SCENARIO).check(s).toString().contains("more than 1000 items"),
                "the readers' limit of 1000 points per outline");
        ((ObjectNode) s.get("table")).remove("terrain");
        ((ObjectNode) s.get("sides").get(0)).remove("units");
        ObjectNode ai = ((ObjectNode) s.get("sides").get(1)).putObject("ai");
        ai.putObject("units").putObject("39e-ligne").put("hold", true).put("aggression", -2);
        assertTrue(schema(Formats.SCENARIO).check(s).isEmpty(), schema(Formats.SCENARIO).check(s)::toString);
        ai.put("risk-aversion", 4);
        assertTrue(schema(Formats.SCENARIO).check(s).toString().contains("4 is above 3"), "the reader's range of risk aversion");
        ai.put("risk-aversion", 2);
        ObjectNode hold = (ObjectNode) s.get("victoryConditions").get(0);
        hold.remove("places");
        assertFalse(schema(Formats.SCENARIO).check(s).isEmpty(), "a hold without its places");
        hold.putArray("places").addObject().put("radius", 3);
        assertFalse(schema(Formats.SCENARIO).check(s).isEmpty(), "a place that is neither feature, circle nor rectangle");
    }
}
