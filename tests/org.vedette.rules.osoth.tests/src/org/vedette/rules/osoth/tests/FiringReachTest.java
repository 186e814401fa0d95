package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.rules.osoth.Osoth.Option;
import org.vedette.rules.osoth.Osoth.Quality;
import org.vedette.rules.osoth.Osoth.Type;
import org.vedette.rules.osoth.Osoth.Weapon;

/**
 * Firing — "Different weapons have different ranges": as far as a figure's firearms reach on the game's Fire table
 * ({@code Ruleset.reach}; TABLES.md: pistol to 12", carbine and blunderbuss to 18", musket to 24", rifle to 36"),
 * which the NPC AI reads for the risk factors' "Enemy in clear sight and within their weapons range".
 */
class FiringReachTest {
    private static GameState with(Map<String, Object> options, String... weapons) {
        return state(options, figure("a", BRITISH, "a", Type.RIFLEMAN, Quality.VETERAN, weapons),
                figure("f", FRENCH, "f", Type.INFANTRY, Quality.AVERAGE, Weapon.MUSKET));
    }

    private static double reach(String... weapons) {
        GameState s = with(Map.of(), weapons);
        return RULES.reach(s, s.actor("a")).getAsDouble();
    }

    @Test
    void theLongestLineOfTheFireTableForWhatHeCarries() {
        assertEquals(12, reach(Weapon.PISTOL));
        assertEquals(18, reach(Weapon.CARBINE));
        assertEquals(18, reach(Weapon.BLUNDERBUSS), "a blunderbuss fires on the carbine's line");
        assertEquals(24, reach(Weapon.MUSKET, Weapon.PISTOL));
        assertEquals(36, reach(Weapon.RIFLE, Weapon.MUSKET));
        assertEquals(0, reach(Weapon.CLOSE_COMBAT));
    }

    @Test
    void tableOverridesThatCannotBeReadLeaveNoReachToSay() {
        GameState s = with(Map.of(Option.TABLES, "fire\nrifle nonsense"), Weapon.RIFLE);
        assertTrue(RULES.reach(s, s.actor("a")).isEmpty());
    }
}
