package org.vedette.rules.sharpe.internal;

import org.vedette.core.rules.RuleRef;
import org.vedette.rules.sharpe.Sharpe;

/**
 * The weapons table (§7 and §19), one row per weapon, to read against the
 * book: short range (+1, "3 inches or less - pistol, 6 inches - musket,
 * carbine, 10 inches - Rifle"), the range bands and their modifiers, where the
 * ball is spent, the automatic-hit range, the cap on the firing skill, the
 * bounds of loading after a shot, and the wounds of the volley gun and the
 * artillery piece. Every band includes its upper end (ruling A5).
 */
enum Weapon {
    //        id                        firearm melee  short  bands (up to, modifier)              beyond   auto  cap reload  rule
    MUSKET(Sharpe.Weapon.MUSKET, "musket", true, true, 6, new double[] { 24, 36, 48 }, new int[] { 0, -1, -2 }, Weapon.SPENT, 0, 9, 1, Book.MUSKETS),
    // Ruling A17: carbines appear only in "Muskets And French Carbines" and the short-range line: musket ranges.
    CARBINE(Sharpe.Weapon.CARBINE, "carbine", true, true, 6, new double[] { 24, 36, 48 }, new int[] { 0, -1, -2 }, Weapon.SPENT, 0, 9, 1, Book.MUSKETS),
    // Pistols: "effective range of 3 inches […] between 3 and 6 […] -1 […] between 6 and 12 […] -2. Above this range they are ineffective."
    // The book gives no reload time: a musket's (ruling B).
    PISTOL(Sharpe.Weapon.PISTOL, "pistol", true, false, 3, new double[] { 6, 12 }, new int[] { -1, -2 }, Weapon.SPENT, 0, 0, 1, Book.PISTOLS),
    // "unmodified firing skill at any distance up to 48 inches. At all distances above this use a -1"; fire every 3 bounds.
    BAKER_RIFLE(Sharpe.Weapon.BAKER_RIFLE, "Baker rifle", true, true, 10, new double[] { 48 }, new int[] { 0 }, -1, 0, 0, 2, Book.BAKER_RIFLE),
    // "less than 10 paces" (5", ruling A17) automatic; "normal range is 15 inches"; beyond -1; "greater than 30 inches the bullets will be spent";
    // "fired only once every 10 moves": 9 bounds of loading between shots.
    VOLLEY_GUN(Sharpe.Weapon.VOLLEY_GUN, "volley gun", true, false, 0, new double[] { 15, 30 }, new int[] { 0, -1 }, Weapon.SPENT, 5, 0, 9, Book.VOLLEY_GUN),
    // "less than 10 inches […] automatic hit"; 24 unmodified; 24-36 -1; 36-48 -2; "Above this range they test against firing skill -3";
    // "one man 20 bounds to reload": 20 man-bounds.
    CANNON(Sharpe.Weapon.CANNON, "artillery piece", true, false, 0, new double[] { 24, 36, 48 }, new int[] { 0, -1, -2 }, -3, 10, 9, 20, Book.ARTILLERY),
    SWORD(Sharpe.Weapon.SWORD, "sword", false, true, 0, new double[0], new int[0], Weapon.SPENT, 0, 0, 0, Book.CLOSE_COMBAT),
    BAYONET(Sharpe.Weapon.BAYONET, "bayonet", false, true, 0, new double[0], new int[0], Weapon.SPENT, 0, 0, 0, Book.CLOSE_COMBAT),
    CLUB(Sharpe.Weapon.CLUB, "club", false, true, 0, new double[0], new int[0], Weapon.SPENT, 0, 0, 0, Book.CLOSE_COMBAT);

    /** A beyond-modifier meaning the ball is spent beyond the last band. */
    static final int SPENT = Integer.MIN_VALUE;
    /** "The maximum firing skill that a musket firer can have is 9" (and a tap-loaded rifle, an artillery piece). */
    static final int MUSKET_CAP = 9;
    /** An artillery piece "is allocated a firing skill of 6". */
    static final int GUN_SKILL = 6;
    /** "The maximum crew involved in reloading is four." */
    static final int MAX_CREW = 4;
    /** Tap loading: "once every other bound" — one bound of loading. */
    static final int TAP_LOAD_BOUNDS = 1;

    final String id;
    final String label;
    final boolean firearm;
    /** Usable in close combat (a musket as a club or with its bayonet; a sword). */
    final boolean melee;
    /** Short range (+1) is this many inches or less; 0 = none. */
    final double shortRange;
    final double[] bandUpTo;
    final int[] bandModifier;
    /** The modifier beyond the last band, or {@link #SPENT}. */
    final int beyond;
    /** Targets nearer than this are hit automatically; 0 = never. */
    final double automaticHitBelow;
    /** The cap on the firing skill, 0 = none. */
    final int skillCap;
    /** Bounds of loading between shots (man-bounds for the artillery piece). */
    final int reloadBounds;
    final RuleRef rule;
    /** "reload.musket": the mark counting the bounds of loading still needed. */
    final String reloadMark;
    /** "dropped.musket". */
    final String droppedMark;
    /** "held.musket". */
    final String heldMark;

    Weapon(String id, String label, boolean firearm, boolean melee, double shortRange, double[] bandUpTo,
            int[] bandModifier, int beyond, double automaticHitBelow, int skillCap, int reloadBounds, RuleRef rule) {
        this.id = id;
        this.label = label;
        this.firearm = firearm;
        this.melee = melee;
        this.shortRange = shortRange;
        this.bandUpTo = bandUpTo;
        this.bandModifier = bandModifier;
        this.beyond = beyond;
        this.automaticHitBelow = automaticHitBelow;
        this.skillCap = skillCap;
        this.reloadBounds = reloadBounds;
        this.rule = rule;
        this.reloadMark = Sharpe.Mark.RELOAD_PREFIX + id;
        this.droppedMark = Sharpe.Mark.DROPPED_PREFIX + id;
        this.heldMark = Sharpe.Mark.HELD_PREFIX + id;
    }

    static final Weapon[] ALL = values();

    /** The weapon with this id, or null. */
    static Weapon of(String id) {
        if (id == null) return null;
        for (Weapon w : ALL) {
            if (w.id.equals(id)) return w;
        }
        return null;
    }

    boolean inRange(double range) {
        return beyond != SPENT || range <= bandUpTo[bandUpTo.length - 1];
    }

    boolean automaticHit(double range) {
        return range < automaticHitBelow;
    }

    /** The range modifier: +1 at short range, the band's, or beyond; call only in range. */
    int rangeModifier(double range) {
        if (shortRange > 0 && range <= shortRange) return 1;
        for (int i = 0; i < bandUpTo.length; i++) {
            if (range <= bandUpTo[i]) return bandModifier[i];
        }
        return beyond;
    }

    /** The longest range, or infinity. */
    double maxRange() {
        return beyond == SPENT ? bandUpTo[bandUpTo.length - 1] : Double.POSITIVE_INFINITY;
    }

    /** Whether this weapon throws a number of wounds (volley gun, artillery) instead of one. */
    boolean manyWounds() {
        return this == VOLLEY_GUN || this == CANNON;
    }
}
