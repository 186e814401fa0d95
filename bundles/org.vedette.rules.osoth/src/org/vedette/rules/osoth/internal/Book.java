package org.vedette.rules.osoth.internal;

import org.vedette.core.rules.RuleRef;

/**
 * The places of The Other Side of the Hill that the rules cite, as Vedette's
 * copy of the text heads them ({@code rulebook.txt}: the extraction lost the
 * book's headings, and the copy adds them where the words place them), the
 * rulings of RULINGS.md and the tables of TABLES.md.
 */
final class Book {
    static final String BOOK = "OSOTH";
    static final String RULINGS = "OSOTH RULINGS.md";
    static final String TABLES = "OSOTH TABLES.md";

    static final RuleRef PLAYER_FIGURES = RuleRef.of(BOOK, "Player Figures");
    static final RuleRef NON_PLAYER_FIGURES = RuleRef.of(BOOK, "Non-Player Figures");
    static final RuleRef TRANSPORT = RuleRef.of(BOOK, "Non-Player Figures — Transport:");
    static final RuleRef VILLAGERS = RuleRef.of(BOOK, "Non-Player Figures — Villagers:");
    static final RuleRef MASSED_ENEMY = RuleRef.of(BOOK, "Non-Player Figures — Massed Enemy:");
    static final RuleRef GUERRILLAS = RuleRef.of(BOOK, "Player Figures — Guerillas are");
    static final RuleRef SEQUENCE = RuleRef.of(BOOK, "Sequence of Play");
    static final RuleRef PRESS = RuleRef.of(BOOK, "Sequence of Play — Press the Initiative/Event button");
    static final RuleRef UNITS = RuleRef.of(BOOK, "Units and Groups — Units:");
    static final RuleRef SPLITTING = RuleRef.of(BOOK, "Units and Groups — Units may split");
    static final RuleRef GROUPS = RuleRef.of(BOOK, "Units and Groups — Groups:");
    static final RuleRef ONCE = RuleRef.of(BOOK, "Units and Groups — Note that any given figure may only act once");
    static final RuleRef STAND = RuleRef.of(BOOK, "Actions — Stand/Rally/Load:");
    static final RuleRef MOVE = RuleRef.of(BOOK, "Actions — Move:");
    static final RuleRef CHARGE = RuleRef.of(BOOK, "Actions — Charge:");
    static final RuleRef ATTACK = RuleRef.of(BOOK, "Actions — Attack:");
    static final RuleRef FIRE_PISTOL = RuleRef.of(BOOK, "Actions — Fire Pistol:");
    static final RuleRef FIRE_CARBINE = RuleRef.of(BOOK, "Actions — Fire Carbine:");
    static final RuleRef FIRE_MUSKET = RuleRef.of(BOOK, "Actions — Fire Musket:");
    static final RuleRef FIRE_RIFLE = RuleRef.of(BOOK, "Actions — Fire Rifle:");
    static final RuleRef FIRE_LIGHT = RuleRef.of(BOOK, "Actions — Fire Light Artillery:");
    static final RuleRef FIRE_FIELD = RuleRef.of(BOOK, "Actions — Fire Field Artillery:");
    static final RuleRef CHECK_MORALE = RuleRef.of(BOOK, "Actions — Check Morale:");
    static final RuleRef TEST_BLAST = RuleRef.of(BOOK, "Actions — Test vs. Blast:");
    static final RuleRef TEST_ROUNDSHOT = RuleRef.of(BOOK, "Actions — Test vs. Roundshot:");
    static final RuleRef TEST_CANISTER = RuleRef.of(BOOK, "Actions — Test vs. Cannister:");
    static final RuleRef PARLEY_VILLAGERS = RuleRef.of(BOOK, "Actions — Parley with Villagers:");
    static final RuleRef PARLEY_MONKS = RuleRef.of(BOOK, "Actions — Parley with Monks/Priests:");
    static final RuleRef PARLEY_ARISTOCRATS = RuleRef.of(BOOK, "Actions — Parley with Aristocrats:");
    static final RuleRef EXPLORE_VILLAGE = RuleRef.of(BOOK, "Actions — Explore Village:");
    static final RuleRef EXPLORE_CAVE = RuleRef.of(BOOK, "Actions — Explore Cave/Ruins:");
    static final RuleRef SCOUT_OUTPOST = RuleRef.of(BOOK, "Actions — Scout Enemy Outpost:");
    static final RuleRef INTERROGATE = RuleRef.of(BOOK, "Actions — Interrogate/Search Enemy Officer(s):");
    static final RuleRef ASSESS = RuleRef.of(BOOK, "Actions — Assess Massed Enemy:");
    static final RuleRef MOVEMENT = RuleRef.of(BOOK, "Movement");
    static final RuleRef ROUGH = RuleRef.of(BOOK, "Movement — If a figure spends a portion");
    static final RuleRef OBSTACLES = RuleRef.of(BOOK, "Movement — Linear obstacles");
    static final RuleRef MOUNTING = RuleRef.of(BOOK, "Movement — Some activities qualify as movement");
    static final RuleRef FIRING = RuleRef.of(BOOK, "Firing");
    static final RuleRef TARGETS = RuleRef.of(BOOK, "Firing — When firing at artillery and transport");
    static final RuleRef OUT_OF_RANGE = RuleRef.of(BOOK, "Firing — Different weapons have different ranges");
    static final RuleRef RIFLES = RuleRef.of(BOOK, "Firing — Rifles are a special category");
    static final RuleRef ARTILLERY = RuleRef.of(BOOK, "Artillery");
    static final RuleRef AMMUNITION = RuleRef.of(BOOK, "Artillery — There are three types of ammunition");
    static final RuleRef ROUNDSHOT_CANISTER = RuleRef.of(BOOK, "Artillery — To fire cannister or roundshot");
    static final RuleRef SHELL = RuleRef.of(BOOK, "Artillery — Firing shell from a howitzer");
    static final RuleRef CHARGES = RuleRef.of(BOOK, "Charges");
    static final RuleRef REACTION = RuleRef.of(BOOK, "Charges — The first thing is to move the charging figure");
    static final RuleRef ATTACK_PAIR = RuleRef.of(BOOK, "Charges — If the figures are in combat at this point");
    static final RuleRef MORALE = RuleRef.of(BOOK, "Morale");
    static final RuleRef STRENGTH = RuleRef.of(BOOK, "Morale — In checking morale and rallying");
    static final RuleRef SCENARIOS = RuleRef.of(BOOK, "Scenarios");
    static final RuleRef SPY = RuleRef.of(BOOK, "The Spy in the Village");
    static final RuleRef MARQUISE = RuleRef.of(BOOK, "The Marquise of Alorna");
    static final RuleRef EVENTS = RuleRef.of(BOOK, "X. Scenarios, Tabletop Events, and Deployments");
    static final RuleRef WINNING = RuleRef.of(BOOK, "Winning and Losing");
    static final RuleRef NEGATIVES = RuleRef.of(BOOK, "Winning and Losing — As negatives");

