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
import org.vedette.rules.ohfa.Ohfa.Option;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA Fighting — the character's objective: a blow for scoring over double in a round (ruling B1), one for two rounds, at most four. */
class FightingObjectiveTest {
    private static final Actor A = character("a", BRITISH, Quality.REGULAR);
    private static final Actor B = character("b", FRENCH, Quality.REGULAR);

    @Test
    void winningTwoRoundsStrikesABlow() throws IllegalActionException {
        // 2 v 1, 2 v 1 (not over double), 2 v 4 (not over double): a wins two rounds
        Outcome o = resolve(state(A, B), fight(pts(2, 2, 2), pts(1, 1, 4)), 3);
        assertEquals("Melee, a v b: a strikes b: wounded", o.headline());
    }

    @Test
    void scoringOverDoubleStrikesABlowAtOnce() throws IllegalActionException {
        // 4 v 1: a overpowers the assault; 1 v 1; 1 v 4: b overpowers the grappling
        Outcome o = resolve(state(A, B), fight(pts(4, 1, 1), pts(1, 1, 4)), 3, 3);
        assertEquals("Melee, a v b: a strikes b: wounded; b strikes a: wounded", o.headline());
    }

    @Test
    void aFighterPutOutByAnOverpoweringBlowTakesNoSecondBlowAndFightsNoMoreRounds() throws IllegalActionException {
        // 2 v 1: a wins the assault; 3 v 1: a scores over double and wins his second round — two blows earned in
        // the close combat round. The first is rolled at once ("immediately rolls a hit"): a 5 is DEAD for a
        // Regular, with no save. b is out, so the two-round blow is dropped and the grappling round (1 v 4, where b
        // would strike) is not fought: one damage roll in all (ruling B11).
        Outcome o = resolve(state(A, B), fight(pts(2, 3, 1), pts(1, 1, 4)), 5);
        assertEquals("Melee, a v b: a strikes b: killed", o.headline());
        assertEquals(1, o.rolls().size(), o.rolls().toString());
        GameState after = state(A, B).apply(o.events());
        assertTrue(after.actor("b").status().out());
        assertEquals(0, after.actor("a").status().shock(), "a took no hit in the grappling round");
    }

    @Test
    void rulingB1ExactlyDoubleIsNotOverDouble() throws IllegalActionException {
        // 4 v 2, 1 v 2, 1 v 2: by default only b's two rounds strike
        Outcome o = resolve(state(A, B), fight(pts(4, 1, 1), pts(2, 2, 2)), 3);
        assertEquals("Melee, a v b: b strikes a: wounded", o.headline());
    }

    @Test
    void rulingB1OptionDoubleStrikesOnExactlyDouble() throws IllegalActionException {
        GameState s = state(Map.of(Option.OVERPOWER, Option.DOUBLE), A, B);
        // 4 v 2: a strikes; 1 v 2: b strikes; 1 v 2: b strikes again, and a, twice wounded, falls before b's two-round blow
        Outcome o = resolve(s, fight(pts(4, 1, 1), pts(2, 2, 2)), 3, 3, 3);
        assertEquals("Melee, a v b: a strikes b: wounded; b strikes a: wounded; b strikes a: killed", o.headline());
        assertTrue(s.apply(o.events()).actor("a").status().out());
    }

    @Test
    void atMostFourBlows() throws IllegalActionException {
        // a Hero with a knife, 4/3/3 scores 4/4/5; a Regular with two shock counters has 4 points: 1/1/2
        Actor hero = character("a", BRITISH, Quality.HERO, Weapon.KNIFE);
        Actor weak = shock(B, 2);
        // over double every round (3 blows) and two rounds (1): four damage rolls, each WOUNDED saved on a 6
        Outcome o = resolve(state(hero, weak), fight(pts(4, 3, 3), pts(1, 1, 2)), 1, 6, 1, 6, 1, 6, 1, 6);
        assertEquals(4, o.headline().split("a strikes b", -1).length - 1, o.headline());
        Actor after = after(o, state(hero, weak), "b");
        assertEquals(6, after.status().shock());
        assertEquals(0, after.status().wounds());
    }
}
