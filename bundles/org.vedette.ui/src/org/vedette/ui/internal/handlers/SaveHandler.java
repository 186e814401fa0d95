package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.vedette.ui.editing.DocumentEditor;

import jakarta.inject.Named;

/** Saves the active editor's file (atomically). */
public final class SaveHandler {
    @CanExecute
    boolean can(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        DocumentEditor e = ActiveEditor.of(part);
        return e != null && e.isDirty();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part, EPartService parts) {
        parts.savePart(part, false);
    }
}
