package org.vedette.rules.riskfactor.internal;

import org.vedette.core.rules.RuleRef;

/**
 * The sections of the risk-factor rules, named by the words the text heads
 * them with (so Help at the table finds them in {@code rulebook.txt}), and
 * the rulings of RULINGS.md. Every rule in this bundle cites one of these.
 */
final class Book {
    static final String BOOK = "RF";
    static final String RULINGS = "RF RULINGS.md";

    static final RuleRef RISK_FACTORS = RuleRef.of(BOOK, "Risk Factors");
    static final RuleRef NEAREST_ENEMY = RuleRef.of(BOOK, "Risk Factors — uncommanded units will always shoot only at the nearest enemy");
    static final RuleRef VISIBILITY = RuleRef.of(BOOK, "Visibility");
    static final RuleRef CROSS_REFERENCE = RuleRef.of(BOOK, "Cross reference the Risk Factor");
    static final RuleRef FORMED_TROOPS = RuleRef.of(BOOK, "Uncommanded Formed troops");
    static final RuleRef ACTIONS_TABLE = RuleRef.of(BOOK, "Actions Table");
    static final RuleRef ATTACK = RuleRef.of(BOOK, "Attack Unit will close");
    static final RuleRef ROUT = RuleRef.of(BOOK, "Rout Unit will run");
    static final RuleRef ADVANCE = RuleRef.of(BOOK, "Advance Move towards the nearest enemy");
    static final RuleRef RETREAT = RuleRef.of(BOOK, "Retreat — If in cover already");
    static final RuleRef HALT = RuleRef.of(BOOK, "Halt Unit must halt");
    static final RuleRef CHAIN_OF_COMMAND = RuleRef.of(BOOK, "A veteran officer of regulars");
    static final RuleRef PLAY_SEQUENCE = RuleRef.of(BOOK, "Play Sequence");
    static final RuleRef COMMAND_PHASE = RuleRef.of(BOOK, "Play Sequence — (1) Player Characters dice for Command points");
    static final RuleRef MOVEMENT_PHASE = RuleRef.of(BOOK, "Play Sequence — (2) Move all");
    static final RuleRef SHOOTING_PHASE = RuleRef.of(BOOK, "Play Sequence — (3) Calculate any shooting");
    static final RuleRef MELEE_PHASE = RuleRef.of(BOOK, "Play Sequence — (4) Calculate all melees");
    static final RuleRef ACTIVATION = RuleRef.of(BOOK, "Figure Activation");
    static final RuleRef COMMAND_DICE = RuleRef.of(BOOK, "Figure Activation — Heroes throw 4D6");
    static final RuleRef COMMAND_DISTANCE = RuleRef.of(BOOK, "Figure Activation — Command distance");
    static final RuleRef ACTIVATION_COST = RuleRef.of(BOOK, "Figure Activation — Loyal figures require 1 pt");
    static final RuleRef WHOLE_GROUP = RuleRef.of(BOOK, "Figure Activation — If all the members of a group are not commanded");
    static final RuleRef ON_BEHALF = RuleRef.of(BOOK, "Figure Activation — If an NCO/ Drummer or bugler is activated");
    static final RuleRef NO_VOLLEYS = RuleRef.of(BOOK, "Activated troops will normally act");
    static final RuleRef MOVEMENT = RuleRef.of(BOOK, "Movement");
    static final RuleRef SHOOTING = RuleRef.of(BOOK, "Shooting");
    static final RuleRef UNCOMMANDED_FIRE = RuleRef.of(BOOK, "Shooting — Uncommanded troops fire 1 per 2 figures");
    static final RuleRef LOADING = RuleRef.of(BOOK, "Shooting — Commanded troops must spend a turn halted");
    static final RuleRef MOVING_FIRE = RuleRef.of(BOOK, "Shooting — Uncommanded troops may only move half speed");
    static final RuleRef TO_HIT = RuleRef.of(BOOK, "Shooting — To Hit: Throw a D8");
    static final RuleRef DAMAGE = RuleRef.of(BOOK, "Shooting — Shooting Damage Caused");
    static final RuleRef ALLOCATION = RuleRef.of(BOOK, "Shooting — Hits are randomised");
    static final RuleRef LINE_OF_SIGHT = RuleRef.of(BOOK, "Shooting — Shooting is only possible if figures can see the entire base");
    static final RuleRef OFFICERS_JOIN = RuleRef.of(BOOK, "Shooting — Officers / NCOs / Leaders are considered part of the nearest group");
    static final RuleRef MELEE = RuleRef.of(BOOK, "Charging and Melee");
    static final RuleRef MELEE_DICE = RuleRef.of(BOOK, "Charging and Melee — When figures are matched");
    static final RuleRef MELEE_HITS = RuleRef.of(BOOK, "Charging and Melee — If one side score is better");

    static final RuleRef C1 = RuleRef.of(RULINGS, "C1 — the D6 modifiers");
    static final RuleRef C2 = RuleRef.of(RULINGS, "C2 — whose weapons range");
    static final RuleRef C6 = RuleRef.of(RULINGS, "C6 — command dice");
    static final RuleRef C7 = RuleRef.of(RULINGS, "C7 — melee");
    static final RuleRef C8 = RuleRef.of(RULINGS, "C8 — uncommanded moving fire");
    static final RuleRef C9 = RuleRef.of(RULINGS, "C9 — off-table rolls");
    static final RuleRef C10 = RuleRef.of(RULINGS, "C10 — other gaps");
    static final RuleRef C12 = RuleRef.of(RULINGS, "C12 — a group and its quality");
    static final RuleRef C14 = RuleRef.of(RULINGS, "C14 — the chain of command");
    static final RuleRef C15 = RuleRef.of(RULINGS, "C15 — when the Actions table is rolled");
    static final RuleRef C16 = RuleRef.of(RULINGS, "C16 — wounds");
    static final RuleRef C17 = RuleRef.of(RULINGS, "C17 — which table");
    static final RuleRef C18 = RuleRef.of(RULINGS, "C18 — observations from the table");
    static final RuleRef C19 = RuleRef.of(RULINGS, "C19 — surrounded");
    static final RuleRef C23 = RuleRef.of(RULINGS, "C23 — the bayonet");

    private Book() {
    }
}
