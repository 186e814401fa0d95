package org.vedette.rules.sharpe.internal;

import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Pace;

/**
 * §15 Horsemen (optional rule): the rider's control of his horse and the veer
 * table, keeping his seat when hit or wounded, falling off and the fall's
 * wound, wounding horses, crashes at speed, and riding a man down.
 */
final class Horsemen {
    static final String CONTROL = "1D6 against dexterity to control the horse";
    static final String SEAT = "1D6 against dexterity to keep his seat";
    static final String ESCAPE = "1D6 against dexterity to escape harm in the fall";
    static final String VEER = "1D6 for where the horse veers";
    static final String FALL_LOCATION = "1D6 for where the fall injures him";
    static final String FALL_EXTENT = "2D6 for the extent of the fall's wound";
    static final String BULLET_EXTENT = "2D6 for the extent of the wound (as a firearm's bullet)";
    static final String CRASH = "1D6 against dexterity: does he fall off in the crash?";
    static final String DODGE_HORSE = "1D6 against dexterity to dodge the horse";
    static final String HOOVES_EXTENT = "2D6 for the extent of the hooves' wound";
    static final String TRIP_LOCATION = "1D6 for where the horse is hurt tripping on the body";
    static final String TRIP_EXTENT = "2D6 for the extent of the horse's wound";

    /** "A maximum of 90 degrees is allowed for turns": the veer table, by die. */
    static final String[] VEER_TABLE = { null, "90° to the left", "45° to the left", "straight on", "straight on",
            "45° to the right", "90° to the right" };

    /** "If the horse is travelling at a gallop add +1 to the die roll." */
    static final int GALLOP_CRASH = 1;
    /** "Hit by horse +1" (§12 Modifiers to wound effect). */
    static final int HIT_BY_HORSE = 1;
    /** "Horse hit by man -1"; and the horse tripping "will subtract 1 from the wound effect die". */
    static final int HORSE_HIT_BY_MAN = -1;

    private Horsemen() {
    }

    /** "If the rider sustains a no effect result then he must test against his dexterity to see if he can control his horse." */
    static void riderShaken(Resolution r, Fighter v) {
        Checks.Result c = Checks.check(r.fighter(v.id), Checks.Ability.DEXTERITY, 0, r.dice, CONTROL,
                Book.SHOOTING_HORSEMAN, r.ex);
        if (!c.passed()) {
            r.ch.mark(v.id, Mark.OUT_OF_CONTROL, Boolean.TRUE);
            r.ch.instruct(v.id, "the horse moves on at a constant speed, not crashing into obstacles; the rider may only parry until he controls it");
        }
    }

    /**
     * "If the rider takes a light wound then he must check against his
     * modified dexterity to see if he falls off. […] A rider taking a serious
     * wound always falls off and then checks for further wounds."
     */
    static void riderWounded(Resolution r, Fighter v, Severity sev) {
        if (sev == Severity.LIGHT) {
            Checks.Result seat = Checks.check(r.fighter(v.id), Checks.Ability.DEXTERITY, 0, r.dice, SEAT,
                    Book.SHOOTING_HORSEMAN, r.ex);
            if (seat.passed()) {
                r.ch.instruct(v.id, "keeps his seat; the horse moves on at the same speed and in the same direction as last move");
                return;
            }
        }
        thrown(r, v, true);
    }

    /**
     * The rider comes off: the horse continues on its way, and he checks
     * against his (doubly modified) dexterity; failing, he takes a wound "as if
     * taking a firearm wound" with the falling modifier (ruling A2).
     */
    static void thrown(Resolution r, Fighter v, boolean escapeCheck) {
        Fighter now = r.fighter(v.id);
        r.ch.mark(v.id, Mark.DISMOUNTED, Boolean.TRUE);
        r.ch.mark(v.id, Mark.OUT_OF_CONTROL, null);
        if (!now.down()) {
            r.ch.status(v.id, now.status().withDown(true));
            r.ch.mark(v.id, Mark.FALLEN, Boolean.TRUE);
        }
        r.ch.instruct(v.id, "falls off his horse; the rider-less horse carries on (slowing from a gallop to a canter)");
        if (escapeCheck) {
            Checks.Result c = Checks.check(r.fighter(v.id), Checks.Ability.DEXTERITY, 0, r.dice, ESCAPE,
                    Book.SHOOTING_HORSEMAN, r.ex);
            if (c.passed()) return;
        }
        fallWound(r, v, FALL_EXTENT, Options.fallModifier(r.state));
    }

    private static void fallWound(Resolution r, Fighter v, String purpose, int modifier) {
        Location where = Location.ofDie(r.dice.d6(FALL_LOCATION));
        int roll = r.dice.roll(2, 6, purpose).total();
        Severity s = Wounds.extent(r, where, roll + modifier, "Fall: " + roll + (modifier == 0 ? "" : (modifier > 0 ? " +" : " ") + modifier));
        Wounds.inflict(r, v.id, where, s, Wounds.Hit.FALL);
    }

