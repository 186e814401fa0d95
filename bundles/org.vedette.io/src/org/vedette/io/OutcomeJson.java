package org.vedette.io;

import org.vedette.core.rules.Outcome;
import org.vedette.io.internal.Json;
import org.vedette.io.internal.OutcomeWriter;

/**
 * An {@link Outcome} as JSON, for {@code vedette resolve --json}: the
 * headline; the events, each with its "type" (status-changed, mark-changed,
 * table-instruction, turn-changed), its fields and its one-line "text"; the
 * rolls with purpose, sides, faces and total; and the explanation steps with
 * book, section and text.
 */
public final class OutcomeJson {
    private OutcomeJson() {
    }

    /** The outcome as an indented JSON document ending with a newline. */
    public static String toJson(Outcome outcome) {
        return Json.pretty(OutcomeWriter.outcome(outcome));
    }

    /** The outcome as JSON on one line, without a newline. */
    public static String toJsonLine(Outcome outcome) {
        return Json.line(OutcomeWriter.outcome(outcome));
    }
}
