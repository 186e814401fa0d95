package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.ai.Engagement;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.TableNeed;

/**
 * What AI-played whole games of every example scenario do on the table, counted over the issue's {@value #SUITE}
 * seeds each, the AI on every side, as the balance simulator plays them (issues #29 and #30):
 * <ul>
 * <li>every game ends, by a decision or the scenario's turn limit;</li>
 * <li>no action is one the table forbids, as {@link TableCheck} measures it — a shot's target seen, a blow's bases
 * touching, a move's path costing no more than the distance the rules resolved (or rolled) and ending on no other
 * base, nobody acting off the table;</li>
 * <li>coverage: how often each of the catalog's actions was played, printed, and each the book lets the example's
 * non-player figures take ({@code played} below) at least once — the melee's allocations committed, the held
 * cards played, the charges and the fights;</li>
 * <li>engagement: the share of games in which no side ever shot, charged or fought, printed, and under 5%.</li>
 * </ul>
 * A few minutes on one core; {@code -Dvedette.games=20} plays fewer for a quick look.
 */
class AiPlayedGamesTest {
    private static final int SUITE = 1000;
    private static final int MAX_STEPS = 20_000;
    /** The violations shown when there are any: enough to see what they are. */
    private static final int SHOWN = 12;
    /** The largest share of games in which nobody shot, charged or fought: "under 5%" (issue #30). */
    private static final double UNENGAGED = 0.05;
    /** Actions that look at an enemy without shooting or striking him: they engage nobody. */
    private static final Set<String> LOOKS = Set.of("aim");

    /**
     * @param limit  the turn limit for a scenario that sets none (as {@link WholeGameTest}), 0 for its own
     * @param played the actions the AI must play at least once in the games, separated by spaces
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({ "bridge-at-almaraz.json, 0, move shoot charge",
            "the-mill-at-sorauren.json, 0, move shoot fight load activate command dice-for-command",
            "the-monastery-door.json, 0, move shoot reload attack",
            "ohfa-ambush-at-the-ford.json, 0, move shoot aim charge commit-allocation play-card stand",
            "osoth-the-spy-in-the-village.json, 12, move stand charge fire-musket fire-pistol fire-rifle fire-carbine",
            "osoth-the-marquise-of-alorna.json, 12, move stand charge fire-musket fire-pistol fire-rifle fire-carbine"
                    + " interrogate-officers return-home" })
    void aiPlayedGamesEndEngageCoverTheirActionsAndNeverBreakTheTable(String file, int limit, String played)
            throws Exception {
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
        Map<String, Long> coverage = new TreeMap<>();
        int unengaged = 0;
        long began = System.nanoTime();
        for (int seed = 0; seed < games; seed++) {
            SeededDice dice = new SeededDice(seed);
            // Played as the balance simulator plays them: no journal, nothing explained.
            Game begun = Game.begin(rules, start, dice, false).game().unjournaled();
            Engagement e = new Engagement(Games.AI, begun, Set.of(), dice, false);
            int idle = 0;
            boolean engaged = false;
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
                        ActionRequest asked = s.suggestion().requests().get(i);
                        coverage.merge(asked.action(), 1L, Long::sum);
                        engaged |= engages(rules, asked);
                        List<String> v = check.violations(before, asked, rules.takenIn(before), p.outcome(), after);
                        violations += v.size();
                        for (String w : v) {
                            if (found.size() < SHOWN) found.add("seed " + seed + ", round " + before.turn().round() + ": " + w);
                        }
                    }
                    before = after;
                }
                rules.forget();
            }
            if (!engaged) unengaged++;
            assertTrue(e.ending().isPresent() || idle >= Engagement.STALLED_ADVANCES, file + " seed " + seed
                    + " did not end in " + MAX_STEPS + " steps");
        }
        System.out.printf("%s: %d games, %d actions checked, %d the table forbids, %.1f s%n", file, games, checked,
                violations, (System.nanoTime() - began) / 1e9);
        System.out.printf("%s: actions played %s; games with no shot, charge or fight: %d of %d (%.1f%%)%n", file,
                coverage, unengaged, games, 100.0 * unengaged / games);
        assertTrue(checked > 0, "the AI acted");
        assertEquals(0, violations, file + ": actions the table forbids in " + games + " games:\n"
                + String.join("\n", found));
        List<String> never = new ArrayList<>();
        for (String action : played.split(" ")) {
            if (!coverage.containsKey(action)) never.add(action);
        }
        assertEquals(List.of(), never, file + ": actions the AI never played in " + games + " games; it played "
                + coverage);
        assertTrue(unengaged <= UNENGAGED * games, file + ": " + unengaged + " of " + games
                + " games in which no side shot, charged or fought");
    }

    /** Whether an action shoots at, charges or strikes an enemy: the table asks sight, contact or reach of it. */
    private static boolean engages(Ruleset rules, ActionRequest asked) {
        if (LOOKS.contains(asked.action())) return false;
        ActionSpec spec = rules.action(asked.action()).orElseThrow();
        return rules.onTable(spec).kind() != TableNeed.Kind.NONE && rules.onTable(spec).kind() != TableNeed.Kind.MOVE;
    }
}
