package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * Who acts in an action and what acting costs: the group ("Groups are made up
 * of figures from the same unit"), the initiative's say over who may act, one
 * action per figure per turn ("any given figure may only act once during the
 * turn"), the unit's one initiative a turn, and a hidden unit that shows
 * itself by acting.
 */
final class Acting {
    /** The group input's word for "every figure of the actor's unit that has not acted". */
    static final String WHOLE_UNIT = "unit";

    private Acting() {
    }

    /**
     * The figures acting: the actor first, then the group input's figures —
     * ids separated by commas or spaces, or "unit" for every figure of the
     * actor's unit still to act.
     */
    static List<Actor> group(Play p, Actor actor, boolean groupsAllowed, RuleRef rule) throws IllegalActionException {
        List<Actor> group = new ArrayList<>();
        group.add(actor);
        String text = p.r.text(Input.GROUP);
        if (text == null || text.isBlank()) return group;
        if (!groupsAllowed) {
            throw new IllegalActionException(rule, "this action is performed by individuals: leave the group empty");
        }
        String unit = Figures.unit(p.ch, actor);
        if (text.strip().equals(WHOLE_UNIT)) {
            for (Actor a : p.present(unit)) {
                if (a != actor && !a.id().equals(actor.id()) && !Figures.acted(p.ch, a) && Initiatives.acts(p.ch, a)) {
                    group.add(a);
                }
            }
            return group;
        }
        for (String id : text.strip().split("[,\\s]+")) {
            Actor a = p.s.actor(id);
            if (a == null) throw new IllegalActionException(Book.GROUPS, "the group names '" + id + "', which is not in this game");
            if (a.id().equals(actor.id()) || group.contains(a)) continue;
            if (!Figures.unit(p.ch, a).equals(unit)) {
                throw new IllegalActionException(Book.GROUPS, a.name() + " is not of " + actor.name()
                        + "'s unit: \"Groups are made up of figures from the same unit\"");
            }
            if (Figures.out(p.ch, a)) throw new IllegalActionException(Book.GROUPS, a.name() + " is out of the game");
            group.add(a);
        }
        return group;
    }

    /**
     * The initiative's say: in a game, the figures act only with their side's
     * initiative, only in the unit that took it, and once a turn.
     */
    static void check(Play p, List<Actor> group, String doing) throws IllegalActionException {
        for (Actor a : group) {
            if (Figures.acted(p.ch, a)) {
                throw new IllegalActionException(Book.ONCE, a.name() + " has already acted this turn: \"any given figure may only act once during the turn\"");
            }
        }
        if (p.ledger == null) return;
        Actor actor = group.get(0);
        boolean player = Figures.player(p.ch, actor);
        String side = player ? Initiatives.PLAYERS : Initiatives.NON_PLAYERS;
        if (!side.equals(p.ledger.drawn)) {
            throw new IllegalActionException(Book.PRESS, actor.name() + " cannot " + doing + ": the initiative is "
                    + (p.ledger.drawn.isEmpty() ? "not yet drawn" : Initiatives.EVENT.equals(p.ledger.drawn)
                            ? "an event" : "the " + (player ? "Non-Players'" : "Players'")));
        }
        String unit = Figures.unit(p.ch, actor);
        if (p.ledger.unit != null && !p.ledger.unit.equals(unit)) {
            throw new IllegalActionException(Book.PRESS, actor.name() + " cannot " + doing + ": "
                    + p.ledger.unit + " has this initiative, and \"all of the figures in one unit will take an action\"");
        }
        if (p.ledger.unit == null && p.ledger.acted.contains(unit)) {
            throw new IllegalActionException(Book.ONCE, unit + " has taken its initiative this turn: \"Any given unit may only take initiative … once during the turn\"");
        }
    }

    /** The group has acted: each figure marked, the unit's initiative taken, a hidden unit revealed. */
    static void acted(Play p, List<Actor> group) {
        for (Actor a : group) p.ch.mark(a.id(), Mark.ACTED, Boolean.TRUE);
        Actor actor = group.get(0);
        String unit = Figures.unit(p.ch, actor);
        if (p.ledger != null && p.ledger.unit == null && Initiatives.acts(p.ch, actor)
                && (Figures.player(p.ch, actor) ? Initiatives.PLAYERS : Initiatives.NON_PLAYERS).equals(p.ledger.drawn)) {
            p.ledger.unit = unit;
            if (!p.ledger.acted.contains(unit)) p.ledger.acted.add(unit);
        }
        // A rehearsal's outcome is thrown away, and no rule refuses an action by a figure's hidden mark (it is read
        // only to reveal, and by a search for another unit): revealing is left out of it, and the rehearsal is not
        // concluded as the resolution (OsothRuleset.resolve).
        if (Figures.hidden(p.ch, actor)) {
            if (p.rehearsal()) p.leftOut();
            else reveal(p, unit, "acts");
        }
    }

    /** A hidden unit shows itself: "appear on the table if they move or act". */
    static void reveal(Play p, String unit, String why) {
        List<String> names = new ArrayList<>();
        for (Actor a : p.members(unit)) {
            if (Figures.hidden(p.ch, a)) {
                p.ch.mark(a.id(), Mark.HIDDEN, null);
                names.add(a.name());
            }
        }
        if (!names.isEmpty()) {
            p.ch.instruct(null, "Revealed (" + why + "): place " + unit + " on the table — " + String.join(", ", names));
            p.step(Book.O9, () -> unit + " " + why + ", and is revealed to the players");
        }
    }
}
