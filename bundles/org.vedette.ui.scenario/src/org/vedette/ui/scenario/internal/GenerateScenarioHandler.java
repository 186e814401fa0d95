package org.vedette.ui.scenario.internal;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.vedette.core.rules.Ruleset;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.Editors;

import jakarta.inject.Named;

/**
 * File ▸ New ▸ Generated Scenario…: the dialog of parameters and preview,
 * then the scenario written opened in the scenario editor, as File ▸ New ▸
 * Scenario… opens its template.
 */
public final class GenerateScenarioHandler {
    static final String TITLE = "New Generated Scenario";

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, WorkspaceFolder folder, RulesetShelf shelf,
            EPartService parts, EModelService models, MApplication app) {
        GenerateScenarioDialog dialog = dialog(shell, folder, shelf);
        if (dialog == null || dialog.open() != Window.OK) return;
        opened(dialog.written(), folder, parts, models, app);
    }

    /** The dialog on the rulesets installed; null, with a message, when there is nothing to generate with. */
    public static GenerateScenarioDialog dialog(Shell shell, WorkspaceFolder folder, RulesetShelf shelf) {
        List<Ruleset> rulesets = shelf.rulesets();
        if (rulesets.isEmpty()) {
            MessageDialog.openError(shell, TITLE, "No ruleset is installed: a scenario needs one.");
            return null;
        }
        ScenarioGenerator generator = Services.find(ScenarioGenerator.class);
        if (generator == null) {
            MessageDialog.openError(shell, TITLE, "The scenario generator (org.vedette.scenario) is not running.");
            return null;
        }
        return new GenerateScenarioDialog(shell, rulesets, generator, shelf.catalog(), folder.root());
    }

    /** The file Finish wrote, listed in the Workspace part and opened in the scenario editor. */
    public static void opened(Path file, WorkspaceFolder folder, EPartService parts, EModelService models,
            MApplication app) {
        folder.refresh();
        Editors.open(parts, models, app, file, 0);
    }
}
