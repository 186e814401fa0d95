package org.vedette.io;

import java.util.List;

import org.vedette.core.rules.Outcome;
import org.vedette.io.internal.Json;
import org.vedette.io.internal.OutcomeWriter;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * An {@link Outcome} as JSON, for {@code vedette resolve --json}: the
 * headline; the events, each with its "type" (status-changed, mark-changed,
 * table-instruction, turn-changed), its fields and its one-line "text"; the
 * rolls with purpose, sides, faces and total; and the explanation steps with
 * book, section and text; and, when the caller gives them, the die faces
 * given that it did not need ({@code "unused-dice"}).
 */
public final class OutcomeJson {
    private OutcomeJson() {
    }

    /** The outcome as an indented JSON document ending with a newline. */
    public static String toJson(Outcome outcome) {
        return Json.pretty(OutcomeWriter.outcome(outcome));
    }

    /**
     * The outcome as {@link #toJson(Outcome)} writes it, with the die faces
     * given for it that it did not need, in order, as {@code "unused-dice"}
     * (left out when there are none). Since 0.4.
     */
    public static String toJson(Outcome outcome, List<Integer> unusedDice) {
        ObjectNode root = OutcomeWriter.outcome(outcome);
        if (!unusedDice.isEmpty()) root.set("unused-dice", Json.integers(unusedDice));
        return Json.pretty(root);
    }

    /** The outcome as JSON on one line, without a newline. */
    public static String toJsonLine(Outcome outcome) {
        return Json.line(OutcomeWriter.outcome(outcome));
    }
}
