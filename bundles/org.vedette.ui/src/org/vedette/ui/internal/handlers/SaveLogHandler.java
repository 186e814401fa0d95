package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.GameLogPart;

import jakarta.inject.Named;

/** Saves the game log as a text file, atomically. */
public final class SaveLogHandler {
    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, GameLog log, WorkspaceFolder folder) {
        GameLogPart.save(shell, log, folder);
    }
}
