package org.vedette.ai.conformance;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.ai.Checklist;
import org.vedette.ai.Engagement;
import org.vedette.ai.NpcAi;
import org.vedette.ai.Suggestion;
import org.vedette.actions.Playbook;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;
import org.vedette.core.rules.TableNeed;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;

/**
 * The NPC AI's conformance kit, which every ruleset's tests run on its own example scenarios and on scenarios
 * the generator makes for it (issue #30): whole games with the AI on every side, played as the balance simulator
 * plays them (no journal, nothing explained, the scenario's victory conditions its objectives), counted into a
 * {@link Report}:
 * <ul>
 * <li>every game ends, by a decision, the scenario's turn limit or nobody able to act;</li>
 * <li>no action the game took is one the table forbids, as {@link TableCheck} measures it with the table
 * bundle's public API, never with the law that judged it;</li>
 * <li>a suggestion as the workbench and the command line show it (with its reasons) and as it is played (without)
 * are the same action, intent and dice, for the same dice — every step of the first {@value #COMPARED} games;</li>
 * <li>coverage: how often each of the catalog's actions was played;</li>
 * <li>engagement: in how many games no side ever shot, charged or fought.</li>
 * </ul>
 * The rules are the ruleset's own component, wrapped so that what the game resolved can be read back
 * ({@link Resolving}).
 */
public final class Conformance {
    /** "at least 1,000 AI-vs-AI games of each example scenario and of generated scenarios of that ruleset". */
    public static final int GAMES = 1000;
    /** "it stays under 5% for the example scenarios". */
    public static final double UNENGAGED = 0.05;
    /**
     * The games whose every suggestion is decided again with its reasons and compared: of an example, and of all
     * the generated scenarios together (the same number from each). Deciding with reasons costs several times
     * what the game does.
     */
    static final int COMPARED = 20;
    /** The generated scenarios the games of {@link #generated} are spread over. */
    static final int SCENARIOS = 10;
    /** A game whose turn moves on this often with nobody acting is over ({@link Engagement#STALLED_ADVANCES}). */
    private static final int MAX_STEPS = 20_000;
    /** A generated scenario's turn limit: the balance simulator's for a scenario that sets none. */
    static final int TURNS = 12;
    /** Actions that look at an enemy without shooting or striking him: they engage nobody. */
    private static final Set<String> LOOKS = Set.of("aim");

    private final Ruleset plain;
    private final NpcAi ai;

    /**
     * @param rules the ruleset, as its bundle makes it
     * @param ai    the NPC AI, as its bundle makes it
     */
    public Conformance(Ruleset rules, NpcAi ai) {
        this.plain = Objects.requireNonNull(rules, "rules");
        this.ai = Objects.requireNonNull(ai, "ai");
    }

    /** The kit for the ruleset, with the AI bundle's own component and every playbook the bundles declare. */
    public static Conformance of(Ruleset rules) {
        return new Conformance(rules, ai());
    }

    /**
     * The AI bundle's own component, made as Declarative Services makes it: given every {@link Playbook} the
     * framework's bundles declare ({@link Components}).
     */
    public static NpcAi ai() {
        Bundle bundle = FrameworkUtil.getBundle(NpcAi.class);
        try {
            return (NpcAi) bundle.loadClass("org.vedette.ai.internal.Npc").getConstructor(List.class)
                    .newInstance(Components.all(Playbook.class));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the AI's component class is missing or takes no list of playbooks", e);
        }
    }

    /** How many games each scenario plays: {@value #GAMES}, or {@code -Dvedette.games} for a quick look. */
    public static int games() {
        return Integer.getInteger("vedette.games", GAMES);
    }

    /**
     * A bundle's own component class, made as Declarative Services makes it (a public no-argument
     * constructor): the packages of the implementations are not exported.
     */
    @SuppressWarnings("unchecked")
    public static <T> T component(Class<?> exported, String component) {
        Bundle bundle = FrameworkUtil.getBundle(exported);
        try {
            return (T) bundle.loadClass(component).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the component class " + component + " is missing or has no public constructor", e);
        }
    }

    /** An example scenario of the checkout's {@code examples/scenarios} ({@code -Dvedette.root}, else two up). */
    public static Scenario example(String file, RulesetCatalog catalog) {
        String root = System.getProperty("vedette.root", "../..");
        return read(Path.of(root, "examples", "scenarios", file), catalog);
    }

    /** A scenario file, read against the catalog; one that does not read fails the test with the report. */
    public static Scenario read(Path file, RulesetCatalog catalog) {
        ReadResult<Scenario> r = ScenarioFiles.read(file, catalog);
        if (!r.ok()) throw new AssertionError(file + ": " + r.report());
        return r.value();
    }

    /**
     * Plays {@code games} games of the scenario, seeded 0 to games − 1.
     *
     * @param turns the turn limit; 0 for the scenario's own
     */
    public Report play(String name, Scenario scenario, int turns, int games) {
        return play(name, scenario, turns, 0, games, COMPARED);
    }

    /**
     * {@link #games()} games spread over {@value #SCENARIOS} scenarios the generator makes for the ruleset
     * (seeds 1 to {@value #SCENARIOS}, a 48" × 48" table, three units a side, some terrain; a co-operative
     * ruleset's the scouting mission), each played to a turn limit of {@value #TURNS}.
     */
    public Report generated() {
        ScenarioGenerator generator = component(ScenarioGenerator.class, "org.vedette.scenario.internal.Scenarios");
        String id = plain.info().id();
        // A co-operative book's players scout against the referee's forces (The Other Side of the Hill's mission).
        String mission = plain.cooperative() ? ScenarioSpec.SCOUTING : ScenarioSpec.SKIRMISH;
        int each = Math.max(1, games() / SCENARIOS);
        Report all = null;
        for (int seed = 1; seed <= SCENARIOS; seed++) {
            Scenario s = generator.generate(plain, new ScenarioSpec(id, seed, 48, 48, 3, 0.5, mission));
            Report r = play(id + " generated, seed " + seed, s, TURNS, seed * 100_000L, each, COMPARED / SCENARIOS);
            all = all == null ? r : all.plus(r, "generated " + id + " scenarios");
        }
        return all;
    }

