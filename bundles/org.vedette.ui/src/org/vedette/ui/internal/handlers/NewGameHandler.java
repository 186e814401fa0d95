package org.vedette.ui.internal.handlers;

import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.editing.DocumentEditor;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.GamePlay;

import jakarta.inject.Named;

/**
 * Game ▸ New Game…: a game of the scenario selected in the Workspace part,
 * or else of the scenario in the active editor; asks for the game file's name.
 */
public final class NewGameHandler {
    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, GamePlay play, WorkspaceFolder folder,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) Object selection,
            @Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        Path scenario = null;
        if (selection instanceof WorkspaceFile f && f.kind() == FileKind.SCENARIO) {
            scenario = f.path();
        } else if (part != null && part.getObject() instanceof DocumentEditor e) {
            scenario = folder.file(e.file()).filter(f -> f.kind() == FileKind.SCENARIO).map(WorkspaceFile::path)
                    .orElse(null);
        }
        if (scenario == null) {
            MessageDialog.openInformation(shell, "New Game", "Select a scenario in the Workspace part (or open one"
                    + " in an editor), then choose New Game again.");
            return;
        }
        play.newGame(shell, scenario);
    }
}
