package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * §7 Shooting, as far as a figure's firearms reach ({@code Ruleset.reach}), which the NPC AI reads for the risk
 * factors' "Enemy in clear sight and within their weapons range": a musket's ball is spent beyond 48", a pistol
 * is "ineffective" above 12", the Baker rifle fires "at all distances" — and a man with a sword reaches nobody.
 */
class SectionSevenShootingReachTest {
    private static double reach(String... weapons) {
        Actor a = british("a", 5, 5, 5, 5, 5, weapons);
        GameState s = state("a", a, french("f", 5, 5, 5, 5, 5, Weapon.MUSKET));
        return RULES.reach(s, s.actor("a")).getAsDouble();
    }

    @Test
    void theLongestOfTheFirearmsHeCarries() {
        assertEquals(48, reach(Weapon.MUSKET));
        assertEquals(12, reach(Weapon.PISTOL));
        assertEquals(48, reach(Weapon.PISTOL, Weapon.MUSKET), "the musket's, not the pistol's");
        assertEquals(Double.POSITIVE_INFINITY, reach(Weapon.BAKER_RIFLE, Weapon.SWORD));
    }

    @Test
    void aManWithNoFirearmReachesNobody() {
        assertEquals(0, reach(Weapon.SWORD));
        assertEquals(0, reach());
    }
}
