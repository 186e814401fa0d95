package org.vedette.ui.internal.parts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.commands.operations.OperationHistoryFactory;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ExtendedModifyEvent;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.vedette.io.AtomicWrite;
import org.vedette.io.Diagnostic;
import org.vedette.io.Severity;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.Validation;
import org.vedette.ui.internal.model.WorkspaceFolder;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * A workspace file in a text editor: JSON colouring, the file's problems
 * marked as it is typed (line icons, squiggles, tooltips, a summary line),
 * a dirty flag, Save (atomic) and Revert, and Undo and Redo through the
 * platform's operation history with an undo context of its own.
 */
public final class EditorPart {
    /** Typing pauses this long before the text is checked again. */
    private static final int CHECK_DELAY_MILLIS = 300;
    /** Keystrokes closer together than this make one undoable edit. */
    private static final long MERGE_MILLIS = 1500;

    @Inject private MPart part;
    @Inject private RulesetShelf shelf;
    @Inject private WorkspaceFolder folder;
    @Inject private Icons icons;
    @Inject private IEventBroker events;

    private final IOperationHistory history = OperationHistoryFactory.getOperationHistory();
    private final ObjectUndoContext undoContext = new ObjectUndoContext(this, "Vedette editor");
    private final Runnable check = this::validate;
    private final Runnable diskChanged = this::diskChanged;

    private Path file;
    private StyledText text;
    private LineRuler ruler;
    private Label status;
    private final List<Color> colours = new ArrayList<>();
    private String saved = "";
    private boolean replaying;
    private TextEdit last;
    private long lastTime;
    private List<Diagnostic> diagnostics = List.of();

    @PostConstruct
    void create(Composite parent) {
        file = Path.of(part.getPersistedState().get(Editors.FILE));
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.horizontalSpacing = 0;
        parent.setLayout(layout);
        text = new StyledText(parent, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        text.setLeftMargin(6);
        text.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        ruler = new LineRuler(parent, text, this::messages, this::lineIcon);
        ruler.setLayoutData(new GridData(SWT.FILL, SWT.FILL, false, true));
        ruler.moveAbove(text);
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        text.addLineStyleListener(new JsonHighlighter(colour(0x6a, 0x1b, 0x5a), colour(0x1d, 0x6b, 0x2c),
                colour(0x0b, 0x4f, 0x9c), colour(0x8a, 0x4b, 0x00), colour(0xd0, 0x10, 0x10),
                colour(0xd0, 0x90, 0x00), this::marks));
        text.addListener(SWT.MouseHover, e -> {
            int line = text.getLineIndex(e.y);
            List<String> m = messages(line);
            text.setToolTipText(m.isEmpty() ? null : String.join("\n", m));
        });
        load();
        text.addExtendedModifyListener(this::modified);
        folder.addListener(diskChanged);
    }

    @PreDestroy
    void dispose() {
        // The text and its unsaved edits go with the widget (closed with Don't Save, or deleted):
        // nothing is left to save, whatever becomes of the part in the model.
        part.setDirty(false);
        folder.removeListener(diskChanged);
        history.dispose(undoContext, true, true, true);
        colours.forEach(Color::dispose);
    }

    @Focus
    void focus() {
        text.setFocus();
    }

    /** Saves the text atomically: a failed save leaves the file as it was. */
    @Persist
    public void save() {
        String content = text.getText();
        try {
            AtomicWrite.write(file, content);
        } catch (IOException e) {
            MessageDialog.openError(text.getShell(), "Save", "Cannot save " + file + ": " + e.getMessage()
                    + "\nThe file on disk is as it was.");
            return;
        }
        saved = content;
        updateDirty();
        folder.refresh();
    }

    /** Goes back to the file as it is on disk; the edits since are forgotten. */
    public void revert() {
        load();
        history.dispose(undoContext, true, true, false);
        last = null;
        enablementChanged();
    }

    public boolean canUndo() {
        return history.canUndo(undoContext);
    }

    public boolean canRedo() {
        return history.canRedo(undoContext);
    }

    public void undo() {
        try {
            history.undo(undoContext, null, null);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e);
        }
        last = null;
    }

