package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * The attacks a charge that went home makes due ("Charges"): "the charging figure will make an Attack action on
 * the target figure. If the target figure survives, it will make an Attack action on the charging figure." The
 * marks carry the charge from one request to the next (ruling O5): a charger in contact that has not attacked
 * still has its charge's leftover ({@code charge-left}); a charger that has attacked has not, and its target
 * answers it. Out of turn, as the book's charge is "a series of actions".
 */
final class AttacksDue {
    private AttacksDue() {
    }

    /** The attack the figure owes now, or null. */
    static ActionRequest of(GameState state, Actor a) {
        if (a.status().out()) return null;
        if (a.marks().get(Mark.CHARGING) instanceof String target && a.marks().get(Mark.CHARGE_LEFT) != null) {
            Actor t = state.actor(target);
            if (t == null || t.status().out()) return null;
            return new ActionRequest(Osoth.RULESET, Action.ATTACK,
                    Map.of(Input.ACTOR, a.id(), Input.TARGET, target, Input.CHARGING, Boolean.TRUE));
        }
        // The charged figure's mark names the charger it faces (the next of a group once one pair is done): asked
        // of every figure at every decision, so read off its own marks rather than searched for among all.
        if (!(a.marks().get(Mark.CHARGED_BY) instanceof String by)) return null;
        Actor c = state.actor(by);
        if (c == null || c.status().out() || !a.id().equals(c.marks().get(Mark.CHARGING))
                || c.marks().get(Mark.CHARGE_LEFT) != null) {
            return null;
        }
        return new ActionRequest(Osoth.RULESET, Action.ATTACK, Map.of(Input.ACTOR, a.id(), Input.TARGET, c.id()));
    }

    /** Every figure that owes an attack now ({@link #of}), chargers first. */
    static List<String> owed(GameState state) {
        List<String> chargers = new ArrayList<>();
        List<String> answering = new ArrayList<>();
        for (Actor a : state.actors().values()) {
            if (of(state, a) == null) continue;
            (a.marks().get(Mark.CHARGE_LEFT) != null ? chargers : answering).add(a.id());
        }
        chargers.addAll(answering);
        return chargers;
    }
}
