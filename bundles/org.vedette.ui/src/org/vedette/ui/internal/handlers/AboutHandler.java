package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFolder;

import jakarta.inject.Named;

/** Help ▸ About Vedette: the version, the rulesets installed and where the workbench runs. */
public final class AboutHandler {
    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, RulesetShelf shelf, WorkspaceFolder folder,
            Icons icons) {
        new AboutDialog(shell, shelf, folder, icons).open();
    }
}
