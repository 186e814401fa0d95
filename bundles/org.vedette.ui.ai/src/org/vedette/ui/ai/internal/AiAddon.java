package org.vedette.ui.ai.internal;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.vedette.core.model.Side;
import org.vedette.ui.game.TableGame;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Brings the NPC AI part up (shown, not activated) when a game with a
 * non-player side is opened, so the referee sees the AI's suggestion without
 * looking for it; a part in a stack is otherwise made only when its tab is
 * chosen.
 */
public final class AiAddon {
    @Inject @Optional private TableGame table;
    @Inject private MApplication app;
    /** The game the part was last brought up for. */
    private String shownFor;
    private final Runnable changed = this::gameChanged;

    @PostConstruct
    void start() {
        if (table != null) table.addListener(changed);
    }

    @PreDestroy
    void stop() {
        if (table != null) table.removeListener(changed);
    }

    private void gameChanged() {
        String name = table.name();
        if (name == null || name.equals(shownFor)) {
            shownFor = name;
            return;
        }
        shownFor = name;
        boolean npcs = table.game().state().sides().stream().anyMatch(s -> s.control() == Side.Control.NON_PLAYER);
        if (!npcs || app.getChildren().isEmpty()) return;
        EPartService parts = app.getChildren().get(0).getContext().get(EPartService.class);
        if (parts != null) parts.showPart(NpcAiPart.ID, PartState.VISIBLE);
    }
}
