package org.vedette.rules.sharpe.internal;

import org.vedette.core.rules.RuleRef;

/**
 * The sections of Sharpe's Skirmish (40mm), as the book numbers and heads them,
 * and the rulings of RULINGS.md. Every rule in this bundle cites one of these.
 */
final class Book {
    static final String BOOK = "Sharpe";
    static final String RULINGS = "Sharpe RULINGS.md";

    static final RuleRef SEQUENCE = RuleRef.of(BOOK, "1 Sequence of events");
    static final RuleRef PROFILES = RuleRef.of(BOOK, "2 Character profiles");
    static final RuleRef ORDER = RuleRef.of(BOOK, "3 Dicing for order of movement");
    static final RuleRef ORDER_ALTERNATIVE = RuleRef.of(BOOK, "3 Dicing for order of movement — Alternative");
    static final RuleRef MOVEMENT = RuleRef.of(BOOK, "4 Movement");
    static final RuleRef BAD_GOING = RuleRef.of(BOOK, "4 Movement — Bad going");
    static final RuleRef COLLISIONS = RuleRef.of(BOOK, "4 Movement — Collisions");
    static final RuleRef ACTIONS = RuleRef.of(BOOK, "5 Actions");
    static final RuleRef CHECKS = RuleRef.of(BOOK, "5 Actions — How to Check Actions");
    static final RuleRef ACTION_MODIFIERS = RuleRef.of(BOOK, "5 Actions — Modifiers for action dice");
    static final RuleRef CONTINUING = RuleRef.of(BOOK, "5 Actions — Continuing Actions");
    static final RuleRef FALLING_DOWN = RuleRef.of(BOOK, "5 Actions — Falling Down After a dexterity Test");
    static final RuleRef FIGHTING = RuleRef.of(BOOK, "6 Fighting");
    static final RuleRef SHOOTING = RuleRef.of(BOOK, "7 Shooting");
    static final RuleRef SHOOTING_MODIFIERS = RuleRef.of(BOOK, "7 Shooting — Modifiers to the firer's shooting skill");
    static final RuleRef RELOADING = RuleRef.of(BOOK, "7 Shooting — Reloading");
    static final RuleRef MISFIRES = RuleRef.of(BOOK, "7 Shooting — Misfires");
    static final RuleRef PICKING_UP = RuleRef.of(BOOK, "7 Shooting — Picking Up Dropped weapons");
    static final RuleRef MUSKETS = RuleRef.of(BOOK, "7 Shooting — Muskets And French Carbines");
    static final RuleRef PISTOLS = RuleRef.of(BOOK, "7 Shooting — Pistols");
    static final RuleRef BAKER_RIFLE = RuleRef.of(BOOK, "7 Shooting — Baker Rifle");
    static final RuleRef VOLLEY_GUN = RuleRef.of(BOOK, "7 Shooting — The Sergeant's Volley Gun");
    static final RuleRef MELEE = RuleRef.of(BOOK, "8 Melee");
    static final RuleRef CLOSE_COMBAT = RuleRef.of(BOOK, "9 Close combat");
    static final RuleRef COMBAT_MODIFIERS = RuleRef.of(BOOK, "9 Close combat — Combat Modifiers");
    static final RuleRef OBSTACLE = RuleRef.of(BOOK, "9 Close combat — defending an obstacle");
    static final RuleRef BAREHANDED = RuleRef.of(BOOK, "9 Close combat — Barehanded fighting");
    static final RuleRef DODGING = RuleRef.of(BOOK, "10 Dodging");
    static final RuleRef DISTRACTION = RuleRef.of(BOOK, "11 Distraction");
    static final RuleRef AREA_HIT = RuleRef.of(BOOK, "12 Wounding — area of the body hit");
    static final RuleRef KNOCKING_OUT = RuleRef.of(BOOK, "12 Wounding — Knocking out");
    static final RuleRef COVER = RuleRef.of(BOOK, "12 Wounding — Cover");
    static final RuleRef RECOIL = RuleRef.of(BOOK, "12 Wounding — Recoil");
    static final RuleRef SUPPRESSION = RuleRef.of(BOOK, "12 Wounding — Suppression");
    static final RuleRef EXTENT = RuleRef.of(BOOK, "12 Wounding — extent of the wound");
    static final RuleRef KILLS_IN_A_CAMPAIGN = RuleRef.of(BOOK, "12 Wounding — extent of the wound: Kill, in a campaign");
    static final RuleRef WOUND_EFFECTS = RuleRef.of(BOOK, "13 Wound effects");
    static final RuleRef PASSING_OUT = RuleRef.of(BOOK, "13 Wound effects — Losing and regaining consciousness");
    static final RuleRef HIGH_PLACES = RuleRef.of(BOOK, "13 Wound effects — Wounded when climbing or standing on roofs or high places");
    static final RuleRef MORALE = RuleRef.of(BOOK, "14 Morale");
    static final RuleRef SHOOTING_HORSEMAN = RuleRef.of(BOOK, "15 Horsemen — Shooting at a horseman");
    static final RuleRef WOUNDING_HORSES = RuleRef.of(BOOK, "15 Horsemen — Wounding Horses");
    static final RuleRef MELEE_HORSEMAN = RuleRef.of(BOOK, "15 Horsemen — Melee Combat with a Horseman");
    static final RuleRef HORSE_COLLISIONS = RuleRef.of(BOOK, "15 Horsemen — Attacking From Horseback: Collisions");
    static final RuleRef RIDING_DOWN = RuleRef.of(BOOK, "15 Horsemen — Attacking From Horseback: Attacking");
    static final RuleRef KILLING_UNCONSCIOUS = RuleRef.of(BOOK, "16 Killing unconscious men");
    static final RuleRef SILENT_APPROACH = RuleRef.of(BOOK, "17 Silent approach");
    static final RuleRef ARTILLERY = RuleRef.of(BOOK, "19 Artillery pieces");

