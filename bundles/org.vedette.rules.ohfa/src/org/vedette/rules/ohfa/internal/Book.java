package org.vedette.rules.ohfa.internal;

import org.vedette.core.rules.RuleRef;

/**
 * The sections of Over the Hills &amp; Far Away, as the book heads them, and
 * the rulings of RULINGS.md. Every rule in this bundle cites one of these.
 */
final class Book {
    static final String BOOK = "OHFA";
    static final String RULINGS = "OHFA RULINGS.md";

    static final RuleRef INTRODUCTION = RuleRef.of(BOOK, "Introduction");
    static final RuleRef QUALITY = RuleRef.of(BOOK, "Troop quality");
    static final RuleRef FATE_DECK = RuleRef.of(BOOK, "Fate deck");
    static final RuleRef TROOP_CARDS = RuleRef.of(BOOK, "Fate deck — troop type cards");
    static final RuleRef RELOAD = RuleRef.of(BOOK, "Fate deck — reload card");
    static final RuleRef FIRING_CARDS = RuleRef.of(BOOK, "Fate deck — firing cards");
    static final RuleRef JOKER = RuleRef.of(BOOK, "Fate deck — Joker");
    static final RuleRef PRECEDENCE = RuleRef.of(BOOK, "Precedence");
    static final RuleRef ACTIONS = RuleRef.of(BOOK, "Actions");
    static final RuleRef STAND = RuleRef.of(BOOK, "Actions — Stand");
    static final RuleRef MOVE = RuleRef.of(BOOK, "Actions — Move");
    static final RuleRef AIM = RuleRef.of(BOOK, "Actions — Aim");
    static final RuleRef RECOVER = RuleRef.of(BOOK, "Actions — Recover");
    static final RuleRef CHARGE = RuleRef.of(BOOK, "Actions — Charge");
    static final RuleRef MOVEMENT = RuleRef.of(BOOK, "Movement");
    static final RuleRef MOUNTED = RuleRef.of(BOOK, "Movement — mounted characters");
    static final RuleRef FIRING = RuleRef.of(BOOK, "Firing");
    static final RuleRef MODIFIERS = RuleRef.of(BOOK, "Firing — Shooting modifiers");
    static final RuleRef RANGES = RuleRef.of(BOOK, "Firing — Ranges");
    static final RuleRef SPECIAL = RuleRef.of(BOOK, "Firing — Special weapons");
    static final RuleRef BLUNDERBUSS = RuleRef.of(BOOK, "Firing — Special weapons (blunderbusses)");
    static final RuleRef GRENADES = RuleRef.of(BOOK, "Firing — Special weapons (grenades)");
    static final RuleRef VOLLEY_GUN = RuleRef.of(BOOK, "Firing — Special weapons (volley gun)");
    static final RuleRef WOUND_ROLL = RuleRef.of(BOOK, "Wound roll — Damage table");
    static final RuleRef COVER = RuleRef.of(BOOK, "Wound roll — Cover");
    static final RuleRef SHOCK = RuleRef.of(BOOK, "Wound roll — shock counters");
    static final RuleRef FIGHTING = RuleRef.of(BOOK, "Fighting");
    static final RuleRef COMBAT_POINTS = RuleRef.of(BOOK, "Fighting — Combat points");
    static final RuleRef COMBAT_MODIFIERS = RuleRef.of(BOOK, "Fighting — Close combat modifiers");
    static final RuleRef ALLOCATION = RuleRef.of(BOOK, "Fighting — allocating combat points");
    static final RuleRef MELEE_WEAPONS = RuleRef.of(BOOK, "Fighting — Melee weapons");
    static final RuleRef BLOWS = RuleRef.of(BOOK, "Fighting — the character's objective");
    static final RuleRef OUTNUMBERED = RuleRef.of(BOOK, "Fighting — Outnumbered characters");
    static final RuleRef FIRING_IN_COMBAT = RuleRef.of(BOOK, "Fighting — Firing in combat");
    static final RuleRef AFTER_THE_BATTLE = RuleRef.of(BOOK, "After the battle");

    static final RuleRef B1 = RuleRef.of(RULINGS, "B1 — double or over double");
    static final RuleRef B2 = RuleRef.of(RULINGS, "B2 — the melee weapons table");
    static final RuleRef B3 = RuleRef.of(RULINGS, "B3 — Raw fighters' modifiers");
    static final RuleRef B4 = RuleRef.of(RULINGS, "B4 — too few points, all points allocated");
    static final RuleRef B5 = RuleRef.of(RULINGS, "B5 — grenade drift");
    static final RuleRef B6 = RuleRef.of(RULINGS, "B6 — troop type cards");
    static final RuleRef B7 = RuleRef.of(RULINGS, "B7 — a mounted character's firing card");
    static final RuleRef B8 = RuleRef.of(RULINGS, "B8 — failed recovery of a kill");
    static final RuleRef B9 = RuleRef.of(RULINGS, "B9 — cover for no-save results");
    static final RuleRef B10 = RuleRef.of(RULINGS, "B10 — templates");
    static final RuleRef B11 = RuleRef.of(RULINGS, "B11 — other gaps");
    static final RuleRef DECK = RuleRef.of(RULINGS, "R1 — the fate deck in Vedette");
    static final RuleRef R2 = RuleRef.of(RULINGS, "R2 — the referee's hand in the fate deck");

    private Book() {
    }
}
