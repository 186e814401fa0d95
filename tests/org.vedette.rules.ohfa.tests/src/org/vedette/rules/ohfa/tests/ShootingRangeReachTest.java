package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/**
 * Shooting — the range table, as far as a character's firearms reach ({@code Ruleset.reach}), which the NPC AI
 * reads for the risk factors' "Enemy in clear sight and within their weapons range": a pistol's extreme range is
 * 15", a carbine's 20", a musket's and a rifle's extreme range is as far as he can see, a blunderbuss's 9" (ruling
 * B10) — and a man with a sword reaches nobody.
 */
class ShootingRangeReachTest {
    private static double reach(String... weapons) {
        GameState s = state(character("a", BRITISH, Quality.REGULAR, weapons),
                character("f", FRENCH, Quality.REGULAR, Weapon.MUSKET));
        return RULES.reach(s, s.actor("a")).getAsDouble();
    }

    @Test
    void theGreatestBandOfTheFirearmsHeCarries() {
        assertEquals(15, reach(Weapon.PISTOL));
        assertEquals(20, reach(Weapon.CARBINE, Weapon.PISTOL));
        assertEquals(9, reach(Weapon.BLUNDERBUSS));
        assertEquals(Double.POSITIVE_INFINITY, reach(Weapon.MUSKET, Weapon.BAYONET));
    }

    @Test
    void aManWithNoFirearmReachesNobody() {
        assertEquals(0, reach(Weapon.SWORD));
    }
}
