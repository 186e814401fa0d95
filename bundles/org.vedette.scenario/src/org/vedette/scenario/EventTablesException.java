package org.vedette.scenario;

import java.util.List;
import java.util.stream.Collectors;

/** An event tables override that cannot be used, with every problem and its place. */
public final class EventTablesException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<Problem> problems;

    public EventTablesException(List<Problem> problems) {
        super(problems.stream().map(Problem::toString).collect(Collectors.joining("; ")));
        this.problems = List.copyOf(problems);
    }

    public List<Problem> problems() {
        return problems;
    }

    /** What is wrong and where: line and column (1-based) in the override's text, or 0 when not in it. */
    public record Problem(int line, int column, String message) {
        @Override
        public String toString() {
            return line > 0 ? line + ":" + column + ": " + message : message;
        }
    }
}
