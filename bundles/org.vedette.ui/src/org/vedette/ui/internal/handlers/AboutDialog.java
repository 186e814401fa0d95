package org.vedette.ui.internal.handlers;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.Version;
import org.vedette.core.rules.Ruleset;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.model.Words;

/** The About dialog: Vedette's version, the rulesets installed (with their rulebooks) and the workspace. */
public final class AboutDialog extends Dialog {
    /** Set as the shell's data under this key, so tests can find the dialog. */
    public static final String KEY = "vedette.about";

    private final RulesetShelf shelf;
    private final WorkspaceFolder folder;
    private final Icons icons;

    AboutDialog(Shell parent, RulesetShelf shelf, WorkspaceFolder folder, Icons icons) {
        super(parent);
        this.shelf = shelf;
        this.folder = folder;
        this.icons = icons;
    }

    /** "0.1.0" — the workbench bundle's version without its build qualifier. */
    public static String version() {
        Version v = FrameworkUtil.getBundle(AboutDialog.class).getVersion();
        return v.getMajor() + "." + v.getMinor() + "." + v.getMicro();
    }

    /** The dialog's text, line by line (what it shows; for tests). */
    public static String text(RulesetShelf shelf, WorkspaceFolder folder) {
        StringBuilder b = new StringBuilder();
        b.append("Vedette ").append(version()).append('\n');
        b.append("A workbench for Napoleonic skirmish wargames.\n\n");
        b.append("Rulesets installed:\n");
        if (shelf.rulesets().isEmpty()) b.append("  none\n");
        for (Ruleset r : shelf.rulesets()) {
            b.append("  ").append(r.info().name()).append(' ').append(r.info().version()).append(" (")
                    .append(r.info().id()).append(")");
            if (r.info().rulebook() != null) b.append(" — ").append(r.info().rulebook());
            b.append('\n');
        }
        b.append("\nWorkspace: ").append(folder.root()).append('\n');
        b.append("Java ").append(System.getProperty("java.version")).append(", ")
                .append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.arch"));
        return b.toString();
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("About Vedette");
        shell.setData(KEY, Boolean.TRUE);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Label logo = new Label(area, SWT.NONE);
        logo.setImage(icons.get("vedette-64"));
        logo.setLayoutData(new GridData(SWT.CENTER, SWT.TOP, false, false));
        Composite words = new Composite(area, SWT.NONE);
        words.setLayout(new GridLayout(1, false));
        Label title = new Label(words, SWT.NONE);
        title.setText("Vedette " + version());
        title.setFont(JFaceResources.getHeaderFont());
        Label body = new Label(words, SWT.WRAP);
        String all = text(shelf, folder);
        body.setText(Words.label(all.substring(all.indexOf('\n') + 1)));
        GridData g = new GridData(SWT.FILL, SWT.TOP, true, false);
        g.widthHint = 520;
        body.setLayoutData(g);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
    }
}
