package org.vedette.cli.command;

import java.util.List;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.GameEvent;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Step;

/**
 * An outcome for a person: the headline, each roll with what it was for and
 * its faces, each event, and the explanation, every step citing its rule.
 */
public final class OutcomeText {
    private OutcomeText() {
    }

    public static void print(Outcome o, Console c) {
        c.say(o.headline());
        if (!o.rolls().isEmpty()) {
            c.say("Rolls:");
            for (Roll r : o.rolls()) {
                c.say("  " + r + (r.count() > 1 ? " (total " + r.total() + ")" : ""));
            }
        }
        if (!o.events().isEmpty()) {
            c.say("Events:");
            for (GameEvent e : o.events()) c.say("  " + e.describe());
        }
        List<Step> steps = o.explanation();
        if (!steps.isEmpty()) {
            c.say("Explanation:");
            int width = String.valueOf(steps.size()).length();
            for (int i = 0; i < steps.size(); i++) {
                Step s = steps.get(i);
                String n = String.valueOf(i + 1);
                c.say("  " + " ".repeat(width - n.length()) + n + ". " + s.text() + " [" + s.rule() + "]");
            }
        }
    }
}
