package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.ai.Engagement;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Scenario;

/**
 * AI-played whole games of every example scenario never contain an action the table forbids (issue #29): every
 * action of every game, the AI on every side, is held to the geometry as {@link TableCheck} measures it — a
 * shot's target seen, a blow's bases touching, a move's path costing no more than the distance the rules
 * resolved (or rolled) and ending on no other base, nobody acting off the table — and the count of those that
 * are not is 0. The suite plays the issue's {@value #SUITE} games (seeds) of each, a few minutes on one core;
 * {@code -Dvedette.games=20} plays fewer for a quick look.
 */
class ForbiddenActionsTest {
    private static final int SUITE = 1000;
    private static final int MAX_STEPS = 20_000;
    /** The violations shown when there are any: enough to see what they are. */
    private static final int SHOWN = 12;

    /** @param limit the turn limit for a scenario that sets none (as {@link WholeGameTest}), 0 for its own */
    @ParameterizedTest(name = "{0}")
    @CsvSource({ "bridge-at-almaraz.json, 0", "the-mill-at-sorauren.json, 0", "the-monastery-door.json, 0",
            "ohfa-ambush-at-the-ford.json, 0", "osoth-the-spy-in-the-village.json, 12",
            "osoth-the-marquise-of-alorna.json, 12" })
    void noActionOfAnAiPlayedGameIsOneTheTableForbids(String file, int limit) throws Exception {
        Scenario scenario = WholeGameTest.example(file);
        Resolving rules = new Resolving(Games.CATALOG.find(scenario.ruleset()).orElseThrow());
        int turns = limit > 0 ? limit : scenario.turns();
        int games = Integer.getInteger("vedette.games", SUITE);
        // The game ends where its last turn is played (GameState.lastTurn): the examples' own, or the limit given.
        GameState start = GameState.of(scenario, rules).withLastTurn(turns);
        TableCheck check = new TableCheck(rules);
        List<String> found = new ArrayList<>();
        long checked = 0;
        int violations = 0;
        long began = System.nanoTime();
        for (int seed = 0; seed < games; seed++) {
            SeededDice dice = new SeededDice(seed);
            // Played as the balance simulator plays them: no journal, nothing explained.
            Game begun = Game.begin(rules, start, dice, false).game().unjournaled();
            Engagement e = new Engagement(Games.AI, begun, Set.of(), dice, false);
            int idle = 0;
            for (int step = 0; step < MAX_STEPS && e.ending().isEmpty() && idle < Engagement.STALLED_ADVANCES; step++) {
                GameState before = e.game().state();
                Engagement.Step s = e.step();
                // As Engagement.playOn: a game whose turn moves on and on with nobody acting is over.
                idle = s.advanced() ? idle + 1 : 0;
                for (int i = 0; i < s.played().size(); i++) {
                    Game.Played p = s.played().get(i);
                    GameState after = p.game().state();
                    // Each action the game took: the suggestion's requests, played in order (the turn moving on is
                    // no action).
                    if (!s.advanced()) {
                        checked++;
                        List<String> v = check.violations(before, s.suggestion().requests().get(i),
                                rules.takenIn(before), p.outcome(), after);
                        violations += v.size();
                        for (String w : v) {
                            if (found.size() < SHOWN) found.add("seed " + seed + ", round " + before.turn().round() + ": " + w);
                        }
                    }
                    before = after;
                }
                rules.forget();
            }
            assertTrue(e.ending().isPresent() || idle >= Engagement.STALLED_ADVANCES, file + " seed " + seed
                    + " did not end in " + MAX_STEPS + " steps");
        }
        System.out.printf("%s: %d games, %d actions checked, %d the table forbids, %.1f s%n", file, games, checked,
                violations, (System.nanoTime() - began) / 1e9);
        assertTrue(checked > 0, "the AI acted");
        assertEquals(0, violations, file + ": actions the table forbids in " + games + " games:\n"
                + String.join("\n", found));
    }
}
