package org.vedette.ai;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.vedette.core.model.VictoryCondition;

import org.vedette.actions.Observation;

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
 * @param objectives   the scenario's victory conditions: where an actor the scenario gives no destination heads
 *                     (a place its side must hold, an edge to leave by, an enemy to kill or capture); empty for none
 */
public record Checklist(Set<Observation> observed, String nearestEnemy, Double distance, int lastTurn,
        List<VictoryCondition> objectives) {
    /** Nothing observed, no enemy known, no turn limit, no objectives. */
    public static final Checklist NONE = new Checklist(Set.of(), null, null, 0, List.of());

    public Checklist {
        observed = observed.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(observed));
        if (lastTurn < 0) throw new IllegalArgumentException("the last turn cannot be negative");
        objectives = objectives == null ? List.of() : List.copyOf(objectives);
    }

    /** Answers with no turn limit. */
    public Checklist(Set<Observation> observed, String nearestEnemy, Double distance) {
        this(observed, nearestEnemy, distance, 0, List.of());
    }

    /** Answers with a turn limit and no objectives. */
    public Checklist(Set<Observation> observed, String nearestEnemy, Double distance, int lastTurn) {
        this(observed, nearestEnemy, distance, lastTurn, List.of());
    }

    public Checklist with(Observation o) {
        EnumSet<Observation> s = observed.isEmpty() ? EnumSet.noneOf(Observation.class) : EnumSet.copyOf(observed);
        s.add(o);
        return new Checklist(s, nearestEnemy, distance, lastTurn, objectives);
    }

    /** With the nearest enemy and its distance, in the ruleset's unit. */
    public Checklist nearest(String enemy, double distanceTo) {
        return new Checklist(observed, enemy, distanceTo, lastTurn, objectives);
    }

    /** With the game's last turn (0: none). */
    public Checklist lastTurn(int turn) {
        return new Checklist(observed, nearestEnemy, distance, turn, objectives);
    }

    /** With the scenario's victory conditions, which the AI heads for where the scenario names no destination. */
    public Checklist objectives(List<VictoryCondition> conditions) {
        return new Checklist(observed, nearestEnemy, distance, lastTurn, conditions);
    }
}
