package org.vedette.rules.ohfa.internal;

import org.vedette.rules.ohfa.Ohfa;

/**
 * The SHOOTING RANGES table and the special weapons, a row per firearm:
 * the greatest range of each band (close, medium, long, extreme; LOS is
 * unlimited, "as far as he can see"), and what the book says of it besides.
 */
enum Firearm {
    //                                       close medium long extreme
    PISTOL(Ohfa.Weapon.PISTOL, "Pistol", 6, 9, 12, 15),
    CARBINE(Ohfa.Weapon.CARBINE, "Carbine", 8, 12, 16, 20),
    MUSKET(Ohfa.Weapon.MUSKET, "Musket", 9, 18, 36, Firearm.LOS),
    RIFLE(Ohfa.Weapon.RIFLE, "Rifle", 12, 24, 48, Firearm.LOS),
    /** "a close range of 6" ... a maximum range (counted as medium for modifiers) of 9"" (ruling B10). */
    BLUNDERBUSS(Ohfa.Weapon.BLUNDERBUSS, "Blunderbuss", 6, 9, 0, 0),
    /** "Grenades have three ranges: close 6" Medium 9" long 12"." */
    GRENADE(Ohfa.Weapon.GRENADE, "Grenade", 6, 9, 12, 0),
    /** "an 8" cone template": close range up to 8" (ruling B10). */
    VOLLEY_GUN(Ohfa.Weapon.VOLLEY_GUN, "Volley gun", 8, 0, 0, 0);

    static final double LOS = Double.POSITIVE_INFINITY;

    final String id;
    final String label;
    /** The greatest range of each band, close to extreme; 0 where the weapon has no such band. */
    private final double[] bands;

    Firearm(String id, String label, double close, double medium, double longRange, double extreme) {
        this.id = id;
        this.label = label;
        this.bands = new double[] {close, medium, longRange, extreme};
    }

    /** The band a range falls in, or null when out of range. */
    Band band(double range) {
        for (Band b : Band.values()) {
            if (bands[b.ordinal()] > 0 && range <= bands[b.ordinal()]) return b;
        }
        return null;
    }

    /** The greatest range of any band. */
    double maximum() {
        double max = 0;
        for (double b : bands) max = Math.max(max, b);
        return max;
    }

    /** Whether a hit in this band touches every figure under a template (Special weapons). */
    boolean template(Band band) {
        return switch (this) {
            case BLUNDERBUSS -> band == Band.MEDIUM;
            case GRENADE, VOLLEY_GUN -> true;
            default -> false;
        };
    }

    static Firearm byId(String id) {
        for (Firearm f : values()) {
            if (f.id.equals(id)) return f;
        }
        return null;
    }

    /** The range bands with their SHOOTING MODIFIERS: "Close range +1 Long range -1 Extreme range -2". */
    enum Band {
        CLOSE("close", +1), MEDIUM("medium", 0), LONG("long", -1), EXTREME("extreme", -2);

        final String label;
        final int modifier;

        Band(String label, int modifier) {
            this.label = label;
            this.modifier = modifier;
        }
    }
}
