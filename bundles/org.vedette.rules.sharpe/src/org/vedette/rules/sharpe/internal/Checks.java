package org.vedette.rules.sharpe.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.sharpe.Sharpe.Mark;

/**
 * Action checks (§5 "How to Check Actions"): "Throw 1D6 if a six is rolled
 * then this an automatic failure. In all other cases modify the score […]. If
 * the modified score is above the character's dexterity/strength/initiative
 * they fail". A check against dexterity or strength costs a point of it for
 * the bound ("Each action check (including collisions) losses 1 dexterity or
 * strength points for that bound only"), taken at once (§9 "The deduction is
 * made immediately").
 */
final class Checks {
    /** The abilities a check may be made against, with the mark of points spent in it. */
    enum Ability {
        DEXTERITY("dexterity", Mark.SPENT_D, true),
        STRENGTH("strength", Mark.SPENT_S, true),
        INITIATIVE("initiative", Mark.SPENT_I, false);

        final String label;
        final String spentMark;
        /** Whether a check costs a point (§5 names dexterity and strength). */
        final boolean costs;

        Ability(String label, String spentMark, boolean costs) {
            this.label = label;
            this.spentMark = spentMark;
            this.costs = costs;
        }

        int of(Fighter f) {
            return switch (this) {
                case DEXTERITY -> f.dexterity();
                case STRENGTH -> f.strength();
                case INITIATIVE -> f.initiative();
            };
        }

        static Ability of(String id) {
            for (Ability a : values()) {
                if (a.label.equals(id)) return a;
            }
            throw new IllegalArgumentException(id);
        }
    }

    /**
     * A check made.
     *
     * @param die      the face thrown
     * @param modifier the sum of the modifiers added to it
     * @param ability  the ability it was made against, as it stood
     * @param passed   whether it succeeded
     */
    record Result(int die, int modifier, int ability, boolean passed) {
        int score() {
            return die + modifier;
        }

        /** "rolls 3 +1 = 4 against dexterity 5" — for a headline. */
        String against(Ability a) {
            return "rolls " + die + (modifier == 0 ? "" : (modifier > 0 ? " +" : " ") + modifier + " = " + score())
                    + " against " + a.label + " " + ability;
        }
    }

    private Checks() {
    }

    /** A check: 6 fails, else the modified score must not be above the ability. */
    static Result check(Fighter f, Ability ability, int modifier, Dice dice, String purpose, RuleRef rule,
            Explanation ex) {
        return check(f, ability, modifier, dice, purpose, rule, ex, true, false);
    }

    /**
     * @param sixFails  whether a natural 6 fails whatever the ability
     * @param mustBeUnder whether the score must be under the ability, not merely not above it (ruling A7)
     */
    static Result check(Fighter f, Ability ability, int modifier, Dice dice, String purpose, RuleRef rule,
            Explanation ex, boolean sixFails, boolean mustBeUnder) {
        int value = ability.of(f);
        int die = dice.d6(purpose);
        int score = die + modifier;
        boolean passed = !(sixFails && die == 6) && (mustBeUnder ? score < value : score <= value);
        if (ability.costs) {
            f.ch.add(f.id, ability.spentMark, 1);
        }
        if (ex.isWanted()) {
            ex.step(rule, f.name() + " tests " + ability.label + " " + value + ": rolls " + die
                    + (modifier == 0 ? "" : (modifier > 0 ? " +" : " ") + modifier + " = " + score)
                    + (sixFails && die == 6 ? " — a six always fails" : passed ? " — succeeds" : " — fails")
                    + (ability.costs ? "; " + ability.label + " now " + ability.of(f) + " for this bound" : ""));
        }
        return new Result(die, modifier, value, passed);
    }
}
