package org.vedette.actions;

import java.util.List;
import java.util.Objects;

import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.core.rules.RuleRef;

/**
 * The enemy a ruleset's own target priorities make a figure shoot at first ({@link Playbook#choose}), with why,
 * and why not each other enemy it could see.
 *
 * @param target the enemy chosen
 * @param range  how far away he is, in inches between the bases
 * @param why    why he came first, in the book's words; empty when no reasons were wanted
 * @param passed each other enemy seen, with why he came after; empty when no reasons were wanted
 * @param rule   the section that ranks them
 * @since 0.2
 */
public record TargetChoice(Actor target, double range, String why, List<Passed> passed, RuleRef rule) {
    public TargetChoice {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(rule, "rule");
        why = why == null ? "" : why;
        passed = List.copyOf(passed);
    }

    /** An enemy seen but not chosen, and why. */
    public record Passed(Actor enemy, String why) {
    }

    /**
     * An enemy the figure can see on the table: who, how far (inches between the bases) and in what cover from
     * the firer's line of sight.
     */
    public record Seen(Actor enemy, double range, CoverClass cover) {
    }
}
