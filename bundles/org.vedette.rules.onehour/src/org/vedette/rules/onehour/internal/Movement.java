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
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;

/**
 * The movement phase without charges: moving and pivoting (Movement, Terrain,
 * Roads), the skirmishers' hedge marker, leaving square, and turning to face
 * an attacker (Hand to Hand Combat and Movement).
 */
final class Movement {
    private Movement() {
    }

    /** Refusals shared by every voluntary move, charges included. */
    static void checkFreeToMove(Actor unit, String what) throws IllegalActionException {
        if (Units.engaged(unit)) {
            throw new IllegalActionException(Book.MELEE_AND_MOVEMENT, unit.name() + " cannot " + what
                    + ": \"A unit engaged in hand to hand combat cannot voluntarily move\"");
        }
        if (unit.hasMark(Mark.SQUARE)) {
            throw new IllegalActionException(Book.D7, unit.name() + " is in square and cannot " + what
                    + "; it must leave square first (ruling D7)");
        }
        if (Units.movedOrPivoted(unit)) {
            throw new IllegalActionException(Book.MOVEMENT, unit.name()
                    + " has already moved or pivoted this turn: a unit makes one move a turn");
        }
    }

    static Outcome move(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor unit = s.actor(r.text(Input.ACTOR));
        UnitType type = UnitType.of(unit);
        double distance = r.number(Input.DISTANCE, 0);
        boolean pivot = r.flag(Input.PIVOT);
        boolean road = r.flag(Input.ROAD);
        checkFreeToMove(unit, "move");
        int allowance = type.move + (road ? 3 : 0);
        if (distance > allowance) {
            throw new IllegalActionException(road ? Book.ROADS : Book.MOVEMENT, unit.name() + " (" + type.label
                    + ") may move up to " + type.move + "\"" + (road ? " + 3\" by road = " + allowance + "\"" : "")
                    + ", not " + Units.inches(distance));
        }
        Terrain.check(r, unit, type, ex);
        // "the unit may not fire if it uses this bonus": only a move beyond the normal allowance uses it.
        boolean usedRoad = road && distance > type.move;
        ex.step(Book.MOVEMENT, unit.name() + " (" + type.label + ") moves " + Units.inches(distance) + " of "
                + allowance + "\"" + (pivot ? ", pivoting on its centre" : ""));
        if (road) {
            ex.step(Book.ROADS, usedRoad ? "The road bonus of +3\" is used: it may not fire this turn"
                    : "Moving by road within the normal allowance: the bonus is not used and it may fire");
        }
        Changes c = new Changes(s);
        if (distance > 0) c.mark(unit.id(), Mark.MOVED, Boolean.TRUE);
        if (pivot) c.mark(unit.id(), Mark.PIVOTED, Boolean.TRUE);
        if (usedRoad) c.mark(unit.id(), Mark.USED_ROAD, Boolean.TRUE);
        if ((distance > 0 || pivot) && unit.hasMark(Mark.HEDGE)) {
            c.mark(unit.id(), Mark.HEDGE, null);
            ex.step(Book.HEDGE, "It moved, so it loses its hedge marker");
        }
        String headline = distance > 0
                ? unit.name() + " moves " + Units.inches(distance) + (usedRoad ? " by road" : "") + (pivot ? " and pivots" : "")
                : unit.name() + (pivot ? " pivots" : " stays where it is");
        return new Outcome(headline, c.events(), dice.rolls(), ex.steps());
    }

    /** "Skirmishers which do not move or pivot, and are entirely in open ground, receive a hedge marker". */
    static Outcome stand(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor unit = s.actor(r.text(Input.ACTOR));
        UnitType type = UnitType.of(unit);
        if (type != UnitType.SKIRMISHERS) {
            throw new IllegalActionException(Book.HEDGE, unit.name() + " (" + type.label
                    + ") cannot take a hedge marker: only Skirmishers receive one");
        }
        if (Units.movedOrPivoted(unit)) {
            throw new IllegalActionException(Book.HEDGE, unit.name()
                    + " has moved or pivoted this turn: only skirmishers which do not move or pivot receive a hedge marker");
        }
        Changes c = new Changes(s);
        String headline;
        if (r.flag(Input.IN_OPEN)) {
            c.mark(unit.id(), Mark.HEDGE, Boolean.TRUE);
            ex.step(Book.HEDGE, unit.name() + " did not move or pivot and is entirely in open ground: it receives a hedge marker along the front of its base");
            headline = unit.name() + " stands: hedge marker";
        } else {
            ex.step(Book.HEDGE, unit.name() + " is not entirely in open ground: no hedge marker");
            headline = unit.name() + " stands: no hedge marker (not entirely in open ground)";
        }
        return new Outcome(headline, c.events(), dice.rolls(), ex.steps());
    }

    /** "They may leave square during their next move if they defeat the cavalry" (ruling D7). */
    static Outcome leaveSquare(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor unit = s.actor(r.text(Input.ACTOR));
        UnitType.of(unit);
        if (!unit.hasMark(Mark.SQUARE)) {
            throw new IllegalActionException(Book.SQUARE, unit.name() + " is not in square");
        }
        String by = Units.chargedBy(unit);
        if (by != null) {
            throw new IllegalActionException(Book.D7, unit.name() + " is still in contact with "
                    + s.actor(by).name() + ": a square may leave square only once the cavalry is defeated"
                    + " (driven back or eliminated, ruling D7)");
        }
        Changes c = new Changes(s).mark(unit.id(), Mark.SQUARE, null);
        ex.step(Book.D7, "The cavalry has been defeated (no longer in contact): " + unit.name()
                + " leaves square and may move on");
        return new Outcome(unit.name() + " leaves square", c.events(), dice.rolls(), ex.steps());
    }

    /**
     * "a unit engaged to its flank or rear but not to its front may turn to
     * face one enemy unit during its own turn".
     */
    static Outcome turnToFace(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor unit = s.actor(r.text(Input.ACTOR));
        UnitType.of(unit);
        Actor enemy = Units.enemyTarget(r, s, unit, Book.MELEE_AND_MOVEMENT);
        if (!enemy.id().equals(Units.chargedBy(unit))) {
            throw new IllegalActionException(Book.MELEE_AND_MOVEMENT, unit.name() + " is not engaged by "
                    + enemy.name() + ", so it has no attacker there to turn to face");
        }
        String arc = Units.attackedFrom(unit);
        if (OneHour.Arc.FRONT.equals(arc)) {
            throw new IllegalActionException(Book.MELEE_AND_MOVEMENT, unit.name() + " is already engaged to its front by "
                    + enemy.name());
        }
        if (Units.charging(unit) != null) {
            throw new IllegalActionException(Book.MELEE_AND_MOVEMENT, unit.name() + " is engaged to its front by "
                    + s.actor(Units.charging(unit)).name() + " and cannot turn: only a unit engaged to its flank or rear but not to its front may");
        }
        Changes c = new Changes(s).mark(unit.id(), Mark.ATTACKED_FROM, OneHour.Arc.FRONT)
                .mark(unit.id(), Mark.PIVOTED, Boolean.TRUE);
        ex.step(Book.MELEE_AND_MOVEMENT, unit.name() + ", engaged to its " + arc + " only, turns to face "
                + enemy.name() + ": the combat is now to its front");
        return new Outcome(unit.name() + " turns to face " + enemy.name(), c.events(), dice.rolls(), ex.steps());
    }
}