    private Report play(String name, Scenario scenario, int turns, long firstSeed, int games, int comparing) {
        Resolving rules = new Resolving(plain);
        int limit = turns > 0 ? turns : scenario.turns();
        // The game ends where its last turn is played (GameState.lastTurn): the scenario's own, or the limit given.
        GameState start = GameState.of(scenario, rules).withLastTurn(limit);
        List<VictoryCondition> objectives = scenario.victoryConditions();
        TableCheck check = new TableCheck(rules);
        List<String> problems = new ArrayList<>();
        long checked = 0;
        long forbidden = 0;
        long compared = 0;
        long differing = 0;
        int unended = 0;
        int unengaged = 0;
        Map<String, Long> coverage = new TreeMap<>();
        long began = System.nanoTime();
        for (int g = 0; g < games; g++) {
            long seed = firstSeed + g;
            SeededDice dice = new SeededDice(seed);
            // Played as the balance simulator plays them: no journal, nothing explained, towards the objectives.
            Game begun;
            try {
                begun = Game.begin(rules, start, dice, false).game().unjournaled();
            } catch (RuntimeException e) {
                throw new AssertionError(name + " seed " + seed + ": the game does not begin: " + e.getMessage(), e);
            }
            Engagement e = new Engagement(ai, begun, Set.of(), objectives, dice, false);
            Checklist told = Checklist.NONE.lastTurn(limit).objectives(objectives);
            int idle = 0;
            boolean engaged = false;
            int step = 0;
            try {
                for (; step < MAX_STEPS && e.ending().isEmpty() && idle < Engagement.STALLED_ADVANCES; step++) {
                    GameState before = e.game().state();
                    GameState decided = before;
                    Engagement.Step s = e.step();
                    // As Engagement.playOn: a game whose turn moves on and on with nobody acting is over.
                    idle = s.advanced() ? idle + 1 : 0;
                    for (int i = 0; i < s.played().size(); i++) {
                        Game.Played p = s.played().get(i);
                        GameState after = p.game().state();
                        // Each action the game took: the suggestion's requests in order, then any referee's entries
                        // it made due (the request resolved last in that state); the turn moving on is no action.
                        if (!s.advanced()) {
                            List<ActionRequest> asked = s.suggestion().requests();
                            ActionRequest r = i < asked.size() ? asked.get(i) : rules.takenIn(before);
                            if (r != null) {
                                checked++;
                                coverage.merge(r.action(), 1L, Long::sum);
                                engaged |= engages(rules, r);
                                List<String> v = check.violations(before, r, rules.takenIn(before), p.outcome(), after);
                                forbidden += v.size();
                                for (String w : v) keep(problems, name + " seed " + seed + ", round "
                                        + before.turn().round() + ": " + w);
                            }
                        }
                        before = after;
                    }
                    if (g < comparing && !s.advanced()) {
                        compared++;
                        String d = differs(rules, decided, s.suggestion().actor(), told, seed * 1_000_003L + step);
                        if (d != null) {
                            differing++;
                            keep(problems, name + " seed " + seed + ", round " + decided.turn().round() + ": " + d);
                        }
                    }
                    rules.forget();
                }
            } catch (Exception x) {
                throw new AssertionError(name + " seed " + seed + ", step " + step + ": " + x, x);
            }
            if (!engaged) unengaged++;
            if (e.ending().isEmpty() && idle < Engagement.STALLED_ADVANCES) {
                unended++;
                keep(problems, name + " seed " + seed + " did not end in " + MAX_STEPS + " steps");
            }
        }
        return new Report(name, games, unended, checked, forbidden, compared, differing, coverage, unengaged, problems,
                (System.nanoTime() - began) / 1e9);
    }

    /**
     * Why the actor's suggestion in the state is not the same decided with its reasons (as shown) and without (as
     * played), on the same dice; null when it is.
     */
    private String differs(Ruleset rules, GameState state, String actor, Checklist told, long seed) {
        Suggestion shown = ai.suggest(rules, state, actor, told, new Dice(new SeededDice(seed)), true);
        Suggestion played = ai.suggest(rules, state, actor, told, new Dice(new SeededDice(seed)), false);
        if (shown.requests().equals(played.requests()) && shown.intent() == played.intent()
                && shown.faces().equals(played.faces())) {
            return null;
        }
        return actor + " is shown " + shown.intent() + " " + shown.requests() + " " + shown.faces() + " but plays "
                + played.intent() + " " + played.requests() + " " + played.faces();
    }

    private static void keep(List<String> problems, String problem) {
        if (problems.size() < Report.SHOWN) problems.add(problem);
    }

    /**
     * Whether an action shoots at, charges or strikes an enemy: the table asks sight, contact or reach of it (not a
     * distance alone, as of a parley).
     */
    private static boolean engages(Ruleset rules, ActionRequest asked) {
        if (LOOKS.contains(asked.action())) return false;
        ActionSpec spec = rules.action(asked.action()).orElse(null);
        if (spec == null) return false;
        TableNeed.Kind kind = rules.onTable(spec).kind();
        return kind != TableNeed.Kind.NONE && kind != TableNeed.Kind.MOVE && kind != TableNeed.Kind.APART;
    }
}
