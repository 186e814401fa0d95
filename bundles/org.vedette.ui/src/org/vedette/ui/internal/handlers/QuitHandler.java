package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/** Quits, after offering to save editors with unsaved changes. */
public final class QuitHandler {
    @Execute
    void execute(IWorkbench workbench, EPartService parts) {
        if (parts.saveAll(true)) workbench.close();
    }
}
