package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.ui.editors.parts.ScenarioEditor;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A designer builds a scenario in the scenario editor alone — no JSON typed —
 * from a file that holds nothing but its format; saves it, and the saved file
 * is a scenario io reads without a problem; Undo takes changes back; the
 * reopened file shows what was saved. The Source page and the forms follow
 * each other, and a syntax error typed in the Source loses nothing.
 */
class ScenarioEditorTest {
    private final Path file = Bench.workspace().resolve("scenarios/built-in-the-editor.json");

    @AfterEach
    void closeAndDelete() throws Exception {
        Bench.close(file);
        Files.deleteIfExists(file);
    }

    @Test
    void aScenarioIsBuiltSavedReopenedAndUndoneThroughTheEditorAlone() throws Exception {
        Files.writeString(file, "{ \"format\": \"vedette.scenario\", \"version\": 1 }\n", StandardCharsets.UTF_8);
        Object opened = Bench.open(file);
        assertTrue(opened instanceof ScenarioEditor, "a scenario opens in the scenario editor, not as text: " + opened);
        ScenarioEditor editor = (ScenarioEditor) opened;
        Composite overview = (Composite) editor.tabs().getItem(0).getControl();
        Ruleset onehour = Bench.support().ruleset("onehour").orElseThrow();

        Bench.type(Bench.field(overview, "Id", Text.class), "skirmish-at-the-mill");
        Bench.type(Bench.field(overview, "Title", Text.class), "Skirmish at the Mill");
        Bench.choose(Bench.field(overview, "Ruleset", Combo.class), onehour.info().name());
        Bench.type(Bench.field(overview, "Turns", Text.class), "8");
        Bench.type(Bench.field(overview, "Width (in)", Text.class), "48");
        Bench.type(Bench.field(overview, "Depth (in)", Text.class), "36");
        Text objectives = Bench.field(overview, "Objectives (one a line)", Text.class);
        Bench.type(objectives, "Hold the mill\nKeep the road open");
        Bench.type(Bench.field(overview, "Victory conditions (one a line)", Text.class),
                "The side holding the mill at the end wins");
        // The options' form is the ruleset's own list: a check box for each of One Hour's flags.
        RuleOption option = onehour.options().get(0);
        Button box = findButton(overview, option.field().label());
        box.setSelection(true);
        box.notifyListeners(SWT.Selection, new Event());
        Bench.spin();

        editor.showPage("Forces");
        var forces = editor.forces();
        for (String name : List.of("Hill's column", "Garrison")) {
            forces.pressAddSide();
            Composite page = (Composite) editor.tabs().getItem(1).getControl();
            Bench.type(Bench.field(page, "Name", Text.class), name);
            Bench.spin();
        }
        forces.chooseSide(1);
        Bench.spin();
        Composite page = (Composite) editor.tabs().getItem(1).getControl();
        Bench.choose(Bench.field(page, "Control", Combo.class), "Non-player (the computer)");
        Button hidden = findButton(page, "Hidden at the start");
        hidden.setSelection(true);
        hidden.notifyListeners(SWT.Selection, new Event());
        Bench.spin();
        Bench.type(Bench.field(page, "Revealed when", Text.class), "a British figure reaches the mill race");
        Bench.type(Bench.field(page, "Revealed on turn", Text.class), "4");
        // A unit of each side, added with the tool bar's command, typed in the generated form.
        FieldSpec type = onehour.profile().fields().get(0);
        for (int side = 0; side < 2; side++) {
            forces.chooseSide(side);
            Bench.spin();
            Bench.row("add");
            assertEquals(1, forces.table().selected().size(), "the unit added is selected");
            Bench.choose(lastField(page, type.label()), type.choices().get(side).label());
        }
        Bench.waitUntil("the check after the last change", () -> editor.diagnostics().isEmpty()
                && editor.source().text().contains("mill race"));

        String source = editor.source().text();
        assertTrue(source.contains("\"title\": \"Skirmish at the Mill\""), source);
        assertTrue(editor.isDirty());
        Bench.command("org.vedette.ui.command.save", Map.of());
        assertFalse(editor.isDirty());
        assertEquals(source, Files.readString(file), "saved as the Source page shows it");

        ReadResult<Scenario> read = ScenarioFiles.read(file, Bench.support().catalog());
        assertTrue(read.ok(), read.report());
        Scenario s = read.value();
        assertEquals("skirmish-at-the-mill", s.id());
        assertEquals("onehour", s.ruleset());
        assertEquals(8, s.turns());
        assertEquals(48.0, s.table().width());
        assertEquals(List.of("Hold the mill", "Keep the road open"), s.objectives());
        assertEquals(Map.of(option.id(), true), s.options());
        assertEquals(List.of("Hill's column", "Garrison"), s.sides().stream().map(Side::name).toList());
        assertEquals(Side.Control.NON_PLAYER, s.sides().get(1).control());
        assertEquals(type.choices().get(1).id(), s.sides().get(1).units().get(0).profile().get(type.id()));
        JsonNode saved = new com.fasterxml.jackson.databind.ObjectMapper().readTree(source);
        assertEquals("a British figure reaches the mill race", saved.at("/sides/1/hidden/until").asText());
        assertEquals(4, saved.at("/sides/1/hidden/turn").asInt());
        assertEquals("The side holding the mill at the end wins", saved.at("/victory/0").asText());

        // Undo takes the last change back (the second unit's type), as one operation; Redo makes it again.
        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertTrue(editor.isDirty());
        assertNotEquals(source, editor.source().text());
        assertEquals(type.choices().get(0).id(), editor.document().at("/sides/1/units/0/profile/" + type.id()).asText(
                type.choices().get(0).id()), "the type chosen is undone");
        Bench.command("org.vedette.ui.command.redo", Map.of());
        assertEquals(source, editor.source().text());
        assertFalse(editor.isDirty(), "redone, the text is the file's again");

        // Closed and opened again, the editor shows the file as saved.
        Bench.close(file);
        ScenarioEditor again = Bench.open(file);
        assertEquals(source, again.source().text());
        assertEquals("Skirmish at the Mill", Bench.field((Composite) again.tabs().getItem(0).getControl(), "Title",
                Text.class).getText());
    }

