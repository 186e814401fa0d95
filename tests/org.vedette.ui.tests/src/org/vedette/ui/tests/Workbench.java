package org.vedette.ui.tests;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.opentest4j.AssertionFailedError;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.vedette.ui.internal.WorkspaceArgument;
import org.vedette.ui.internal.parts.DiceForm;

/**
 * The running workbench, as the tests reach it: the e4 application the
 * product started (the IWorkbench service), its parts by id, and the event
 * loop, spun while a test waits for the watcher, a service or a dialog.
 */
final class Workbench {
    static final String WORKSPACE = "org.vedette.ui.part.workspace";
    static final String RULESETS = "org.vedette.ui.part.rulesets";
    static final String RESOLVER = "org.vedette.ui.part.resolver";
    static final String GAME_LOG = "org.vedette.ui.part.gamelog";
    static final String PROBLEMS = "org.vedette.ui.part.problems";
    static final String TURN = "org.vedette.ui.part.turn";

    private Workbench() {
    }

    static MApplication application() {
        BundleContext bc = FrameworkUtil.getBundle(Workbench.class).getBundleContext();
        ServiceReference<IWorkbench> ref = bc.getServiceReference(IWorkbench.class);
        if (ref == null) throw new AssertionFailedError("the e4 workbench is not running");
        return bc.getService(ref).getApplication();
    }

    static MWindow window() {
        return application().getChildren().get(0);
    }

    static IEclipseContext context() {
        return window().getContext();
    }

    /** The folder the tests' workbench works on: a copy of examples/ under target/. */
    static Path workspace() {
        return WorkspaceArgument.from(new String[0]);
    }

    /** Shows a part of the application model and returns the object behind it. */
    static <T> T part(String id, Class<T> type) {
        EPartService parts = context().get(EPartService.class);
        MPart part = parts.showPart(id, PartState.ACTIVATE);
        spin();
        return type.cast(part.getObject());
    }

    static EPartService partService() {
        return context().get(EPartService.class);
    }

    static EModelService modelService() {
        return context().get(EModelService.class);
    }

    /** Runs a command of the application model through its handler, as its menu item does; false when disabled. */
    static boolean command(String id) {
        var command = context().get(org.eclipse.e4.core.commands.ECommandService.class).createCommand(id, null);
        var handlers = context().get(org.eclipse.e4.core.commands.EHandlerService.class);
        if (!handlers.canExecute(command)) return false;
        handlers.executeHandler(command);
        spin();
        return true;
    }

    static Display display() {
        return Display.getCurrent();
    }

    /** Runs what is waiting in the event loop. */
    static void spin() {
        Display d = display();
        while (d.readAndDispatch()) {
            // keep going until the queue is empty
        }
    }

