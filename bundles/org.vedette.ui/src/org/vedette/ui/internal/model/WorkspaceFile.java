package org.vedette.ui.internal.model;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One file of the workspace folder: where it is, its path relative to the
 * folder (what the workbench shows) and its kind.
 */
public record WorkspaceFile(Path path, String relative, FileKind kind) {
    public WorkspaceFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(relative, "relative");
        Objects.requireNonNull(kind, "kind");
    }

    /** "bridge-at-almaraz.json". */
    public String name() {
        return path.getFileName().toString();
    }
}
