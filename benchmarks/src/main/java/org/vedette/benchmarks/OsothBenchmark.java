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
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.internal.OsothRuleset;

/**
 * The Other Side of the Hill's resolutions per second on one thread with
 * seeded dice: a rifle shot (band, modifiers, the casualty die), the same
 * explained, and a whole charge sequence — the charge, the charged figure's
 * reaction fire, the charger's attack and the answer — each step applied to
 * the state the one before left. The tables are read once, when the class is
 * loaded; the component class is built directly, as Declarative Services
 * would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class OsothBenchmark {
    private final Ruleset rules = new OsothRuleset();
    private GameState table;
    private ActionRequest shot;
    private ActionRequest charge;
    private ActionRequest react;
    private ActionRequest attack;
    private ActionRequest answer;
    private SeededDice dice;

    @Setup
    public void setUp() {
        dice = new SeededDice(1811);
        Map<String, Actor> actors = new LinkedHashMap<>();
        for (Actor a : List.of(
                figure("harris", "british", "95th", Osoth.Type.RIFLEMAN, "veteran", false, "rifle"),
                figure("petit", "french", "voltigeurs", Osoth.Type.INFANTRY, "average", false, "musket"),
                figure("hussar", "french", "hussars", Osoth.Type.CAVALRY, "average", true, "carbine"))) {
            actors.put(a.id(), a);
        }
        table = new GameState(Osoth.RULESET, Map.of(), null,
                List.of(new Side("british", "Light Division", Side.Control.PLAYER, null, List.of()),
                        new Side("french", "French", Side.Control.NON_PLAYER, null, List.of())),
                actors, null);
        shot = request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "petit", Input.RANGE, 15.0);
        charge = request(Action.CHARGE, Input.ACTOR, "hussar", Input.TARGET, "harris", Input.DISTANCE, 8.0);
        react = request(Action.REACT, Input.ACTOR, "harris", Input.REACTION, "musket");
        attack = request(Action.ATTACK, Input.ACTOR, "hussar", Input.TARGET, "harris");
        answer = request(Action.ATTACK, Input.ACTOR, "harris", Input.TARGET, "hussar");
    }

    @Benchmark
    public Outcome shoot() throws IllegalActionException {
        return rules.resolve(shot, table, new Dice(dice), Explanation.none());
    }

    @Benchmark
    public Outcome shootExplained() throws IllegalActionException {
        return rules.resolve(shot, table, new Dice(dice), Explanation.wanted());
    }

    /** One charge from its move to the answering attack; a step the dice make impossible ends it. */
    @Benchmark
    public GameState chargeSequence() throws IllegalActionException {
        GameState s = table;
        Outcome o = rules.resolve(charge, s, new Dice(dice), Explanation.none());
        s = s.apply(o.events());
        if (!"harris".equals(s.actor("hussar").marks().get(Osoth.Mark.CHARGING))) return s;
        s = s.apply(rules.resolve(react, s, new Dice(dice), Explanation.none()).events());
        if (s.actor("hussar").status().out()) return s;
        s = s.apply(rules.resolve(attack, s, new Dice(dice), Explanation.none()).events());
        if (s.actor("harris").status().out()) return s;
        return s.apply(rules.resolve(answer, s, new Dice(dice), Explanation.none()).events());
    }

    private static Actor figure(String id, String side, String unit, String type, String quality, boolean mounted,
            String weapon) {
        return new Actor(id, id, side, unit, quality, mounted, List.of(weapon), Map.of(Osoth.Field.TYPE, type), null,
                null, null);
    }

    private static ActionRequest request(String action, Object... inputs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i += 2) map.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(Osoth.RULESET, action, map);
    }
}
