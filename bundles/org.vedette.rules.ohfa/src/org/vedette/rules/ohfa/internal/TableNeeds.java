package org.vedette.rules.ohfa.internal;

import java.util.Map;

import org.vedette.core.rules.TableNeed;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;

/**
 * What Over the Hills & Far Away's actions ask of the table where the
 * characters stand on it ({@link TableNeed}), each by the section of the book
 * that asks it: the table's law measures a request against the positions
 * before these rules resolve it.
 */
final class TableNeeds {
    private TableNeeds() {
    }

    static final Map<String, TableNeed> BY_ACTION = Map.of(
            // Actions — Move: the movement table's inches, along the ground.
            Action.MOVE, TableNeed.move(null, Book.MOVE),
            // Actions — Charge: "Inches to base contact"; the movement dice say whether it reaches.
            Action.CHARGE, TableNeed.reach("distance", Book.CHARGE),
            // Fighting: "When two opposing characters physically come into contact, they will fight"; "The
            // character whose turn it is must fight all enemy characters that he is in contact with".
            Action.FIGHT, TableNeed.contact(Book.FIGHTING).fightingAllInContact(Ohfa.Input.ALSO_FIGHTS),
            // Firing: at an opponent in sight; Actions — Aim: at the opponent he will shoot.
            Action.SHOOT, TableNeed.sight(Book.FIRING),
            Action.AIM, TableNeed.sight(Book.AIM));
}
