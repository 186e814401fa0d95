package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.ai.Engagement;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;

/**
 * A whole game of each example scenario with the AI playing every side, to
 * its end: it ends for a stated reason (never because it stalled or ran out
 * of steps), the AI acted in it, every entry after the beginning is marked as
 * the AI's, and the journal replays to the same state.
 */
class WholeGameTest {
    private static final int MAX_STEPS = 20_000;

    static Scenario example(String file) {
        String root = System.getProperty("vedette.root", "../..");
        ReadResult<Scenario> r = ScenarioFiles.read(Path.of(root, "examples", "scenarios", file), Games.CATALOG);
        assertTrue(r.ok(), r.report());
        return r.value();
    }

    /**
     * @param turns the turn limit the test gives a scenario that sets none (OSOTH's games run until the
     *              players go home; with the AI on every side they are given one), 0 to take the scenario's
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({ "bridge-at-almaraz.json, 0", "the-mill-at-sorauren.json, 0", "the-monastery-door.json, 0",
            "ohfa-ambush-at-the-ford.json, 0", "osoth-the-spy-in-the-village.json, 12",
            "osoth-the-marquise-of-alorna.json, 12" })
    void theAiPlaysEverySideOfAnExampleToItsEndAndTheJournalReplays(String file, int limit) throws Exception {
        Scenario scenario = example(file);
        Ruleset rules = Games.CATALOG.find(scenario.ruleset()).orElseThrow();
        int turns = limit > 0 ? limit : scenario.turns();
        assertTrue(turns > 0 || limit > 0, "the scenario sets a turn limit");
        GameState start = GameState.of(scenario, rules).withLastTurn(turns);
        SeededDice seeded = new SeededDice(1812);
        List<Integer> thrownByAi = new java.util.ArrayList<>();
        DiceSource dice = (sides, purpose) -> {
            int f = seeded.face(sides, purpose);
            if (purpose.contains("the NPC AI")) thrownByAi.add(f);
            return f;
        };
        Game begun = Game.begin(rules, start, dice, false).game();
        Engagement e = new Engagement(Games.AI, begun, Set.of(), dice, false);
        Optional<Engagement.Ending> end = e.playOn(MAX_STEPS);
        assertTrue(end.isPresent(), file + " did not end in " + MAX_STEPS + " steps: " + e.game().state().turn().describe());
        assertNotEquals(Engagement.Why.NOBODY_CAN_ACT, end.get().why(), end.get().words());
        Game g = e.game();
        List<JournalEntry> journal = g.journal();
        long acts = journal.stream().filter(x -> x.kind() == JournalEntry.Kind.ACT).count();
        assertTrue(acts > 0, "the AI acted in " + file);
        assertTrue(journal.subList(1, journal.size()).stream().allMatch(JournalEntry::byAi),
                "every move after the beginning is the AI's");
        // Every die the AI threw (its Actions-table D6, said so in the roll's purpose) is in the journal, in order.
        List<Integer> journaled = journal.stream().flatMap(x -> x.aiFaces().stream()).toList();
        assertEquals(thrownByAi, journaled);
        assertTrue(!journaled.isEmpty() || scenario.ruleset().equals("riskfactor"),
                "the AI threw its D6 (the risk-factor rules' groups roll for themselves)");
        Game replayed = Game.replay(rules, start, journal);
        assertEquals(g.state(), replayed.state(), "the journal replays to the same state");
        assertEquals(journal, replayed.journal());
        assertEquals(end, Engagement.ending(replayed.state()), "the replayed game ends for the same reason");
        assertThrows(IllegalStateException.class, e::step, "no step after the end");
        System.out.println(file + ": " + end.get().words() + " (round " + end.get().round() + ", " + journal.size()
                + " entries, " + acts + " actions)");
    }
}
