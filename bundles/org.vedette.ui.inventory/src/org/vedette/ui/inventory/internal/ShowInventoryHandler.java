package org.vedette.ui.inventory.internal;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.vedette.ui.internal.model.WorkspaceFile;

import jakarta.inject.Named;

/**
 * Window ▸ Inventory: shows the part (again, if it was closed) and, when a
 * scenario or collection is selected in the Workspace part, plans with it.
 */
public final class ShowInventoryHandler {
    @Execute
    void execute(EPartService parts, @Optional @Named(IServiceConstants.ACTIVE_SELECTION) Object selected) {
        MPart part = parts.showPart(InventoryPart.ID, PartState.ACTIVATE);
        if (part != null && part.getObject() instanceof InventoryPart inventory
                && selected instanceof WorkspaceFile file) {
            inventory.choose(file);
        }
    }
}
