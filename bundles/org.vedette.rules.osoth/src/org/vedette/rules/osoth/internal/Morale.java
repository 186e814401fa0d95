package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Option;

/**
 * Morale: "All units begin play with a Solid status. If they fail a morale
 * check, their status goes to Wavering. … If a Rally is successful, the
 * unit's status goes back to Solid. If it fails, the unit is removed from
 * play." The unit checks as its best figure, against its strength at the
 * start or after its latest split; 2D6 against the quality's score (TABLES.md
 * "Morale"), the score raised when half or more of the unit is gone.
 */
final class Morale {
    static final String WAVERING = "wavering";
    static final String CHECK = "2D6 morale check";
    static final String RALLY = "2D6 rally";

    private Morale() {
    }

    /** Check Morale: "It does not use their action for the initiative/turn". */
    static Outcome check(Play p) throws IllegalActionException {
        Actor actor = p.actor();
        String unit = Figures.unit(p.ch, actor);
        List<Actor> present = checking(p, unit);
        boolean wavering = Figures.wavering(p.ch, actor);
        boolean passed = roll(p, unit, present, CHECK);
        if (p.ledger != null) p.ledger.moraleDue.remove(unit);
        String result;
        if (passed) {
            result = " pass their morale check: " + (wavering ? "still Wavering" : "Solid");
        } else if (!wavering) {
            for (Actor a : present) p.ch.mark(a.id(), Mark.MORALE, WAVERING);
            p.ch.instruct(null, unit + " is Wavering: mark it; it may only Move or Rally");
            result = " fail their morale check: Wavering";
        } else if (!(p.s.option(Option.WAVERING_FAILS_OUT) instanceof Boolean b) || b) {
            p.step(Book.O6, () -> unit + " was already Wavering: a second failure removes it, as a failed rally does");
            remove(p, unit, p.present(unit));
            result = " fail their morale check again: removed from play";
        } else {
            p.step(Book.O6, () -> unit + " was already Wavering and stays so (option " + Option.WAVERING_FAILS_OUT + " off)");
            result = " fail their morale check: still Wavering";
        }
        return p.outcome(() -> actor.name() + "'s " + unit + result);
    }

    /** A rally's result, the words after "Capt X's unit" in the Stand/Rally/Load headline. */
    static final String RALLIED = " rally: Solid";
    static final String NOT_RALLIED = " fail to rally: removed from play";

    /** Stand/Rally/Load as a rally: "A Rally does count as the unit's action for the turn." */
    static String rally(Play p, Actor actor) throws IllegalActionException {
        String unit = Figures.unit(p.ch, actor);
        if (!Figures.wavering(p.ch, actor)) {
            throw new IllegalActionException(Book.MORALE, unit + " is Solid: only a Wavering unit rallies");
        }
        List<Actor> present = checking(p, unit);
        if (roll(p, unit, present, RALLY)) {
            for (Actor a : present) p.ch.mark(a.id(), Mark.MORALE, null);
            p.ch.instruct(null, unit + " rallies: Solid again; remove its marker");
            return RALLIED;
        }
        remove(p, unit, p.present(unit));
        return NOT_RALLIED;
    }

    /** The figures that check: every figure but transport and guns ("The transport itself is not affected"). */
    private static List<Actor> checking(Play p, String unit) throws IllegalActionException {
        List<Actor> list = new ArrayList<>();
        for (Actor a : p.present(unit)) {
            Kind.Role role = Kind.of(a).role;
            if (role != Kind.Role.TRANSPORT && role != Kind.Role.GUN && role != Kind.Role.MASSED) list.add(a);
        }
        if (list.isEmpty()) {
            throw new IllegalActionException(Book.STRENGTH, unit + " has no figure that checks morale: \"Transport never checks morale\"");
        }
        return list;
    }

    private static boolean roll(Play p, String unit, List<Actor> present, String purpose) {
        String quality = Figures.best(p.ch, present);
        int base = strengthBase(p, unit);
        int gone = base - p.present(unit).size();
        boolean half = gone * 2 >= base;
        int needed = p.t.morale().pass().get(quality) + (half ? p.t.morale().halfStrength() : 0);
        Roll roll = p.dice.roll(2, 6, purpose + " (" + needed + "+)");
        boolean passed = roll.total() >= needed;
        p.step(Book.CHECK_MORALE, () -> unit + " checks as " + Figures.label(quality)
                + ": \"The quality of the unit is determined by the best figure present\"");
        p.step(Book.STRENGTH, () -> gone + " of " + base + " gone: " + (half ? "half or more" : "less than half"));
        p.step(Book.T_MORALE, () -> "2D6 " + roll.face(0) + "+" + roll.face(1) + " = " + roll.total() + " against "
                + needed + " (" + Figures.label(quality) + " " + p.t.morale().pass().get(quality)
                + (half ? ", half strength +" + p.t.morale().halfStrength() : "") + "): " + (passed ? "passed" : "failed"));
        return passed;
    }

    /** The unit's strength to count losses against: after its latest split or join, else its whole. */
    static int strengthBase(Play p, String unit) {
        List<Actor> members = p.members(unit);
        for (Actor a : members) {
            if (p.ch.mark(a, Mark.STRENGTH) instanceof Integer n) return n;
        }
        return members.size();
    }

    /** "If it fails, the unit is removed from play" (a Player unit so removed is destroyed: ruling O7). */
    static void remove(Play p, String unit, List<Actor> present) {
        for (Actor a : present) {
            Kind.Role role = Kind.of(a).role;
            if (role == Kind.Role.TRANSPORT || role == Kind.Role.GUN) continue; // "left standing on the table"
            p.ch.status(a.id(), p.ch.status(a).withOut(true));
        }
        p.ch.instruct(null, unit + " is removed from play");
        if (p.ledger != null) p.ledger.moraleDue.remove(unit);
        if (!present.isEmpty()) {
            p.step(Book.O7, () -> "A unit removed by morale is lost to the force as one destroyed");
            Casualties.destroyed(p, present.get(0), unit);
        }
    }
}
