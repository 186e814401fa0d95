package org.vedette.core.rules;

import java.util.Objects;

/**
 * What an action asks of the table where a game has positions: that the
 * target be seen (a shot), that the two bases touch (a blow), that a charge
 * reach its target, that a move be costed along its path. A ruleset declares
 * one per action ({@link Ruleset#onTable}), citing the section of its book
 * that asks it, and the table's law ({@code org.vedette.core.game.TableLaw},
 * given by {@code org.vedette.table}) measures the request against the
 * positions before the rules resolve it. Without positions nothing is asked:
 * the referee's tape decides, as at a table without a computer.
 *
 * @param kind     what the table must show
 * @param target   the input naming the figure or unit acted upon, or null
 * @param distance the input holding the distance moved or charged, in the ruleset's unit, or null when the
 *                 ruleset rolls it (then the path is only checked to be open ground on the table)
 * @param rule     the book's section that asks it (null for {@link #NONE})
 * @param cohesion for a move, inches within which a figure must stay of another of its unit (The Other Side of
 *                 the Hill's 3"), or 0 where the book asks none
 * @param others   for a blow, the input listing the other enemies the actor's base touches, ids separated by
 *                 commas, which the book has him fight as well (OHFA, "must fight all enemy characters that he is
 *                 in contact with"): measured and filled in, a list that differs refused; null where the book asks
 *                 none (since 0.11)
 */
public record TableNeed(Kind kind, String target, String distance, RuleRef rule, double cohesion, String others) {
    /** What the table must show for an action. */
    public enum Kind {
        /** Nothing: the action does not depend on where anyone stands. */
        NONE,
        /** The target seen by the actor: a shot, taking aim. */
        SIGHT,
        /** The actor's base touching the target's: a blow in melee. */
        CONTACT,
        /** A move that ends with the actor's base touching the target's: the rules refuse one they cannot complete. */
        CHARGE,
        /**
         * A charge declared at the target, whose dice say whether it reaches: the distance to contact is measured,
         * and the charger goes along its path into contact, or, when the dice fall short, as far as the inches
         * the ruleset's instruction gives ({@code Changes.instructMove}) buy by the going.
         */
        REACH,
        /** A move, costed along its path by the ruleset's going. */
        MOVE,
        /**
         * The distance between the actor's base and the target's, which the rules judge ("within 6 inches of the
         * Villagers"): measured and filled in the distance input, a typed one that differs refused (since 0.15).
         */
        APART
    }

    /** The input most actions name their target by. */
    public static final String TARGET = "target";

    /** An action that asks nothing of the table. */
    public static final TableNeed NONE = new TableNeed(Kind.NONE, null, null, null);

    /** A need without cohesion. */
    public TableNeed(Kind kind, String target, String distance, RuleRef rule) {
        this(kind, target, distance, rule, 0);
    }

    /** A need without others in contact. */
    public TableNeed(Kind kind, String target, String distance, RuleRef rule, double cohesion) {
        this(kind, target, distance, rule, cohesion, null);
    }

    public TableNeed {
        Objects.requireNonNull(kind, "kind");
        if (!(cohesion >= 0)) throw new IllegalArgumentException("cohesion is 0 or more inches, not " + cohesion);
        if (kind != Kind.NONE) Objects.requireNonNull(rule, "rule");
        if ((kind == Kind.SIGHT || kind == Kind.CONTACT || kind == Kind.CHARGE || kind == Kind.REACH
                || kind == Kind.APART) && target == null) {
            throw new IllegalArgumentException(kind + " needs the input that names the target");
        }
    }

    /** A shot or an aim at {@value #TARGET}: the target must be seen. */
    public static TableNeed sight(RuleRef rule) {
        return new TableNeed(Kind.SIGHT, TARGET, null, rule);
    }

    /** A blow at {@value #TARGET}: the bases must touch. */
    public static TableNeed contact(RuleRef rule) {
        return new TableNeed(Kind.CONTACT, TARGET, null, rule);
    }

    /** A charge at {@value #TARGET}, its distance in {@code distance} (null when rolled): it must reach contact. */
    public static TableNeed charge(String distance, RuleRef rule) {
        return new TableNeed(Kind.CHARGE, TARGET, distance, rule);
    }

    /** A charge at {@value #TARGET} whose dice decide whether it reaches; its distance to contact in {@code distance}. */
    public static TableNeed reach(String distance, RuleRef rule) {
        return new TableNeed(Kind.REACH, TARGET, distance, rule);
    }

    /**
     * This move, for a figure that must end it within {@code inches} of another of its unit — or, where it stood
     * further off, nearer than it was — as the book's section of this need asks.
     */
    public TableNeed keepingWithin(double inches) {
        if (kind != Kind.MOVE) throw new IllegalStateException("cohesion is asked of a move");
        return new TableNeed(kind, target, distance, rule, inches, others);
    }

    /**
     * This blow, for an actor who fights every enemy his base touches: the input {@code input} lists the others
     * besides the target, as the table's law measures them (since 0.11).
     */
    public TableNeed fightingAllInContact(String input) {
        if (kind != Kind.CONTACT) throw new IllegalStateException("the others in contact are asked of a blow");
        return new TableNeed(kind, target, distance, rule, cohesion, java.util.Objects.requireNonNull(input, "input"));
    }

    /**
     * An action the rules allow within a distance of {@value #TARGET} (a parley, an escort): the distance between
     * the bases, in the ruleset's unit, measured into the input {@code distance} (since 0.15).
     */
    public static TableNeed apart(String distance, RuleRef rule) {
        return new TableNeed(Kind.APART, TARGET, java.util.Objects.requireNonNull(distance, "distance"), rule);
    }

    /** A move whose distance is the input {@code distance} (null when the rules roll it). */
    public static TableNeed move(String distance, RuleRef rule) {
        return new TableNeed(Kind.MOVE, null, distance, rule);
    }
}
