package org.vedette.ui.ai.internal;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

/** Window ▸ NPC AI: shows the part (again, if it was closed). */
public final class ShowAiHandler {
    @Execute
    void execute(EPartService parts) {
        parts.showPart(NpcAiPart.ID, PartState.ACTIVATE);
    }
}