    @Test
    void theSourceAndTheFormsFollowEachOtherAndASyntaxErrorLosesNothing() throws Exception {
        Files.copy(Bench.workspace().resolve("scenarios/bridge-at-almaraz.json"), file);
        ScenarioEditor editor = Bench.open(file);
        Composite overview = (Composite) editor.tabs().getItem(0).getControl();
        Text title = Bench.field(overview, "Title", Text.class);
        String before = editor.source().text();

        // Typed in the Source (as keystrokes are: an edit of the text widget), shown in the form.
        var text = editor.source().widget();
        int at = text.getText().indexOf("\"title\": \"") + "\"title\": \"".length();
        text.replaceTextRange(at, 0, "The ");
        Bench.spin();
        assertTrue(title.getText().startsWith("The "), title.getText());

        // Typed in the form, shown in the Source.
        Bench.type(title, "The Bridge");
        assertTrue(editor.source().text().contains("\"title\": \"The Bridge\""), editor.source().text());
        assertTrue(editor.source().text().contains("\"roster\": \"../rosters/british.json\""),
                "a side's roster reference stays a reference");

        // A syntax error: the forms say so and wait; the text is kept, and saved, as typed.
        int brace = editor.source().text().indexOf('{');
        text.replaceTextRange(brace, 1, "");
        Bench.spin();
        String broken = editor.source().text();
        assertTrue(editor.unreadableMessage().contains("Correct it on the Source page"), editor.unreadableMessage());
        assertFalse(editor.tabs().getItem(0).getControl().getEnabled());
        Bench.command("org.vedette.ui.command.save", Map.of());
        assertEquals(broken, Files.readString(file), "nothing lost: the broken text is on disk as typed");

        // Undone, the text reads again and the forms show it.
        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertEquals("", editor.unreadableMessage());
        assertTrue(editor.tabs().getItem(0).getControl().getEnabled());
        assertEquals("The Bridge", title.getText());
        assertNotEquals(before, editor.source().text());

        // The broken file as saved still opens, in its Source, and the forms say why they wait.
        Bench.close(file);
        ScenarioEditor reopened = Bench.open(file);
        assertEquals(broken, reopened.source().text(), "a file with a syntax error still opens, in its Source");
        assertTrue(reopened.unreadableMessage().contains("does not read"), reopened.unreadableMessage());
    }

    private static Button findButton(Composite root, String text) {
        for (var c : root.getChildren()) {
            if (c instanceof Button b && text.equals(b.getText()) && !b.isDisposed()) return b;
            if (c instanceof Composite inner) {
                Button found = findButtonOrNull(inner, text);
                if (found != null) return found;
            }
        }
        throw new org.opentest4j.AssertionFailedError("no check box '" + text + "'");
    }

    private static Button findButtonOrNull(Composite root, String text) {
        try {
            return findButton(root, text);
        } catch (org.opentest4j.AssertionFailedError e) {
            return null;
        }
    }

    /** The last combo labelled so: the chosen unit's form is below the side's. */
    private static Combo lastField(Composite root, String label) {
        Combo[] last = new Combo[1];
        collect(root, label + ":", last);
        if (last[0] == null) throw new org.opentest4j.AssertionFailedError("no field '" + label + "'");
        return last[0];
    }

    private static void collect(Composite root, String label, Combo[] last) {
        var children = root.getChildren();
        for (int i = 0; i < children.length; i++) {
            if (children[i] instanceof org.eclipse.swt.widgets.Label l && l.getText().equals(label)
                    && i + 1 < children.length && children[i + 1] instanceof Combo c) {
                last[0] = c;
            }
            if (children[i] instanceof Composite inner) collect(inner, label, last);
        }
    }
}
