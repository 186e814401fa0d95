package org.vedette.ui.internal.processors;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.vedette.ui.internal.model.WorkspaceFolder;

/**
 * A model processor: names the workspace folder in the window's title
 * ("Vedette — examples"), so two workbenches on two folders are told apart
 * in the task bar. Runs after the application model is loaded and before it
 * is rendered, with the models the life cycle set up.
 */
public final class WindowTitleProcessor {
    public static final String WINDOW = "org.vedette.ui.window.main";

    @Execute
    void title(MApplication app, EModelService models, WorkspaceFolder folder) {
        if (models.find(WINDOW, app) instanceof MWindow window) {
            window.setLabel(title(folder));
        }
    }

    /** "Vedette — examples (/home/ref/vedette/examples)". */
    public static String title(WorkspaceFolder folder) {
        String name = folder.root().getFileName() == null ? folder.root().toString()
                : folder.root().getFileName().toString();
        return "Vedette — " + name + " (" + folder.root() + ")";
    }
}
