package org.vedette.ui.internal.model;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.GameEvent;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Step;

/**
 * One resolution in the game log: when, which scenario and ruleset, the
 * action and its inputs, whose dice, and the outcome — or, when the rules
 * refused it, why.
 *
 * @param outcome the outcome, or null when refused
 * @param refusal why the rules refused it (with the rule), or null when resolved
 */
public record LogEntry(Instant time, String scenario, String ruleset, String action, Map<String, Object> inputs,
        String dice, Outcome outcome, String refusal) {
    public LogEntry {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(action, "action");
        inputs = org.vedette.core.model.Values.copyOf(inputs);
        if ((outcome == null) == (refusal == null)) {
            throw new IllegalArgumentException("an entry has an outcome or a refusal, not both or neither");
        }
    }

    /** One line for the log's list: "Shoot — 1 hit on 2e Léger". */
    public String headline() {
        return outcome != null ? outcome.headline() : "Refused: " + refusal;
    }

    /** The entry as text: what the log shows, copies and saves. */
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append(time).append("  ").append(action);
        if (scenario != null) b.append(" — ").append(scenario);
        b.append(" (").append(ruleset).append(")\n");
        if (!inputs.isEmpty()) b.append("  Inputs: ").append(inputs).append('\n');
        b.append("  Dice: ").append(dice).append('\n');
        if (outcome == null) {
            b.append("  Refused: ").append(refusal).append('\n');
            return b.toString();
        }
        b.append("  Outcome: ").append(outcome.headline()).append('\n');
        for (Roll r : outcome.rolls()) {
            b.append("  Roll: ").append(r).append(r.count() > 1 ? " (total " + r.total() + ")" : "").append('\n');
        }
        for (GameEvent e : outcome.events()) b.append("  Event: ").append(e.describe()).append('\n');
        List<Step> steps = outcome.explanation();
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            b.append("  ").append(i + 1).append(". ").append(s.text()).append(" [").append(s.rule()).append("]\n");
        }
        return b.toString();
    }
}
