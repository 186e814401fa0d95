package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.vedette.ui.internal.parts.EditorPart;

import jakarta.inject.Named;

/** Puts the active editor's file back as it is on disk. */
public final class RevertHandler {
    @CanExecute
    boolean can(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        EditorPart e = ActiveEditor.of(part);
        return e != null && e.isDirty();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        ActiveEditor.of(part).revert();
    }
}
