package org.vedette.rules.osoth.internal;

import java.util.Map;

import org.vedette.core.rules.TableNeed;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;

/**
 * What The Other Side of the Hill's actions ask of the table where the
 * figures stand on it ({@link TableNeed}), each by the section of the book
 * that asks it: the table's law measures a request against the positions
 * before these rules resolve it.
 */
final class TableNeeds {
    private TableNeeds() {
    }

    static final Map<String, TableNeed> BY_ACTION = Map.ofEntries(
            // Actions — Move: the interface rolls the rate; the path is checked for ground it may not cross.
            // Movement: "Figures must at all times be within 3 inches of another figure in their unit, and must
            // attempt to remain this way".
            Map.entry(Action.MOVE, TableNeed.move(null, Book.MOVEMENT).keepingWithin(3)),
            // Actions — Charge: "Inches the charger must cover to reach its target"; the rate says whether it does.
            Map.entry(Action.CHARGE, TableNeed.reach("distance", Book.CHARGE)),
            // Actions — Attack: "To make an attack, the figure must be in contact with the enemy figure which is the
            // target of the attack."
            Map.entry(Action.ATTACK, TableNeed.contact(Book.ATTACK)),
            // Firing: "If an unobstructed line exists between the base of the firing figure and the base of the
            // target figure, fire is possible."
            Map.entry(Action.FIRE_PISTOL, TableNeed.sight(Book.FIRE_PISTOL)),
            Map.entry(Action.FIRE_CARBINE, TableNeed.sight(Book.FIRE_CARBINE)),
            Map.entry(Action.FIRE_MUSKET, TableNeed.sight(Book.FIRE_MUSKET)),
            Map.entry(Action.FIRE_RIFLE, TableNeed.sight(Book.FIRE_RIFLE)),
            // Actions — Parley: "This action is taken by an individual or group within 6 inches of the Villagers
            // in question" (and of the Monks/Priests, the Aristocrats): the distance between the bases, measured.
            Map.entry(Action.PARLEY_VILLAGERS, TableNeed.apart(Input.DISTANCE, Book.PARLEY_VILLAGERS)),
            Map.entry(Action.PARLEY_MONKS, TableNeed.apart(Input.DISTANCE, Book.PARLEY_MONKS)),
            Map.entry(Action.PARLEY_ARISTOCRATS, TableNeed.apart(Input.DISTANCE, Book.PARLEY_ARISTOCRATS)),
            // Ruling O13: a Player figure within 6 inches of her; Guerillas: a friendly figure within 6 inches.
            Map.entry(Action.ESCORT, TableNeed.apart(Input.DISTANCE, Book.O13)),
            Map.entry(Action.TAKE_CONTROL, TableNeed.apart(Input.DISTANCE, Book.GUERRILLAS)));
}
