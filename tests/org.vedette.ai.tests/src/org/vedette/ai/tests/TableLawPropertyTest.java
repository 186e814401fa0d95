package org.vedette.ai.tests;

import org.vedette.ai.conformance.Resolving;
import org.vedette.ai.conformance.TableCheck;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TablePath;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.TableNeed;

/**
 * The table's law (RULINGS.md T15) as a property, per ruleset, over 10,000 random tables and requests of the
 * actions that ask something of the table, each put through {@link Game#act}: an action the game takes is
 * consistent with the geometry as the table bundle's API measures it ({@link TableCheck}: no blow without the bases
 * within a quarter of an inch, no shot at a target the stands cannot see, no move whose path costs more than the
 * distance the rules resolved, none ending on another's base, nobody off the table acting or aimed at); and a
 * request the table refuses is refused with what it measured — a number with its unit, or what blocks the line.
 * <p>
 * Here rather than in each ruleset's tests: this bundle loads all five rulesets, and the checks are the ones the
 * AI-played games are held to (the conformance kit, org.vedette.ai.conformance). The seed is {@code -Dvedette.seed} (29 unless
 * given) and every failure names it.
 */
class TableLawPropertyTest {
    private static final int TABLES = 2_000;
    private static final int ACTIONS_PER_TABLE = 5;

