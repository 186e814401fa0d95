package org.vedette.core.rules;

import java.util.Objects;

/**
 * How much of a group its book counts as lost: {@code lost} of {@code strength}, in the book's own measure, and what
 * was counted. The risk factors' "Per 10% of group wounded or killed" (RF "Risk Factors") is read so for every
 * ruleset's troops the NPC AI plays: a One Hour unit is lost by its hits against the hits that eliminate it, not as
 * one figure wounded of one ({@link Ruleset#losses}).
 *
 * @param lost     how much is lost, from 0 to {@code strength}
 * @param strength the whole of it: the group's figures, or the hits that eliminate a unit
 * @param counted  what was counted, for the AI's reasons ("hits, of the 5 that eliminate it")
 * @param rule     where the book says what it counts, or null for the figures themselves
 * @since 0.12
 */
public record Losses(int lost, int strength, String counted, RuleRef rule) {
    public Losses {
        Objects.requireNonNull(counted, "counted");
        if (strength < 0 || lost < 0 || lost > strength) {
            throw new IllegalArgumentException(lost + " lost of " + strength + ": a group loses from none to all of it");
        }
    }
}
