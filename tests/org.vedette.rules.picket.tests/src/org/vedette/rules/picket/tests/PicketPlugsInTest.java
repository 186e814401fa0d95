package org.vedette.rules.picket.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;
import org.vedette.ai.Checklist;
import org.vedette.ai.NpcAi;
import org.vedette.ai.Suggestion;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSimulator;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.SideTally;
import org.vedette.balance.UnitTally;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.rules.Ruleset;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.Need;
import org.vedette.inventory.Plan;
import org.vedette.rules.picket.Picket;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;

/**
 * Picket, a ruleset only the tests have, plugs into every capability through its own bundle's services (issue
 * #30): the AI, the generator, the simulator and the planner are the engine bundles' components as Felix SCR
 * makes them here, and none of them names Picket.
 */
class PicketPlugsInTest {
    private final Ruleset rules = Services.picket();

    /**
     * The AI, the simulator, the planner and the generator resolve here without a ruleset's package: what they
     * know of a ruleset comes through its services (a playbook and its policy, the ruleset's own answers), not
     * from its classes.
     */
    @ParameterizedTest
    @ValueSource(strings = {"org.vedette.ai", "org.vedette.balance", "org.vedette.inventory", "org.vedette.scenario"})
    void aCapabilityWiresToNoRulesetsBundle(String name) {
        Bundle bundle = null;
        for (Bundle b : FrameworkUtil.getBundle(PicketPlugsInTest.class).getBundleContext().getBundles()) {
            if (b.getSymbolicName().equals(name)) bundle = b;
        }
        assertNotNull(bundle, name + " is not installed");
        BundleWiring wiring = bundle.adapt(BundleWiring.class);
        assertNotNull(wiring, name + " did not resolve");
        List<String> providers = new ArrayList<>();
        for (BundleWire w : wiring.getRequiredWires(null)) {
            String provider = w.getProvider().getSymbolicName();
            if (provider.startsWith("org.vedette.rules.")) providers.add(provider + " (" + w.getCapability() + ")");
        }
        assertEquals(List.of(), providers, name + " is wired to a ruleset's bundle");
        String imports = String.valueOf(bundle.getHeaders().get("Import-Package"));
        assertFalse(imports.contains("org.vedette.rules."), imports);
    }

    @Test
    void theAiTakesPicketsPlaybookFromItsBundle() {
        NpcAi ai = Services.get(NpcAi.class);
        assertTrue(ai.rulesets().contains(Picket.RULESET), ai.rulesets()::toString);
    }

    @Test
    void aPicketFigureGetsASuggestionWithReasonsFromThePlaybook() throws Exception {
        Scenario s = Services.crossroads(rules);
        Game game = Game.begin(rules, GameState.of(s, rules), new SeededDice(1), false).game().unjournaled();
        GameState state = game.state();
        String side = state.turn().activation().side();
        Actor first = state.actors().values().stream().filter(a -> a.side().equals(side)).findFirst().orElseThrow();
        Suggestion suggestion = Services.get(NpcAi.class).suggest(rules, state, first.id(),
                Checklist.NONE.objectives(s.victoryConditions()), new Dice(new SeededDice(5)), true);
        List<String> reasons = Services.words(suggestion.reasons());
        assertEquals(Picket.Phase.MOVEMENT, state.turn().phase());
        assertFalse(suggestion.requests().isEmpty(), () -> "a move: " + reasons);
        assertEquals(Picket.Action.MOVE, suggestion.requests().get(0).action(), reasons::toString);
        assertTrue(reasons.stream().anyMatch(r -> r.contains("picket/temperament.txt line")
                && r.contains("(Picket §3 Movement)")), reasons::toString);
        // And the move is one the rules and the table accept: played, it moves the figure.
        Game after = suggestion.play(game, new SeededDice(5), false).getLast().game();
        assertFalse(after.state().actor(first.id()).position().equals(first.position()), "the figure moved");
    }

    @Test
    void theGeneratorMakesAPicketScenarioFromItsProfile() {
        Scenario s = Services.get(ScenarioGenerator.class).generate(rules,
                new ScenarioSpec(Picket.RULESET, 7, 48, 48, 3, 0.5, ScenarioSpec.SKIRMISH));
        assertEquals(Picket.RULESET, s.ruleset());
        assertEquals(2, s.sides().size());
        for (Side side : s.sides()) {
            assertEquals(3, side.units().size(), side.id());
            // Picket is no co-operative game: each side is a player's.
            assertEquals(Side.Control.PLAYER, side.control(), side.id());
            side.units().forEach(u -> u.figures().forEach(f -> assertEquals(List.of("musket"), f.weapons(), f.id())));
            assertEquals(side.units().stream().mapToInt(u -> u.figures().size()).sum(), side.deployment().size(),
                    side.id() + ": every figure placed");
        }
    }

    @Test
    void theSimulatorReportsOnThePicketScenario() {
        Scenario s = Services.crossroads(rules);
        BalanceReport r = Services.get(BalanceSimulator.class).run(s, rules, BalanceSpec.of(200, 1812),
                BalanceMonitor.NONE);
        assertEquals(200, r.played());
        assertEquals(0, r.faults(), r.firstFault());
        assertEquals(0, r.unfinished());
        for (SideTally t : r.sides()) {
            assertEquals(200, t.wins().successes() + t.draws().successes() + t.losses().successes(), t.side());
        }
        assertTrue(r.units().stream().mapToLong(UnitTally::damage).sum() > 0, "someone was hit in 200 games");
    }

    @Test
    void thePlannerCountsThePicketScenariosFigures() {
        Scenario s = Services.crossroads(rules);
        InventoryPlanner planner = Services.get(InventoryPlanner.class);
        List<Need> needs = planner.needs(s, planner.defaultRules());
        assertEquals(16, needs.stream().mapToInt(Need::count).sum(), needs::toString);
        FigureCollection ten = new FigureCollection("mine", null, null, List.of(new CollectionItem("line", null,
                "infantry", null, false, 10, 10, List.of())));
        Plan plan = planner.plan(s, ten, planner.defaultRules(), Coverage.WORST_CASE);
        assertEquals(16, plan.needed());
        assertTrue(plan.shortBy() >= 6, () -> "ten figures cannot stand for sixteen: short by " + plan.shortBy());
    }
}
