package org.vedette.ui.internal.parts;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

/**
 * One change to an editor's text as an undoable operation of the platform's
 * operation history: the text removed and the text inserted at an offset.
 * Typing a word is one operation, not one per key: consecutive insertions
 * are merged while they run on without a line break.
 */
public final class TextEdit extends AbstractOperation {
    /** Replaces text in the editor without recording the change as a new edit. */
    public interface Target {
        void replace(int offset, int length, String text);
    }

    private final Target target;
    private final int offset;
    private final String removed;
    private String inserted;

    public TextEdit(Target target, IUndoContext context, int offset, String removed, String inserted) {
        super(inserted.isEmpty() ? "Delete" : removed.isEmpty() ? "Typing" : "Replace");
        this.target = target;
        this.offset = offset;
        this.removed = removed;
        this.inserted = inserted;
        addContext(context);
    }

    /** Takes in a following insertion when it continues this one; false when it must be its own edit. */
    public boolean absorb(int at, String removedNow, String insertedNow) {
        if (!removed.isEmpty() || !removedNow.isEmpty() || insertedNow.isEmpty()) return false;
        if (at != offset + inserted.length() || insertedNow.contains("\n") || inserted.endsWith("\n")) return false;
        inserted += insertedNow;
        return true;
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) throws ExecutionException {
        // The text changed already when the edit was typed; the history records it afterwards.
        return Status.OK_STATUS;
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        target.replace(offset, inserted.length(), removed);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        target.replace(offset, removed.length(), inserted);
        return Status.OK_STATUS;
    }
}
