package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.parts.GameLogPart;

import jakarta.inject.Named;

/** Copies the game log to the clipboard as text. */
public final class CopyLogHandler {
    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, GameLog log) {
        GameLogPart.copy(shell, log);
    }
}
