package org.vedette.ui.internal.parts;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.ui.internal.model.Rulebook;
import org.vedette.ui.internal.model.Words;

/**
 * Help at the table: the passage of the rulebook (or of the ruleset's
 * rulings) behind a citation, so a dispute is settled by the book's own words.
 * The dialog's title is the citation.
 */
final class RulebookDialog extends Dialog {
    private final RuleRef rule;
    private final Rulebook.Passage passage;

    private RulebookDialog(Shell parent, RuleRef rule, Rulebook.Passage passage) {
        super(parent);
        this.rule = rule;
        this.passage = passage;
        setShellStyle(getShellStyle() | SWT.RESIZE | SWT.MODELESS);
        setBlockOnOpen(false);
    }

    /** Shows the passage, or says that this ruleset's book does not have it. */
    static void open(Shell parent, Ruleset rules, RuleRef rule) {
        var found = rules == null ? java.util.Optional.<Rulebook.Passage>empty() : Rulebook.passage(rules, rule);
        if (found.isEmpty()) {
            MessageDialog.openInformation(parent, rule.toString(), "The passage of " + rule + " is not in the"
                    + " rulebook text this ruleset ships; the citation names the place in the printed book.");
            return;
        }
        new RulebookDialog(parent, rule, found.get()).open();
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(rule.toString());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label where = new Label(area, SWT.NONE);
        where.setText(Words.label(passage.where()));
        StyledText text = new StyledText(area, SWT.MULTI | SWT.WRAP | SWT.V_SCROLL | SWT.READ_ONLY | SWT.BORDER);
        text.setText(passage.text());
        text.setMargins(6, 6, 6, 6);
        GridDataFactory.fillDefaults().grab(true, true).hint(620, 360).applyTo(text);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
    }
}
