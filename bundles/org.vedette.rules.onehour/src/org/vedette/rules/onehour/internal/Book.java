package org.vedette.rules.onehour.internal;

import org.vedette.core.rules.RuleRef;

/**
 * The sections of the Napoleonic One Hour Wargame, as the book heads them, and
 * the rulings of RULINGS.md. Every rule in this bundle cites one of these.
 */
final class Book {
    static final String BOOK = "1H";
    static final String RULINGS = "1H RULINGS.md";

    static final RuleRef UNIT_TYPES = RuleRef.of(BOOK, "Unit Types and Scale");
    static final RuleRef SEQUENCE = RuleRef.of(BOOK, "Sequence of Play");
    static final RuleRef MOVEMENT = RuleRef.of(BOOK, "Movement");
    static final RuleRef TERRAIN = RuleRef.of(BOOK, "Terrain");
    static final RuleRef ROADS = RuleRef.of(BOOK, "Terrain — Roads");
    static final RuleRef HEDGE = RuleRef.of(BOOK, "Skirmishers — hedge marker");
    static final RuleRef MOVING_AND_SHOOTING = RuleRef.of(BOOK, "Moving and Shooting");
    static final RuleRef CHARGE_MOVES = RuleRef.of(BOOK, "Charge Moves");
    static final RuleRef CHARGE_TURNING = RuleRef.of(BOOK, "Charge Moves — Turning");
    static final RuleRef LIMITED_ENGAGEMENT = RuleRef.of(BOOK, "Charge Moves — Limited Engagement");
    static final RuleRef FLANK_AND_REAR_CHARGES = RuleRef.of(BOOK, "Charge Moves — Flank and rear attacks");
    static final RuleRef SHOOTING = RuleRef.of(BOOK, "Shooting");
    static final RuleRef FIELD_OF_FIRE = RuleRef.of(BOOK, "Shooting — Adjudge Field of Fire");
    static final RuleRef UNITS_IN_TOWNS = RuleRef.of(BOOK, "Shooting — Units in Towns");
    static final RuleRef SHOOTING_CASUALTIES = RuleRef.of(BOOK, "Shooting — Assess Casualties");
    static final RuleRef COVER = RuleRef.of(BOOK, "Shooting — Assess Casualties (cover)");
    static final RuleRef ONE_SIDED = RuleRef.of(BOOK, "Hand-to-Hand Combat — One Sided Combat");
    static final RuleRef MELEE_CASUALTIES = RuleRef.of(BOOK, "Hand-to-Hand Combat — Assess Casualties");
    static final RuleRef IMPETUS = RuleRef.of(BOOK, "Hand-to-Hand Combat — Assess Casualties (impetus)");
    static final RuleRef SQUARE = RuleRef.of(BOOK, "Hand-to-Hand Combat — Assess Casualties (square)");
    static final RuleRef TERRAIN_ADVANTAGE = RuleRef.of(BOOK, "Hand-to-Hand Combat — Terrain Advantage");
    static final RuleRef FLANK_OR_REAR = RuleRef.of(BOOK, "Hand-to-Hand Combat — Flank or Rear Attacks");
    static final RuleRef MELEE_AND_MOVEMENT = RuleRef.of(BOOK, "Hand to Hand Combat and Movement");
    static final RuleRef RETREAT = RuleRef.of(BOOK, "Hand to Hand Combat and Movement — Retreat");
    static final RuleRef ELIMINATION = RuleRef.of(BOOK, "Eliminating Units");
    static final RuleRef QUALITY = RuleRef.of(BOOK, "Optional Rules — Troop quality");

    static final RuleRef D1 = RuleRef.of(RULINGS, "D1 — 2* cap in hand-to-hand");
    static final RuleRef D2 = RuleRef.of(RULINGS, "D2 — 2* cap before cover saves");
    static final RuleRef D3 = RuleRef.of(RULINGS, "D3 — impetus after a 1, impetus doubled");
    static final RuleRef D4 = RuleRef.of(RULINGS, "D4 — saved hits and retreat");
    static final RuleRef D6 = RuleRef.of(RULINGS, "D6 — range end points, cover in shooting");
    static final RuleRef D7 = RuleRef.of(RULINGS, "D7 — other gaps");

    private Book() {
    }
}
