package org.vedette.benchmarks;

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
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Weapon;
import org.vedette.rules.ohfa.internal.OhfaRuleset;

/**
 * Over the Hills &amp; Far Away resolutions per second on one thread with
 * seeded dice: a shot (a Veteran's aimed rifle at a Regular in soft cover:
 * to hit, damage table, save) and a melee (a charging Hero with a sword
 * against a Veteran with a bayonet, both allocations revealed: three rounds,
 * blows, damage and saves). Outside OSGi the component class is a plain
 * class; the benchmark builds it directly, as Declarative Services would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class OhfaBenchmark {
    private final Ruleset rules = new OhfaRuleset();
    private GameState state;
    private ActionRequest shot;
    private ActionRequest melee;
    private SeededDice dice;

    @Setup
    public void setUp() {
        dice = new SeededDice(1812);
        Actor harper = new Actor("harper", "Sgt Harper", "british", null, Ohfa.Quality.VETERAN, false,
                List.of(Weapon.RIFLE, Weapon.BAYONET), Map.of(), null,
                Map.of(Ohfa.Mark.firingCards(Weapon.RIFLE), 1, Ohfa.Mark.AIMING, "dubois"), null);
        Actor sharpe = new Actor("sharpe", "Capt Sharpe", "british", null, Ohfa.Quality.HERO, false,
                List.of(Weapon.SWORD), Map.of(), null, null, null);
        Actor dubois = new Actor("dubois", "Sgt Dubois", "french", null, Ohfa.Quality.VETERAN, false,
                List.of(Weapon.MUSKET, Weapon.BAYONET), Map.of(), null, null, null);
        Map<String, Actor> actors = new LinkedHashMap<>();
        for (Actor a : List.of(harper, sharpe, dubois)) actors.put(a.id(), a);
        state = new GameState(Ohfa.RULESET, Map.of(), null, List.of(new Side("british", "British", null, null, List.of()),
                new Side("french", "French", null, null, List.of())), actors, null);
        shot = new ActionRequest(Ohfa.RULESET, Ohfa.Action.SHOOT, Map.of(Input.ACTOR, "harper", Input.TARGET, "dubois",
                Input.RANGE, 20, Input.COVER, Ohfa.Cover.SOFT));
        Map<String, Object> fight = new LinkedHashMap<>();
        fight.put(Input.ACTOR, "sharpe");
        fight.put(Input.TARGET, "dubois");
        fight.put("charged", true);
        fight.put(Input.ASSAULT, 4);
        fight.put(Input.CLOSE, 5);
        fight.put(Input.GRAPPLING, 3);
        fight.put(Input.TARGET_ASSAULT, 3);
        fight.put(Input.TARGET_CLOSE, 3);
        fight.put(Input.TARGET_GRAPPLING, 2);
        melee = new ActionRequest(Ohfa.RULESET, Ohfa.Action.FIGHT, fight);
    }

    @Benchmark
    public Outcome shoot() throws IllegalActionException {
        return rules.resolve(shot, state, new Dice(dice), Explanation.none());
    }

    @Benchmark
    public Outcome melee() throws IllegalActionException {
        return rules.resolve(melee, state, new Dice(dice), Explanation.none());
    }
}