    static final RuleRef O1 = RuleRef.of(RULINGS, "O1 — the app's numbers");
    static final RuleRef O2 = RuleRef.of(RULINGS, "O2 — re-pressing the button");
    static final RuleRef O3 = RuleRef.of(RULINGS, "O3 — figures of a unit that do not act");
    static final RuleRef O4 = RuleRef.of(RULINGS, "O4 — the boxes and the figure");
    static final RuleRef O5 = RuleRef.of(RULINGS, "O5 — the charge and its reaction");
    static final RuleRef O6 = RuleRef.of(RULINGS, "O6 — a Wavering unit that fails again");
    static final RuleRef O7 = RuleRef.of(RULINGS, "O7 — removed units and victory points");
    static final RuleRef O8 = RuleRef.of(RULINGS, "O8 — intelligence carried home");
    static final RuleRef O9 = RuleRef.of(RULINGS, "O9 — hidden forces");
    static final RuleRef O13 = RuleRef.of(RULINGS, "O13 — a traveller taken into the Players' care");
    static final RuleRef O15 = RuleRef.of(RULINGS, "O15 — home figure by figure on the table");

    static final RuleRef T_INITIATIVE = RuleRef.of(TABLES, "Initiative/Event");
    static final RuleRef T_MOVEMENT = RuleRef.of(TABLES, "Movement");
    static final RuleRef T_FIRE = RuleRef.of(TABLES, "Fire");
    static final RuleRef T_ATTACK = RuleRef.of(TABLES, "Attack");
    static final RuleRef T_ARTILLERY = RuleRef.of(TABLES, "Artillery");
    static final RuleRef T_MORALE = RuleRef.of(TABLES, "Morale");
    static final RuleRef T_YIELDS = RuleRef.of(TABLES, "Yields");

    private Book() {
    }
}
