package org.vedette.ui.internal.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.AtomicWrite;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.Editors;

import jakarta.inject.Named;

/**
 * File ▸ New ▸ Scenario…, Roster…, Collection…: asks for a name (and a
 * ruleset), writes a template that validates into the folder the examples
 * keep such files in, and opens it in the editor. A name taken is refused.
 */
public final class NewFileHandler {
    /** The command's parameter: which kind of file ({@link NewFile#id()}). */
    public static final String KIND = "org.vedette.ui.command.new.kind";
    /** An id: what the file is called and what its "id" member says. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]{0,63}");

    @Execute
    void execute(@Named(KIND) String kind, @Named(IServiceConstants.ACTIVE_SHELL) Shell shell, WorkspaceFolder folder,
            RulesetShelf shelf, EPartService parts, EModelService models, MApplication app) {
        NewFile what = NewFile.of(kind);
        List<String> rulesets = what.hasRuleset() ? shelf.rulesets().stream().map(r -> r.info().id()).toList()
                : List.of();
        String title = "New " + what.label();
        // Refusals have a title of their own: they follow the question, and are not it.
        String refused = "Cannot Create the " + what.label();
        if (what.hasRuleset() && rulesets.isEmpty()) {
            MessageDialog.openError(shell, refused, "No ruleset is installed: a " + what.id() + " needs one.");
            return;
        }
        NewFileDialog ask = new NewFileDialog(shell, title, "A " + what.id() + " in " + what.folder()
                + "/ of the workspace; its name is its id (letters, digits, - and _).", rulesets);
        if (ask.open() != Window.OK) return;
        String name = ask.name();
        if (!NAME.matcher(name).matches()) {
            MessageDialog.openError(shell, refused, "'" + name + "' cannot name a " + what.id()
                    + ": use letters, digits, - and _ (at most 64), beginning with a letter or digit.");
            return;
        }
        Path file = folder.root().resolve(what.folder()).resolve(name + ".json");
        String relative = what.folder() + "/" + name + ".json";
        if (Files.exists(file)) {
            MessageDialog.openError(shell, refused, relative + " exists already: choose another name.");
            return;
        }
        Ruleset ruleset = ask.ruleset() == null ? null : shelf.find(ask.ruleset()).orElse(null);
        try {
            Files.createDirectories(file.getParent());
            AtomicWrite.write(file, what.template(name, ruleset));
        } catch (IOException e) {
            MessageDialog.openError(shell, refused, "Cannot write " + relative + ": " + e.getMessage());
            return;
        }
        folder.refresh();
        Editors.open(parts, models, app, file, 0);
    }
}
