package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Fights.fight;
import static org.vedette.rules.ohfa.tests.Fights.pts;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA Fighting — Firing in combat: a shot before the assault round, a pair of pistols again before grappling (ruling B11). */
class FiringInCombatTest {
    private static final Actor B = character("b", FRENCH, Quality.REGULAR);

    @Test
    void aLoadedPistolFiresBeforeTheAssaultRound() throws IllegalActionException {
        Actor a = loaded(character("a", BRITISH, Quality.REGULAR, Weapon.PISTOL), Weapon.PISTOL);
        GameState s = state(a, B);
        // close +1, pistol at close +1: a 2 hits; damage 3 wounds; then three tied rounds
        Outcome o = resolve(s, fight(pts(2, 2, 2), pts(2, 2, 2), Input.FIRE, Weapon.PISTOL), 2, 3);
        assertEquals("Melee, a v b: a fires at b: hits: wounded", o.headline());
        assertNull(after(o, s, "a").marks().get(Mark.firingCards(Weapon.PISTOL)), "the firing card is played");
    }

    @Test
    void aPairOfPistolsFiresAgainBeforeGrappling() throws IllegalActionException {
        Actor a = loaded(character("a", BRITISH, Quality.REGULAR, Weapon.PISTOL, Weapon.PISTOL), Weapon.PISTOL, 2);
        GameState s = state(a, B);
        Outcome o = resolve(s, fight(pts(2, 2, 2), pts(2, 2, 2), Input.FIRE, Weapon.PISTOL), 2, 1, 6, 3, 3);
        assertEquals("Melee, a v b: a fires at b: hits: saved; a fires at b: hits: wounded", o.headline());
        assertEquals(1, after(o, s, "b").status().wounds());
        assertEquals(2, after(o, s, "b").status().shock());
    }

    @Test
    void aMusketInCombatHasMinusOne() throws IllegalActionException {
        Actor a = loaded(character("a", BRITISH, Quality.REGULAR, Weapon.MUSKET), Weapon.MUSKET);
        // close +1, musket in combat -1: a 3 misses
        Outcome o = resolve(state(a, B), fight(pts(2, 2, 2), pts(2, 2, 2), Input.FIRE, Weapon.MUSKET), 3);
        assertEquals("Melee, a v b: a fires at b: misses", o.headline());
    }

    @Test
    void bothMayFireAndAKilledFighterFightsNoMore() throws IllegalActionException {
        Actor a = loaded(character("a", BRITISH, Quality.REGULAR, Weapon.PISTOL), Weapon.PISTOL);
        Actor b = loaded(character("b", FRENCH, Quality.REGULAR, Weapon.CARBINE), Weapon.CARBINE);
        // a: 2 hits, damage 6 kills b; b, dead, cannot fire; no round is fought
        Outcome o = resolve(state(a, b), fight(pts(2, 2, 2), pts(4, 1, 1),
                Input.FIRE, Weapon.PISTOL, Input.TARGET_FIRE, Weapon.CARBINE), 2, 6);
        assertEquals("Melee, a v b: a fires at b: hits: killed", o.headline());
    }

    @Test
    void firingInCombatNeedsTheFiringCard() {
        Actor a = character("a", BRITISH, Quality.REGULAR, Weapon.PISTOL);
        IllegalActionException e = refused(state(a, B), fight(pts(2, 2, 2), pts(2, 2, 2), Input.FIRE, Weapon.PISTOL));
        assertTrue(e.getMessage().contains("does not hold his pistol firing card"), e.getMessage());
    }
}
