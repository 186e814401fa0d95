package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.RULES;
import static org.vedette.rules.osoth.tests.Table.figure;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CoverClass;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Sighting;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Terrain;
import org.vedette.rules.osoth.Osoth.Weapon;

/**
 * OSOTH Firing ("partially visible or only visible through foliage ... soft
 * cover ... behind stronger terrain ... hard cover") and Charge, as the map
 * measures them; the firing action a figure's weapons give it.
 */
class FiringFromTheMapTest {
    private static Map<String, Object> filled(String action, double distance, CoverClass cover) {
        Sighting s = new Sighting("rifleman", "dragoon", distance, distance, 0, true, false, cover, Set.of(), Set.of(),
                Sighting.Face.FRONT, List.of());
        return RULES.fromTable(RULES.action(action).orElseThrow(), s);
    }

    @Test
    void theRangeAndTheTerrainCoverOfTheShot() {
        Map<String, Object> in = filled(Action.FIRE_MUSKET, 9.04, CoverClass.SOFT);
        assertEquals("dragoon", in.get(Input.TARGET));
        assertEquals(9.0, in.get(Input.RANGE));
        assertEquals(Terrain.SOFT, in.get(Input.TERRAIN));
        assertEquals(Terrain.HARD, filled(Action.FIRE_PISTOL, 3, CoverClass.HARD).get(Input.TERRAIN));
        assertEquals(Terrain.OPEN, filled(Action.FIRE_RIFLE, 30, CoverClass.NONE).get(Input.TERRAIN));
        assertEquals(6.5, filled(Action.CHARGE, 6.5, CoverClass.NONE).get(Input.DISTANCE), "the inches to cover");
        assertTrue(filled(Action.MOVE, 3, CoverClass.NONE).isEmpty());
    }

    @Test
    void aFigureFiresTheLongestReachingWeaponItCarries() {
        assertEquals(Action.FIRE_RIFLE, RULES.shotOf(figure("r", "british", "r", "scout", "veteran", Weapon.RIFLE,
                Weapon.PISTOL)).map(ActionSpec::id).orElseThrow());
        assertEquals(Action.FIRE_CARBINE, RULES.shotOf(figure("h", "french", "h", "dragoon", "average", Weapon.BLUNDERBUSS))
                .map(ActionSpec::id).orElseThrow(), "a blunderbuss fires as a carbine");
        assertTrue(RULES.shotOf(figure("m", "french", "m", "villager", "raw", Weapon.CLOSE_COMBAT)).isEmpty(),
                "nothing to fire");
    }
}
