package org.vedette.ui.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.e4.ui.workbench.lifecycle.PostContextCreate;
import org.eclipse.e4.ui.workbench.lifecycle.PreSave;
import org.eclipse.e4.ui.workbench.lifecycle.ProcessAdditions;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Display;
import org.osgi.framework.FrameworkUtil;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.game.TableGame;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.ProblemsModel;
import org.vedette.ui.internal.model.RefereeDesk;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.Editors;
import org.vedette.ui.internal.parts.GamePlay;
import org.vedette.ui.internal.parts.SharedTable;

/**
 * Sets up the workbench's models in the application context before the
 * model is rendered — the workspace folder and its watcher, the rulesets'
 * tracker, the problems, the game log, the referee's table, the open game,
 * the icons — so every part gets them by injection; and when the window is
 * up, checks every file, opens the first scenario and resumes the game played
 * last, so the workbench starts with something to look at without making the
 * window wait for it.
 */
public final class LifeCycle {
    private WorkspaceFolder folder;
    private RulesetShelf shelf;
    private ProblemsModel problems;

    @PostContextCreate
    void contextCreated(IEclipseContext app) throws IOException {
        Display display = Display.getCurrent();
        Executor ui = r -> {
            if (!display.isDisposed()) display.asyncExec(r);
        };
        Path root = WorkspaceArgument.from(Platform.getApplicationArgs());
        folder = new WorkspaceFolder(root, ui);
        folder.watch();
        shelf = new RulesetShelf(FrameworkUtil.getBundle(LifeCycle.class).getBundleContext(), ui);
        problems = new ProblemsModel(folder, shelf, ui);
        app.set(WorkspaceFolder.class, folder);
        app.set(RulesetShelf.class, shelf);
        app.set(ProblemsModel.class, problems);
        app.set(GameLog.class, new GameLog(ui));
        app.set(RefereeDesk.class, new RefereeDesk());
        // Nothing of a game is read until one is begun or opened.
        app.set(OpenGame.class, new OpenGame(ui));
        // What bundles that play in the game (the NPC AI's part) may use of it.
        app.set(TableGame.class, new SharedTable(app.get(OpenGame.class), app.get(GameLog.class), folder, app));
        Icons icons = new Icons(display);
        app.set(Icons.class, icons);
        // What editors from other bundles may use of the shell.
        app.set(EditorSupport.class, new EditorServices(folder, shelf, icons));
        display.disposeExec(this::close);
    }

    @ProcessAdditions
    void additions(IEventBroker events, MApplication app) {
        // Work the window does not need in order to appear waits until it has: the
        // rulesets' activation, the first check of every file (Jackson's first use)
        // and the first editor.
        events.subscribe(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE, e -> {
            shelf.open();
            problems.recheck();
            openFirstScenario(app);
            resumeGame(app);
        });
    }

    /** A workspace with games in it opens the one played last, where the referee left it. */
    private void resumeGame(MApplication app) {
        if (folder.files(FileKind.GAME).isEmpty()) return;
        ContextInjectionFactory.make(GamePlay.class, app.getContext()).resumeNewest();
    }

    @PreSave
    void closing() {
        close();
    }

    private void openFirstScenario(MApplication app) {
        List<WorkspaceFile> scenarios = folder.files(FileKind.SCENARIO);
        if (scenarios.isEmpty()) return;
        IEclipseContext window = app.getChildren().isEmpty() ? app.getContext()
                : app.getChildren().get(0).getContext();
        EPartService parts = window.get(EPartService.class);
        EModelService models = window.get(EModelService.class);
        if (Editors.openEditors(parts).isEmpty()) {
            Editors.open(parts, models, app, scenarios.get(0).path(), 0);
        }
    }

    private void close() {
        if (problems != null) problems.close();
        if (shelf != null) shelf.close();
        if (folder != null) folder.close();
    }
}
