package org.vedette.ui.balance.internal;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

/**
 * Window ▸ Balance: shows the part (again, if it was closed). It follows the
 * scenario editor by itself, so there is nothing to hand it.
 */
public final class ShowBalanceHandler {
    @Execute
    void execute(EPartService parts) {
        parts.showPart(BalancePart.ID, PartState.ACTIVATE);
    }
}
