package org.vedette.cli.scenario.internal;

import org.vedette.cli.command.Console;
import org.vedette.io.tables.TableProblem;
import org.vedette.io.tables.TablesException;

/** The problems of a referee's tables override (event tables, terrain palette), as compilers print them. */
final class TableReports {
    private TableReports() {
    }

    /** Each problem of a tables override, on standard error with the file, line and column. */
    static void print(String name, TablesException e, Console console) {
        for (TableProblem t : e.problems()) {
            console.err().println(name + (t.line() > 0 ? ":" + t.line() + ":" + t.column() : "") + ": error: "
                    + t.message());
        }
    }
}
