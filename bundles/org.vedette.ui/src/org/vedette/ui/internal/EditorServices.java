package org.vedette.ui.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.swt.graphics.Image;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.RulesetCatalog;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.Validation;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.WorkspaceFolder;

/**
 * The shell's side of {@link EditorSupport}: the ruleset shelf, the
 * workspace folder, the Problems part's check and the icons, for editors
 * that bundles contribute.
 */
final class EditorServices implements EditorSupport {
    private final WorkspaceFolder folder;
    private final RulesetShelf shelf;
    private final Icons icons;

    EditorServices(WorkspaceFolder folder, RulesetShelf shelf, Icons icons) {
        this.folder = folder;
        this.shelf = shelf;
        this.icons = icons;
    }

    @Override
    public List<Ruleset> rulesets() {
        return shelf.rulesets();
    }

    @Override
    public Optional<Ruleset> ruleset(String id) {
        return shelf.find(id);
    }

    @Override
    public RulesetCatalog catalog() {
        return shelf.catalog();
    }

    @Override
    public List<Diagnostic> check(String text, Path file) {
        return Validation.check(text, file, shelf.catalog());
    }

    @Override
    public List<Path> files(String format) {
        return folder.files().stream().filter(f -> format.equals(f.kind().format())).map(WorkspaceFile::path)
                .toList();
    }

    @Override
    public Path workspace() {
        return folder.root();
    }

    @Override
    public void refresh() {
        folder.refresh();
    }

    @Override
    public Image icon(String name) {
        return icons.get(name);
    }

    @Override
    public void addListener(Runnable listener) {
        folder.addListener(listener);
        shelf.addListener(listener);
    }

    @Override
    public void removeListener(Runnable listener) {
        folder.removeListener(listener);
        shelf.removeListener(listener);
    }
}
