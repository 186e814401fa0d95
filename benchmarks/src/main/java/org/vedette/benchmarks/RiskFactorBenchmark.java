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
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.actions.ActionsChart;
import org.vedette.actions.ActionsTable;
import org.vedette.actions.Decision;
import org.vedette.actions.Observation;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.actions.Situation;
import org.vedette.rules.riskfactor.internal.RiskFactorRuleset;

/**
 * The risk-factor rules on one thread with seeded dice: the risk-factor
 * machine's decision for one group (the call the NPC AI and the balance
 * simulator make for every uncommanded group every turn), the same with its
 * explanation built, the Actions-table action through the ruleset (request
 * check, the group's computed observations, marks), and shots: a Player
 * Character's, and an uncommanded group's three.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RiskFactorBenchmark {
    private final Ruleset rules = new RiskFactorRuleset();
    private SeededDice dice;
    /** Situations that differ in every observation, so the decision is not one branch learnt by heart. */
    private Situation[] situations;
    private int next;
    private GameState shooting;
    private ActionRequest pcShot;
    private ActionRequest groupFire;
    private ActionRequest table;
    /** The same figures standing on a 72" × 48" table with a wood, for the observations and shots computed from positions. */
    private GameState onTheTable;

    @Setup
    public void setUp() {
        dice = new SeededDice(1812);
        Observation[] all = Observation.values();
        situations = new Situation[64];
        for (int i = 0; i < situations.length; i++) {
            Situation s = Situation.on(i % 2 == 0 ? ActionsTable.GUNPOWDER : ActionsTable.CLOSE_COMBAT);
            for (int b = 0; b < all.length; b++) {
                if (((i * 2654435761L) >>> b & 1) == 1) s = s.given(all[b]);
            }
            situations[i] = s.casualties(i % 7, 12, true);
        }
        List<Actor> actors = new ArrayList<>();
        actors.add(new Actor("capt", "Capt", "british", "hq", "hero", false, List.of("rifle"),
                Map.of(RiskFactor.Field.PLAYER_CHARACTER, true), null, Map.of(RiskFactor.Mark.LOADED, 0), null));
        for (int i = 1; i <= 6; i++) {
            actors.add(new Actor("u" + i, "U" + i, "british", "picket", "raw", false, List.of("musket"), Map.of(), null,
                    null, null));
        }
        for (int i = 1; i <= 8; i++) {
            actors.add(new Actor("f" + i, "F" + i, "french", "voltigeurs", "regular", false, List.of("musket"), Map.of(),
                    null, null, null));
        }
        shooting = state("british", RiskFactor.Phase.SHOOTING, actors);
        List<Actor> placed = new ArrayList<>();
        for (int i = 0; i < actors.size(); i++) {
            Actor a = actors.get(i);
            boolean french = "french".equals(a.side());
            placed.add(a.withPosition(Position.at(10 + 1.5 * i, french ? 30 : 10)));
        }
        GameState p = state("british", RiskFactor.Phase.SHOOTING, placed);
        Table wood = new Table(72, 48, null, List.of(new TerrainFeature("wood", TerrainKind.WOODS, "wood",
                List.of(Position.at(40, 15), Position.at(60, 15), Position.at(60, 25), Position.at(40, 25)), CoverClass.SOFT,
                Going.BAD, TerrainFeature.Shape.AREA, 0, 0)));
        onTheTable = new GameState(p.ruleset(), p.options(), wood, p.sides(), p.actors(), p.turn());
        pcShot = new ActionRequest(RiskFactor.RULESET, RiskFactor.Action.SHOOT, Map.of(RiskFactor.Input.ACTOR, "capt",
                RiskFactor.Input.TARGET, "f3", RiskFactor.Input.WEAPON, "rifle", RiskFactor.Input.RANGE, 60.0,
                RiskFactor.Input.COVER, RiskFactor.Cover.SOFT));
        groupFire = new ActionRequest(RiskFactor.RULESET, RiskFactor.Action.SHOOT, Map.of(RiskFactor.Input.ACTOR, "u1",
                RiskFactor.Input.TARGET, "f1", RiskFactor.Input.WEAPON, "musket", RiskFactor.Input.RANGE, 30.0,
                RiskFactor.Input.NEAREST, true));
        table = new ActionRequest(RiskFactor.RULESET, RiskFactor.Action.ACTIONS_TABLE, Map.of(RiskFactor.Input.ACTOR, "f1",
                Observation.ENEMY_IN_RANGE.id(), true, Observation.ENEMY_TO_FLANK_OR_REAR.id(), true));
    }

    private int d6() {
        return dice.face(6, "D6 on the Actions table");
    }

    /** One risk-factor decision: the factors summed, the D6, the table's cell and the morale effect. */
    @Benchmark
    public Decision decide() {
        Situation s = situations[next++ & 63];
        return ActionsChart.decide(s, d6());
    }

    /** The same decision with every step of its explanation composed. */
    @Benchmark
    public Object decideExplained() {
        Situation s = situations[next++ & 63];
        return ActionsChart.decide(s, d6()).explain();
    }

    /** The actions-table action through the ruleset: request check, computed observations, marks on 8 figures. */
    @Benchmark
    public Outcome actionsTable() throws IllegalActionException {
        return rules.resolve(table, shooting, new Dice(dice), Explanation.none());
    }

    /** A hero's aimed rifle shot at 60 cm into soft cover: the D8, the damage D6. */
    @Benchmark
    public Outcome shoot() throws IllegalActionException {
        return rules.resolve(pcShot, shooting, new Dice(dice), Explanation.none());
    }

    /** Six raw recruits, uncommanded and stationary, fire 3 shots at the nearest voltigeurs: D8s, damage, the D8 for the figure hit. */
    @Benchmark
    public Outcome groupFire() throws IllegalActionException {
        return rules.resolve(groupFire, shooting, new Dice(dice), Explanation.none());
    }

    /** The actions-table action with the group's observations computed from the positions of 15 figures. */
    @Benchmark
    public Outcome actionsTableOnTheTable() throws IllegalActionException {
        return rules.resolve(table, onTheTable, new Dice(dice), Explanation.none());
    }

    /** The hero's rifle shot with the table's line of sight and the casualty pool from the positions. */
    @Benchmark
    public Outcome shootOnTheTable() throws IllegalActionException {
        return rules.resolve(pcShot, onTheTable, new Dice(dice), Explanation.none());
    }

    private static GameState state(String side, String phase, List<Actor> figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<String> active = new ArrayList<>();
        for (Actor a : figures) {
            actors.put(a.id(), a);
            if (a.side().equals(side)) active.add(a.id());
        }
        return new GameState(RiskFactor.RULESET, Map.of(), null,
                List.of(new Side("british", "British", null, null, List.of()),
                        new Side("french", "French", null, null, List.of())),
                actors, new TurnState(1, phase, new Activation(side, active, side + "'s turn"), null));
    }
}
