package org.vedette.ui.internal.parts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.Referee;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.model.Side;
import org.vedette.ui.internal.model.Words;

/**
 * The referee's hand (Game ▸ Referee…): the action — the ruleset's hit, a
 * status, a mark, a figure or unit added or removed ({@link Referee}) — and
 * its inputs, each with the widget its type calls for (as the Action
 * Resolver's), the figure picked among the game's. A status starts from the
 * figure's own; a mark is chosen among those the ruleset declares, by their
 * labels; a side among the game's. OK only when every input is right.
 */
public final class RefereeDialog extends Dialog {
    /** Set as the shell's data under this key, so tests can find the form. */
    public static final String KEY = "vedette.referee";

    private final Ruleset rules;
    private final GameState state;
    private final List<ActionSpec> actions;
    private final List<InputField> fields = new ArrayList<>();
    private Combo actionCombo;
    private Composite inputs;
    private Label problem;
    private ActionSpec action;
    private ActionRequest request;

    public RefereeDialog(Shell parent, Ruleset rules, GameState state) {
        super(parent);
        this.rules = rules;
        this.state = state;
        this.actions = Referee.actions(rules);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Referee");
        shell.setData(KEY, this);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label intro = new Label(area, SWT.WRAP);
        intro.setText("What happens at the table that no action covers. One journal entry, the referee's;"
                + " Undo Move takes it back. " + Words.label(rules.info().name()) + " checks the table it leaves.");
        GridData introData = new GridData(SWT.FILL, SWT.TOP, true, false);
        introData.widthHint = 460;
        intro.setLayoutData(introData);
        Composite top = new Composite(area, SWT.NONE);
        top.setLayout(new GridLayout(2, false));
        top.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        new Label(top, SWT.NONE).setText("Action:");
        actionCombo = new Combo(top, SWT.READ_ONLY | SWT.DROP_DOWN);
        for (ActionSpec a : actions) actionCombo.add(a.label());
        actionCombo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        actionCombo.addListener(SWT.Selection, e -> build(actions.get(actionCombo.getSelectionIndex())));
        inputs = new Composite(area, SWT.NONE);
        inputs.setLayout(new GridLayout(3, false));
        inputs.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        problem = new Label(area, SWT.WRAP);
        problem.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        actionCombo.select(0);
        build(actions.get(0));
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    /** Chooses the action by id, as the referee would in the combo (tests). */
    public void select(String actionId) {
        for (int i = 0; i < actions.size(); i++) {
            if (actions.get(i).id().equals(actionId)) {
                actionCombo.select(i);
                build(actions.get(i));
                return;
            }
        }
        throw new IllegalArgumentException("the referee has no action '" + actionId + "'");
    }

    /** Sets an input, as the referee would type or pick it (tests). */
    public void set(String inputId, Object value) {
        field(inputId).set(value);
        check();
    }

    /** Presses OK (tests): false when it is not enabled. */
    public boolean ok() {
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok == null || !ok.isEnabled()) return false;
        okPressed();
        return true;
    }

    /** What is wrong with the form, or "" (tests, and the line under the inputs). */
    public String problemText() {
        return problem.getText();
    }

    /** The request the form made; null until OK. */
    public ActionRequest request() {
        return request;
    }

    private InputField field(String id) {
        for (InputField f : fields) {
            if (f.spec().id().equals(id)) return f;
        }
        throw new IllegalArgumentException(action.id() + " has no input '" + id + "'");
    }

    private void build(ActionSpec a) {
        action = a;
        for (Control c : inputs.getChildren()) c.dispose();
        fields.clear();
        List<Actor> actors = new ArrayList<>(state.actors().values());
        List<String> acting = state.turn() == null ? List.of() : state.turn().activation().actors();
        for (FieldSpec spec : a.inputs()) {
            InputField f = InputField.create(inputs, offered(spec), actors, acting, false, this::changed);
            fields.add(f);
        }
        inputs.layout(true, true);
        Shell shell = getShell();
        if (shell != null && shell.isVisible()) shell.pack();
        check();
    }

    /** What the form offers for an input: the ruleset's marks by label, the game's sides; the rest as declared. */
    private FieldSpec offered(FieldSpec spec) {
        if (Referee.MARK.equals(action.id()) && spec.id().equals(Referee.MARK_NAME) && !rules.marks().isEmpty()) {
            List<Choice> names = new ArrayList<>();
            for (MarkSpec m : rules.marks()) {
                if (!m.family()) {
                    names.add(Choice.of(m.id(), m.label()));
                } else {
                    for (Choice k : m.keys()) names.add(Choice.of(m.id() + k.id(), m.label(m.id() + k.id())));
                }
            }
            return FieldSpec.builder(spec.id(), FieldType.CHOICE).label(spec.label()).required(true).choices(names)
                    .help(spec.help()).build();
        }
        if (Referee.ADD.equals(action.id()) && spec.id().equals(Referee.SIDE) && !state.sides().isEmpty()) {
            List<Choice> sides = new ArrayList<>();
            for (Side s : state.sides()) sides.add(Choice.of(s.id(), s.name() == null ? s.id() : s.name()));
            return FieldSpec.builder(spec.id(), FieldType.CHOICE).label(spec.label()).required(true).choices(sides).build();
        }
        return spec;
    }

    private void changed() {
        // A status starts from the figure's own, so only what the referee changes changes.
        if (Referee.STATUS.equals(action.id())) {
            Object target = field(Referee.TARGET).value();
            Actor a = target == null ? null : state.actor(target.toString());
            if (a != null && !a.id().equals(statusOf)) {
                statusOf = a.id();
                field(Referee.WOUNDS).set(a.status().wounds());
                field(Referee.SHOCK).set(a.status().shock());
                field(Referee.DOWN).set(a.status().down());
                field(Referee.OUT).set(a.status().out());
            }
        }
        check();
    }

    /** The figure whose status the form was last filled from. */
    private String statusOf;

    private void check() {
        if (problem == null) return;
        List<String> wrong = new ArrayList<>();
        for (InputField f : fields) f.problem().ifPresent(wrong::add);
        problem.setText(String.join("; ", wrong));
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) ok.setEnabled(wrong.isEmpty());
    }

    @Override
    protected void okPressed() {
        Map<String, Object> values = new LinkedHashMap<>();
        for (InputField f : fields) {
            Object v = f.value();
            if (v != null && !(v instanceof String s && s.isBlank())) values.put(f.spec().id(), v);
        }
        request = new ActionRequest(rules.info().id(), action.id(), values);
        super.okPressed();
    }
}
