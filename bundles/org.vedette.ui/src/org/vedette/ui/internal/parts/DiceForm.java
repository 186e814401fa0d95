package org.vedette.ui.internal.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.vedette.ui.internal.model.DiceDraft;

/**
 * Every physical die of one resolution in one form: a row per roll, each
 * labelled with what it is for ("2D6 to hit", "Capt Sharpe: 1D6 + initiative
 * for order of movement"), its faces typed in one box ("6 4"), checked to be
 * on the die; rows the rules ask for next appear as the faces before them are
 * typed ({@link DiceDraft}). Nothing is resolved until Commit, which is
 * offered only when the faces complete the resolution; every box stays
 * editable until then, and Cancel throws nothing away but this form.
 */
public final class DiceForm extends Dialog {
    /** Set as the shell's data under this key, so tests can find the form. */
    public static final String KEY = "vedette.diceForm";
    /** Each row's box carries its row number (from 0) under this key. */
    public static final String ROW_KEY = "vedette.diceForm.row";

    /** The referee closed the form without committing: the action is not resolved. */
    public static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super("the dice were not committed; nothing was resolved");
        }
    }

    private final String title;
    private final String what;
    private final DiceDraft.Trial trial;
    private final List<List<Integer>> typed = new ArrayList<>();
    private final List<Control[]> rowControls = new ArrayList<>();
    private DiceDraft.State state;
    private ScrolledComposite scroller;
    private Composite rowsArea;
    private Label status;
    /** Set while boxes are filled from the draft, so their modify events are not taken for typing. */
    private boolean updating;

    private DiceForm(Shell parent, String title, String what, DiceDraft.Trial trial, List<List<Integer>> start) {
        super(parent);
        this.title = title;
        this.what = what;
        this.trial = trial;
        this.typed.addAll(start);
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    /**
     * The faces of a resolution, asked for in one form; no form when the
     * resolution needs no dice or is refused before it throws any (the
     * caller's resolution then says why).
     *
     * @param start faces already known, row by row (Correct Dice starts from the recorded ones)
     * @throws Cancelled when the referee cancels
     */
    public static List<Integer> ask(Shell parent, String title, String what, DiceDraft.Trial trial,
            List<List<Integer>> start) {
        DiceDraft.State first = DiceDraft.probe(trial, List.of());
        if (start.isEmpty() && first.rows().isEmpty()) return List.of();
        DiceForm form = new DiceForm(parent, title, what, trial, start);
        if (form.open() != Window.OK) throw new Cancelled();
        return form.state.faces();
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(title);
        shell.setData(KEY, this);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label heading = new Label(area, SWT.WRAP);
        heading.setText(what.replace("&", "&&") + "\n\nRoll each die and type the faces it shows, a row per roll"
                + " (\"6 4\" for two dice). Rows the rules ask for next appear as you type.");
        GridDataFactory.fillDefaults().grab(true, false).hint(520, SWT.DEFAULT).applyTo(heading);

        scroller = new ScrolledComposite(area, SWT.V_SCROLL | SWT.BORDER);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        GridDataFactory.fillDefaults().grab(true, true).hint(520, 260).applyTo(scroller);
        rowsArea = new Composite(scroller, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(4).applyTo(rowsArea);
        scroller.setContent(rowsArea);

        status = new Label(area, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(520, SWT.DEFAULT).applyTo(status);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Commit", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
        update(-1);
        if (!rowControls.isEmpty()) rowControls.get(0)[2].setFocus();
    }

    /** Tries the resolution with the boxes as typed and shows the rows it asks for; {@code edited} keeps its box. */
    private void update(int edited) {
        updating = true;
        try {
            show(edited);
        } finally {
            updating = false;
        }
    }

    private void show(int edited) {
        state = DiceDraft.probe(trial, typed);
        List<DiceDraft.Row> rows = state.rows();
        // Boxes of rows the rules no longer ask for go, with what was typed in them.
        while (rowControls.size() > rows.size()) {
            for (Control c : rowControls.remove(rowControls.size() - 1)) c.dispose();
        }
        while (typed.size() > rows.size()) typed.remove(typed.size() - 1);
        boolean unreadable = false;
        for (int i = 0; i < rows.size(); i++) {
            DiceDraft.Row row = rows.get(i);
            if (i == rowControls.size()) rowControls.add(newRow(i));
            Control[] c = rowControls.get(i);
            ((Label) c[1]).setText(row.label().replace("&", "&&"));
            Text box = (Text) c[2];
            if (i != edited && i < typed.size() && typed.get(i) != null) {
                String shown = join(typed.get(i));
                if (!box.getText().equals(shown)) box.setText(shown);
            }
            boolean numbers = DiceDraft.parse(box.getText()) != null;
            unreadable |= !numbers;
            ((Label) c[3]).setText(!numbers ? "type faces as numbers, 1 to " + row.sides() : row.problem() != null
                    ? row.problem()
                    : row.filled() ? "✓" : row.count() == 1 ? "a face, 1 to " + row.sides()
                    : row.count() + " faces, 1 to " + row.sides());
        }
        String problem = state.problem();
        status.setText(state.complete() ? "Every die is in: " + state.faces().size() + (state.faces().size() == 1
                ? " face" : " faces") + ". Commit resolves it." : state.refusal() != null ? "Refused: "
                + state.refusal() : problem != null ? problem : "Type the faces of each row.");
        getButton(IDialogConstants.OK_ID).setEnabled(state.complete() && !unreadable);
        rowsArea.layout(true, true);
        scroller.setMinSize(rowsArea.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        status.getParent().layout(true, true);
    }

    private Control[] newRow(int index) {
        Label number = new Label(rowsArea, SWT.NONE);
        number.setText((index + 1) + ".");
        Label label = new Label(rowsArea, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(280, SWT.DEFAULT).applyTo(label);
        Text box = new Text(rowsArea, SWT.BORDER);
        box.setData(ROW_KEY, index);
        GridDataFactory.fillDefaults().hint(80, SWT.DEFAULT).applyTo(box);
        Label check = new Label(rowsArea, SWT.NONE);
        GridDataFactory.fillDefaults().hint(170, SWT.DEFAULT).applyTo(check);
        box.addModifyListener(e -> {
            if (updating) return;
            while (typed.size() <= index) typed.add(List.of());
            // Not numbers: the row is as good as empty, and its note says why.
            typed.set(index, DiceDraft.parse(box.getText()));
            update(index);
        });
        // Enter moves on to the next row, or commits when every die is in.
        box.addListener(SWT.DefaultSelection, e -> {
            if (state.complete()) {
                okPressed();
            } else if (index + 1 < rowControls.size()) {
                rowControls.get(index + 1)[2].setFocus();
            }
        });
        return new Control[] { number, label, box, check };
    }

    private static String join(List<Integer> faces) {
        StringBuilder b = new StringBuilder();
        for (int f : faces) b.append(b.isEmpty() ? "" : " ").append(f);
        return b.toString();
    }

    /** How many rows the form shows now. */
    public int rowCount() {
        return rowControls.size();
    }

    /** How many dice row {@code row} takes. */
    public int rowDice(int row) {
        return state.rows().get(row).count();
    }

    /** Types a row's faces into its box, as the referee does. */
    public void type(int row, String text) {
        ((Text) rowControls.get(row)[2]).setText(text);
    }

    /** Whether Commit is offered. */
    public boolean canCommit() {
        return getButton(IDialogConstants.OK_ID).isEnabled();
    }

    /** Presses Commit or, when it is not offered, Cancel. */
    public void commitOrCancel() {
        if (canCommit()) okPressed();
        else cancelPressed();
    }

    /** The status line under the rows: what is missing, wrong or refused. */
    public String statusText() {
        return status.getText();
    }

    /** The form's rows as shown: "2D6 to hit: 6 4 ✓", for tests and the referee's copy. */
    public List<String> rowsShown() {
        List<String> shown = new ArrayList<>();
        for (Control[] c : rowControls) {
            shown.add(((Label) c[1]).getText() + ": " + ((Text) c[2]).getText() + " " + ((Label) c[3]).getText());
        }
        return shown;
    }
}
