package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.vedette.ui.internal.model.WorkspaceFolder;

/** Lists the workspace folder again (the watcher does this by itself; this is for network folders it cannot watch). */
public final class RefreshHandler {
    @Execute
    void execute(WorkspaceFolder folder) {
        folder.refresh();
    }
}
