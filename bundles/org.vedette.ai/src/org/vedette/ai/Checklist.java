package org.vedette.ai;

import java.util.EnumSet;
import java.util.Set;

import org.vedette.rules.riskfactor.Observation;

/**
 * The referee's answers to the few questions the AI asks when the game has
 * no positions ({@link NpcAi#questions}): the risk-factor observations that
 * hold for the actor's group, its nearest enemy and how far away that is.
 * With positions the AI computes what it can and the answers given here
 * still count. Immutable; each {@code with…} makes a new one.
 *
 * @param observed     observations that hold (RF "Risk Factors")
 * @param nearestEnemy the id of the nearest enemy actor, or null when not known
 * @param distance     how far away it is, in the ruleset's unit, or null when not known
 * @param lastTurn     the game's last turn, when it has one (a scenario's or a simulation's turn limit), else 0:
 *                     a Player force played by the AI heads home in time for it (OSOTH "Winning and Losing")
 */
public record Checklist(Set<Observation> observed, String nearestEnemy, Double distance, int lastTurn) {
    /** Nothing observed, no enemy known, no turn limit. */
    public static final Checklist NONE = new Checklist(Set.of(), null, null, 0);

    public Checklist {
        observed = observed.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(observed));
        if (lastTurn < 0) throw new IllegalArgumentException("the last turn cannot be negative");
    }

    /** Answers with no turn limit. */
    public Checklist(Set<Observation> observed, String nearestEnemy, Double distance) {
        this(observed, nearestEnemy, distance, 0);
    }

    public Checklist with(Observation o) {
        EnumSet<Observation> s = observed.isEmpty() ? EnumSet.noneOf(Observation.class) : EnumSet.copyOf(observed);
        s.add(o);
        return new Checklist(s, nearestEnemy, distance, lastTurn);
    }

    /** With the nearest enemy and its distance, in the ruleset's unit. */
    public Checklist nearest(String enemy, double distanceTo) {
        return new Checklist(observed, enemy, distanceTo, lastTurn);
    }

    /** With the game's last turn (0: none). */
    public Checklist lastTurn(int turn) {
        return new Checklist(observed, nearestEnemy, distance, turn);
    }
}
