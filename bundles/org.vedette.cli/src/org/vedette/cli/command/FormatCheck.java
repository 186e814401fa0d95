package org.vedette.cli.command;

import java.util.List;
import java.util.Set;

import org.vedette.io.Diagnostic;

/**
 * Checks the documents of formats a bundle owns for {@code vedette validate}
 * (the inventory planner's {@code vedette.inventory-rules}, for one), as an
 * OSGi service: the command line reads the engine's own formats itself and
 * asks these for the others.
 */
public interface FormatCheck {
    /** The {@code "format"} names it reads: "vedette.inventory-rules". */
    Set<String> formats();

    /**
     * Every problem of one document, errors and warnings, each with its line and column.
     *
     * @param format one of {@link #formats()}
     * @param text   the whole document
     * @param name   the file's name, for the diagnostics
     */
    List<Diagnostic> check(String format, String text, String name);
}
