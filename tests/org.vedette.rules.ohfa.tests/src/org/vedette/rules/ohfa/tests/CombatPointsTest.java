package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Fights.fight;
import static org.vedette.rules.ohfa.tests.Fights.pts;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Option;
import org.vedette.rules.ohfa.Ohfa.Quality;

/** OHFA COMBAT POINTS and CLOSE COMBAT MODIFIERS; Raw throw a halved die a round (ruling B3 for their modifiers). */
class CombatPointsTest {
    private static final Actor B = character("b", FRENCH, Quality.REGULAR);

    private static String only(Actor a, int[] p, Object... more) {
        return refused(state(a, B), fight(p, pts(2, 2, 2), more)).getMessage();
    }

    @Test
    void aRegularHasSixPoints() throws IllegalActionException {
        Actor a = character("a", BRITISH, Quality.REGULAR);
        Outcome o = resolve(state(a, B), fight(pts(2, 2, 2), pts(2, 2, 2)));
        assertTrue(o.headline().endsWith("no blow is struck"), o.headline());
        assertTrue(only(a, pts(3, 2, 2)).contains("has only 6"));
    }

    @Test
    void aVeteranHasEightAndAHeroTen() throws IllegalActionException {
        Actor vet = character("a", BRITISH, Quality.VETERAN);
        // 3 v 2, 3 v 2: the veteran wins two rounds and strikes; damage 3: a Regular is wounded
        Outcome o = resolve(state(vet, B), fight(pts(3, 3, 2), pts(2, 2, 2)), 3);
        assertTrue(o.headline().contains("a strikes b: wounded"), o.headline());
        assertTrue(only(vet, pts(3, 3, 3)).contains("has only 8"));
        Actor hero = character("a", BRITISH, Quality.HERO);
        assertTrue(only(hero, pts(4, 4, 3)).contains("has only 10"));
    }

    @Test
    void theCharacterModifiersChangeTheTotal() {
        Actor hero = character("a", BRITISH, Quality.HERO);
        assertTrue(only(wounds(hero, 1), pts(4, 3, 2)).contains("has only 8"), "wounded -2");
        Actor shocked = shock(character("b", FRENCH, Quality.HERO), 3);
        assertTrue(refused(state(character("a", BRITISH, Quality.REGULAR), shocked), fight(pts(2, 2, 2), pts(3, 3, 2)))
                .getMessage().contains("has only 7"), "-1 a shock counter");
        assertTrue(only(hero, pts(3, 3, 3), Input.TARGET_BEHIND_COVER, true).contains("has only 8"), "opponent behind cover -2");
        assertTrue(only(hero, pts(6, 4, 3), "charged", true).contains("has only 12"), "charging on foot +2");
        assertTrue(only(mounted(hero), pts(6, 6, 3), "charged", true).contains("has only 14"), "mounted charging +4");
    }

    @Test
    void aRefusalSaysWhereEachPointComesFromInTheBooksTerms() {
        // A charging Regular, wounded: 6 -2 +2 = 6, so 7 is too many.
        Actor a = wounds(character("a", BRITISH, Quality.REGULAR), 1);
        String why = only(a, pts(3, 2, 2), "charged", true);
        assertTrue(why.contains("has only 6: Regular 6, wounded -2, charging on foot +2"), why);
        // The defender, wounded with two shock counters, behind nothing: 6 -2 -2 = 2, and ruling B4 makes it 3.
        Actor worn = shock(wounds(character("b", FRENCH, Quality.REGULAR), 1), 2);
        String floor = refused(state(character("a", BRITISH, Quality.REGULAR), worn), fight(pts(2, 2, 2), pts(2, 1, 1)))
                .getMessage();
        assertTrue(floor.contains("has only 3: Regular 6, wounded -2, 2 shock counters -2 = 2, at least 3 (ruling B4)"), floor);
    }

    @Test
    void theOutcomeStatesEachFightersCombatPointsAndTheirModifiers() throws IllegalActionException {
        Actor hero = character("a", BRITISH, Quality.HERO);
        Actor shocked = shock(character("b", FRENCH, Quality.REGULAR), 1);
        // 12 for the charging Hero (10 +2), 5 for b (6 -1); 4/4/4 v 2/2/1: over double in every round — three blows
        // and the two-round one; the first roll of 5 kills the Regular (DEAD, no save) and ends the fight.
        Outcome o = resolve(state(hero, shocked), fight(pts(4, 4, 4), pts(2, 2, 1), "charged", true), 5);
        assertTrue(o.explanation().stream().anyMatch(s -> s.text().equals("a's combat points: 12: Hero 10, charging on foot +2")),
                o.explanation().toString());
        assertTrue(o.explanation().stream().anyMatch(s -> s.text().equals("b's combat points: 5: Regular 6, 1 shock counter -1")),
                o.explanation().toString());
    }

    @Test
    void rawThrowADieARoundHalved() throws IllegalActionException {
        Actor raw = character("a", BRITISH, Quality.RAW);
        // 1, 4, 6 halved rounding up: 1, 2, 3 against 2, 2, 2: one round each, no blow
        Outcome o = resolve(state(raw, B), fight(null, pts(2, 2, 2)), 1, 4, 6);
        assertTrue(o.headline().endsWith("no blow is struck"), o.headline());
        assertTrue(o.explanation().stream().anyMatch(s -> s.text().endsWith("halved (rounding up): 1, 2, 3")));
    }

    @Test
    void rulingB3RawModifiersGoToTheAssaultRound() throws IllegalActionException {
        Actor raw = character("a", BRITISH, Quality.RAW);
        // charging +2: 1 + 2 = 3 beats 2 in the assault, 3 beats 2 in grappling: two rounds, a blow (damage 3)
        Outcome o = resolve(state(raw, B), fight(null, pts(2, 2, 2), "charged", true), 1, 4, 6, 3);
        assertTrue(o.headline().contains("a strikes b: wounded"), o.headline());
    }

    @Test
    void rulingB3OptionNoneIgnoresThem() throws IllegalActionException {
        Actor raw = character("a", BRITISH, Quality.RAW);
        GameState s = state(Map.of(Option.RAW_MODIFIERS, "none"), raw, B);
        Outcome o = resolve(s, fight(null, pts(2, 2, 2), "charged", true), 1, 4, 6);
        assertTrue(o.headline().endsWith("no blow is struck"), o.headline());
        assertEquals(1, o.rolls().size());
    }
}
