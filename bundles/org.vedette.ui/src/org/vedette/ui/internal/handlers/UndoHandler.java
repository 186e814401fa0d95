package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.vedette.ui.editing.DocumentEditor;

import jakarta.inject.Named;

/** Undoes the active editor's last edit, through the platform's operation history. */
public final class UndoHandler {
    @CanExecute
    boolean can(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        DocumentEditor e = ActiveEditor.of(part);
        return e != null && e.canUndo();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        ActiveEditor.of(part).undo();
    }
}
