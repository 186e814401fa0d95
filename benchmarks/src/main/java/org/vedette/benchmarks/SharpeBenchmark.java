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
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Weapon;
import org.vedette.rules.sharpe.internal.SharpeRuleset;

/**
 * Sharpe's Skirmish resolutions per second on one thread with seeded dice and
 * no explanation: a musket shot at a voltigeur at 12" (2D6 against the
 * modified skill, misfires, the area hit, the extent, the wound's effects),
 * the same with the explanation built, and a melee exchange (attack against a
 * parry, the wound when the attack wins). Outside OSGi the component class is
 * a plain class; the benchmark builds it directly, as Declarative Services
 * would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SharpeBenchmark {
    private final Ruleset rules = new SharpeRuleset();
    private GameState shooting;
    private GameState fighting;
    private ActionRequest shot;
    private ActionRequest attack;
    private SeededDice dice;

    @Setup
    public void setUp() {
        dice = new SeededDice(1809);
        Actor harper = figure("harper", "british", 5, 4, 6, 5, 7, Weapon.MUSKET, Weapon.BAYONET);
        Actor voltigeur = figure("volt", "french", 3, 3, 3, 3, 6, Weapon.MUSKET, Weapon.BAYONET);
        shooting = state("harper", harper, voltigeur);
        shot = new ActionRequest(Sharpe.RULESET, Action.SHOOT,
                Map.of(Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 12));
        fighting = state("volt", harper, voltigeur);
        attack = new ActionRequest(Sharpe.RULESET, Action.ATTACK, Map.of(Input.ACTOR, "volt", Input.TARGET, "harper"));
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
    public Outcome meleeExchange() throws IllegalActionException {
        return rules.resolve(attack, fighting, new Dice(dice), Explanation.none());
    }

    private static Actor figure(String id, String side, int i, int d, int s, int c, int f, String... weapons) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put(Field.INITIATIVE, i);
        p.put(Field.DEXTERITY, d);
        p.put(Field.STRENGTH, s);
        p.put(Field.CLOSE_COMBAT, c);
        p.put(Field.FIRING, f);
        return new Actor(id, id, side, side, null, false, List.of(weapons), p, null, null, null);
    }

    private static GameState state(String mover, Actor... figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        String side = null;
        for (Actor a : figures) {
            actors.put(a.id(), a);
            if (a.id().equals(mover)) side = a.side();
        }
        return new GameState(Sharpe.RULESET, Map.of(), null,
                List.of(new Side("british", "British", null, null, List.of()), new Side("french", "French", null, null, List.of())),
                actors, new TurnState(1, null, new Activation(side, List.of(mover), mover + "'s move"), null));
    }
}
