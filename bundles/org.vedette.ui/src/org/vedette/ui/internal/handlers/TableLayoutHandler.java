package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.menu.MItem;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.TableSetting;

import jakarta.inject.Named;

/**
 * Window ▸ Table Layout (F11): for the game at the table, the Turn part and
 * the Action Resolver alone, in large type; again, the workbench as it was.
 * The layout is the application context's {@value TableSetting#LAYOUT}, which
 * the parts follow for their type; like the window's layout, it lasts for the
 * session (the application model is not persisted).
 */
public final class TableLayoutHandler {
    static final String TURN = "org.vedette.ui.part.turn";
    static final String RESOLVER = "org.vedette.ui.part.resolver";

    @CanExecute
    boolean can(@Optional MItem item, @Optional @Named(TableSetting.LAYOUT) Boolean on) {
        if (item != null) item.setSelected(Boolean.TRUE.equals(on));
        return true;
    }

    @Execute
    void execute(MApplication app, EModelService models, EPartService parts, OpenGame game) {
        boolean on = !Boolean.TRUE.equals(app.getContext().get(TableSetting.LAYOUT));
        for (String id : TableSetting.HIDDEN_STACKS) {
            MUIElement stack = models.find(id, app);
            if (stack != null) stack.setVisible(!on);
        }
        app.getContext().set(TableSetting.LAYOUT, on);
        if (on) {
            if (game.isOpen()) parts.showPart(TURN, PartState.VISIBLE);
            parts.showPart(RESOLVER, PartState.ACTIVATE);
        }
    }
}
