package org.vedette.core.turn;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;

/**
 * Sides take turns, each running the same phases with all of its actors that
 * are not out; a round is every side's turn. One Hour and the risk-factor rules
 * use it. A ruleset may add events when a phase begins (One Hour eliminates
 * units in its last phase) through {@code onPhaseStart}.
 */
public final class AlternateSides implements TurnStructure {
    /** Events caused by the start of a phase, given the state with the new turn in place. */
    @FunctionalInterface
    public interface PhaseStart extends BiFunction<GameState, Explanation, List<GameEvent>> {
    }

    private final TurnKind kind;
    private final RuleRef rule;
    private final List<PhaseSpec> phases;
    private final PhaseStart onPhaseStart;

    public AlternateSides(TurnKind kind, RuleRef rule, List<PhaseSpec> phases, PhaseStart onPhaseStart) {
        this.kind = Objects.requireNonNull(kind);
        this.rule = Objects.requireNonNull(rule);
        this.phases = List.copyOf(phases);
        if (this.phases.isEmpty()) {
            throw new IllegalArgumentException("alternate sides need at least one phase");
        }
        this.onPhaseStart = onPhaseStart == null ? (s, e) -> List.of() : onPhaseStart;
    }

    @Override
    public TurnKind kind() {
        return kind;
    }

    @Override
    public RuleRef rule() {
        return rule;
    }

    @Override
    public List<PhaseSpec> phases() {
        return phases;
    }

    @Override
    public Outcome begin(GameState state, Dice dice, Explanation explanation) {
        if (state.sides().isEmpty()) {
            throw new IllegalStateException("a game needs at least one side");
        }
        return moveTo(state, 1, 0, 0, explanation, dice);
    }

    @Override
    public Outcome advance(GameState state, Dice dice, Explanation explanation) {
        TurnState now = state.turn();
        if (now == null) {
            return begin(state, dice, explanation);
        }
        int phase = indexOf(now.phase()) + 1;
        int side = sideIndex(state, now.activation().side());
        int round = now.round();
        if (phase == phases.size()) {
            phase = 0;
            side++;
            if (side == state.sides().size()) {
                side = 0;
                round++;
            }
        }
        return moveTo(state, round, side, phase, explanation, dice);
    }

    private Outcome moveTo(GameState state, int round, int sideIndex, int phaseIndex, Explanation explanation,
            Dice dice) {
        Side side = state.sides().get(sideIndex);
        PhaseSpec phase = phases.get(phaseIndex);
        List<String> actors = new ArrayList<>();
        for (Actor a : state.actors().values()) {
            if (side.id().equals(a.side()) && !a.status().out()) actors.add(a.id());
        }
        TurnState next = new TurnState(round, phase.id(),
                new Activation(side.id(), actors, side.name() + "'s turn, " + phase.label()), null);
        if (explanation.isWanted()) explanation.step(phase.rule(), "Turn " + round + ": " + side.name() + " — " + phase.label());
        List<GameEvent> events = new ArrayList<>();
        events.add(new GameEvent.TurnChanged(state.turn(), next));
        events.addAll(onPhaseStart.apply(state.withTurn(next), explanation));
        return new Outcome(next::describe, events, dice.rolls(), explanation.steps());
    }

    private int indexOf(String phaseId) {
        for (int i = 0; i < phases.size(); i++) {
            if (phases.get(i).id().equals(phaseId)) return i;
        }
        throw new IllegalStateException("unknown phase '" + phaseId + "'");
    }

    private static int sideIndex(GameState state, String sideId) {
        for (int i = 0; i < state.sides().size(); i++) {
            if (state.sides().get(i).id().equals(sideId)) return i;
        }
        throw new IllegalStateException("unknown side '" + sideId + "'");
    }
}
