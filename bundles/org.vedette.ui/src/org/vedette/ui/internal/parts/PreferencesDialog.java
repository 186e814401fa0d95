package org.vedette.ui.internal.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.TabItem;
import org.osgi.service.prefs.BackingStoreException;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.HouseRules;
import org.vedette.ui.internal.model.TableSetting;
import org.vedette.ui.internal.model.Words;

/**
 * Edit ▸ Preferences…: the referee's standing choices — whose dice (the
 * computer's or physical dice typed into the dice form), whether an action
 * aimed at one's own side is asked about first, and his default options
 * (house rules, {@link HouseRules}) for each ruleset — written to this
 * bundle's Eclipse preferences on OK, where the parts that use them follow
 * them.
 */
public final class PreferencesDialog extends Dialog {
    /** Set as the shell's data under this key, so tests can find it. */
    public static final String KEY = "vedette.preferences";

    /** One option's combo: "Book's default (…)" first, then its values. */
    private record HouseRule(Ruleset rules, RuleOption option, Combo combo, List<Object> values) {
    }

    private final IEclipsePreferences preferences;
    private final List<Ruleset> rulesets;
    private final List<HouseRule> houseRules = new ArrayList<>();
    private Button computer;
    private Button entered;
    private Button askFriendlyFire;

    public PreferencesDialog(Shell parent, IEclipsePreferences preferences, List<Ruleset> rulesets) {
        super(parent);
        this.preferences = preferences;
        this.rulesets = List.copyOf(rulesets);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Preferences");
        shell.setData(KEY, this);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Group dice = new Group(area, SWT.NONE);
        dice.setText("Dice");
        dice.setLayout(new GridLayout(1, false));
        GridDataFactory.fillDefaults().grab(true, false).applyTo(dice);
        computer = new Button(dice, SWT.RADIO);
        computer.setText("The computer's (seeded; the seed is written in the log)");
        entered = new Button(dice, SWT.RADIO);
        entered.setText("Physical dice, typed into the dice form");
        boolean physical = DiceSetting.entered(preferences.get(DiceSetting.KEY, null));
        computer.setSelection(!physical);
        entered.setSelection(physical);

        askFriendlyFire = new Button(area, SWT.CHECK);
        askFriendlyFire.setText("Ask before an action aimed at the actor's own side");
        askFriendlyFire.setSelection(TableSetting.askFriendlyFire(preferences.get(TableSetting.ASK_FRIENDLY_FIRE, null)));
        houseRules(area);
        Label note = new Label(area, SWT.WRAP);
        note.setText("Window ▸ Table Layout (F11) puts the Turn part and the Action Resolver alone, in large type.");
        GridDataFactory.fillDefaults().grab(true, false).hint(420, SWT.DEFAULT).applyTo(note);
        return area;
    }

    /**
     * Default options: each ruleset's flags and choices, "Book's default"
     * unless the referee has a house rule. A scenario that sets an option
     * still has its way; these fill what it leaves to the referee.
     */
    private void houseRules(Composite area) {
        Group group = new Group(area, SWT.NONE);
        group.setText("Default options (house rules) for new games");
        group.setLayout(new GridLayout(1, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(group);
        Label about = new Label(group, SWT.WRAP);
        about.setText("Used where a scenario does not set the option; a game keeps the options it began with.");
        GridDataFactory.fillDefaults().grab(true, false).hint(460, SWT.DEFAULT).applyTo(about);
        // A tab a ruleset, each scrolling: Sharpe's Skirmish alone has twenty options.
        TabFolder tabs = new TabFolder(group, SWT.TOP);
        GridDataFactory.fillDefaults().grab(true, true).hint(SWT.DEFAULT, 260).applyTo(tabs);
        for (Ruleset r : rulesets) {
            List<RuleOption> settable = r.options().stream().filter(HouseRules::settable).toList();
            if (settable.isEmpty()) continue;
            TabItem tab = new TabItem(tabs, SWT.NONE);
            tab.setText(Words.label(r.info().name()));
            ScrolledComposite scroll = new ScrolledComposite(tabs, SWT.V_SCROLL);
            Composite grid = new Composite(scroll, SWT.NONE);
            grid.setLayout(new GridLayout(2, false));
            Map<String, Object> set = HouseRules.of(preferences, r);
            for (RuleOption o : settable) {
                Label label = new Label(grid, SWT.NONE);
                label.setText(Words.label(o.field().label()) + ":");
                label.setToolTipText(o.field().help() + " (" + o.rule() + ")");
                Combo combo = new Combo(grid, SWT.READ_ONLY | SWT.DROP_DOWN);
                GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
                List<Object> values = new ArrayList<>();
                combo.add("Book's default (" + HouseRules.valueLabel(o, o.field().defaultValue()) + ")");
                values.add(null);
                if (o.field().type() == FieldType.FLAG) {
                    combo.add("on");
                    values.add(Boolean.TRUE);
                    combo.add("off");
                    values.add(Boolean.FALSE);
                } else {
                    for (Choice c : o.field().choices()) {
                        combo.add(c.label());
                        values.add(c.id());
                    }
                }
                combo.select(Math.max(0, values.indexOf(set.get(o.id()))));
                houseRules.add(new HouseRule(r, o, combo, values));
            }
            scroll.setContent(grid);
            scroll.setExpandHorizontal(true);
            scroll.setExpandVertical(true);
            scroll.setMinSize(grid.computeSize(SWT.DEFAULT, SWT.DEFAULT));
            tab.setControl(scroll);
        }
    }

    @Override
    protected void okPressed() {
        preferences.put(DiceSetting.KEY, entered.getSelection() ? DiceSetting.ENTERED : DiceSetting.COMPUTER);
        preferences.putBoolean(TableSetting.ASK_FRIENDLY_FIRE, askFriendlyFire.getSelection());
        for (HouseRule h : houseRules) {
            HouseRules.put(preferences, h.rules(), h.option(), h.values().get(Math.max(0, h.combo().getSelectionIndex())));
        }
        try {
            preferences.flush();
        } catch (BackingStoreException e) {
            // Kept for this session all the same; the next start falls back to the defaults.
        }
        super.okPressed();
    }

    /** Chooses as the referee would: physical dice or not, ask before friendly fire or not. For tests. */
    public void choose(boolean physicalDice, boolean ask) {
        entered.setSelection(physicalDice);
        computer.setSelection(!physicalDice);
        askFriendlyFire.setSelection(ask);
    }

    /**
     * Sets a house rule as the referee would pick it in its combo: a value the
     * option takes, or null for the book's default. For tests.
     */
    public void houseRule(String ruleset, String option, Object value) {
        for (HouseRule h : houseRules) {
            if (h.rules().info().id().equals(ruleset) && h.option().id().equals(option)) {
                int i = h.values().indexOf(value);
                if (i < 0) throw new IllegalArgumentException(option + " cannot be " + value);
                h.combo().select(i);
                return;
            }
        }
        throw new IllegalArgumentException("no house rule " + ruleset + "." + option);
    }

    /** Presses OK. */
    public void ok() {
        okPressed();
    }
}
