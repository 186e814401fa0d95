package org.vedette.rules.ohfa.internal;

import org.vedette.rules.ohfa.Ohfa;

/**
 * The Melee Weapons table, whose columns the extracted text lost, as ruling B2
 * reads it: six columns — Sword, Bayonet, Butt/Club, Knife, Spear, Lance —
 * with the Knife's assault cell blank (0). A column per weapon here, a
 * modifier per round: assault, close combat, grappling.
 */
enum MeleeWeapon {
    //                                    assault close grappling
    SWORD(Ohfa.Weapon.SWORD, "Sword", +1, +2, -1),
    BAYONET(Ohfa.Weapon.BAYONET, "Bayonet", +2, +1, -1),
    BUTT(Ohfa.Weapon.BUTT, "Musket butt", +1, +1, +1),
    CLUB(Ohfa.Weapon.CLUB, "Club", +1, +1, +1),
    KNIFE(Ohfa.Weapon.KNIFE, "Knife", 0, +1, +2),
    SPEAR(Ohfa.Weapon.SPEAR, "Spear", +3, -1, -2),
    LANCE(Ohfa.Weapon.LANCE, "Lance", +5, -2, -3),
    NONE(Ohfa.Weapon.NONE, "no melee weapon", 0, 0, 0);

    final String id;
    final String label;
    private final int[] rounds;

    MeleeWeapon(String id, String label, int assault, int close, int grappling) {
        this.id = id;
        this.label = label;
        this.rounds = new int[] {assault, close, grappling};
    }

    /** The modifier in a round: 0 assault, 1 close combat, 2 grappling. */
    int modifier(int round) {
        return rounds[round];
    }

    static MeleeWeapon byId(String id) {
        for (MeleeWeapon w : values()) {
            if (w.id.equals(id)) return w;
        }
        return null;
    }
}
