package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Roster;
import org.vedette.io.CollectionFiles;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterFiles;

class RosterAndCollectionTest {
    @TempDir
    Path dir;

    @Test
    void theExampleRostersReadAndWriteBackEqual() throws IOException {
        for (String name : new String[] { "british.json", "french.json" }) {
            ReadResult<Roster> r = RosterFiles.read(Texts.examples().resolve("rosters").resolve(name), Texts.CATALOG);
            assertTrue(r.ok() && r.diagnostics().isEmpty(), r.report());
            assertTrue(r.value().units().size() >= 4 && r.value().units().size() <= 6);
            Path out = dir.resolve(name);
            RosterFiles.write(out, r.value());
            assertEquals(r.value(), RosterFiles.read(out, Texts.CATALOG).value());
        }
    }

    @Test
    void aUnitWithoutItsRequiredTypeIsNamed() {
        String text = """
                { "format": "vedette.roster", "version": 1, "id": "r", "ruleset": "onehour",
                  "units": [ { "id": "a", "profile": {} }, { "id": "a", "profile": { "type": "infantry" } } ] }
                """;
        ReadResult<Roster> r = RosterFiles.parse(text, "r.json", Texts.CATALOG);
        assertNull(r.value());
        assertEquals("unit 'a' lacks profile field 'type', which onehour requires (one of infantry, light-infantry, "
                + "skirmishers, heavy-cavalry, light-cavalry, foot-artillery, horse-artillery)",
                Texts.find(r, "lacks").message());
        assertEquals(2, Texts.find(r, "duplicate id 'a'").line());
    }

    @Test
    void theExampleCollectionReadsAndWritesBackEqual() throws IOException {
        ReadResult<FigureCollection> r = CollectionFiles.read(Texts.examples().resolve("collection/my-figures.json"));
        assertTrue(r.ok() && r.diagnostics().isEmpty(), r.report());
        CollectionItem dragoons = r.value().items().stream().filter(i -> i.id().equals("brit-light-dragoons"))
                .findFirst().orElseThrow();
        assertEquals(12, dragoons.count());
        assertEquals(8, dragoons.painted());
        assertTrue(dragoons.mounted());
        Path out = dir.resolve("c.json");
        CollectionFiles.write(out, r.value());
        assertEquals(r.value(), CollectionFiles.read(out).value());
    }

    /** Where a collection's figures are stored is the collector's text, read as it is written. */
    @Test
    void anItemMaySayWhereItIsStored() {
        ReadResult<FigureCollection> r = CollectionFiles.parse("""
                { "format": "vedette.collection", "version": 1, "id": "c",
                  "items": [ { "id": "rifles", "count": 8, "storage": "Box 3, drawer 2" } ] }
                """, "c.json");
        assertTrue(r.ok(), r.report());
        ReadResult<FigureCollection> wrong = CollectionFiles.parse("""
                { "format": "vedette.collection", "version": 1, "id": "c",
                  "items": [ { "id": "rifles", "count": 8, "storage": 3 } ] }
                """, "c.json");
        assertFalse(wrong.ok());
        assertTrue(wrong.report().contains("storage"), wrong.report());
    }

    @Test
    void morePaintedThanOwnedIsAnError() {
        String text = """
                { "format": "vedette.collection", "version": 1, "id": "c",
                  "items": [ { "id": "x", "count": 4, "painted": 6 }, { "id": "y", "count": -1 } ] }
                """;
        ReadResult<FigureCollection> r = CollectionFiles.parse(text, "c.json");
        assertEquals("expected 'painted' from 0 to the count (4), found 6", Texts.find(r, "painted").message());
        assertEquals("expected a count of 0 or more for 'count', found -1", Texts.find(r, "found -1").message());
    }

    @Test
    void paintedDefaultsToTheCount() {
        String text = """
                { "format": "vedette.collection", "version": 1, "id": "c", "items": [ { "id": "x", "count": 4 } ] }
                """;
        assertEquals(4, CollectionFiles.parse(text, "c.json").value().items().get(0).painted());
    }

    @Test
    void aFileThatIsNotThereSaysSo() {
        ReadResult<FigureCollection> r = CollectionFiles.read(dir.resolve("missing.json"));
        assertEquals("no such file", r.diagnostics().get(0).message());
    }

    @Test
    void aFileThatIsNotUtf8SaysSo() throws IOException {
        Path f = dir.resolve("latin1.json");
        Files.write(f, new byte[] { '{', '"', (byte) 0xE9, '"', '}' });
        assertEquals("it is not UTF-8 text at byte 3 (0xe9)", CollectionFiles.read(f).diagnostics().get(0).message());
    }
}
