package org.vedette.ui.internal.parts;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.osgi.service.prefs.BackingStoreException;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.TableSetting;

/**
 * Edit ▸ Preferences…: the referee's standing choices — whose dice (the
 * computer's or physical dice typed into the dice form) and whether an action
 * aimed at one's own side is asked about first — written to this bundle's
 * Eclipse preferences on OK, where the parts that use them follow them.
 */
public final class PreferencesDialog extends Dialog {
    /** Set as the shell's data under this key, so tests can find it. */
    public static final String KEY = "vedette.preferences";

    private final IEclipsePreferences preferences;
    private Button computer;
    private Button entered;
    private Button askFriendlyFire;

    public PreferencesDialog(Shell parent, IEclipsePreferences preferences) {
        super(parent);
        this.preferences = preferences;
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
        dice.setLayout(new org.eclipse.swt.layout.GridLayout(1, false));
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
        Label note = new Label(area, SWT.WRAP);
        note.setText("Window ▸ Table Layout (F11) puts the Turn part and the Action Resolver alone, in large type.");
        GridDataFactory.fillDefaults().grab(true, false).hint(420, SWT.DEFAULT).applyTo(note);
        return area;
    }

    @Override
    protected void okPressed() {
        preferences.put(DiceSetting.KEY, entered.getSelection() ? DiceSetting.ENTERED : DiceSetting.COMPUTER);
        preferences.putBoolean(TableSetting.ASK_FRIENDLY_FIRE, askFriendlyFire.getSelection());
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

    /** Presses OK. */
    public void ok() {
        okPressed();
    }
}
