package org.vedette.ui.editors.tests;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.opentest4j.AssertionFailedError;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.vedette.ui.editing.DocumentEditor;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.handlers.RowHandler;
import org.vedette.ui.editors.parts.ScenarioEditor;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.parts.Editors;

/**
 * The running workbench as these tests reach it: its context and services,
 * files opened as the Workspace part opens them, commands executed as a menu
 * or tool item does, the event loop spun while a check or the watcher runs,
 * and a form's field found by its label, as a designer finds it.
 */
final class Bench {
    private Bench() {
    }

    static MApplication application() {
        BundleContext bc = FrameworkUtil.getBundle(Bench.class).getBundleContext();
        ServiceReference<IWorkbench> ref = bc.getServiceReference(IWorkbench.class);
        if (ref == null) throw new AssertionFailedError("the e4 workbench is not running");
        return bc.getService(ref).getApplication();
    }

    static IEclipseContext context() {
        return application().getChildren().get(0).getContext();
    }

    /**
     * Waits for the work the workbench leaves until its window is up (LifeCycle, on start-up complete): the
     * rulesets' shelf opened, then — in the same handler, on this thread — the workspace's first scenario
     * opened. On a busy machine the first test can begin before it.
     */
    static void startedUp() {
        RulesetShelf shelf = application().getContext().get(RulesetShelf.class);
        waitUntil("the workbench's start-up work", () -> !shelf.rulesets().isEmpty());
    }

    static EditorSupport support() {
        return context().get(EditorSupport.class);
    }

    static Path workspace() {
        return support().workspace();
    }

    /** Opens a file as a double-click in the Workspace part does: with the editor for its format. */
    static <E extends DocumentEditor> E open(Path file) {
        E e = Editors.open(context().get(EPartService.class), context().get(EModelService.class), application(), file,
                0);
        spin();
        return e;
    }

    /** Shows a scenario editor's Forces page with its side {@code side} chosen; the page's controls. */
    static Composite forces(ScenarioEditor editor, int side) {
        editor.showPage("Forces");
        editor.forces().chooseSide(side);
        spin();
        return (Composite) editor.tabs().getItem(1).getControl();
    }

    static void close(Path file) {
        EPartService parts = context().get(EPartService.class);
        Editors.find(parts, file).ifPresent(p -> {
            p.setDirty(false);
            parts.hidePart(p, true);
        });
        spin();
    }

    /** Executes a command of the application model, as its menu item or tool item does. */
    static Object command(String id, Map<String, Object> parameters) {
        ParameterizedCommand c = context().get(ECommandService.class).createCommand(id, parameters);
        EHandlerService handlers = context().get(EHandlerService.class);
        if (!handlers.canExecute(c)) throw new AssertionFailedError("the command " + id + " " + parameters
                + " cannot be executed now");
        Object r = handlers.executeHandler(c);
        spin();
        return r;
    }

    /** The Add, Duplicate or Delete command of the form editors' tool bar. */
    static void row(String action) {
        command("org.vedette.ui.editors.command.row", Map.of(RowHandler.ACTION, action));
    }

    static boolean canRow(String action) {
        ParameterizedCommand c = context().get(ECommandService.class).createCommand(
                "org.vedette.ui.editors.command.row", Map.of(RowHandler.ACTION, action));
        return context().get(EHandlerService.class).canExecute(c);
    }

    static void spin() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // until the queue is empty
        }
    }

    static void waitUntil(String what, BooleanSupplier done) {
        Display d = Display.getCurrent();
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) throw new AssertionFailedError("timed out waiting for " + what);
            if (!d.readAndDispatch()) {
                d.timerExec(20, () -> { });
                d.sleep();
            }
        }
    }

    /** The control after the label "{@code label}:" (a field of a form), the first shown under {@code root}. */
    static <T extends Control> T field(Composite root, String label, Class<T> type) {
        T found = find(root, label + ":", type);
        if (found == null) throw new AssertionFailedError("no field '" + label + "' in " + root);
        return found;
    }

    private static <T extends Control> T find(Composite root, String label, Class<T> type) {
        Control[] children = root.getChildren();
        for (int i = 0; i < children.length; i++) {
            if (children[i] instanceof Label l && l.getText().equals(label) && i + 1 < children.length
                    && type.isInstance(children[i + 1]) && !children[i + 1].isDisposed()) {
                return type.cast(children[i + 1]);
            }
            if (children[i] instanceof Composite c && !c.isDisposed()) {
                T inner = find(c, label, type);
                if (inner != null) return inner;
            }
        }
        return null;
    }

    /** Types a text into a text box, as a designer does (one change of the box). */
    static void type(org.eclipse.swt.widgets.Text t, String text) {
        t.setFocus();
        t.setText(text);
        t.notifyListeners(SWT.FocusOut, new Event());
        spin();
    }

    /** Chooses the item of a combo that reads {@code item}. */
    static void choose(Combo c, String item) {
        int i = java.util.List.of(c.getItems()).indexOf(item);
        if (i < 0) throw new AssertionFailedError("no '" + item + "' in " + java.util.List.of(c.getItems()));
        c.select(i);
        c.notifyListeners(SWT.Selection, new Event());
        spin();
    }
}
