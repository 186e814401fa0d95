package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.model.AiSettings;
import org.vedette.core.model.Scenario;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.ui.editors.parts.ScenarioEditor;

/**
 * The settings for the NPC AI on the scenario editor's Forces page: the
 * side's in its own group, a unit's in the chosen unit's form; each an edit
 * that Undo takes back, and a value out of range marked and not written.
 */
class AiSettingsEditorTest {
    private final Path file = Bench.workspace().resolve("scenarios/ai-settings-in-the-editor.json");

    @AfterEach
    void closeAndDelete() throws Exception {
        Bench.close(file);
        Files.deleteIfExists(file);
    }

    @Test
    void aSidesAndAUnitsAiSettingsAreSetInTheFormsAndUndone() throws Exception {
        Files.writeString(file, """
                { "format": "vedette.scenario", "version": 1, "id": "ai-settings", "title": "AI settings",
                  "ruleset": "onehour", "table": { "width": 48, "depth": 36 },
                  "sides": [ { "id": "garrison", "name": "Garrison", "control": "non-player",
                               "units": [ { "id": "39e-ligne", "name": "39e de Ligne", "profile": { "type": "infantry" } } ] } ],
                  "turns": 8 }
                """, StandardCharsets.UTF_8);
        ScenarioEditor editor = Bench.open(file);
        Composite page = Bench.forces(editor, 0);
        var forces = editor.forces();
        Bench.type(Bench.field(page, "AI risk aversion", Text.class), "2");
        Button hold = checkBox(page, "AI holds its position");
        hold.setSelection(true);
        hold.notifyListeners(SWT.Selection, new Event());
        Bench.spin();
        forces.table().select("/sides/0/units/0");
        Bench.spin();
        List<Text> aggression = texts(page, "AI aggression:");
        assertEquals(2, aggression.size(), "the side's and the chosen unit's");
        Bench.type(aggression.get(1), "9");
        assertTrue(editor.document().at("/sides/0/ai/units/39e-ligne/aggression").isMissingNode(),
                "out of range: not written");
        Bench.type(aggression.get(1), "-1");
        // The unit's destination: both coordinates, read as a position on the table.
        Bench.type(texts(page, "AI destination x (in):").get(1), "40");
        Bench.type(texts(page, "AI destination y (in):").get(1), "30.5");
        assertEquals(2, editor.document().at("/sides/0/ai/risk-aversion").asInt());
        assertTrue(editor.document().at("/sides/0/ai/hold").asBoolean());
        assertEquals(-1, editor.document().at("/sides/0/ai/units/39e-ligne/aggression").asInt());

        Bench.waitUntil("the check after the last change", () -> editor.diagnostics().isEmpty());
        ReadResult<Scenario> read = ScenarioFiles.parse(editor.source().text(), file, Bench.support().catalog());
        assertTrue(read.ok(), read.report());
        AiSettings unit = read.value().sides().get(0).ai().forUnit("39e-ligne");
        assertEquals(-1, unit.aggression());
        assertEquals(2, unit.riskAversion(), "the side's, where the unit sets none");
        assertEquals(Boolean.TRUE, unit.hold());
        assertEquals(40, unit.destination().x(), 1e-9);
        assertEquals(30.5, unit.destination().y(), 1e-9);

        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertTrue(editor.document().at("/sides/0/ai/units/39e-ligne/destination/y").isMissingNode(), "undone");
        assertEquals(40, editor.document().at("/sides/0/ai/units/39e-ligne/destination/x").asDouble(),
                "only the last change");
        Bench.command("org.vedette.ui.command.undo", Map.of());
        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertTrue(editor.document().at("/sides/0/ai/units/39e-ligne/aggression").isMissingNode(), "undone in turn");
        assertEquals(2, editor.document().at("/sides/0/ai/risk-aversion").asInt(), "only the changes undone");
    }

    private static Button checkBox(Composite root, String text) {
        for (Control c : root.getChildren()) {
            if (c instanceof Button b && text.equals(b.getText()) && !b.isDisposed()) return b;
            if (c instanceof Composite inner) {
                try {
                    return checkBox(inner, text);
                } catch (AssertionError e) {
                    // not in this one
                }
            }
        }
        throw new AssertionError("no check box '" + text + "'");
    }

    /** Every text box labelled so, in the order of the page. */
    private static List<Text> texts(Composite root, String label) {
        List<Text> found = new ArrayList<>();
        Control[] children = root.getChildren();
        for (int i = 0; i < children.length; i++) {
            if (children[i] instanceof Label l && l.getText().equals(label) && i + 1 < children.length
                    && children[i + 1] instanceof Text t && !t.isDisposed()) {
                found.add(t);
            }
            if (children[i] instanceof Composite c && !c.isDisposed()) found.addAll(texts(c, label));
        }
        return found;
    }
}