    public void redo() {
        try {
            history.redo(undoContext, null, null);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e);
        }
        last = null;
    }

    public boolean isDirty() {
        return part.isDirty();
    }

    /** Puts the cursor at the start of a 1-based line and shows it. */
    public void goToLine(int line) {
        int l = Math.max(0, Math.min(text.getLineCount() - 1, line - 1));
        int offset = text.getOffsetAtLine(l);
        text.setSelection(offset);
        text.setTopIndex(Math.max(0, l - 5));
        text.setFocus();
    }

    /** The file was renamed in the Workspace part. */
    public void moved(Path newFile) {
        file = newFile;
        validate();
    }

    public Path file() {
        return file;
    }

    /** The text widget (for tests). */
    public StyledText textWidget() {
        return text;
    }

    /** The problems the editor marks now. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** The line the cursor is on, 1-based. */
    public int caretLine() {
        return text.getLineAtOffset(text.getCaretOffset()) + 1;
    }

    private void load() {
        String content;
        try {
            content = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            content = "";
            status.setText("Cannot read " + file + ": " + e.getMessage());
        }
        replaying = true;
        try {
            Point keep = text.getSelection();
            int top = text.getTopIndex();
            text.setText(content);
            int end = content.length();
            text.setSelection(Math.min(keep.x, end));
            text.setTopIndex(top);
        } finally {
            replaying = false;
        }
        saved = content;
        updateDirty();
        validate();
    }

    private void modified(ExtendedModifyEvent e) {
        if (!replaying) {
            String inserted = text.getTextRange(e.start, e.length);
            long now = System.currentTimeMillis();
            boolean merged = last != null && history.getUndoOperation(undoContext) == last
                    && now - lastTime < MERGE_MILLIS && last.absorb(e.start, e.replacedText, inserted);
            if (!merged) {
                last = new TextEdit(this::replaceQuietly, undoContext, e.start, e.replacedText, inserted);
                history.add(last);
            }
            lastTime = now;
        }
        updateDirty();
        text.getDisplay().timerExec(CHECK_DELAY_MILLIS, check);
        enablementChanged();
    }

    /** Undo and redo change the text without recording a new edit. */
    private void replaceQuietly(int offset, int length, String s) {
        replaying = true;
        try {
            text.replaceTextRange(offset, length, s);
            text.setSelection(offset + s.length());
            text.showSelection();
        } finally {
            replaying = false;
        }
    }

    private void updateDirty() {
        part.setDirty(!text.getText().equals(saved));
    }

    private void enablementChanged() {
        events.send(UIEvents.REQUEST_ENABLEMENT_UPDATE_TOPIC, UIEvents.ALL_ELEMENT_ID);
    }

    private void validate() {
        if (text.isDisposed()) return;
        diagnostics = Validation.check(text.getText(), file, shelf.catalog());
        long errors = diagnostics.stream().filter(Diagnostic::isError).count();
        long warnings = diagnostics.size() - errors;
        if (diagnostics.isEmpty()) {
            status.setText(" No problems.");
        } else {
            Diagnostic first = diagnostics.get(0);
            status.setText(" " + errors + (errors == 1 ? " error, " : " errors, ") + warnings
                    + (warnings == 1 ? " warning" : " warnings") + " — " + where(first) + first.message());
        }
        status.setToolTipText(diagnostics.isEmpty() ? null : String.join("\n",
                diagnostics.stream().map(d -> where(d) + d.message()).toList()));
        text.redraw();
        ruler.redraw();
    }

    /** "line 3, column 5: ", or nothing for a problem of the whole file. */
    private static String where(Diagnostic d) {
        if (d.line() == 0) return "";
        return "line " + d.line() + (d.column() > 0 ? ", column " + d.column() : "") + ": ";
    }

    private void diskChanged() {
        if (text.isDisposed()) return;
        try {
            if (!part.isDirty() && Files.isRegularFile(file)
                    && !Files.readString(file, StandardCharsets.UTF_8).equals(saved)) {
                revert();
                return;
            }
        } catch (IOException e) {
            // Unreadable for now (being written): the next change tries again.
        }
        // Another file changed: a scenario's problems depend on its rosters, as in the Problems part.
        validate();
    }

    private List<JsonHighlighter.Mark> marks(int line) {
        List<JsonHighlighter.Mark> m = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            if (d.line() - 1 == line) m.add(new JsonHighlighter.Mark(line, Math.max(0, d.column() - 1), d.isError()));
        }
        return m;
    }

    private List<String> messages(int line) {
        List<String> m = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            if (d.line() - 1 == line || (d.line() == 0 && line == 0)) m.add(d.severity().label() + ": " + d.message());
        }
        return m;
    }

    private Image lineIcon(int line) {
        Severity worst = null;
        for (Diagnostic d : diagnostics) {
            if (d.line() - 1 == line || (d.line() == 0 && line == 0)) {
                if (worst == null || d.isError()) worst = d.severity();
            }
        }
        return worst == null ? null : icons.get(worst == Severity.ERROR ? "error" : "warning");
    }

    private Color colour(int r, int g, int b) {
        Color c = new Color(new RGB(r, g, b));
        colours.add(c);
        return c;
    }
}
