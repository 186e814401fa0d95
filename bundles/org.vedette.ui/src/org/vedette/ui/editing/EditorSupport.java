package org.vedette.ui.editing;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.swt.graphics.Image;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.RulesetCatalog;

/**
 * What the shell gives an editor, through the e4 context: the rulesets
 * installed now, the workspace's files, the check the Problems part makes
 * (so an editor and Problems never disagree) and the workbench's icons.
 */
public interface EditorSupport {
    /** The rulesets installed now, by name. */
    List<Ruleset> rulesets();

    Optional<Ruleset> ruleset(String id);

    /** A catalog of the rulesets installed now, for io's readers. */
    RulesetCatalog catalog();

    /**
     * Every problem in a document's text, as the Problems part lists them for
     * the file it will be saved as: io's reader for the format the text names.
     */
    List<Diagnostic> check(String text, Path file);

    /** The workspace's files of a format ("vedette.roster"), by path. */
    List<Path> files(String format);

    /** The workspace folder. */
    Path workspace();

    /** Lists the workspace again now (after a save), rather than when the watcher notices. */
    void refresh();

    /** The workbench's icon {@code icons/NAME.png}. */
    Image icon(String name);

    /** Runs {@code listener} on the UI thread when the rulesets or the workspace's files change. */
    void addListener(Runnable listener);

    void removeListener(Runnable listener);
}
