package org.vedette.ui.editors.model.internal;

import java.util.function.Consumer;

import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

/**
 * One change made in a form, as an operation of the platform's history: the
 * document's whole text before and after. Whole texts, not tree patches, so
 * that it undoes exactly what it did even between typing in the Source page,
 * whose edits are offsets into the text.
 */
final class TextChange extends AbstractOperation {
    private final Consumer<String> target;
    private final String field;
    private final String before;
    private String after;

    /**
     * @param target puts a text in the document without recording it again
     * @param field  the form field typed into, or null
     */
    TextChange(String label, IUndoContext context, Consumer<String> target, String field, String before,
            String after) {
        super(label);
        this.target = target;
        this.field = field;
        this.before = before;
        this.after = after;
        addContext(context);
    }

    /** Whether a change of {@code other} continues this one (the same field, still being typed into). */
    boolean continues(String other) {
        return field != null && field.equals(other);
    }

    /** Takes in the next change of the same field: one operation for a word typed. */
    void extend(String text) {
        after = text;
        target.accept(text);
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) {
        target.accept(after);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        target.accept(before);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        return execute(monitor, info);
    }
}
