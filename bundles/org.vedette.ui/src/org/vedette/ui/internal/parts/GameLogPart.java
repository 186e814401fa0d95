package org.vedette.ui.internal.parts;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.WorkspaceFolder;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Every action resolved this session, newest last, with its dice and every
 * step's rule; the log can be copied, saved (atomically) and cleared.
 */
public final class GameLogPart {
    @Inject private GameLog log;
    @Inject private Icons icons;
    @Inject private WorkspaceFolder folder;

    private StyledText text;
    private final Runnable refresh = this::refresh;

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        ToolBar bar = new ToolBar(parent, SWT.FLAT | SWT.RIGHT);
        bar.setLayoutData(new GridData(SWT.END, SWT.CENTER, true, false));
        tool(bar, "Copy", "copy", "Copy the whole log to the clipboard", () -> copy(bar.getShell()));
        tool(bar, "Save…", "save", "Save the log as a text file", () -> save(bar.getShell()));
        tool(bar, "Clear", "clear", "Clear the log", () -> clear(bar.getShell(), true));
        text = new StyledText(parent, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        text.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        text.setMargins(4, 4, 4, 4);
        log.addListener(refresh);
        refresh();
    }

    @PreDestroy
    void dispose() {
        log.removeListener(refresh);
    }

    @Focus
    void focus() {
        text.setFocus();
    }

    /** What the log shows (for tests). */
    public String shownText() {
        return text.getText();
    }

    private void refresh() {
        if (text.isDisposed()) return;
        String all = log.text();
        text.setText(all.isEmpty() ? "No action resolved yet. The Action Resolver's outcomes are logged here." : all);
        text.setTopIndex(text.getLineCount() - 1);
    }

    /** Copies the log as text to the clipboard. */
    public static void copy(Shell shell, GameLog log) {
        Clipboard clipboard = new Clipboard(shell.getDisplay());
        try {
            String all = log.text();
            if (!all.isEmpty()) {
                clipboard.setContents(new Object[] { all }, new Transfer[] { TextTransfer.getInstance() });
            }
        } finally {
            clipboard.dispose();
        }
    }

    /** Asks where, then saves the log there atomically. */
    public static void save(Shell shell, GameLog log, WorkspaceFolder folder) {
        FileDialog ask = new FileDialog(shell, SWT.SAVE);
        ask.setText("Save the game log");
        ask.setFilterPath(folder.root().toString());
        ask.setFileName("game-log.txt");
        ask.setOverwrite(true);
        String chosen = ask.open();
        if (chosen == null) return;
        try {
            log.save(Path.of(chosen));
        } catch (IOException e) {
            MessageDialog.openError(shell, "Save the game log", "Cannot save " + chosen + ": " + e.getMessage()
                    + "\nAny earlier file there is as it was.");
        }
    }

    /** Clears the log, after asking when {@code ask}. */
    public static void clear(Shell shell, GameLog log, boolean ask) {
        if (log.entries().isEmpty()) return;
        if (!ask || MessageDialog.openConfirm(shell, "Clear the game log", "Clear the "
                + log.entries().size() + " entries of the game log? Save it first to keep them.")) {
            log.clear();
        }
    }

    private void copy(Shell shell) {
        copy(shell, log);
    }

    private void save(Shell shell) {
        save(shell, log, folder);
    }

    private void clear(Shell shell, boolean ask) {
        clear(shell, log, ask);
    }

    private void tool(ToolBar bar, String label, String icon, String tip, Runnable action) {
        ToolItem item = new ToolItem(bar, SWT.PUSH);
        item.setText(label);
        item.setImage(icons.get(icon));
        item.setToolTipText(tip);
        item.addListener(SWT.Selection, e -> action.run());
    }
}