    static final RuleRef A1 = RuleRef.of(RULINGS, "A1 — head at a score of 5");
    static final RuleRef A2 = RuleRef.of(RULINGS, "A2 — falling modifier");
    static final RuleRef A3 = RuleRef.of(RULINGS, "A3 — wound-effect modifiers");
    static final RuleRef A4 = RuleRef.of(RULINGS, "A4 — resting and aimed +1");
    static final RuleRef A5 = RuleRef.of(RULINGS, "A5 — range-band end points");
    static final RuleRef A6 = RuleRef.of(RULINGS, "A6 — dodging");
    static final RuleRef A7 = RuleRef.of(RULINGS, "A7 — combined strength");
    static final RuleRef A8 = RuleRef.of(RULINGS, "A8 — shooter's strength");
    static final RuleRef A9 = RuleRef.of(RULINGS, "A9 — riposter's strength");
    static final RuleRef A10 = RuleRef.of(RULINGS, "A10 — automatic hits and misfires");
    static final RuleRef A11 = RuleRef.of(RULINGS, "A11 — soft cover");
    static final RuleRef A12 = RuleRef.of(RULINGS, "A12 — wounds and bad going");
    static final RuleRef A13 = RuleRef.of(RULINGS, "A13 — a fallen defender");
    static final RuleRef A14 = RuleRef.of(RULINGS, "A14 — strength band");
    static final RuleRef A15 = RuleRef.of(RULINGS, "A15 — distraction chain");
    static final RuleRef A16 = RuleRef.of(RULINGS, "A16 — silent approach and a 6");
    static final RuleRef A17 = RuleRef.of(RULINGS, "A17 — other gaps");
    static final RuleRef R_GAPS = RuleRef.of(RULINGS, "B — further rulings");
    static final RuleRef D = RuleRef.of(RULINGS, "D — kills in a campaign");

    private Book() {
    }
}
