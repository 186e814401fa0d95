package org.vedette.ui.internal.parts;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.vedette.io.Diagnostic;
import org.vedette.ui.editing.JsonSource;
import org.vedette.ui.editing.SourceEditor;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.Validation;
import org.vedette.ui.internal.model.WorkspaceFolder;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * A workspace file in a text editor ({@link JsonSource}: JSON colouring, the
 * file's problems marked as it is typed), with a dirty flag, Save (atomic)
 * and Revert, and Undo and Redo through the platform's operation history
 * with an undo context of its own ({@link SourceEditor}). The editor of every
 * file no bundle contributes a form editor for, and of any file when none is
 * installed.
 */
public final class EditorPart extends SourceEditor {
    @Inject private MPart part;
    @Inject private RulesetShelf shelf;
    @Inject private WorkspaceFolder folder;
    @Inject private Icons icons;
    @Inject private IEventBroker events;

    private final Runnable diskChanged = this::outsideChanged;

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new FillLayout());
        start(part, events, new JsonSource(parent, history, undoContext, icons::get));
        folder.addListener(diskChanged);
    }

    @PreDestroy
    void dispose() {
        folder.removeListener(diskChanged);
        stop();
    }

    @Focus
    void focus() {
        source().setFocus();
    }

    @Persist
    void persist() {
        save();
    }

    @Override
    protected List<Diagnostic> check(String text, Path where) {
        return Validation.check(text, where, shelf.catalog());
    }

    @Override
    protected void saved() {
        folder.refresh();
    }

    /** The text widget (for tests). */
    public StyledText textWidget() {
        return source().widget();
    }

    /** The line the cursor is on, 1-based. */
    public int caretLine() {
        return source().caretLine();
    }
}
