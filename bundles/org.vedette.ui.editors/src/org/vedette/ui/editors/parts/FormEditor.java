package org.vedette.ui.editors.parts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.vedette.io.Diagnostic;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editing.JsonSource;
import org.vedette.ui.editing.SourceEditor;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.internal.JsonDocument;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * A form editor of a workspace file: form pages, and a Source page with the
 * file's JSON as the text editor shows it, kept in step both ways — a change
 * in a form is written into the text at once, and a text that reads is shown
 * in the forms; while it does not (a syntax error) the forms say so and wait,
 * and the text is kept as typed. Every change is an operation in the
 * platform's history under this editor's undo context, so Undo and Redo go
 * through form changes and typing alike. Save writes the text atomically.
 */
public abstract class FormEditor extends SourceEditor implements Rows {
    @Inject private MPart part;
    @Inject protected EditorSupport support;
    @Inject private IEventBroker events;

    private final Runnable outside = this::outsideChanged;
    private final List<FormPage> pages = new ArrayList<>();

    private JsonDocument document;
    private CTabFolder tabs;
    private Label unreadable;

    @PostConstruct
    void create(Composite parent) {
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        parent.setLayout(layout);
        unreadable = new Label(parent, SWT.WRAP);
        unreadable.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        unreadable.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        tabs = new CTabFolder(parent, SWT.BOTTOM | SWT.FLAT);
        tabs.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // The Source page's view first (its tab comes last): the pages read the document it holds.
        Composite sourceArea = new Composite(tabs, SWT.NONE);
        sourceArea.setLayout(new FillLayout());
        JsonSource view = new JsonSource(sourceArea, history, undoContext, support::icon);
        document = new JsonDocument(view::text, view::replace, history, undoContext);
        for (FormPage page : pages(document, Path.of(part.getPersistedState().get(
                org.vedette.ui.editing.EditorTags.FILE)))) {
            CTabItem tab = new CTabItem(tabs, SWT.NONE);
            tab.setText(page.title());
            tab.setControl(page.create(tabs));
            pages.add(page);
        }
        CTabItem sourceTab = new CTabItem(tabs, SWT.NONE);
        sourceTab.setText("Source");
        sourceTab.setControl(sourceArea);
        tabs.setSelection(0);
        tabs.addListener(SWT.Selection, e -> enablementChanged());
        document.addListener(this::showDocument);
        start(part, events, view);
        support.addListener(outside);
    }

    /** The form pages of this kind of file, in order; the Source page follows them. */
    protected abstract List<FormPage> pages(Document doc, Path file);

    @PreDestroy
    void dispose() {
        support.removeListener(outside);
        stop();
    }

    @Focus
    void focus() {
        tabs.setFocus();
    }

    @Persist
    void persist() {
        save();
    }

    @Override
    protected List<Diagnostic> check(String text, Path where) {
        return support.check(text, where);
    }

    @Override
    protected void checked(List<Diagnostic> found) {
        document.checked(found);
    }

    @Override
    protected void textChanged() {
        document.textChanged();
    }

    @Override
    protected void saved() {
        support.refresh();
    }

    @Override
    protected void afterHistory() {
        super.afterHistory();
        document.endTyping();
    }

    @Override
    public void goToLine(int line) {
        showSource();
        super.goToLine(line);
    }

    /** The document the pages show (for tests). */
    public Document document() {
        return document;
    }

    /** The page tabs (for tests and screenshots). */
    public CTabFolder tabs() {
        return tabs;
    }

    /** Shows the Source page. */
    public void showSource() {
        tabs.setSelection(tabs.getItemCount() - 1);
    }

    /** Shows the page with this title. */
    public void showPage(String title) {
        for (CTabItem t : tabs.getItems()) {
            if (t.getText().equals(title)) tabs.setSelection(t);
        }
    }

    /** The page shown now, or null on the Source page. */
    protected FormPage currentPage() {
        int i = tabs.getSelectionIndex();
        return i >= 0 && i < pages.size() ? pages.get(i) : null;
    }

    /** The rows of the page shown, if it has any and the text reads. */
    private Rows rows() {
        return currentPage() instanceof Rows r && document.tree().isPresent() ? r : null;
    }

    @Override
    public boolean canAdd() {
        return rows() != null && rows().canAdd();
    }

    @Override
    public void add() {
        if (canAdd()) rows().add();
    }

    @Override
    public boolean canDuplicate() {
        return rows() != null && rows().canDuplicate();
    }

    @Override
    public void duplicate() {
        if (canDuplicate()) rows().duplicate();
    }

    @Override
    public boolean canDelete() {
        return rows() != null && rows().canDelete();
    }

    @Override
    public void delete() {
        if (canDelete()) rows().delete();
    }

    /** Shows the document in every page, or says why it cannot be shown. */
    private void showDocument() {
        if (tabs.isDisposed()) return;
        String error = document.syntaxError();
        boolean readable = error == null;
        unreadable.setText(readable ? "" : "The forms cannot show this file while its text does not read — "
                + error + ". Correct it on the Source page; the text is kept as it is.");
        ((GridData) unreadable.getLayoutData()).exclude = readable;
        unreadable.setVisible(!readable);
        unreadable.getParent().layout(true);
        for (int i = 0; i < pages.size(); i++) {
            Control c = tabs.getItem(i).getControl();
            c.setEnabled(readable);
            if (readable) pages.get(i).refresh();
        }
    }

    /** What the banner says when the text does not read (for tests); empty when it does. */
    public String unreadableMessage() {
        return unreadable.getText();
    }
}
