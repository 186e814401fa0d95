package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.editing.DocumentEditor;

import jakarta.inject.Named;

/** Puts the active editor's file back as it is on disk, once the referee agrees to lose the edits. */
public final class RevertHandler {
    /** The title of the question Revert asks (for tests). */
    public static final String TITLE = "Revert";

    @CanExecute
    boolean can(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        DocumentEditor e = ActiveEditor.of(part);
        return e != null && e.isDirty();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part, @Named(IServiceConstants.ACTIVE_SHELL) Shell shell) {
        DocumentEditor editor = ActiveEditor.of(part);
        if (editor == null) return;
        // Revert cannot be undone: the edits are dropped from the undo history too.
        if (editor.isDirty() && MessageDialog.open(MessageDialog.QUESTION, shell, TITLE,
                "Discard your changes to " + editor.file().getFileName() + " and go back to the file as saved?",
                SWT.NONE, "Discard Changes", "Cancel") != 0) {
            return;
        }
        editor.revert();
    }
}
