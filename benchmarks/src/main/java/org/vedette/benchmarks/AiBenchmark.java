package org.vedette.benchmarks;

import java.nio.file.Path;
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
import org.vedette.ai.Checklist;
import org.vedette.ai.NpcAi;
import org.vedette.ai.Suggestion;
import org.vedette.ai.internal.Npc;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;
import org.vedette.rules.ohfa.internal.OhfaPlaybook;
import org.vedette.rules.ohfa.internal.OhfaRuleset;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.internal.OneHourPlaybook;
import org.vedette.rules.onehour.internal.OneHourRuleset;
import org.vedette.rules.osoth.internal.OsothPlaybook;
import org.vedette.rules.osoth.internal.OsothRuleset;
import org.vedette.actions.Observation;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.internal.RiskFactorPlaybook;
import org.vedette.rules.riskfactor.internal.RiskFactorRuleset;
import org.vedette.rules.sharpe.internal.SharpePlaybook;

/**
 * The NPC AI's decisions on one thread with seeded dice, on the forces of the
 * bridge at Almaraz (One Hour: six British and five French units, deployed as
 * the example scenario deploys them): a decision without positions (the
 * referee's answers given), with positions (the nearest enemy computed on the
 * table), and a risk-factor figure whose group has rolled. Each decision
 * includes trying its request against the rules.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class AiBenchmark {
    private final NpcAi ai = npc();
    private final Ruleset oneHour = new OneHourRuleset();
    private final Ruleset riskFactor = new RiskFactorRuleset();
    private SeededDice dice;
    private GameState withoutPositions;
    private GameState withPositions;
    private GameState rolled;
    private final String[] movers = { "50th-foot", "71st-hli", "92nd-highlanders", "6th-cacadores", "ra-foot-battery" };
    private Checklist[] answers;
    private int next;
    private final Ruleset ohfa = new OhfaRuleset();
    private final Ruleset osoth = new OsothRuleset();
    private GameState ohfaUp;
    private String[] ohfaActors;
    private GameState osothUp;
    private String[] osothActors;

    /**
     * A state of the example scenario's game in which {@code side} (any, when null) has actors to act: begun
     * and moved on with seeded dice until it is so; every actor without a position placed on a grid, the
     * friendly side's in the south half and the other's in the north.
     */
    private static GameState up(Ruleset rules, String file, String side) {
        Scenario scenario = ScenarioFiles.read(Path.of("examples/scenarios", file), RulesetCatalog.of(rules)).value();
        if (scenario == null) throw new IllegalStateException("run from the top of the checkout: examples/scenarios/" + file);
        SeededDice d = new SeededDice(44);
        Game g = Game.begin(rules, GameState.of(scenario, rules), d, false).game();
        try {
            for (int i = 0; i < 200 && !someoneUp(g.state(), side); i++) g = g.advance(d, false).game();
        } catch (IllegalActionException e) {
            throw new IllegalStateException("the example ended before anyone was up: " + e.explain(), e);
        }
        GameState s = g.state();
        Table table = s.table() != null ? s.table() : new Table(72, 48, null, List.of());
        Map<String, Actor> placed = new LinkedHashMap<>();
        int n = 0;
        for (Actor a : s.actors().values()) {
            boolean south = a.side().equals(s.sides().get(0).id());
            double x = 4 + (n % 16) * 4;
            double y = (south ? 4 : 30) + (n / 16 % 4) * 3;
            placed.put(a.id(), a.position() != null ? a : a.withPosition(Position.at(x, y)));
            n++;
        }
        return new GameState(s.ruleset(), s.options(), table, s.sides(), placed, s.turn());
    }

    private static boolean someoneUp(GameState s, String side) {
        for (String id : s.turn().activation().actors()) {
            Actor a = s.actor(id);
            if (a != null && !a.status().out() && (side == null || side.equals(a.side()))) return true;
        }
        return false;
    }

    @Setup
    public void setUp() {
        dice = new SeededDice(1809);
        Object[][] british = { { "50th-foot", OneHour.Type.INFANTRY, 6, 3 }, { "71st-hli", OneHour.Type.INFANTRY, 12, 3 },
                { "92nd-highlanders", OneHour.Type.INFANTRY, 24, 3 }, { "6th-cacadores", OneHour.Type.LIGHT_INFANTRY, 30, 3 },
                { "ra-foot-battery", OneHour.Type.FOOT_ARTILLERY, 18.5, 3 } };
        Object[][] french = { { "39e-ligne", OneHour.Type.INFANTRY, 30, 30 }, { "6e-leger", OneHour.Type.LIGHT_INFANTRY, 20, 28 },
                { "voltigeurs", OneHour.Type.SKIRMISHERS, 12, 24 }, { "regiment-de-prusse", OneHour.Type.INFANTRY, 40, 40 },
                { "fort-napoleon-guns", OneHour.Type.FOOT_ARTILLERY, 22, 18 } };
        Map<String, Actor> bare = new LinkedHashMap<>();
        Map<String, Actor> placed = new LinkedHashMap<>();
        for (Object[][] side : new Object[][][] { british, french }) {
            for (Object[] u : side) {
                String s = side == british ? "british" : "french";
                Actor a = new Actor((String) u[0], (String) u[0], s, (String) u[0], null, false, List.of(),
                        Map.of(OneHour.TYPE_FIELD, u[1]), null, null, null);
                bare.put(a.id(), a);
                placed.put(a.id(), a.withPosition(new Position(((Number) u[2]).doubleValue(), ((Number) u[3]).doubleValue(),
                        s.equals("british") ? 0.0 : 180.0)));
            }
        }
        withoutPositions = state(OneHour.RULESET, null, bare, OneHour.Phase.MOVEMENT);
        withPositions = state(OneHour.RULESET, new Table(48, 48, null, List.of()), placed, OneHour.Phase.MOVEMENT);
        Observation[] all = Observation.values();
        answers = new Checklist[16];
        for (int i = 0; i < answers.length; i++) {
            Checklist c = Checklist.NONE;
            for (int b = 0; b < all.length; b++) {
                if (((i * 2654435761L) >>> b & 1) == 1 && b % 3 == 0) c = c.with(all[b]);
            }
            answers[i] = c.nearest("voltigeurs", 4 + i);
        }
        Map<String, Actor> figures = new LinkedHashMap<>();
        Result[] results = Result.values();
        for (int i = 0; i < 8; i++) {
            Actor f = new Actor("v" + i, "V" + i, "british", "picket", "regular", false, List.of("musket"), Map.of(), null,
                    null, null).withMark(RiskFactor.Mark.ACTION, results[i % results.length].id());
            figures.put(f.id(), f);
        }
        figures.put("f", new Actor("f", "F", "french", "voltigeurs", "regular", false, List.of("musket"), Map.of(), null,
                null, null));
        rolled = state(RiskFactor.RULESET, null, figures, RiskFactor.Phase.MOVEMENT);
        ohfaUp = up(ohfa, "ohfa-ambush-at-the-ford.json", null);
        ohfaActors = ohfaUp.turn().activation().actors().toArray(String[]::new);
        osothUp = up(osoth, "osoth-the-marquise-of-alorna.json", "french");
        osothActors = osothUp.turn().activation().actors().toArray(String[]::new);
    }

    private static GameState state(String ruleset, Table table, Map<String, Actor> actors, String phase) {
        List<String> ids = actors.values().stream().filter(a -> a.side().equals("british")).map(Actor::id).toList();
        return new GameState(ruleset, Map.of(), table, List.of(new Side("british", "British", null, null, List.of()),
                new Side("french", "French", null, null, List.of())), actors,
                new TurnState(1, phase, new Activation("british", ids, "British"), null));
    }

    /**
     * One unit's decision without positions, as the balance simulator asks it (no reasons composed): the
     * referee's answers, the D6, the table, the mapping, the rules' check of each line tried.
     */
    @Benchmark
    public Suggestion oneHourWithoutPositions() {
        int i = next++;
        return ai.suggest(oneHour, withoutPositions, movers[i % movers.length], answers[i & 15], new Dice(dice), false);
    }

    /** The same with every reason composed (the risk factors' explanation, the target, the lines refused). */
    @Benchmark
    public Suggestion oneHourWithReasons() {
        int i = next++;
        return ai.suggest(oneHour, withoutPositions, movers[i % movers.length], answers[i & 15], new Dice(dice), true);
    }

    /** Without reasons, with the nearest enemy computed from the table's positions. */
    @Benchmark
    public Suggestion oneHourWithPositions() {
        int i = next++;
        return ai.suggest(oneHour, withPositions, movers[i % movers.length], Checklist.NONE, new Dice(dice), false);
    }

    /**
     * An OHFA character whose card is up in the example ambush at the ford (the fate deck turned until a card
     * gives a character his turn), the nearest enemy from the example's positions; no reasons.
     */
    @Benchmark
    public Suggestion ohfaWithPositions() {
        return ai.suggest(ohfa, ohfaUp, ohfaActors[next++ % ohfaActors.length], Checklist.NONE, new Dice(dice), false);
    }

    /**
     * A figure of the French (non-player) side of OSOTH's Marquise of Alorna whose unit has the initiative,
     * every figure placed on the table (British in the south, French in the north): its archetype, the threats
     * it avoids, its target by the archetype's priorities, its destination; no reasons.
     */
    @Benchmark
    public Suggestion osothWithPositions() {
        return ai.suggest(osoth, osothUp, osothActors[next++ % osothActors.length], Checklist.NONE, new Dice(dice),
                false);
    }

    /** A risk-factor figure whose group has rolled: its move, tried against the rules; no reasons. */
    @Benchmark
    public Suggestion riskFactorRolled() {
        return ai.suggest(riskFactor, rolled, "v" + (next++ & 7), Checklist.NONE, new Dice(dice), false);
    }

    /** The AI with every ruleset's playbook, as Declarative Services would give it them. */
    static Npc npc() {
        return Npc.of(new OneHourPlaybook(), new RiskFactorPlaybook(), new SharpePlaybook(), new OhfaPlaybook(),
                new OsothPlaybook());
    }
}
