package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.vedette.ui.editing.DocumentEditor;

import jakarta.inject.Named;

/** Redoes the active editor's last undone edit. */
public final class RedoHandler {
    @CanExecute
    boolean can(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        DocumentEditor e = ActiveEditor.of(part);
        return e != null && e.canRedo();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        ActiveEditor.of(part).redo();
    }
}
