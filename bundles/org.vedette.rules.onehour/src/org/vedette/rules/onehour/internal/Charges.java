package org.vedette.rules.onehour.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Option;

/**
 * Charge Moves, and the infantry's answer to a cavalry charge: forming square.
 */
final class Charges {
    /** "This evolution may not exceed 45 degrees." */
    static final double MAX_CHARGE_TURN = 45;
    /** "to form Square roll a dice. Score of 3 or above they are in square." */
    static final int SQUARE_SCORE = 3;

    private Charges() {
    }

    static Outcome charge(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor attacker = s.actor(r.text(Input.ACTOR));
        UnitType type = UnitType.of(attacker);
        Actor target = Units.enemyTarget(r, s, attacker, Book.CHARGE_MOVES);
        UnitType.of(target);
        Movement.checkFreeToMove(attacker, "charge");
        double turn = r.number(Input.TURN, 0);
        if (turn > MAX_CHARGE_TURN) {
            throw new IllegalActionException(Book.CHARGE_TURNING, attacker.name() + " may turn once, at the start of its charge, by no more than 45 degrees, not "
                    + Units.plain(turn));
        }
        if (r.flag(Input.ROAD)) {
            throw new IllegalActionException(Book.ROADS, attacker.name()
                    + " cannot charge by road: \"This bonus may not be received if charging\"");
        }
        double distance = r.number(Input.DISTANCE, 0);
        if (distance > type.move) {
            throw new IllegalActionException(Book.MOVEMENT, attacker.name() + " (" + type.label + ") may charge up to "
                    + type.move + "\", not " + Units.inches(distance));
        }
        Terrain.check(r, attacker, type, ex);
        String engagedBy = Units.chargedBy(target);
        if (engagedBy != null) {
            Actor other = s.actor(engagedBy);
            throw new IllegalActionException(Book.LIMITED_ENGAGEMENT, target.name() + " is already engaged by "
                    + (other == null ? engagedBy : other.name())
                    + ": \"Only one attacking unit may contact a target unit\"");
        }
        ex.step(Book.CHARGE_MOVES, attacker.name() + " charges " + target.name() + ", " + Units.inches(distance)
                + " of its " + type.move + "\"" + (turn > 0 ? ", turning " + Units.plain(turn) + "° at the start" : ""));

        String start = arc(r, Input.ARC_AT_START);
        String end = arc(r, Input.ARC_AT_END);
        // A flank or rear attack needs the front-centre in the flank or rear arc at both the start and the end.
        String arc = !Arc.FRONT.equals(start) && !Arc.FRONT.equals(end) ? end : Arc.FRONT;
        if (ex.isWanted()) {
            ex.step(Book.FLANK_AND_REAR_CHARGES, "Front-centre in the target's " + start + " arc at the start and its "
                    + end + " arc at the end: a " + arc + " attack");
        }
        if (!Arc.FRONT.equals(arc) && target.hasMark(Mark.SQUARE)) {
            arc = Arc.FRONT;
            ex.step(Book.FLANK_OR_REAR, target.name() + " is in square: \"No rear or flank attacks on Infantry in Square\"");
        }
        Changes c = new Changes(s)
                .mark(attacker.id(), Mark.MOVED, Boolean.TRUE)
                .mark(attacker.id(), Mark.CHARGING, target.id())
                .mark(target.id(), Mark.CHARGED_BY, attacker.id())
                .mark(target.id(), Mark.ATTACKED_FROM, arc);
        if (turn > 0) c.mark(attacker.id(), Mark.PIVOTED, Boolean.TRUE);
        if (attacker.hasMark(Mark.HEDGE)) c.mark(attacker.id(), Mark.HEDGE, null);
        ex.step(Book.CHARGE_MOVES, "Combat is resolved during the Hand-to-Hand Combat phase");
        return new Outcome(attacker.name() + " charges " + target.name() + " in the " + arc, c.events(),
                dice.rolls(), ex.steps());
    }

    private static String arc(ActionRequest r, String input) {
        String a = r.text(input);
        return a == null ? Arc.FRONT : a;
    }

    /**
     * "Infantry and Light Infantry may form Square if attacked by Cavalry to
     * form Square roll a dice. Score of 3 or above they are in square." With
     * the troop-quality option: elite +1, conscript -1.
     */
    static Outcome formSquare(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor unit = s.actor(r.text(Input.ACTOR));
        UnitType type = UnitType.of(unit);
        if (!type.formsSquare) {
            throw new IllegalActionException(Book.SQUARE, unit.name() + " (" + type.label
                    + ") cannot form square: only Infantry and Light Infantry may");
        }
        if (unit.hasMark(Mark.SQUARE)) {
            throw new IllegalActionException(Book.SQUARE, unit.name() + " is already in square");
        }
        String by = Units.chargedBy(unit);
        Actor charger = by == null ? null : s.actor(by);
        if (charger == null || !UnitType.of(charger).cavalry) {
            throw new IllegalActionException(Book.SQUARE, unit.name()
                    + " may form square only when attacked by cavalry, and no cavalry has charged it");
        }
        if (unit.hasMark(Mark.SQUARE_TESTED)) {
            throw new IllegalActionException(Book.SQUARE, unit.name() + " has already rolled to form square against "
                    + charger.name());
        }
        int modifier = 0;
        Quality q = Quality.TRAINED;
        if (s.optionFlag(Option.TROOP_QUALITY)) {
            q = Quality.of(unit, type);
            modifier = q.squareModifier;
        }
        int face = dice.d6("forming square (3+)");
        int score = face + modifier;
        boolean formed = score >= SQUARE_SCORE;
        if (ex.isWanted()) {
            if (modifier != 0) {
                ex.step(Book.QUALITY, q.label + " " + (modifier > 0 ? "+" : "") + modifier + " to the square roll");
            }
            ex.step(Book.SQUARE, "Square roll " + face + (modifier == 0 ? "" : (modifier > 0 ? " + " : " - ")
                    + Math.abs(modifier) + " = " + score) + " against 3+: " + (formed ? "in square" : "not in square"));
        }
        Changes c = new Changes(s).mark(unit.id(), Mark.SQUARE_TESTED, Boolean.TRUE);
        if (formed) {
            c.mark(unit.id(), Mark.SQUARE, Boolean.TRUE);
            if (!Arc.FRONT.equals(Units.attackedFrom(unit))) {
                c.mark(unit.id(), Mark.ATTACKED_FROM, Arc.FRONT);
                ex.step(Book.FLANK_OR_REAR, "\"No rear or flank attacks on Infantry in Square\": "
                        + charger.name() + " now attacks a face of the square");
            }
        }
        return new Outcome(unit.name() + (formed ? " forms square" : " fails to form square"), c.events(),
                dice.rolls(), ex.steps());
    }
}
