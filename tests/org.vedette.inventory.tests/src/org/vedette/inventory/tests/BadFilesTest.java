package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.inventory.InventoryFiles;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.RequirementSet;
import org.vedette.io.CollectionFiles;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;

/** Rule, requirement and collection files with mistakes: every one reported at its line and column. */
class BadFilesTest {
    static Diagnostic find(ReadResult<?> r, String text) {
        var found = r.diagnostics().stream().filter(d -> d.message().contains(text)).toList();
        if (found.size() != 1) fail("expected one diagnostic containing \"" + text + "\", got:\n" + r.report());
        return found.get(0);
    }

    @Test
    void aRulesFileWithMistakesGivesEveryOneWhereItIs() {
        String text = """
                {
                  "format": "vedette.inventory-rules",
                  "version": 1,
                  "id": "mine",
                  "unpainted": { "allowed": "yes" },
                  "standIns": [
                    { "for": { "troopType": "bandit" }, "use": { "troopTyp": "pirate" }, "preference": 2 },
                    { "for": { "role": "sergeant" }, "use": { "role": "officer" }, "preference": -1 },
                    { "for": { "troopType": "bandit" }, "use": {}, "preference": 1 }
                  ],
                  "counting": { "onehour": { "figuresPerUnit": { "infantry": 0 } } }
                }
                """;
        ReadResult<InventoryRules> r = InventoryFiles.parseRules(text, "my-rules.json");
        assertFalse(r.ok());
        assertNull(r.value(), "nothing is built from a file with errors");
        assertEquals("my-rules.json:5:29: error: expected true or false for 'allowed', found text \"yes\"",
                find(r, "'allowed'").toString());
        Diagnostic unknown = find(r, "unknown field 'troopTyp'");
        assertEquals(7, unknown.line());
        assertEquals(50, unknown.column(), "where the name begins");
        Diagnostic role = find(r, "unknown role 'sergeant'");
        assertEquals(8, role.line());
        assertEquals(8, find(r, "preference from 0").line());
        assertEquals(9, find(r, "'use' names nothing").line());
        assertEquals(11, find(r, "from 1 to 1000 figures").line());
    }

    @Test
    void aRequirementSetWithMistakes() {
        String text = """
                { "format": "vedette.requirements", "version": 1, "id": "x",
                  "needs": [
                    { "id": "a", "kind": { "troopType": "monk" }, "count": 3, "better": 2 },
                    { "id": "a", "kind": { "troopType": "monk" }, "count": "three" }
                  ] }
                """;
        ReadResult<RequirementSet> r = InventoryFiles.parseRequirements(text, "set.json");
        assertEquals(3, find(r, "'better' (2) is fewer than 'count' (3)").line());
        assertEquals(4, find(r, "expected a whole number for 'count'").line());
    }

    @Test
    void notJsonAtAllIsSaidInWords(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("rules.json");
        Files.writeString(f, "{ \"format\": \"vedette.inventory-rules\", \"version\": 1 \"id\": \"x\" }");
        ReadResult<InventoryRules> r = InventoryFiles.readRules(f);
        assertFalse(r.ok());
        Diagnostic d = r.errors().get(0);
        assertEquals(f.toString(), d.file());
        assertEquals(1, d.line());
        assertTrue(d.column() > 1);
    }

    @Test
    void aCollectionsNewFieldsAreCheckedAndReadBack() {
        String text = """
                { "format": "vedette.collection", "version": 1, "id": "c",
                  "items": [
                    { "id": "a", "count": 4, "role": "sergeant", "based": "no" },
                    { "id": "b", "count": 4, "weapon": 3 }
                  ] }
                """;
        ReadResult<FigureCollection> bad = CollectionFiles.parse(text, "c.json");
        assertEquals(3, find(bad, "unknown role 'sergeant' (known: rank-and-file, officer, nco, musician,"
                + " standard)").line());
        assertEquals(3, find(bad, "expected true or false for 'based'").line());
        assertEquals(4, find(bad, "expected text for 'weapon'").line());
        FigureCollection good = new FigureCollection("c", null, null, java.util.List.of(new CollectionItem("a",
                "Officers", "infantry", "french", true, 3, 2, java.util.List.of("greatcoat"), "Box 1", "Drawer 2",
                "officer", "pistol", false)));
        ReadResult<FigureCollection> back = CollectionFiles.parse(CollectionFiles.toJson(good), "c.json");
        assertTrue(back.ok(), back::report);
        assertEquals(good, back.value());
    }
}
