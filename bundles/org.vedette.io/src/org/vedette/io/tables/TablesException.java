package org.vedette.io.tables;

import java.util.List;

/** A tables document that cannot be used: every problem found, with its place. */
public final class TablesException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<TableProblem> problems;

    public TablesException(List<TableProblem> problems) {
        super(problems.size() + (problems.size() == 1 ? " problem: " : " problems: ") + problems.get(0)
                + (problems.size() > 1 ? "; …" : ""));
        this.problems = List.copyOf(problems);
    }

    public List<TableProblem> problems() {
        return problems;
    }
}