    /** §15 Wounding Horses: the horse's wound by the same table as a man's. */
    static void woundHorse(Resolution r, String riderId, Location where, Severity sev) {
        Fighter rider = r.fighter(riderId);
        int points = rider.count(Mark.HORSE_WOUNDS) + sev.points;
        if (sev != Severity.NO_EFFECT) r.ch.mark(riderId, Mark.HORSE_WOUNDS, points);
        if (sev == Severity.KILL || points >= 2) {
            r.ch.mark(riderId, Mark.HORSE_DOWN, Boolean.TRUE);
            r.ch.mark(riderId, Mark.PACE, Pace.HALT);
            r.ex.step(Book.WOUNDING_HORSES, "The horse is seriously wounded and collapses where it stands");
            r.ch.instruct(riderId, "the horse collapses where it stands");
            r.ch.mark(riderId, Mark.DISMOUNTED, Boolean.TRUE);
            r.ch.mark(riderId, Mark.OUT_OF_CONTROL, null);
            if (!rider.down()) {
                r.ch.status(riderId, rider.status().withDown(true));
                r.ch.mark(riderId, Mark.FALLEN, Boolean.TRUE);
            }
            Checks.Result c = Checks.check(r.fighter(riderId), Checks.Ability.DEXTERITY, 0, r.dice, ESCAPE,
                    Book.WOUNDING_HORSES, r.ex);
            if (!c.passed()) {
                // "check for wounds exactly as if he were hit by a firearm's bullet": no falling modifier.
                fallWound(r, rider, BULLET_EXTENT, 0);
            }
            return;
        }
        if (sev == Severity.LIGHT) {
            String pace = r.ch.markText(riderId, Mark.PACE);
            if (Pace.GALLOP.equals(pace) || Pace.WALK.equals(pace)) {
                r.ch.mark(riderId, Mark.PACE, Pace.CANTER);
            }
            r.ch.mark(riderId, Mark.HORSE_MAX_PACE, Pace.CANTER);
            r.ex.step(Book.WOUNDING_HORSES, "The lightly wounded horse slows from a gallop (or speeds from a walk) to a canter, and will not go faster than a canter for the rest of the game");
        }
        control(r, rider);
    }

    /** A control check; failing, the horse veers by the D6 table. */
    static boolean control(Resolution r, Fighter rider) {
        Checks.Result c = Checks.check(r.fighter(rider.id), Checks.Ability.DEXTERITY, 0, r.dice, CONTROL,
                Book.WOUNDING_HORSES, r.ex);
        if (c.passed()) {
            r.ch.mark(rider.id, Mark.OUT_OF_CONTROL, null);
            return true;
        }
        r.ch.mark(rider.id, Mark.OUT_OF_CONTROL, Boolean.TRUE);
        int die = r.dice.d6(VEER);
        r.ch.instruct(rider.id, "the horse veers " + VEER_TABLE[die] + " and the rider must try again to control it next bound");
        if (r.explaining()) r.ex.step(Book.WOUNDING_HORSES, "Veer table: " + die + " — " + VEER_TABLE[die]);
        return false;
    }

    /** The control-horse action: the rider spends his move trying to control the horse. */
    static Outcome controlHorse(Resolution r, Fighter rider) throws IllegalActionException {
        rider.mustBeAbleToAct("control a horse");
        if (!rider.mounted()) {
            throw new IllegalActionException(Book.WOUNDING_HORSES, rider.name() + " is not on a horse");
        }
        if (!rider.flag(Mark.OUT_OF_CONTROL)) {
            throw new IllegalActionException(Book.WOUNDING_HORSES, rider.name() + "'s horse is under control");
        }
        r.ch.mark(rider.id, Mark.CONTROLLING, Boolean.TRUE);
        boolean ok = control(r, rider);
        r.ex.step(Book.WOUNDING_HORSES, "Every move spent controlling the horse means that the rider cannot make any attacks, parries or ripostes");
        return r.outcome(() -> rider.name() + " spends his move controlling his horse: "
                + (ok ? "the horse is under control" : "the horse is still out of control"));
    }

    /**
     * §15 Collisions: "If the horse crashes at a canter the test will be a
     * straight roll, scoring above the dexterity means that the man has fallen
     * off. If the horse is travelling at a gallop add +1 to the die roll. To
     * see if the rider is injured as a result of the fall check as for wounding
     * with an un-aimed pistol shot" (ruling A17: the area and 2D6 with the
     * falling modifier, no to-hit roll).
     */
    static Outcome collision(Resolution r, Fighter rider, String pace) throws IllegalActionException {
        rider.mustBeAbleToAct("ride");
        if (!rider.mounted()) {
            throw new IllegalActionException(Book.HORSE_COLLISIONS, rider.name() + " is not on a horse");
        }
        String at = pace != null ? pace : r.ch.markText(rider.id, Mark.PACE);
        boolean gallop = Pace.GALLOP.equals(at);
        Checks.Result c = Checks.check(rider, Checks.Ability.DEXTERITY, gallop ? GALLOP_CRASH : 0, r.dice, CRASH,
                Book.HORSE_COLLISIONS, r.ex);
        if (c.passed()) return r.outcome(() -> crash(rider, at, c) + "keeps his seat");
        thrown(r, rider, false);
        return r.outcome(() -> crash(rider, at, c) + "falls off his horse");
    }

    /** "Hussar Brun's horse crashes at a canter; he rolls 4 against dexterity 4: ". */
    private static String crash(Fighter rider, String pace, Checks.Result c) {
        return rider.name() + "'s horse crashes at a " + (pace == null ? "halt" : pace) + "; he "
                + c.against(Checks.Ability.DEXTERITY) + ": ";
    }

    /** The pace input of a collision, when given. */
    static String paceInput(org.vedette.core.rules.ActionRequest q) {
        return q.text(Input.PACE);
    }
}
