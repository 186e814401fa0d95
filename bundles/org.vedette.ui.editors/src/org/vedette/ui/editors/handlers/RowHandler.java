package org.vedette.ui.editors.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.vedette.ui.editors.parts.Rows;

import jakarta.inject.Named;

/**
 * Add, Duplicate or Delete a row — a unit, a figure, an item — in the active
 * form editor's page, as one undoable operation; the command's parameter
 * says which.
 */
public final class RowHandler {
    /** The command's parameter: "add", "duplicate" or "delete". */
    public static final String ACTION = "org.vedette.ui.editors.commandparameter.row";

    @CanExecute
    boolean can(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part, @Optional @Named(ACTION) String action) {
        if (part == null || !(part.getObject() instanceof Rows r) || action == null) return false;
        return switch (action) {
            case "add" -> r.canAdd();
            case "duplicate" -> r.canDuplicate();
            case "delete" -> r.canDelete();
            default -> false;
        };
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part, @Named(ACTION) String action) {
        if (!(part.getObject() instanceof Rows r)) return;
        switch (action) {
            case "add" -> r.add();
            case "duplicate" -> r.duplicate();
            case "delete" -> r.delete();
            default -> throw new IllegalArgumentException("no row action '" + action + "' (add, duplicate, delete)");
        }
    }
}
