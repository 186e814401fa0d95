package org.vedette.rules.riskfactor.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;

/**
 * "Movement": 25 cm a turn, wounded men and civilians 20 (15 with their
 * petticoats down), horsed figures 40 in open clear terrain; difficult going
 * counts double, a low barrier or fence takes a quarter move; a rout runs at
 * move +5 cm; a halted group may only turn to face; and the loading of
 * commanded troops ("Shooting").
 */
final class Movement {
    private Movement() {
    }

    /** The figure's move in cm. */
    static double allowance(Changes c, Actor a, boolean open, Explanation ex) {
        double base;
        if (a.mounted() && open) {
            base = 40;
            ex.step(Book.MOVEMENT, "Horsed figures may move up to 40 cms in open clear terrain");
        } else if (Groups.flag(a, Field.CIVILIAN) && Groups.flag(a, Field.PETTICOATS)) {
            base = 15;
            ex.step(Book.MOVEMENT, "civilians may only move 20cms (15 cms if their petticoats are not hitched up!)");
        } else if (Groups.flag(a, Field.CIVILIAN) || c.status(a).wounds() > 0) {
            base = 20;
            ex.step(Book.MOVEMENT, "wounded men and civilians may only move 20cms");
        } else {
            base = 25;
            ex.step(Book.MOVEMENT, "Figures may move a maximum of 25 cms a turn");
        }
        if (Result.ROUT.id().equals(c.mark(a, Mark.ACTION))) {
            base += 5;
            ex.step(Book.ROUT, "Unit will run at move (+5cms): " + Text.cm(base));
        }
        return base;
    }

    static boolean commanded(Changes c, Actor a) {
        return Groups.playerCharacter(a) || Boolean.TRUE.equals(c.mark(a, Mark.COMMANDED));
    }

    static Outcome move(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Changes c = new Changes(s);
        Actor a = s.actor(r.text(Input.ACTOR));
        if (a.marks().get(Mark.MOVED) != null) {
            throw new IllegalActionException(Book.MOVEMENT, a.name() + (a.marks().get(Mark.LOADED) != null
                    && ((Number) a.marks().get(Mark.MOVED)).doubleValue() == 0 ? " has spent this turn halted to load" : " has moved this turn"));
        }
        double distance = r.number(Input.DISTANCE, 0);
        double difficult = r.number(Input.DIFFICULT, 0);
        int barriers = (int) r.number(Input.BARRIERS, 0);
        if (difficult > distance) {
            throw new IllegalActionException(Book.MOVEMENT, "the difficult going (" + Text.cm(difficult)
                    + ") is part of the move, which is only " + Text.cm(distance));
        }
        boolean commanded = commanded(c, a);
        if (!commanded && distance > 0 && Result.HALT.id().equals(a.marks().get(Mark.ACTION))) {
            throw new IllegalActionException(Book.HALT, a.name() + "'s group rolled Halt: \"Unit must halt in its current position, and may only move to face the nearest enemy\"");
        }
        double allowance = allowance(c, a, r.flag(Input.OPEN_GROUND), ex);
        double used = distance + difficult + barriers * allowance / 4;
        if (used > allowance) {
            throw new IllegalActionException(Book.MOVEMENT, a.name() + " cannot move " + Text.cm(distance) + ": "
                    + Text.cm(distance) + (difficult > 0 ? " + " + Text.cm(difficult) + " for difficult going (it counts double)" : "")
                    + (barriers > 0 ? " + " + barriers + " × ¼ move for barriers" : "") + " = " + Text.cm(used)
                    + ", more than the " + Text.cm(allowance) + " it may move");
        }
        if (ex.isWanted()) {
            if (difficult > 0) ex.step(Book.MOVEMENT, "Difficult going counts double the distance: +" + Text.cm(difficult));
            if (barriers > 0) ex.step(Book.MOVEMENT, "it takes ¼ move to clear a low barrier (Fallen tree etc) or fence: +"
                    + Text.cm(barriers * allowance / 4));
            ex.step(Book.MOVEMENT, Text.cm(used) + " of " + Text.cm(allowance));
        }
        c.mark(a.id(), Mark.MOVED, distance);
        if (commanded && a.marks().get(Mark.LOADED) != null && distance > allowance / 2) {
            c.mark(a.id(), Mark.LOADED, null);
            ex.step(Book.LOADING, "they may then move at up to half speed and still shoot: " + a.name()
                    + " moved more than half, and must halt a turn to load again");
        }
        return new Outcome(a.name() + " moves " + Text.cm(distance), c.events(), dice.rolls(), ex.steps());
    }

    /** {@code load}: "Commanded troops must spend a turn halted to load muzzle loaded weapons before a turn in which they fire". */
    static Outcome load(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Changes c = new Changes(s);
        Actor a = s.actor(r.text(Input.ACTOR));
        if (!commanded(c, a)) {
            throw new IllegalActionException(Book.LOADING, a.name() + " is not commanded: uncommanded troops fire as the Actions table has them, and load as they go");
        }
        if (a.marks().get(Mark.MOVED) != null) {
            throw new IllegalActionException(Book.LOADING, a.name() + " has moved this turn, and must spend a turn halted to load");
        }
        boolean muzzle = false;
        for (String w : a.weapons()) {
            WeaponTable t = WeaponTable.of(w);
            muzzle |= t != null && t.muzzleLoaded();
        }
        if (!muzzle) {
            throw new IllegalActionException(Book.LOADING, a.name() + " carries no muzzle-loaded weapon");
        }
        c.mark(a.id(), Mark.MOVED, 0.0);
        // The turn it was loaded in: "before a turn in which they fire", so not this one.
        c.mark(a.id(), Mark.LOADED, c.round());
        ex.step(Book.LOADING, a.name() + " spends the turn halted loading; he may fire in a later turn");
        return new Outcome(a.name() + " loads", c.events(), dice.rolls(), ex.steps());
    }
}
