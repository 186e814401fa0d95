package org.vedette.rules.sharpe.internal;

import java.util.Map;

import org.vedette.core.rules.TableNeed;
import org.vedette.rules.sharpe.Sharpe.Action;

/**
 * What Sharpe's Skirmish's actions ask of the table where the figures stand
 * on it ({@link TableNeed}), each by the section of the book that asks it:
 * the table's law measures a request against the positions before these
 * rules resolve it.
 */
final class TableNeeds {
    private TableNeeds() {
    }

    static final Map<String, TableNeed> BY_ACTION = Map.of(
            // §4 Movement: the pace's inches, halved in bad going.
            Action.MOVE, TableNeed.move("distance", Book.MOVEMENT),
            // §7 Shooting: a figure shoots at, and aims at, a man it can see.
            Action.AIM, TableNeed.sight(Book.SHOOTING_MODIFIERS),
            Action.SHOOT, TableNeed.sight(Book.SHOOTING),
            // §8 Melee: "figures in base contact"; §4 Collisions: pushing aside the man in the way.
            Action.ATTACK, TableNeed.contact(Book.MELEE),
            Action.PUSH, TableNeed.contact(Book.COLLISIONS),
            // §15 Attacking From Horseback: the rider reaches the man on foot to ride him down.
            Action.RIDE_DOWN, TableNeed.contact(Book.RIDING_DOWN),
            // §16: "in base contact".
            Action.KILL_UNCONSCIOUS, TableNeed.contact(Book.KILLING_UNCONSCIOUS));
}
