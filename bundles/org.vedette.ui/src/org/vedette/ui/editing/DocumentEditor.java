package org.vedette.ui.editing;

import java.nio.file.Path;
import java.util.List;

import org.vedette.io.Diagnostic;

/**
 * An open workspace file, as the shell's commands see it whatever kind of
 * editor shows it — the JSON text editor or a bundle's form editor: Save is
 * the part's {@code @Persist} method, and Revert, Undo, Redo, rename and the
 * Problems part's "go to the line" come through here.
 */
public interface DocumentEditor {
    /** The file edited (absolute). */
    Path file();

    boolean isDirty();

    boolean canUndo();

    boolean canRedo();

    void undo();

    void redo();

    /** Goes back to the file as it is on disk; the edits since are forgotten. */
    void revert();

    /** Shows a 1-based line of the file's text (a form editor shows its Source page). */
    void goToLine(int line);

    /** The file was renamed in the Workspace part. */
    void moved(Path newFile);

    /** The problems the editor shows now: the file's own, with unsaved edits. */
    List<Diagnostic> diagnostics();
}
