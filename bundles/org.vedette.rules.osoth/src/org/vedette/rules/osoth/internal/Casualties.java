package org.vedette.rules.osoth.internal;

import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * A figure made a casualty and what follows from it: the figure leaves the
 * table, its unit owes a morale check at the end of the initiative ("after
 * any initiative during which any unit takes one or more casualties"), a
 * Player unit left without officer or NCO promotes one in the field ("so that
 * a unit always has at least one NCO"), and a Player unit with no figure left
 * costs its 2 victory points ("each destroyed player unit … costs 2").
 */
final class Casualties {
    private Casualties() {
    }

    static void fall(Play p, Actor victim, Actor by) {
        p.ch.status(victim.id(), p.ch.status(victim).withOut(true));
        p.ch.instruct(victim.id(), victim.name() + " is a casualty: remove the figure");
        if (p.ledger != null && by != null && Figures.player(p.ch, by) != Figures.player(p.ch, victim)) {
            p.ledger.engaged = true;
        }
        String unit = Figures.unit(p.ch, victim);
        List<Actor> left = p.present(unit);
        boolean checks = false;
        for (Actor a : left) {
            Kind.Role role = Kind.of(a).role;
            // "Transport never checks morale - drivers, guards, and attendants check"; a gun does not either.
            if (role != Kind.Role.TRANSPORT && role != Kind.Role.GUN) checks = true;
        }
        if (p.ledger != null && checks) p.ledger.due(unit);
        if (left.isEmpty()) {
            destroyed(p, victim, unit);
        } else {
            promote(p, victim, unit, left);
        }
    }

    /** A Player unit with no figure left on the table (not home) is destroyed. */
    static void destroyed(Play p, Actor any, String unit) {
        if (p.ledger == null || !Figures.player(p.ch, any)) return;
        p.ledger.moraleDue.remove(unit);
        p.ledger.score(VictoryItem.UNIT_DESTROYED, unit);
        p.step(Book.NEGATIVES, () -> unit + " is destroyed: \"each destroyed player unit … costs 2 victory points\"");
    }

    /** "on-the-spot field promotions will occur when all existing officers/NCOs are killed". */
    private static void promote(Play p, Actor victim, String unit, List<Actor> left) {
        if (!Figures.player(p.ch, victim)) return;
        Actor best = null;
        for (Actor a : left) {
            if (Figures.officer(p.ch, a)) return;
            if (Kind.of(a).role == Kind.Role.SOLDIER
                    && (best == null || Figures.rank(Figures.quality(p.ch, a)) < Figures.rank(Figures.quality(p.ch, best)))) {
                best = a;
            }
        }
        if (best == null) return;
        p.ch.mark(best.id(), Mark.PROMOTED, Boolean.TRUE);
        Actor promoted = best;
        p.ch.instruct(best.id(), best.name() + " is promoted NCO in the field: " + unit + " has lost its officers and NCOs");
        p.step(Book.UNITS, () -> promoted.name() + " is promoted in the field: \"a unit always has at least one NCO\"");
    }
}
