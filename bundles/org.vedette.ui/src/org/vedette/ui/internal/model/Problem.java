package org.vedette.ui.internal.model;

import java.util.Objects;

import org.vedette.io.Diagnostic;

/** One problem of one workspace file, as the Problems part lists it. */
public record Problem(WorkspaceFile file, Diagnostic diagnostic) {
    public Problem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(diagnostic, "diagnostic");
    }
}
