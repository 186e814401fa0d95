package org.vedette.ui.internal.handlers;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.vedette.ui.editing.DocumentEditor;

/** The editor behind the active part, if the active part is an editor (the text editor or a form editor). */
final class ActiveEditor {
    private ActiveEditor() {
    }

    static DocumentEditor of(MPart part) {
        return part != null && part.getObject() instanceof DocumentEditor e ? e : null;
    }
}
