package org.vedette.rules.onehour.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.onehour.OneHour;

/**
 * The book's unit types and everything their type decides, one row each, so
 * the table can be read against the book:
 * <ul>
 * <li>move: "Units may move up to the following distances" (Movement); "Artillery 6”" is foot artillery (ruling D7);</li>
 * <li>woods, town, end in town: "Woods – Only Light Infantry and Skirmishers may enter. Villages - Cavalry may
 * not end their moves in a town. Artillery cannot enter a town." (Terrain);</li>
 * <li>range, dice, in square, one-hit cap: the shooting table (Shooting — Assess Casualties), "Cavalry cannot
 * fire"; light infantry in square shoot with 1 die like infantry (ruling D7);</li>
 * <li>melee dice, cap, impetus: the hand-to-hand table (Hand-to-Hand Combat — Assess Casualties);</li>
 * <li>square: "Infantry and Light Infantry may form Square if attacked by Cavalry".</li>
 * </ul>
 */
enum UnitType {
    //               id / label                                           move woods  town   endTown cavalry artillery  range dice sq cap     melee cap    impetus square
    INFANTRY(OneHour.Type.INFANTRY, "Infantry",                             6, false, true,  true,  false, false,      12,  2,  1, false,  2, false, 0, true),
    LIGHT_INFANTRY(OneHour.Type.LIGHT_INFANTRY, "Light Infantry",           8, true,  true,  true,  false, false,      12,  2,  1, true,   2, true,  0, true),
    SKIRMISHERS(OneHour.Type.SKIRMISHERS, "Skirmishers",                    8, true,  true,  true,  false, false,      14,  1,  1, false,  1, false, 0, false),
    HEAVY_CAVALRY(OneHour.Type.HEAVY_CAVALRY, "Heavy Cavalry",             10, false, true,  false, true,  false,       0,  0,  0, false,  2, false, 1, false),
    LIGHT_CAVALRY(OneHour.Type.LIGHT_CAVALRY, "Light Cavalry",             12, false, true,  false, true,  false,       0,  0,  0, false,  2, false, 0, false),
    FOOT_ARTILLERY(OneHour.Type.FOOT_ARTILLERY, "Foot Artillery",           6, false, false, false, false, true,       36,  2,  2, false,  1, false, 0, false),
    HORSE_ARTILLERY(OneHour.Type.HORSE_ARTILLERY, "Horse Artillery",       10, false, false, false, false, true,       24,  2,  2, true,   1, false, 0, false);

    /** Values of the profile field, in the book's order. */
    private static final UnitType[] ALL = values();

    final String id;
    final String label;
    /** Inches a unit may move in a turn, before the road bonus. */
    final int move;
    final boolean entersWoods;
    final boolean entersTown;
    final boolean endsInTown;
    final boolean cavalry;
    final boolean artillery;
    /** Greatest shooting range in inches; 0 for units that cannot fire. */
    final int range;
    final int fireDice;
    final int fireDiceInSquare;
    /** "2 Dice*": cannot score more than 1 hit when firing. */
    final boolean fireCappedAtOneHit;
    final int meleeDice;
    /** "2*" in the hand-to-hand table (capped only with option D1). */
    final boolean meleeStarred;
    final int impetusDice;
    final boolean formsSquare;

    UnitType(String id, String label, int move, boolean entersWoods, boolean entersTown, boolean endsInTown,
            boolean cavalry, boolean artillery, int range, int fireDice, int fireDiceInSquare,
            boolean fireCappedAtOneHit, int meleeDice, boolean meleeStarred, int impetusDice, boolean formsSquare) {
        this.id = id;
        this.label = label;
        this.move = move;
        this.entersWoods = entersWoods;
        this.entersTown = entersTown;
        this.endsInTown = endsInTown;
        this.cavalry = cavalry;
        this.artillery = artillery;
        this.range = range;
        this.fireDice = fireDice;
        this.fireDiceInSquare = fireDiceInSquare;
        this.fireCappedAtOneHit = fireCappedAtOneHit;
        this.meleeDice = meleeDice;
        this.meleeStarred = meleeStarred;
        this.impetusDice = impetusDice;
        this.formsSquare = formsSquare;
    }

    static UnitType[] all() {
        return ALL.clone();
    }

    /** The type with this id, or null. A switch on strings: no map, no stream, no allocation. */
    static UnitType byId(String id) {
        if (id == null) return null;
        return switch (id) {
            case OneHour.Type.INFANTRY -> INFANTRY;
            case OneHour.Type.LIGHT_INFANTRY -> LIGHT_INFANTRY;
            case OneHour.Type.SKIRMISHERS -> SKIRMISHERS;
            case OneHour.Type.HEAVY_CAVALRY -> HEAVY_CAVALRY;
            case OneHour.Type.LIGHT_CAVALRY -> LIGHT_CAVALRY;
            case OneHour.Type.FOOT_ARTILLERY -> FOOT_ARTILLERY;
            case OneHour.Type.HORSE_ARTILLERY -> HORSE_ARTILLERY;
            default -> null;
        };
    }

    /** The unit's type, or a refusal that says which unit lacks one and what is allowed. */
    static UnitType of(Actor unit) throws IllegalActionException {
        Object v = unit.profile().get(OneHour.TYPE_FIELD);
        UnitType t = v instanceof String s ? byId(s) : null;
        if (t == null) {
            StringBuilder ids = new StringBuilder();
            for (UnitType u : ALL) ids.append(ids.isEmpty() ? "" : ", ").append(u.id);
            throw new IllegalActionException(Book.UNIT_TYPES, unit.name() + " has "
                    + (v == null ? "no unit type" : "the unit type '" + v + "', which the book does not know")
                    + ": its profile field '" + OneHour.TYPE_FIELD + "' must be one of " + ids);
        }
        return t;
    }

    /** "Each die which scored 4 or more indicates a hit": a half a die (Assess Casualties). */
    static final double HIT_CHANCE = 0.5;

    /**
     * Hits the unit scores in a turn of shooting and a turn of hand-to-hand, on average (ruling D8): a half a
     * die, the impetus die counted; "2 Dice*" in shooting, capped at one hit, the chance of at least one.
     */
    double hitsPerTurn() {
        double shooting = fireCappedAtOneHit ? 1 - Math.pow(1 - HIT_CHANCE, fireDice) : fireDice * HIT_CHANCE;
        return shooting + (meleeDice + impetusDice) * HIT_CHANCE;
    }

    boolean canFire() {
        return range > 0;
    }
}
