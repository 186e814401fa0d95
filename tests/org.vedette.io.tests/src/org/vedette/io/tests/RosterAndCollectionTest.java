package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;
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

    /**
     * The old {@code storage} field ("Box 3, drawer 2") is read into box and
     * drawer, the two fields that replaced it, with a warning at its place
     * saying what it was read as; written back, the item has box and drawer
     * and no storage. An item that has box or drawer keeps them.
     */
    @Test
    void theOldStorageFieldIsReadAsBoxAndDrawerWithAWarning() {
        ReadResult<FigureCollection> r = CollectionFiles.parse("""
                { "format": "vedette.collection", "version": 1, "id": "c",
                  "items": [ { "id": "rifles", "count": 8, "storage": "Box 3, drawer 2" },
                             { "id": "guns", "count": 1, "storage": "Shelf A" },
                             { "id": "monks", "count": 4, "storage": "Box 9", "box": "Box 4" } ] }
                """, "c.json");
        assertTrue(r.ok(), r.report());
        List<CollectionItem> items = r.value().items();
        assertEquals("Box 3", items.get(0).box());
        assertEquals("drawer 2", items.get(0).drawer());
        assertEquals("Shelf A", items.get(1).box());
        assertNull(items.get(1).drawer());
        assertEquals("Box 4", items.get(2).box(), "box wins over the old field");
        assertNull(items.get(2).drawer());
        assertEquals(3, r.warnings().size(), r.report());
        assertEquals("c.json:2:55: warning: 'storage' is the old field for where figures are kept: read as box"
                + " 'Box 3' and drawer 'drawer 2'; write 'box' and 'drawer' instead (the collection editor's Items"
                + " page moves them)", r.warnings().get(0).toString());
        assertTrue(r.warnings().get(2).toString().contains("'storage' is ignored"), r.report());
        String written = CollectionFiles.toJson(r.value());
        assertFalse(written.contains("storage"), written);
        assertEquals(r.value(), CollectionFiles.parse(written, "written.json").value(), written);

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
