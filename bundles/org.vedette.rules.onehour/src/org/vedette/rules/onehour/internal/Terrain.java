package org.vedette.rules.onehour.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.onehour.OneHour.Input;

/**
 * "Units are affected by terrain as follows" (Terrain): the ground a move or a
 * charge crosses, as the referee ticks it on the form, against what the unit's
 * type may enter.
 */
final class Terrain {
    private Terrain() {
    }

    static void check(ActionRequest r, Actor unit, UnitType type, Explanation ex) throws IllegalActionException {
        if (r.flag(Input.MARSH_OR_LAKE)) {
            throw new IllegalActionException(Book.TERRAIN, unit.name()
                    + " cannot cross marsh or lake: \"Marshland and Lakes - Impassable to all\"");
        }
        if (r.flag(Input.CROSSES_RIVER) && !r.flag(Input.AT_BRIDGE_OR_FORD)) {
            throw new IllegalActionException(Book.TERRAIN, unit.name()
                    + " cannot cross the river there: \"Rivers - These may only be crossed via bridges or fords\"");
        }
        if (r.flag(Input.WOODS) && !type.entersWoods) {
            throw new IllegalActionException(Book.TERRAIN, unit.name() + " (" + type.label
                    + ") cannot enter woods: \"Only Light Infantry and Skirmishers may enter\"");
        }
        boolean endsInTown = r.flag(Input.ENDS_IN_TOWN);
        if ((r.flag(Input.ENTERS_TOWN) || endsInTown) && !type.entersTown) {
            throw new IllegalActionException(Book.TERRAIN, unit.name() + " (" + type.label
                    + ") cannot enter a town: \"Artillery cannot enter a town\"");
        }
        if (endsInTown && !type.endsInTown) {
            throw new IllegalActionException(Book.TERRAIN, unit.name() + " (" + type.label
                    + ") cannot end its move in a town: \"Cavalry may not end their moves in a town\"");
        }
        if (ex.isWanted()) {
            StringBuilder b = new StringBuilder();
            if (r.flag(Input.WOODS)) b.append(", enters woods");
            if (r.flag(Input.ENTERS_TOWN)) b.append(", enters a town");
            if (endsInTown) b.append(", ends in a town (infantry occupy the whole town area)");
            if (r.flag(Input.CROSSES_RIVER)) b.append(", crosses the river at a bridge or ford");
            ex.step(Book.TERRAIN, b.isEmpty() ? "Open ground: no terrain restriction"
                    : "Terrain allowed for " + type.label + b);
        }
    }
}
