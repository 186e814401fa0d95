package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

import jakarta.inject.Named;

/**
 * Window ▸ a part: shows it, rendering it again when it was closed — the way
 * back for a referee who closed the Turn part or the Action Resolver at the
 * table. The part is the command's parameter.
 */
public final class ShowPartHandler {
    /** The command parameter naming the part's id. */
    public static final String PART = "org.vedette.ui.commandparameter.part";

    @Execute
    void execute(@Named(PART) String part, EPartService parts) {
        parts.showPart(part, PartState.ACTIVATE);
    }
}
