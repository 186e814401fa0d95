package org.vedette.ui.editing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IUndoContext;
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
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.vedette.io.Diagnostic;
import org.vedette.io.Severity;
import org.vedette.ui.internal.parts.JsonHighlighter;
import org.vedette.ui.internal.parts.LineRuler;
import org.vedette.ui.internal.parts.TextEdit;

/**
 * A document's JSON text as the workbench's editor shows it: colours, the
 * problems marked (line icons, squiggles, tooltips, a summary line), and
 * typing recorded as undoable edits in an operation history — a word typed
 * is one edit. The JSON text editor is this and a file; a form editor's
 * Source page is this and the form's document, sharing one undo context, so
 * Undo goes back through form changes and typing alike.
 */
public final class JsonSource {
    /** Keystrokes closer together than this make one undoable edit. */
    private static final long MERGE_MILLIS = 1500;

    private final IOperationHistory history;
    private final IUndoContext context;
    private final Function<String, Image> icons;
    private final Composite area;
    private final StyledText text;
    private final LineRuler ruler;
    private final Label status;
    private final List<Color> colours = new ArrayList<>();
    private final List<Runnable> listeners = new ArrayList<>();
    private boolean replaying;
    private TextEdit last;
    private long lastTime;
    private List<Diagnostic> diagnostics = List.of();

    /**
     * @param history where typing is recorded
     * @param context the editor's undo context
     * @param icons   the workbench's icons by name ("error", "warning")
     */
    public JsonSource(Composite parent, IOperationHistory history, IUndoContext context, Function<String, Image> icons) {
        this.history = history;
        this.context = context;
        this.icons = icons;
        area = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.horizontalSpacing = 0;
        area.setLayout(layout);
        text = new StyledText(area, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        text.setLeftMargin(6);
        text.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        ruler = new LineRuler(area, text, this::messages, this::lineIcon);
        ruler.setLayoutData(new GridData(SWT.FILL, SWT.FILL, false, true));
        ruler.moveAbove(text);
        status = new Label(area, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        text.addLineStyleListener(new JsonHighlighter(colour(0x6a, 0x1b, 0x5a), colour(0x1d, 0x6b, 0x2c),
                colour(0x0b, 0x4f, 0x9c), colour(0x8a, 0x4b, 0x00), colour(0xd0, 0x10, 0x10),
                colour(0xd0, 0x90, 0x00), this::marks));
        text.addListener(SWT.MouseHover, e -> {
            List<String> m = messages(text.getLineIndex(e.y));
            text.setToolTipText(m.isEmpty() ? null : String.join("\n", m));
        });
        text.addExtendedModifyListener(this::modified);
        area.addDisposeListener(e -> colours.forEach(Color::dispose));
    }

    /** The composite holding the text, its ruler and its summary line. */
    public Control control() {
        return area;
    }

    /** The text widget (for tests). */
    public StyledText widget() {
        return text;
    }

    public String text() {
        return text.getText();
    }

    /** Runs {@code listener} after every change of the text: typed, undone, redone or replaced. */
    public void addChangeListener(Runnable listener) {
        listeners.add(listener);
    }

    /** Loads a text (a file read), keeping the cursor and the scroll where they can be; not an edit. */
    public void load(String content) {
        replaying = true;
        try {
            Point keep = text.getSelection();
            int top = text.getTopIndex();
            text.setText(content);
            text.setSelection(Math.min(keep.x, content.length()));
            text.setTopIndex(top);
        } finally {
            replaying = false;
        }
        last = null;
        changed();
    }

    /**
     * Puts a whole new text in place without recording an edit — a form's
     * change, whose own operation records it — replacing only the part that
     * differs, so the view stays where it was.
     */
    public void replace(String content) {
        String old = text.getText();
        if (old.equals(content)) return;
        int start = 0;
        int max = Math.min(old.length(), content.length());
        while (start < max && old.charAt(start) == content.charAt(start)) start++;
        int end = 0;
        while (end < max - start && old.charAt(old.length() - 1 - end) == content.charAt(content.length() - 1 - end)) {
            end++;
        }
        replaying = true;
        try {
            int top = text.getTopIndex();
            text.replaceTextRange(start, old.length() - end - start, content.substring(start, content.length() - end));
            text.setTopIndex(Math.min(top, Math.max(0, text.getLineCount() - 1)));
        } finally {
            replaying = false;
        }
        last = null;
        changed();
    }

    /** The next keystroke starts an edit of its own (after an undo or redo). */
    public void endTyping() {
        last = null;
    }

    /** Marks these problems and sums them up under the text. */
    public void show(List<Diagnostic> found) {
        if (text.isDisposed()) return;
        diagnostics = List.copyOf(found);
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

    /** Says something of the file itself under the text ("Cannot read …"). */
    public void say(String message) {
        status.setText(message);
    }

    /** Puts the cursor at the start of a 1-based line and shows it. */
    public void goToLine(int line) {
        int l = Math.max(0, Math.min(text.getLineCount() - 1, line - 1));
        text.setSelection(text.getOffsetAtLine(l));
        text.setTopIndex(Math.max(0, l - 5));
        text.setFocus();
    }

    /** The line the cursor is on, 1-based. */
    public int caretLine() {
        return text.getLineAtOffset(text.getCaretOffset()) + 1;
    }

    public void setFocus() {
        text.setFocus();
    }

    private void modified(ExtendedModifyEvent e) {
        if (!replaying) {
            String inserted = text.getTextRange(e.start, e.length);
            long now = System.currentTimeMillis();
            boolean merged = last != null && history.getUndoOperation(context) == last
                    && now - lastTime < MERGE_MILLIS && last.absorb(e.start, e.replacedText, inserted);
            if (!merged) {
                last = new TextEdit(this::replaceQuietly, context, e.start, e.replacedText, inserted);
                history.add(last);
            }
            lastTime = now;
            changed();
        }
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
        changed();
    }

    private void changed() {
        for (Runnable r : List.copyOf(listeners)) r.run();
    }

    /** "line 3, column 5: ", or nothing for a problem of the whole file. */
    private static String where(Diagnostic d) {
        if (d.line() == 0) return "";
        return "line " + d.line() + (d.column() > 0 ? ", column " + d.column() : "") + ": ";
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
        return worst == null ? null : icons.apply(worst == Severity.ERROR ? "error" : "warning");
    }

    private Color colour(int r, int g, int b) {
        Color c = new Color(new RGB(r, g, b));
        colours.add(c);
        return c;
    }
}
