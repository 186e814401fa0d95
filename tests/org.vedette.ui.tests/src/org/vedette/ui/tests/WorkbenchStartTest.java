package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.handlers.AboutDialog;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.Editors;
import org.vedette.ui.internal.parts.WorkspacePart;

/** The product's application starts on the workspace it is given, with its files by kind. */
class WorkbenchStartTest {
    @Test
    void theWindowNamesTheWorkspaceFolder() {
        String title = Workbench.window().getLabel();
        assertTrue(title.startsWith("Vedette — workspace"), title);
        assertTrue(title.contains(Workbench.workspace().toString()), title);
    }

    @Test
    void theWorkspacePartListsTheExamplesByKind() {
        WorkspacePart part = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        // Every file of each folder of examples/ is listed under its kind, in order (the folder's
        // name is not what decides: the document's "format" is; here they agree).
        assertEquals(onDisk("scenarios"), names(part.shownFiles(FileKind.SCENARIO)));
        assertTrue(names(part.shownFiles(FileKind.SCENARIO)).contains("scenarios/bridge-at-almaraz.json"));
        assertEquals(onDisk("rosters"), names(part.shownFiles(FileKind.ROSTER)));
        assertTrue(names(part.shownFiles(FileKind.ROSTER)).contains("rosters/british.json"));
        assertEquals(List.of("collection/my-figures.json"), names(part.shownFiles(FileKind.COLLECTION)));
        assertEquals(List.of(), part.shownFiles(FileKind.GAME));
    }

    @Test
    void theFirstScenarioIsOpenInAnEditorAtStart() {
        String open = Editors.openEditors(Workbench.partService()).stream()
                .map(p -> p.getPersistedState().get(Editors.FILE)).findFirst().orElse("none");
        assertTrue(open.endsWith("bridge-at-almaraz.json"), open);
    }

    @Test
    void aboutNamesTheVersionAndTheInstalledRulesets() {
        String about = AboutDialog.text(Workbench.context().get(RulesetShelf.class),
                Workbench.context().get(WorkspaceFolder.class));
        assertTrue(about.startsWith("Vedette 0.1.0\n"), about);
        assertTrue(about.contains("Napoleonic One Hour Wargame 1.0 (onehour)"), about);
    }

    private static List<String> onDisk(String folder) {
        try (var files = java.nio.file.Files.list(Workbench.workspace().resolve(folder))) {
            return files.map(f -> folder + "/" + f.getFileName()).filter(n -> n.endsWith(".json")).sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<String> names(List<WorkspaceFile> files) {
        return files.stream().map(WorkspaceFile::relative).toList();
    }
}
