package org.vedette.rules.riskfactor.internal;

import java.util.Map;

import org.vedette.core.rules.TableNeed;

/**
 * What the risk-factor rules' actions ask of the table where the figures
 * stand on it ({@link TableNeed}), each by the section of the book that asks
 * it: the table's law measures a request against the positions before these
 * rules resolve it.
 */
final class TableNeeds {
    private TableNeeds() {
    }

    static final Map<String, TableNeed> BY_ACTION = Map.of(
            // RF Movement: centimetres along the ground.
            "move", TableNeed.move("distance", Book.MOVEMENT),
            // RF Shooting: at an enemy seen (RF Visibility), the range "measured from the nearest figure".
            "shoot", TableNeed.sight(Book.SHOOTING),
            // RF Charging and Melee: "figures in base to base contact".
            "fight", TableNeed.contact(Book.MELEE));
}
