package org.vedette.rules.onehour.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Mark;

/** What the rules ask of units in more than one section: contact, sides, marks. */
final class Units {
    private Units() {
    }

    /** The unit named by the request's target input: an enemy still in the game. */
    static Actor enemyTarget(ActionRequest r, GameState s, Actor actor, RuleRef rule) throws IllegalActionException {
        Actor target = s.actor(r.text(OneHour.Input.TARGET));
        if (target.id().equals(actor.id())) {
            throw new IllegalActionException(rule, actor.name() + " cannot target itself");
        }
        if (target.side() != null && target.side().equals(actor.side())) {
            throw new IllegalActionException(rule, target.name() + " is on " + possessive(actor.name())
                    + " own side; only an enemy unit can be the target");
        }
        if (target.status().out()) {
            throw new IllegalActionException(Book.ELIMINATION, target.name() + " has been eliminated");
        }
        return target;
    }

    /** The id of the enemy this unit charged, if it is still in contact. */
    static String charging(Actor a) {
        return a.marks().get(Mark.CHARGING) instanceof String s ? s : null;
    }

    /** The id of the enemy that charged this unit, if it is still in contact. */
    static String chargedBy(Actor a) {
        return a.marks().get(Mark.CHARGED_BY) instanceof String s ? s : null;
    }

    /** Engaged in hand-to-hand: in contact with an enemy it charged or that charged it. */
    static boolean engaged(Actor a) {
        return charging(a) != null || chargedBy(a) != null;
    }

    /** Whether the two units are in contact through a charge, either way round. */
    static boolean inContact(Actor a, Actor b) {
        return b.id().equals(charging(a)) || b.id().equals(chargedBy(a));
    }

    static String attackedFrom(Actor a) {
        return a.marks().get(Mark.ATTACKED_FROM) instanceof String s ? s : OneHour.Arc.FRONT;
    }

    /** Moved or pivoted this turn. */
    static boolean movedOrPivoted(Actor a) {
        return a.hasMark(Mark.MOVED) || a.hasMark(Mark.PIVOTED);
    }

    /**
     * A unit's name in the possessive: "52nd Foot's", but "Skirmishers'" —
     * a unit is a body of men, and a name ending in s is a plural.
     */
    static String possessive(String name) {
        return name.endsWith("s") || name.endsWith("S") ? name + "'" : name + "'s";
    }

    /** "1 hit", "2 hits" — for explanations only. */
    static String hits(int n) {
        return n == 1 ? "1 hit" : n + " hits";
    }

    static String inches(double d) {
        return plain(d) + "\"";
    }

    /** 30 rather than 30.0. */
    static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    static String faces(int[] faces) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < faces.length; i++) b.append(i == 0 ? "" : ", ").append(faces[i]);
        return b.toString();
    }
}
