package org.vedette.ai.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Type;

/**
 * What The Other Side of the Hill refuses a filled-in line for, read off the
 * state's marks as the ruling reads them: "A Wavering unit is only allowed to
 * … Rally", so a Solid unit does not ("Morale"); a stand that loads loads the
 * rifles of the group that have fired as rifles ("Pistols, carbines, and
 * muskets do not require reloading"), and a group is of one unit ("Groups are
 * made up of figures from the same unit"), so with no fired rifle in the unit
 * there is nothing to load ("Actions — Stand/Rally/Load"); "When firing at
 * artillery and transport, the crew/drivers are the only legitimate targets",
 * and Massed Enemy is terrain, not a target ("Firing"); a figure out of the
 * game is no target; a rifle that has fired fires as a rifle only once loaded
 * ("Rifles are a special category"); and a Wavering unit neither fires nor loads.
 * <p>
 * The temperament sheet offers a figure these lines in turn (fire, load,
 * rally, stand), and rehearsing each only to hear the refusal was a share of
 * a simulated game. Only ever a sufficient reason for a refusal, and asked
 * only when no reason is wanted (the rules' own words are asked for when one
 * is): the rehearsal throws its own dice, so passing over a line it would
 * refuse changes no game.
 */
final class Futility {
    private Futility() {
    }

    /** Whether the rules certainly refuse the request on this state, for a reason read off its marks. */
    static boolean refused(GameState state, ActionRequest request) {
        if (!Osoth.RULESET.equals(state.ruleset())) return false;
        String action = request.action();
        boolean fire = Action.FIRE_RIFLE.equals(action) || Action.FIRE_MUSKET.equals(action)
                || Action.FIRE_CARBINE.equals(action) || Action.FIRE_PISTOL.equals(action);
        if (!fire && !Action.STAND.equals(action)) return false;
        Actor actor = state.actor(request.text(Input.ACTOR));
        if (actor == null) return false;
        boolean wavering = actor.marks().get(Mark.MORALE) != null;
        if (fire) {
            if (wavering) return true;
            if (Action.FIRE_RIFLE.equals(action) && Boolean.TRUE.equals(actor.marks().get(Mark.RIFLE_FIRED))) return true;
            String id = request.text(Input.TARGET);
            Actor target = id == null ? null : state.actor(id);
            return target != null && (notTarget(target) || target.status().out());
        }
        String activity = request.text(Input.ACTIVITY);
        if ("rally".equals(activity)) return !wavering;
        if ("load".equals(activity)) return wavering || !Armament.gun(actor) && !anyRifleFired(state, unit(actor));
        return false;
    }

    /**
     * Whether the figure is never a target in The Other Side of the Hill: "When firing at artillery and transport,
     * the crew/drivers are the only legitimate targets - the gun, wagon, etc. is not", charges at them are "made
     * against the crew and drivers" ("Charging"), and Massed Enemy is terrain. False in every other ruleset.
     */
    static boolean untargetable(GameState state, Actor target) {
        return Osoth.RULESET.equals(state.ruleset()) && notTarget(target);
    }

    /** Transport, a gun or Massed Enemy: never a target of fire (a figure without a type is infantry). */
    private static boolean notTarget(Actor target) {
        Object type = target.profile().get(Osoth.Field.TYPE);
        if (type == null) return false;
        String t = type.toString();
        return Type.TRANSPORT.equals(t) || Type.LIGHT_GUN.equals(t) || Type.FIELD_GUN.equals(t)
                || Type.MASSED_ENEMY.equals(t);
    }

    /** Whether a figure of the unit (as its mark says after a split or a join) has fired its rifle as a rifle. */
    private static boolean anyRifleFired(GameState state, String unit) {
        for (Actor a : state.actors().values()) {
            if (Boolean.TRUE.equals(a.marks().get(Mark.RIFLE_FIRED)) && unit.equals(unit(a))) return true;
        }
        return false;
    }

    /** The unit as the rules name it: the mark, else the figure's unit, else the figure itself. */
    private static String unit(Actor a) {
        return a.marks().get(Mark.UNIT) instanceof String u ? u : a.unit() == null ? a.id() : a.unit();
    }
}
