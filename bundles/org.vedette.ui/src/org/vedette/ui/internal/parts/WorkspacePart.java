package org.vedette.ui.internal.parts;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.ESelectionService;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.editing.DocumentEditor;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.WorkspaceFolder;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The workspace folder's files by kind — scenarios, rosters, collections,
 * games — with open (a game in the Turn part), New Game on a scenario,
 * rename and delete. Follows the disk: the folder's
 * watcher tells it when anything changes.
 */
public final class WorkspacePart {
    /** The kinds always shown, even when the folder has none of them; the others only when it has. */
    private static final Set<FileKind> ALWAYS = EnumSet.of(FileKind.SCENARIO, FileKind.ROSTER, FileKind.COLLECTION,
            FileKind.GAME);

    @Inject private WorkspaceFolder folder;
    @Inject private Icons icons;
    @Inject private EPartService parts;
    @Inject private EModelService models;
    @Inject private MApplication app;
    @Inject private ESelectionService selection;
    @Inject private IEclipseContext context;

    private TreeViewer viewer;
    private final Runnable refresh = this::refresh;
    private final Set<FileKind> shown = EnumSet.noneOf(FileKind.class);

    @PostConstruct
    void create(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new Labels());
        viewer.setInput(folder);
        viewer.expandAll();
        shown.addAll(kinds());
        viewer.addDoubleClickListener(e -> selected().ifPresent(this::open));
        viewer.addSelectionChangedListener(e -> selection.setSelection(selected().orElse(null)));
        viewer.getTree().addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.DEL) selected().ifPresent(this::delete);
            if (e.keyCode == SWT.F2) selected().ifPresent(this::rename);
        });
        viewer.getTree().setMenu(menu(viewer.getTree().getShell()));
        folder.addListener(refresh);
    }

    @PreDestroy
    void dispose() {
        folder.removeListener(refresh);
    }

    @Focus
    void focus() {
        viewer.getControl().setFocus();
    }

    /** Shows the folder's files as they are now. */
    public void refresh() {
        if (viewer.getControl().isDisposed()) return;
        viewer.refresh();
        for (FileKind k : kinds()) {
            if (shown.add(k)) viewer.expandToLevel(k, 1);
        }
    }

    /** The files shown under a kind, as the tree has them (for tests and the About dialog). */
    public List<WorkspaceFile> shownFiles(FileKind kind) {
        List<WorkspaceFile> files = new ArrayList<>();
        for (Object o : ((ITreeContentProvider) viewer.getContentProvider()).getChildren(kind)) {
            files.add((WorkspaceFile) o);
        }
        return files;
    }

    public TreeViewer viewer() {
        return viewer;
    }

    /**
     * Selects and opens a file, as a double-click does: a game in the Turn
     * part (its journal replayed), anything else in an editor.
     */
    public void open(WorkspaceFile file) {
        viewer.setSelection(new StructuredSelection(file), true);
        if (file.kind() == FileKind.GAME) {
            play().open(viewer.getControl().getShell(), file.path());
        } else {
            Editors.open(parts, models, app, file.path(), 0);
        }
    }

    /** New Game… on a scenario: asks for the game file's name and begins the game. */
    public boolean newGame(WorkspaceFile scenario) {
        viewer.setSelection(new StructuredSelection(scenario), true);
        return play().newGame(viewer.getControl().getShell(), scenario.path());
    }

    /** Made when first wanted, not with the part: nothing of a game is made before the window shows. */
    private GamePlay play() {
        return ContextInjectionFactory.make(GamePlay.class, context);
    }

    private void rename(WorkspaceFile file) {
        Shell shell = viewer.getControl().getShell();
        InputDialog ask = new InputDialog(shell, "Rename", "New name for " + file.relative() + ":", file.name(),
                name -> folder.checkName(file, name));
        if (ask.open() != Window.OK || ask.getValue().strip().equals(file.name())) return;
        MPart editor = Editors.find(parts, file.path()).orElse(null);
        if (editor != null && editor.isDirty()) {
            MessageDialog.openInformation(shell, "Rename", file.name() + " has unsaved changes in its editor: save or"
                    + " revert them first, then rename it.");
            return;
        }
        try {
            boolean playing = file.path().equals(context.get(OpenGame.class).file());
            WorkspaceFile renamed = folder.rename(file, ask.getValue());
            if (playing) play().open(shell, renamed.path()); // the game goes on in its file's new name
            if (editor != null) {
                editor.getPersistedState().put(Editors.FILE, renamed.path().toString());
                editor.setLabel(renamed.name());
                editor.setTooltip(renamed.path().toString());
                if (editor.getObject() instanceof DocumentEditor e) e.moved(renamed.path());
            }
            viewer.setSelection(new StructuredSelection(renamed), true);
        } catch (IOException e) {
            MessageDialog.openError(shell, "Rename", "Cannot rename " + file.relative() + ": " + e.getMessage());
        }
    }

    /** Delete…, as the referee chooses it: asked first, saying so when the file is the game in progress. */
    public void delete(WorkspaceFile file) {
        Shell shell = viewer.getControl().getShell();
        boolean inProgress = file.path().equals(context.get(OpenGame.class).file());
        if (!MessageDialog.openConfirm(shell, "Delete", "Delete " + file.relative() + " from the disk?\n\n"
                + (inProgress ? "It is the game in progress: it will be closed, and its journal — every move"
                        + " of it — is lost.\n\n" : "") + "This cannot be undone.")) {
            return;
        }
        try {
            Editors.find(parts, file.path()).ifPresent(p -> {
                p.setDirty(false);
                parts.hidePart(p, true);
            });
            if (file.path().equals(context.get(OpenGame.class).file())) play().close();
            folder.delete(file);
        } catch (IOException e) {
            MessageDialog.openError(shell, "Delete", "Cannot delete " + file.relative() + ": " + e.getMessage());
        }
    }

    private Menu menu(Shell shell) {
        Menu menu = new Menu(viewer.getTree());
        item(menu, "&Open", "file", () -> selected().ifPresent(this::open));
        MenuItem newGame = item(menu, "&New Game…", "game", () -> selected().ifPresent(this::newGame));
        item(menu, "&Rename…\tF2", null, () -> selected().ifPresent(this::rename));
        item(menu, "&Delete…\tDelete", null, () -> selected().ifPresent(this::delete));
        new MenuItem(menu, SWT.SEPARATOR);
        item(menu, "Re&fresh\tF5", "refresh", folder::refresh);
        menu.addListener(SWT.Show, e -> {
            boolean file = selected().isPresent();
            for (int i = 0; i < 4; i++) menu.getItem(i).setEnabled(file);
            newGame.setEnabled(selected().filter(f -> f.kind() == FileKind.SCENARIO).isPresent());
            menu.getItem(0).setText(selected().filter(f -> f.kind() == FileKind.GAME).isPresent() ? "&Open Game"
                    : "&Open");
        });
        return menu;
    }

    private MenuItem item(Menu menu, String text, String icon, Runnable action) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(text);
        if (icon != null) item.setImage(icons.get(icon));
        item.addListener(SWT.Selection, e -> action.run());
        return item;
    }

    private java.util.Optional<WorkspaceFile> selected() {
        Object o = ((IStructuredSelection) viewer.getSelection()).getFirstElement();
        return o instanceof WorkspaceFile f ? java.util.Optional.of(f) : java.util.Optional.empty();
    }

    private List<FileKind> kinds() {
        List<FileKind> kinds = new ArrayList<>();
        for (FileKind k : FileKind.values()) {
            if (ALWAYS.contains(k) || !folder.files(k).isEmpty()) kinds.add(k);
        }
        return kinds;
    }

    private final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return kinds().toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            return parent instanceof FileKind k ? folder.files(k).toArray() : new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return element instanceof WorkspaceFile f ? f.kind() : null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof FileKind k && !folder.files(k).isEmpty();
        }
    }

    private final class Labels extends LabelProvider {
        @Override
        public String getText(Object element) {
            if (element instanceof FileKind k) {
                int n = folder.files(k).size();
                return k.plural() + (n == 0 ? " (none)" : " (" + n + ")");
            }
            // The name alone: the heading says what it is, and the part is narrow.
            return ((WorkspaceFile) element).name();
        }

        @Override
        public Image getImage(Object element) {
            if (element instanceof FileKind k) return icons.get("folder");
            return icons.get(((WorkspaceFile) element).kind().icon());
        }
    }
}
