package org.vedette.ai.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Requests;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Weapon;

/**
 * What The Other Side of the Hill refuses a figure for what it is, on any
 * state: only the gun is the Actor of an artillery piece's fire ("Fire Light
 * Artillery", "Fire Field Artillery"), only artillery limbers or unlimbers
 * ("Mounting and Dismounting"), and a figure fires only a firearm it carries
 * — a blunderbuss as a carbine, a rifle as a musket too ("Firing"). The
 * temperament sheet offers every figure every line of its intent, and most
 * figures are neither guns nor riflemen: these lines are passed over without
 * rehearsing them when no reason is wanted (the rules' own words are asked
 * for when one is). Only ever a sufficient reason for a refusal: what it does
 * not know, the rules decide.
 */
final class Armament {
    private Armament() {
    }

    /** Whether the rules refuse the request for what its actor is, whatever else the state holds. */
    static boolean refuses(GameState state, ActionRequest request) {
        if (!Osoth.RULESET.equals(state.ruleset())) return false;
        String id = request.text(Requests.ACTOR);
        Actor a = id == null ? null : state.actor(id);
        if (a == null) return false;
        String type = String.valueOf(a.profile().get(Osoth.Field.TYPE));
        return switch (request.action()) {
            case Action.FIRE_LIGHT_ARTILLERY -> !Osoth.Type.LIGHT_GUN.equals(type);
            case Action.FIRE_FIELD_ARTILLERY -> !Osoth.Type.FIELD_GUN.equals(type);
            case Action.MOVE -> request.text(Input.LIMBER) != null && !"none".equals(request.text(Input.LIMBER))
                    && !Osoth.Type.LIGHT_GUN.equals(type) && !Osoth.Type.FIELD_GUN.equals(type);
            case Action.FIRE_PISTOL -> !a.carries(Weapon.PISTOL);
            case Action.FIRE_CARBINE -> !a.carries(Weapon.CARBINE) && !a.carries(Weapon.BLUNDERBUSS);
            case Action.FIRE_MUSKET -> !a.carries(Weapon.MUSKET) && !a.carries(Weapon.RIFLE);
            case Action.FIRE_RIFLE -> !a.carries(Weapon.RIFLE);
            default -> false;
        };
    }
}
