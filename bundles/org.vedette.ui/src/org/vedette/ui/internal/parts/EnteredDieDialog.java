package org.vedette.ui.internal.parts;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;

/**
 * Asks the referee for the face of one physical die, saying which die it is
 * and what it is rolled for ("Die 2: a D6 for 2D6 to hit"), and accepts only
 * a face the die has (1 to N). Cancelling stops the resolution; nothing changes.
 */
public final class EnteredDieDialog extends InputDialog {
    /** Set as the shell's data under this key, so tests can find the dialog. */
    public static final String KEY = "vedette.enteredDie";

    /** The referee closed the dialog without a face: the action is not resolved. */
    public static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cancelled(String purpose) {
            super("no face was entered for " + purpose + "; nothing was resolved");
        }
    }

    private EnteredDieDialog(Shell parent, int number, int sides, String purpose) {
        super(parent, "Enter a die", "Die " + number + ": a D" + sides + " rolled for " + purpose
                + ".\nRoll it and type the face it shows (1 to " + sides + ").", "", text -> check(text, sides));
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setData(KEY, Boolean.TRUE);
    }

    /** The face the referee typed. @throws Cancelled when the dialog is cancelled */
    static int ask(Shell parent, int number, int sides, String purpose) {
        EnteredDieDialog d = new EnteredDieDialog(parent, number, sides, purpose);
        if (d.open() != Window.OK) {
            throw new Cancelled(purpose);
        }
        return Integer.parseInt(d.getValue().strip());
    }

    /** Why the text is not a face of a D{@code sides}, or null when it is. */
    public static String check(String text, int sides) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) return "Type the face the die shows.";
        try {
            int f = Integer.parseInt(t);
            return f >= 1 && f <= sides ? null : "A D" + sides + " shows 1 to " + sides + ", not " + f + ".";
        } catch (NumberFormatException e) {
            return "Type the face as a number from 1 to " + sides + ".";
        }
    }
}
