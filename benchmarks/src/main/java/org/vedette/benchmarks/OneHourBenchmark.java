package org.vedette.benchmarks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.internal.OneHourRuleset;

/**
 * One Hour resolutions per second on one thread with seeded dice: a shot at a
 * unit in a town (dice, the cap, cover saves), the same with the explanation
 * built, and a hand-to-hand fight of heavy cavalry against infantry in the
 * flank. Outside OSGi the component class is a plain class; the benchmark
 * builds it directly, as Declarative Services would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class OneHourBenchmark {
    private final Ruleset rules = new OneHourRuleset();
    private GameState shooting;
    private GameState fighting;
    private ActionRequest shot;
    private ActionRequest fight;
    private SeededDice dice;

    @Setup
    public void setUp() {
        dice = new SeededDice(1811);
        Actor line = unit("b-line", "british", OneHour.Type.INFANTRY);
        Actor voltigeurs = unit("f-volt", "french", OneHour.Type.LIGHT_INFANTRY);
        shooting = state("british", OneHour.Phase.SHOOTING, line, voltigeurs);
        shot = new ActionRequest(OneHour.RULESET, OneHour.Action.SHOOT, Map.of(OneHour.Input.ACTOR, "b-line",
                OneHour.Input.TARGET, "f-volt", OneHour.Input.RANGE, 10, OneHour.Input.COVER, OneHour.Cover.TOWN));

        Actor dragoons = unit("f-drag", "french", OneHour.Type.HEAVY_CAVALRY).withMark(OneHour.Mark.CHARGING, "b-line");
        Actor charged = line.withMark(OneHour.Mark.CHARGED_BY, "f-drag").withMark(OneHour.Mark.ATTACKED_FROM, "flank");
        fighting = state("french", OneHour.Phase.HAND_TO_HAND, dragoons, charged);
        fight = new ActionRequest(OneHour.RULESET, OneHour.Action.FIGHT,
                Map.of(OneHour.Input.ACTOR, "f-drag", OneHour.Input.TARGET, "b-line"));
    }

    @Benchmark
    public Outcome shoot() throws IllegalActionException {
        return rules.resolve(shot, shooting, new Dice(dice), Explanation.none());
    }

    @Benchmark
    public Outcome shootExplained() throws IllegalActionException {
        return rules.resolve(shot, shooting, new Dice(dice), Explanation.wanted());
    }

    @Benchmark
    public Outcome handToHand() throws IllegalActionException {
        return rules.resolve(fight, fighting, new Dice(dice), Explanation.none());
    }

    private static Actor unit(String id, String side, String type) {
        return new Actor(id, id, side, id, null, false, List.of(), Map.of(OneHour.TYPE_FIELD, type), null, null,
                null);
    }

    private static GameState state(String side, String phase, Actor... units) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<String> active = new ArrayList<>();
        for (Actor a : units) {
            actors.put(a.id(), a);
            if (a.side().equals(side)) active.add(a.id());
        }
        return new GameState(OneHour.RULESET, Map.of(), null,
                List.of(new Side("british", "British", null, null, List.of()),
                        new Side("french", "French", null, null, List.of())),
                actors, new TurnState(1, phase, new Activation(side, active, side + "'s turn"), null));
    }
}
