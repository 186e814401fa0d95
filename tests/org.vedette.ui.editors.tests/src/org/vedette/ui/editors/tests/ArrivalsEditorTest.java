package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.model.Scenario;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.ui.editors.parts.Fields;
import org.vedette.ui.editors.parts.ScenarioEditor;

/**
 * When a side's units arrive, on the scenario editor's Forces page: a typed
 * unit's turn in the chosen unit's form, a roster's units' in the side's
 * Arrivals group; each written to the side's "arrivals" (gone with the last
 * one cleared), an edit Undo takes back, and a turn before 2 said and not
 * written, as io's reader would refuse it.
 */
class ArrivalsEditorTest {
    private final Path file = Bench.workspace().resolve("scenarios/arrivals-in-the-editor.json");

    @AfterEach
    void closeAndDelete() throws Exception {
        Bench.close(file);
        Files.deleteIfExists(file);
    }

    @Test
    void aTypedUnitsArrivalIsSetUndoneAndATurnOf1Refused() throws Exception {
        Files.writeString(file, """
                { "format": "vedette.scenario", "version": 1, "id": "late-comers", "title": "Late comers",
                  "ruleset": "onehour", "table": { "width": 48, "depth": 36 },
                  "sides": [ { "id": "column", "name": "Column", "control": "player",
                               "units": [ { "id": "50th-foot", "name": "50th Foot", "profile": { "type": "infantry" } },
                                          { "id": "13th-light-dragoons", "name": "13th Light Dragoons",
                                            "profile": { "type": "light-cavalry" } } ] } ],
                  "turns": 8 }
                """, StandardCharsets.UTF_8);
        ScenarioEditor editor = Bench.open(file);
        Composite page = Bench.forces(editor, 0);
        editor.forces().table().select("/sides/0/units/1");
        Bench.spin();
        Text turn = Bench.field(page, "Arrives on turn", Text.class);
        assertEquals("", turn.getText(), "on the table from the start");

        Bench.type(turn, "3");
        assertEquals(3, editor.document().at("/sides/0/arrivals/13th-light-dragoons").asInt());
        assertEquals(1, editor.document().at("/sides/0/arrivals").size(), "only the unit chosen");
        Bench.waitUntil("the check after the change", () -> editor.diagnostics().isEmpty()
                && editor.source().text().contains("\"arrivals\""));
        ReadResult<Scenario> read = ScenarioFiles.parse(editor.source().text(), file, Bench.support().catalog());
        assertTrue(read.ok(), read.report());
        assertEquals(Map.of("13th-light-dragoons", 3), read.value().sides().get(0).arrivals());

        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertTrue(editor.document().at("/sides/0/arrivals").isMissingNode(), "undone: no arrivals left");
        assertFalse(editor.source().text().contains("arrivals"), editor.source().text());
        assertEquals("", turn.getText(), "the form shows the undo");

        // Turn 1 is the start: refused with why, and the document is as it was.
        String before = editor.source().text();
        Bench.type(turn, "1");
        String problem = Fields.problemOf(turn);
        assertTrue(problem != null && problem.contains("at least 2") && problem.contains("turn 1 is the start")
                && problem.contains("not written"), String.valueOf(problem));
        assertEquals(before, editor.source().text(), "nothing written");
        assertTrue(editor.document().at("/sides/0/arrivals").isMissingNode());

        // Corrected, then cleared: the member comes and goes with its last arrival.
        Bench.type(turn, "5");
        assertNull(Fields.problemOf(turn));
        assertEquals(5, editor.document().at("/sides/0/arrivals/13th-light-dragoons").asInt());
        Bench.type(turn, "");
        assertTrue(editor.document().at("/sides/0/arrivals").isMissingNode(), "cleared: the member is gone");
    }

    @Test
    void aRostersUnitsArrivalsAreInTheSidesGroup() throws Exception {
        Files.copy(Bench.workspace().resolve("scenarios/bridge-at-almaraz.json"), file);
        ScenarioEditor editor = Bench.open(file);
        Composite page = Bench.forces(editor, 0);
        Text dragoons = Bench.field(page, "13th Light Dragoons (13th-light-dragoons) arrives on turn", Text.class);
        assertEquals("3", dragoons.getText(), "the file's arrival");
        Text rifles = Bench.field(page, "71st Highland Light Infantry (71st-hli) arrives on turn", Text.class);
        assertEquals("", rifles.getText());

        Bench.type(rifles, "4");
        assertEquals(4, editor.document().at("/sides/0/arrivals/71st-hli").asInt());
        assertEquals(3, editor.document().at("/sides/0/arrivals/13th-light-dragoons").asInt());
        Bench.type(dragoons, "0");
        assertTrue(Fields.problemOf(dragoons).contains("at least 2"), Fields.problemOf(dragoons));
        assertEquals(3, editor.document().at("/sides/0/arrivals/13th-light-dragoons").asInt(), "not written");

        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertTrue(editor.document().at("/sides/0/arrivals/71st-hli").isMissingNode(), "undone");
        assertEquals(3, editor.document().at("/sides/0/arrivals/13th-light-dragoons").asInt(), "the file's stays");
    }
}
