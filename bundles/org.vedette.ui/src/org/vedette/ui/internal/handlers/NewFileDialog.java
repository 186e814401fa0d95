package org.vedette.ui.internal.handlers;

import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/** Asks for a new file's name and, for a scenario or roster, its ruleset among those installed. */
final class NewFileDialog extends Dialog {
    /** Marks the dialog's shell (for tests). */
    static final String KEY = "vedette.newFile";

    private final String title;
    private final String prompt;
    private final List<String> rulesets;
    private Text nameText;
    private Combo rulesetCombo;
    private String name = "";
    private String ruleset;

    /** @param rulesets the ruleset ids to choose from; empty: the file has no ruleset */
    NewFileDialog(Shell parent, String title, String prompt, List<String> rulesets) {
        super(parent);
        this.title = title;
        this.prompt = prompt;
        this.rulesets = rulesets;
    }

    @Override
    protected void configureShell(Shell s) {
        super.configureShell(s);
        s.setText(title);
        s.setData(KEY, Boolean.TRUE);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Label label = new Label(area, SWT.WRAP);
        label.setText(prompt);
        GridData wide = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        wide.widthHint = 420;
        label.setLayoutData(wide);
        new Label(area, SWT.NONE).setText("Name:");
        nameText = new Text(area, SWT.BORDER);
        nameText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        if (!rulesets.isEmpty()) {
            new Label(area, SWT.NONE).setText("Ruleset:");
            rulesetCombo = new Combo(area, SWT.READ_ONLY);
            rulesetCombo.setItems(rulesets.toArray(String[]::new));
            rulesetCombo.select(0);
        }
        return area;
    }

    @Override
    protected void okPressed() {
        name = nameText.getText().strip();
        ruleset = rulesetCombo == null ? null : rulesetCombo.getText();
        super.okPressed();
    }

    String name() {
        return name;
    }

    /** The ruleset chosen, or null for a file without one. */
    String ruleset() {
        return ruleset;
    }
}
