package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.Problem;
import org.vedette.ui.internal.parts.EditorPart;
import org.vedette.ui.internal.parts.Editors;
import org.vedette.ui.internal.parts.ProblemsPart;
import org.vedette.ui.internal.parts.WorkspacePart;

/**
 * A broken file shows in the Problems part with its line, and opens there;
 * the editor marks problems, keeps a dirty flag, saves, reverts, and undoes
 * and redoes through the platform's operation history.
 */
class ProblemsAndEditorTest {
    private static final Duration WAIT = Duration.ofSeconds(10);

    @Test
    void aBrokenScenarioShowsInProblemsAndOpensAtItsLine() throws Exception {
        Path broken = Workbench.workspace().resolve("scenarios/broken.json");
        Files.writeString(broken, """
                {
                  "format": "vedette.scenario",
                  "version": 1,
                  "id": "broken",
                  "ruleset": "onehour",
                  "table": {
                    "width": "wide",
                    "depth": 36
                  },
                  "sides": [],
                  "turns": 5
                }
                """, StandardCharsets.UTF_8);
        try {
            ProblemsPart problems = Workbench.part(Workbench.PROBLEMS, ProblemsPart.class);
            Workbench.waitUntil("the broken file's problem", WAIT, () -> problem(problems, "broken.json") != null);
            Problem p = problem(problems, "broken.json");
            assertTrue(p.diagnostic().isError(), p.toString());
            assertEquals(7, p.diagnostic().line(), p.toString());
            assertTrue(p.diagnostic().message().contains("width"), p.diagnostic().message());
            WorkspacePart workspace = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
            Workbench.waitUntil("the new file in the Workspace part", WAIT, () -> workspace
                    .shownFiles(FileKind.SCENARIO).stream().anyMatch(f -> f.name().equals("broken.json")));

            problems.open(p);
            EditorPart editor = (EditorPart) Workbench.partService().getActivePart().getObject();
            assertEquals(broken, editor.file());
            assertEquals(7, editor.caretLine());
            assertTrue(editor.diagnostics().stream().anyMatch(d -> d.line() == 7), editor.diagnostics().toString());
            Workbench.partService().hidePart(Workbench.partService().getActivePart(), true);
        } finally {
            Files.deleteIfExists(broken);
        }
        ProblemsPart problems = Workbench.part(Workbench.PROBLEMS, ProblemsPart.class);
        Workbench.waitUntil("the problem to go with the file", WAIT, () -> problem(problems, "broken.json") == null);
    }

    @Test
    void theEditorUndoesRedoesSavesAndReverts() throws Exception {
        Path roster = Workbench.workspace().resolve("rosters/french.json");
        String original = Files.readString(roster, StandardCharsets.UTF_8);
        EditorPart editor = Editors.open(Workbench.partService(), Workbench.modelService(), Workbench.application(),
                roster, 0);
        try {
            assertFalse(editor.isDirty());
            int at = original.indexOf("\"units\"");
            editor.textWidget().replaceTextRange(at, 0, "x");
            editor.textWidget().replaceTextRange(at + 1, 0, "y");
            assertTrue(editor.isDirty());
            assertTrue(editor.canUndo());
            editor.undo();
            assertEquals(original, editor.textWidget().getText(), "one undo takes back the word typed");
            assertFalse(editor.isDirty());
            assertTrue(editor.canRedo());
            editor.redo();
            assertTrue(editor.textWidget().getText().contains("xy\"units\""));
            assertTrue(editor.isDirty());

            editor.save();
            assertFalse(editor.isDirty());
            assertEquals(editor.textWidget().getText(), Files.readString(roster, StandardCharsets.UTF_8));
            ProblemsPart problems = Workbench.part(Workbench.PROBLEMS, ProblemsPart.class);
            Workbench.waitUntil("the saved error in Problems", WAIT, () -> problem(problems, "french.json") != null);

            editor.undo();
            assertEquals(original, editor.textWidget().getText());
            editor.save();
            Workbench.waitUntil("Problems to clear on save", WAIT, () -> problem(problems, "french.json") == null);

            editor.textWidget().replaceTextRange(0, 0, "oops");
            assertTrue(editor.isDirty());
            editor.revert();
            assertEquals(original, editor.textWidget().getText());
            assertFalse(editor.isDirty());
            assertFalse(editor.canUndo(), "revert forgets the edits");
        } finally {
            Files.writeString(roster, original, StandardCharsets.UTF_8);
        }
    }

    private static Problem problem(ProblemsPart part, String fileName) {
        return part.shown().stream().filter(p -> p.file().name().equals(fileName)).findFirst().orElse(null);
    }
}
