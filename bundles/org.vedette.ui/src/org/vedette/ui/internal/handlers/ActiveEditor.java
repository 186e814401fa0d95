package org.vedette.ui.internal.handlers;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.vedette.ui.internal.parts.EditorPart;

/** The editor behind the active part, if the active part is an editor. */
final class ActiveEditor {
    private ActiveEditor() {
    }

    static EditorPart of(MPart part) {
        return part != null && part.getObject() instanceof EditorPart e ? e : null;
    }
}
