package org.vedette.ui.editing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.commands.operations.OperationHistoryFactory;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.jface.dialogs.MessageDialog;
import org.vedette.io.AtomicWrite;
import org.vedette.io.Diagnostic;

/**
 * What every editor of a workspace file does with the file's text, whatever
 * else it shows: read it into a {@link JsonSource}, keep the part's dirty
 * flag, check the text after a pause in typing, save it atomically, go back
 * to the disk's copy (Revert, or a change made elsewhere while nothing is
 * unsaved), and undo and redo through the platform's operation history in an
 * undo context of the editor's own. The JSON text editor is this alone; a
 * form editor adds its pages over the same text.
 */
public abstract class SourceEditor implements DocumentEditor {
    /** Typing pauses this long before the text is checked again. */
    private static final int CHECK_DELAY_MILLIS = 300;

    protected final IOperationHistory history = OperationHistoryFactory.getOperationHistory();
    protected final ObjectUndoContext undoContext = new ObjectUndoContext(this, "Vedette editor");
    private final Runnable check = this::check;

    private MPart part;
    private IEventBroker events;
    private Path file;
    private JsonSource source;
    private String saved = "";
    private List<Diagnostic> diagnostics = List.of();

    /** Reads the part's file into {@code view} and starts following its changes; call once the view is made. */
    protected final void start(MPart editorPart, IEventBroker broker, JsonSource view) {
        this.part = editorPart;
        this.events = broker;
        this.source = view;
        file = Path.of(part.getPersistedState().get(EditorTags.FILE));
        load();
        source.addChangeListener(this::modified);
    }

    /** The file's problems in this text (the check the Problems part makes). */
    protected abstract List<Diagnostic> check(String text, Path where);

    /** The text changed (typed, undone, redone, replaced, read): show it. */
    protected void textChanged() {
    }

    /** The text's problems were checked again. */
    protected void checked(List<Diagnostic> found) {
    }

    /** Lists the workspace again after a save. */
    protected abstract void saved();

    /** The part goes: the edits go with it, and its history. */
    protected void stop() {
        // The text and its unsaved edits go with the widget (closed with Don't Save, or deleted):
        // nothing is left to save, whatever becomes of the part in the model.
        part.setDirty(false);
        history.dispose(undoContext, true, true, true);
    }

    /** The file as the JSON view reads it (the file read once, before the view is made). */
    protected static String fileText(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /** Saves the text atomically: a failed save leaves the file as it was. */
    public void save() {
        String content = source.text();
        try {
            AtomicWrite.write(file, content);
        } catch (IOException e) {
            MessageDialog.openError(source.control().getShell(), "Save", "Cannot save " + file + ": "
                    + e.getMessage() + "\nThe file on disk is as it was.");
            return;
        }
        saved = content;
        updateDirty();
        saved();
    }

    @Override
    public void revert() {
        load();
        history.dispose(undoContext, true, true, false);
        enablementChanged();
    }

    @Override
    public boolean canUndo() {
        return history.canUndo(undoContext);
    }

    @Override
    public boolean canRedo() {
        return history.canRedo(undoContext);
    }

    @Override
    public void undo() {
        try {
            history.undo(undoContext, null, null);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e);
        }
        afterHistory();
    }

    @Override
    public void redo() {
        try {
            history.redo(undoContext, null, null);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e);
        }
        afterHistory();
    }

    /** After an undo or a redo the next keystroke starts an edit of its own. */
    protected void afterHistory() {
        source.endTyping();
    }

    @Override
    public boolean isDirty() {
        return part.isDirty();
    }

    @Override
    public void goToLine(int line) {
        source.goToLine(line);
    }

    @Override
    public void moved(Path newFile) {
        file = newFile;
        check();
    }

    @Override
    public Path file() {
        return file;
    }

    @Override
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** The JSON view of the text. */
    public JsonSource source() {
        return source;
    }

    private void load() {
        String content;
        try {
            content = fileText(file);
        } catch (IOException e) {
            content = "";
            source.say("Cannot read " + file + ": " + e.getMessage());
        }
        saved = content;
        source.load(content);
        textChanged();
        updateDirty();
        check();
    }

    private void modified() {
        textChanged();
        updateDirty();
        source.widget().getDisplay().timerExec(CHECK_DELAY_MILLIS, check);
        enablementChanged();
    }

    private void updateDirty() {
        part.setDirty(!source.text().equals(saved));
    }

    protected final void enablementChanged() {
        events.send(UIEvents.REQUEST_ENABLEMENT_UPDATE_TOPIC, UIEvents.ALL_ELEMENT_ID);
    }

    private void check() {
        if (source.widget().isDisposed()) return;
        diagnostics = check(source.text(), file);
        source.show(diagnostics);
        checked(diagnostics);
    }

    /**
     * Something changed outside (a file of the workspace, a ruleset): this file, when nothing
     * here is unsaved and the disk's copy is another, is read again; its problems are checked
     * again in any case — a scenario's depend on its rosters.
     */
    protected final void outsideChanged() {
        if (source.widget().isDisposed()) return;
        try {
            if (!part.isDirty() && Files.isRegularFile(file) && !fileText(file).equals(saved)) {
                revert();
                return;
            }
        } catch (IOException e) {
            // Unreadable for now (being written): the next change tries again.
        }
        check();
    }
}
