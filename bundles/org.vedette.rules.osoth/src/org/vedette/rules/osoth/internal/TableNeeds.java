package org.vedette.rules.osoth.internal;

import java.util.Map;

import org.vedette.core.rules.TableNeed;
import org.vedette.rules.osoth.Osoth.Action;

/**
 * What The Other Side of the Hill's actions ask of the table where the
 * figures stand on it ({@link TableNeed}), each by the section of the book
 * that asks it: the table's law measures a request against the positions
 * before these rules resolve it.
 */
final class TableNeeds {
    private TableNeeds() {
    }

    static final Map<String, TableNeed> BY_ACTION = Map.of(
            // Actions — Move: the interface rolls the rate; the path is checked for ground it may not cross.
            // Movement: "Figures must at all times be within 3 inches of another figure in their unit, and must
            // attempt to remain this way".
            Action.MOVE, TableNeed.move(null, Book.MOVEMENT).keepingWithin(3),
            // Actions — Charge: "Inches the charger must cover to reach its target"; the rate says whether it does.
            Action.CHARGE, TableNeed.reach("distance", Book.CHARGE),
            // Actions — Attack: "To make an attack, the figure must be in contact with the enemy figure which is the
            // target of the attack."
            Action.ATTACK, TableNeed.contact(Book.ATTACK),
            // Firing: "If an unobstructed line exists between the base of the firing figure and the base of the
            // target figure, fire is possible."
            Action.FIRE_PISTOL, TableNeed.sight(Book.FIRE_PISTOL),
            Action.FIRE_CARBINE, TableNeed.sight(Book.FIRE_CARBINE),
            Action.FIRE_MUSKET, TableNeed.sight(Book.FIRE_MUSKET),
            Action.FIRE_RIFLE, TableNeed.sight(Book.FIRE_RIFLE));
}
