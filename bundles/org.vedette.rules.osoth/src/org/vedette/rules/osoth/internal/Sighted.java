package org.vedette.rules.osoth.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.core.rules.Sighting;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Terrain;

/**
 * The inputs of The Other Side of the Hill's actions that the table answers
 * when the referee aims one figure at another on the map, and the firing
 * action a figure's weapons give it.
 */
final class Sighted {
    /** Personal weapons, the longest reach first: the one a figure aimed on the map fires. */
    private static final List<String> FIRING = List.of(Action.FIRE_RIFLE, Action.FIRE_MUSKET, Action.FIRE_CARBINE,
            Action.FIRE_PISTOL);

    private Sighted() {
    }

    static Map<String, Object> inputs(String action, Sighting s) {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.TARGET, s.target());
        switch (action) {
            case Action.FIRE_PISTOL, Action.FIRE_CARBINE, Action.FIRE_MUSKET, Action.FIRE_RIFLE -> {
                // OSOTH Firing: inches from the firer to the target; "A target which is partially visible or only
                // visible through foliage ... soft cover ... behind stronger terrain (walls, rocks) ... hard cover".
                in.put(Input.RANGE, Math.round(s.distance() * 10) / 10.0);
                in.put(Input.TERRAIN, s.cover() == CoverClass.NONE ? Terrain.OPEN
                        : s.cover() == CoverClass.SOFT ? Terrain.SOFT : Terrain.HARD);
            }
            // OSOTH Charge: the inches the charger must cover to reach its target.
            case Action.CHARGE -> in.put(Input.DISTANCE, Math.round(s.distance() * 10) / 10.0);
            case Action.ATTACK -> {
                // The target alone.
            }
            default -> {
                return Map.of();
            }
        }
        return in;
    }

    /** The firing action of the longest-reaching personal weapon the figure carries, or null when it has none. */
    static String firing(Actor actor) {
        for (String action : FIRING) {
            if (Firing.carries(actor, Firing.weapon(action))) return action;
        }
        return null;
    }
}
