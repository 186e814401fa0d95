package org.vedette.ai.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
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

    /**
     * Whether the rules refuse the sheet's line for what the figure is, whatever else the state holds: asked
     * before the line's values are filled in (its target, its path), of a line the figure does itself.
     */
    static boolean refuses(GameState state, TemperamentSheet.Choice line, Actor a) {
        String limber = null;
        boolean self = false;
        for (TemperamentSheet.Input in : line.inputs()) {
            if (Input.ACTOR.equals(in.id())) self = "@self".equals(in.name());
            if (Input.LIMBER.equals(in.id()) && in.literal() != null) limber = in.literal().toString();
        }
        return self && refuses(state, line.action(), a, limber);
    }

    /** Whether the rules refuse {@code action} by {@code a} (with this limber input, or none) for what it is. */
    static boolean refuses(GameState state, String action, Actor a, String limber) {
        if (!Osoth.RULESET.equals(state.ruleset())) return false;
        String type = String.valueOf(a.profile().get(Osoth.Field.TYPE));
        return switch (action) {
            case Action.FIRE_LIGHT_ARTILLERY -> !Osoth.Type.LIGHT_GUN.equals(type);
            case Action.FIRE_FIELD_ARTILLERY -> !Osoth.Type.FIELD_GUN.equals(type);
            case Action.MOVE -> limber != null && !"none".equals(limber) && !gun(a);
            case Action.FIRE_PISTOL -> !a.carries(Weapon.PISTOL);
            case Action.FIRE_CARBINE -> !a.carries(Weapon.CARBINE) && !a.carries(Weapon.BLUNDERBUSS);
            case Action.FIRE_MUSKET -> !a.carries(Weapon.MUSKET) && !a.carries(Weapon.RIFLE);
            case Action.FIRE_RIFLE -> !a.carries(Weapon.RIFLE);
            default -> false;
        };
    }

    /** An artillery piece: a light or a field gun ("Fire Light Artillery", "Fire Field Artillery"). */
    static boolean gun(Actor a) {
        Object type = a.profile().get(Osoth.Field.TYPE);
        return type != null && (Osoth.Type.LIGHT_GUN.equals(type.toString()) || Osoth.Type.FIELD_GUN.equals(type.toString()));
    }
}