    /**
     * The scenario with every unit on the table from the start: the table's law is under test here, on actors
     * placed at random, not the scenario's arrivals (the Bridge at Almaraz's dragoons come on turn 3) — an actor
     * still to come is refused before the table measures anything (ArrivalsTest).
     */
    private static Scenario onTheTable(Scenario s) {
        List<Side> sides = s.sides().stream().map(x -> x.withHidden(null)
                .withArrivals(Map.of())).toList();
        return new Scenario(s.id(), s.title(), s.ruleset(), s.description(), s.options(), s.table(), sides,
                s.objectives(), s.turns(), s.victoryConditions());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({ "bridge-at-almaraz.json", "the-monastery-door.json", "ohfa-ambush-at-the-ford.json",
            "the-mill-at-sorauren.json", "osoth-the-spy-in-the-village.json" })
    void whatTheTableTakesIsConsistentWithTheGeometryAndItsRefusalsNameWhatItMeasured(String file) {
        Scenario scenario = onTheTable(WholeGameTest.example(file));
        Ruleset plain = Games.CATALOG.find(scenario.ruleset()).orElseThrow();
        Resolving rules = new Resolving(plain);
        long seed = Long.getLong("vedette.seed", 29);
        Random random = new Random(seed);
        Game begun = Game.begin(plain, GameState.of(scenario, plain), new SeededDice(seed), false).game().unjournaled();
        RandomTables tables = new RandomTables(plain, random);
        TableCheck check = new TableCheck(plain);
        Map<String, int[]> tally = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int actions = 0;
        for (int i = 0; i < TABLES; i++) {
            Table table = tables.table();
            GameState now = moved(begun, random);
            Map<String, Actor> actors = tables.placed(table, now);
            // Whose turn the ruleset's own bookkeeping gives (OHFA's drawn character), else anyone on the table.
            List<Actor> cast = new ArrayList<>(actors.values());
            List<Actor> due = cast.stream().filter(a -> now.turn().activation().includes(a.id())).toList();
            for (int k = 0; k < ACTIONS_PER_TABLE; k++, actions++) {
                List<Actor> from = due.isEmpty() || random.nextInt(4) == 0 ? cast : due;
                Actor actor = from.get(random.nextInt(from.size()));
                ActionSpec spec = tables.actions().get(random.nextInt(tables.actions().size()));
                GameState state = tables.state(now, table, actors, actor, spec);
                ActionRequest q = tables.request(spec, actor, actors, table);
                int[] t = tally.computeIfAbsent(spec.id(), x -> new int[3]);
                String problem = tried(rules, check, state, q, random.nextLong(), t);
                if (problem != null && wrong.size() < 10) wrong.add("table " + i + ", action " + k + ": " + problem
                        + "\n  request " + q + "\n  table " + table + "\n  actors " + actors.values());
            }
        }
        if (!wrong.isEmpty()) fail("seed " + seed + " (-Dvedette.seed=" + seed + "), " + file + ":\n" + String.join("\n", wrong));
        StringBuilder counts = new StringBuilder();
        tally.forEach((a, t) -> counts.append(String.format(" %s %d taken, %d refused by the table, %d by the rules;",
                a, t[0], t[1], t[2])));
        System.out.println(scenario.ruleset() + ": " + actions + " requests on " + TABLES + " tables:" + counts);
        assertTrue(actions >= 10_000);
        // The property says something: every kind of need (sight, contact, a charge, a move) is both let through and
        // refused by the table somewhere. What it lets through the rules may still refuse of these actors (One Hour's
        // fight without a charge, OHFA's shot without a firing card): that is theirs to say.
        Map<TableNeed.Kind, int[]> kinds = new TreeMap<>();
        tally.forEach((a, t) -> {
            int[] k = kinds.computeIfAbsent(plain.onTable(plain.action(a).orElseThrow()).kind(), x -> new int[3]);
            for (int j = 0; j < 3; j++) k[j] += t[j];
        });
        kinds.forEach((k, t) -> assertTrue(t[0] + t[2] > 0 && t[1] > 0, scenario.ruleset() + " " + k + " was let through"
                + " by the table " + (t[0] + t[2]) + " and refused by it " + t[1] + " times (seed " + seed + ")"));
        assertTrue(tally.values().stream().mapToInt(t -> t[0]).sum() > 0, "the game took some");
    }

    /**
     * The game moved on a few times on random dice, and on until someone may act: the turn's bookkeeping is the
     * ruleset's own (a fate deck with a card drawn, an initiative thrown).
     */
    private static GameState moved(Game begun, Random random) {
        SeededDice dice = new SeededDice(random.nextLong());
        Game g = begun;
        try {
            for (int k = random.nextInt(3); k > 0; k--) g = g.advance(dice, false).game();
            for (int k = 0; k < 40 && g.state().turn().activation().actors().isEmpty(); k++) {
                g = g.advance(dice, false).game();
            }
        } catch (org.vedette.core.rules.IllegalActionException ended) {
            throw new AssertionError("a few presses ended the game: " + ended.getMessage(), ended);
        }
        return g.state();
    }

    /**
     * What the law gave back for a request that brought no path, asked of it again on a copy of the state (another object, so that nothing it
     * remembers of the state answers): accepted, and where it carries no path, the very same request — the law
     * reads what it filled in as typed and agrees with it, which is what lets it judge the AI's request once
     * (TableAuthority's verdicts). Null when so, else what is wrong.
     */
    private static String idempotent(Resolving rules, TableLaw.Ruled first, GameState state) {
        // What the referee overrode is taken as typed, not as the law judged it.
        if (first.override() != null) return null;
        GameState copy = state.withTurn(state.turn());
        ActionRequest judged = first.request();
        if (first.path() != null) {
            Map<String, Object> inputs = new java.util.LinkedHashMap<>(judged.inputs());
            inputs.put(TableMove.PATH, TablePath.through(first.path()));
            judged = new ActionRequest(judged.ruleset(), judged.action(), inputs);
        }
        try {
            TableLaw.Ruled again = TableLaw.rule(rules, judged, copy);
            if (first.path() == null && (again.path() != null || !again.request().equals(first.request()))) {
                return "the law judged its own answer " + first.request().inputs() + " otherwise: "
                        + again.request().inputs();
            }
            return null;
        } catch (IllegalActionException e) {
            return "the law refused its own answer " + first.request().inputs() + ": " + e.getMessage();
        }
    }

    /**
     * Puts one request through the game and checks what came of it; tallies it as taken, refused by the table or
     * refused by the rules.
     *
     * @return what is wrong, or null
     */
    private static String tried(Resolving rules, TableCheck check, GameState state, ActionRequest q, long dice,
            int[] tally) {
        // Whether the table refuses it is asked of the law alone; the game then must refuse it too, in its words.
        rules.forget();
        String refusal = null;
        try {
            TableLaw.Ruled first = TableLaw.rule(rules, q, state);
            String again = q.input(TableMove.PATH) == null ? idempotent(rules, first, state) : null;
            if (again != null) return again;
        } catch (IllegalActionException e) {
            refusal = e.getMessage();
        }
        Game.Played played;
        try {
            played = Game.unbegun(rules, state).act(q, new SeededDice(dice), false);
        } catch (IllegalActionException e) {
            tally[refusal != null ? 1 : 2]++;
            if (refusal == null) return null;
            if (!refusal.equals(e.getMessage())) return "the game refused it otherwise than the table: " + e.getMessage();
            return TableCheck.namesWhatWasMeasured(refusal) ? null : "the table refused it without saying what it"
                    + " measured: " + refusal;
        }
        tally[0]++;
        ActionRequest resolved = rules.takenIn(state);
        if (refusal != null) return "the game took what the table refused: " + refusal;
        List<String> v = check.violations(state, q, resolved, played.outcome(), played.game().state());
        return v.isEmpty() ? null : "taken, but " + String.join("; ", v);
    }
}