    /** Spins the event loop until {@code done} holds; fails saying {@code what} after the timeout. */
    static void waitUntil(String what, Duration timeout, BooleanSupplier done) {
        Display d = display();
        long end = System.nanoTime() + timeout.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) throw new AssertionFailedError("timed out waiting for " + what);
            if (!d.readAndDispatch()) {
                d.timerExec(20, () -> { });
                d.sleep();
            }
        }
    }

    /**
     * Answers the dice form that the next resolution opens, row by row from
     * these faces, as a referee typing what the physical dice show, and
     * commits it (or cancels it, when the faces do not complete it). Call
     * before the action; the answerer stops after one form, or at
     * {@link #stopAnswering()} when the action needed no dice.
     *
     * @return the faces not used
     */
    static Deque<Integer> answerDice(int... faces) {
        Deque<Integer> left = new ArrayDeque<>();
        for (int f : faces) left.add(f);
        untilDone(() -> {
            for (Shell s : display().getShells()) {
                if (!s.isDisposed() && s.isVisible() && s.getData(DiceForm.KEY) instanceof DiceForm form) {
                    fill(form, left);
                    return true; // one form per resolution
                }
            }
            return false;
        });
        return left;
    }

    /**
     * Runs {@code step} on the UI thread every 20 ms until it says it is done
     * or {@link #stopAnswering()} is called.
     */
    private static void untilDone(BooleanSupplier step) {
        Display d = display();
        int generation = ANSWERERS.get();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            if (generation == ANSWERERS.get() && !step.getAsBoolean()) d.timerExec(20, poll[0]);
        };
        d.timerExec(20, poll[0]);
    }

    /**
     * Answers the dice forms that will open one after another in one press
     * (Next, then the event it gives), each with its own faces, in order.
     *
     * @return the forms' faces not yet typed
     */
    static Deque<int[]> answerDiceForms(int[]... forms) {
        Deque<int[]> left = new ArrayDeque<>(List.of(forms));
        java.util.Set<Shell> answered = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        untilDone(() -> {
            for (Shell s : display().getShells()) {
                if (!left.isEmpty() && !s.isDisposed() && s.isVisible() && !answered.contains(s)
                        && s.getData(DiceForm.KEY) instanceof DiceForm form) {
                    answered.add(s);
                    Deque<Integer> faces = new ArrayDeque<>();
                    for (int f : left.poll()) faces.add(f);
                    fill(form, faces);
                }
            }
            return left.isEmpty();
        });
        return left;
    }

    /**
     * Types the faces into the form's rows from the first (a correction
     * retypes the recorded ones), its dice from the faces given, in order
     * (rows the rules ask for next appear as it goes), then commits.
     */
    private static void fill(DiceForm form, Deque<Integer> left) {
        for (int row = 0; !left.isEmpty() && row < form.rowCount(); row++) {
            StringBuilder typed = new StringBuilder();
            for (int i = 0; i < form.rowDice(row) && !left.isEmpty(); i++) typed.append(left.poll()).append(' ');
            form.type(row, typed.toString().strip());
        }
        lastDiceForm.clear();
        lastDiceForm.addAll(form.rowsShown());
        lastDiceForm.add(form.statusText());
        // Too few faces: Cancel rather than wait for ever; the test then fails on what it shows.
        form.commitOrCancel();
    }

    /** The rows and status line of the last dice form answered, as it stood at Commit. */
    static final List<String> lastDiceForm = new java.util.ArrayList<>();

    /**
     * Answers the text dialogs (an InputDialog marked with {@code dialogKey})
     * that will open, one text each, as the referee typing and pressing OK.
     *
     * @return the answers not yet given
     */
    static Deque<String> answerText(String dialogKey, String... texts) {
        Deque<String> left = new ArrayDeque<>(List.of(texts));
        answer(dialogKey, left);
        return left;
    }

    /**
     * Bumped by {@link #stopAnswering()}: an answerer made before stops, so
     * faces a failed test did not use are never typed into the next test's
     * dialogs (where a stale face makes ties, and a tie asks for one die
     * more than that test gives, and waits for it for ever).
     */
    private static final java.util.concurrent.atomic.AtomicInteger ANSWERERS = new java.util.concurrent.atomic.AtomicInteger();

    /** Stops every answerer started so far; Games.clear() calls it after each test. */
    static void stopAnswering() {
        ANSWERERS.incrementAndGet();
    }

    private static <T> void answer(String dialogKey, Deque<T> left) {
        untilDone(() -> {
            for (Shell s : display().getShells()) {
                if (!left.isEmpty() && !s.isDisposed() && s.isVisible() && s.getData(dialogKey) != null) {
                    Text text = find(s, Text.class, c -> true);
                    text.setText(String.valueOf(left.peek()));
                    Button ok = find(s, Button.class, b -> Integer.valueOf(IDialogConstants.OK_ID).equals(b.getData()));
                    if (!ok.isEnabled()) throw new AssertionFailedError("the dialog refused " + left.peek());
                    left.poll();
                    ok.notifyListeners(SWT.Selection, new Event());
                    break;
                }
            }
            return left.isEmpty();
        });
    }

    /**
     * Closes the next message dialog titled {@code title} that opens, as the
     * referee reading it and pressing OK; what it said lands in the list.
     */
    static List<String> closeMessage(String title) {
        return answerMessage(title, IDialogConstants.OK_ID);
    }

    /**
     * Answers the next message dialog titled {@code title} with the button
     * {@code buttonId} (IDialogConstants' OK_ID, CANCEL_ID, …); what it said
     * lands in the list.
     */
    static List<String> answerMessage(String title, int buttonId) {
        List<String> said = new java.util.ArrayList<>();
        Display d = display();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell s : d.getShells()) {
                if (!s.isDisposed() && s.isVisible() && title.equals(s.getText())) {
                    said.addAll(texts(s));
                    Button ok = find(s, Button.class, b -> Integer.valueOf(buttonId).equals(b.getData()));
                    ok.notifyListeners(SWT.Selection, new Event());
                    return;
                }
            }
            d.timerExec(20, poll[0]);
        };
        d.timerExec(20, poll[0]);
        return said;
    }

    /**
     * Presses the button labelled {@code button} (mnemonic left out) on each
     * dialog whose title passes {@code title}, as the referee would, until
     * {@link #stopAnswering()}; each dialog's title and texts land in the list,
     * so a test can say how often it was asked and what.
     */
    static List<List<String>> press(java.util.function.Predicate<String> title, String button) {
        List<List<String>> asked = new java.util.ArrayList<>();
        Display d = display();
        int generation = ANSWERERS.get();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            if (generation != ANSWERERS.get()) return;
            for (Shell s : d.getShells()) {
                if (!s.isDisposed() && s.isVisible() && title.test(s.getText())) {
                    List<String> seen = new java.util.ArrayList<>(List.of(s.getText()));
                    seen.addAll(texts(s));
                    asked.add(seen);
                    Button b = findOrNull(s, Button.class, x -> x.getText().replace("&", "").equals(button));
                    if (b == null) {
                        seen.add("(no button " + button + ": closed)"); // the test fails on what it saw, not a hang
                        s.close();
                    } else {
                        b.notifyListeners(SWT.Selection, new Event());
                    }
                    break;
                }
            }
            d.timerExec(20, poll[0]);
        };
        d.timerExec(20, poll[0]);
        return asked;
    }

    /**
     * Every text the window shows: labels, text boxes (masked ones too, to be
     * strict), buttons, combos and their items, styled text, every cell of
     * every table and tree.
     */
    static List<String> texts(Composite root) {
        List<String> all = new java.util.ArrayList<>();
        for (Control c : root.getChildren()) {
            if (c.isDisposed()) continue;
            switch (c) {
                case org.eclipse.swt.widgets.Label l -> all.add(l.getText());
                case Text t -> all.add(t.getText());
                case Button b -> all.add(b.getText());
                case org.eclipse.swt.widgets.Combo combo -> {
                    all.add(combo.getText());
                    all.addAll(List.of(combo.getItems()));
                }
                case org.eclipse.swt.custom.StyledText st -> all.add(st.getText());
                case org.eclipse.swt.widgets.Table table -> {
                    for (var item : table.getItems()) {
                        for (int i = 0; i < Math.max(1, table.getColumnCount()); i++) all.add(item.getText(i));
                    }
                }
                case org.eclipse.swt.widgets.Tree tree -> {
                    for (var item : tree.getItems()) treeTexts(item, all);
                }
                default -> { }
            }
            if (c instanceof Composite inner) all.addAll(texts(inner));
        }
        return all;
    }

    private static void treeTexts(org.eclipse.swt.widgets.TreeItem item, List<String> all) {
        all.add(item.getText());
        for (var child : item.getItems()) treeTexts(child, all);
    }

    /** Every text of every open window of the workbench. */
    static String everythingShown() {
        StringBuilder b = new StringBuilder();
        for (Shell s : display().getShells()) {
            if (!s.isDisposed() && s.isVisible()) {
                b.append(s.getText()).append('\n');
                for (String t : texts(s)) b.append(t).append('\n');
            }
        }
        return b.toString();
    }

    /** The first control of a type under a composite that passes the test. */
    static <T extends Control> T find(Composite root, Class<T> type, java.util.function.Predicate<T> test) {
        for (Control c : root.getChildren()) {
            if (type.isInstance(c) && test.test(type.cast(c))) return type.cast(c);
            if (c instanceof Composite inner) {
                T found = findOrNull(inner, type, test);
                if (found != null) return found;
            }
        }
        throw new AssertionFailedError("no " + type.getSimpleName() + " found in " + root);
    }

    private static <T extends Control> T findOrNull(Composite root, Class<T> type, java.util.function.Predicate<T> test) {
        try {
            return find(root, type, test);
        } catch (AssertionFailedError e) {
            return null;
        }
    }

    static List<Shell> shells() {
        return List.of(display().getShells());
    }
}
