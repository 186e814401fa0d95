package org.vedette.rules.onehour.internal;

import java.util.Map;

import org.vedette.core.rules.TableNeed;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;

/**
 * What One Hour's actions ask of the table where the units stand on it
 * ({@link TableNeed}), each by the section of the book that asks it: the
 * table's law measures a request against the positions before these rules
 * resolve it.
 */
final class TableNeeds {
    private TableNeeds() {
    }

    static final Map<String, TableNeed> BY_ACTION = Map.of(
            // 1H Movement: "measured from the centre of the unit", its going by 1H Terrain.
            Action.MOVE, TableNeed.move(Input.DISTANCE, Book.MOVEMENT),
            // 1H Charge Moves: "a unit must charge the enemy … and it moves into contact".
            Action.CHARGE, TableNeed.charge(Input.DISTANCE, Book.CHARGE_MOVES),
            // 1H Shooting — Adjudge Field of Fire: a clear line to the target.
            Action.SHOOT, TableNeed.sight(Book.FIELD_OF_FIRE),
            // 1H Hand-to-Hand Combat: fought by units in contact.
            Action.FIGHT, TableNeed.contact(Book.MELEE_CASUALTIES));
}
