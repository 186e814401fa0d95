package org.vedette.rules.riskfactor.internal;

import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/**
 * The "Shooting" weapon table as the book prints it — short, medium and long
 * range in cm and the melee factor — and the class each weapon does damage
 * as ("Shooting Damage Caused": Gunpowder weapons, Bow / spear, Other).
 */
enum WeaponTable {
    RIFLE(Weapon.RIFLE, "Rifles 30 cms 90 cms 180 cms 2", 30, 90, 180, 2, Damage.GUNPOWDER),
    MUSKET(Weapon.MUSKET, "Muskets 20 cms 40 cms 120 cms 2 (3 with Bayonet)", 20, 40, 120, 2, Damage.GUNPOWDER),
    PISTOL(Weapon.PISTOL, "Pistols 4 cms 8 cms 20 cms 1", 4, 8, 20, 1, Damage.GUNPOWDER),
    BOW(Weapon.BOW, "Bows 30 cms 60 cms 100 cms 1", 30, 60, 100, 1, Damage.BOW_OR_SPEAR),
    SPEAR(Weapon.SPEAR, "Spears 8 cms 12 cms 24 cms 3", 8, 12, 24, 3, Damage.BOW_OR_SPEAR),
    SWORD(Weapon.SWORD, "Swords - - - 3", 0, 0, 0, 3, Damage.OTHER),
    WAR_CLUB(Weapon.WAR_CLUB, "War Club - - - 3", 0, 0, 0, 3, Damage.OTHER),
    HATCHET(Weapon.HATCHET, "Hatchet / Knife. 5 cms 10 cms 20 cms 2", 5, 10, 20, 2, Damage.OTHER),
    ROCKS(Weapon.ROCKS, "Rocks etc 4 cms 8 cms 20 cms 1", 4, 8, 20, 1, Damage.OTHER),
    /** A bayonet is no weapon of its own: it makes a musket's melee factor 3. */
    BAYONET(Weapon.BAYONET, "Muskets … 2 (3 with Bayonet)", 0, 0, 0, 0, Damage.OTHER);

    /** The rows of "Shooting Damage Caused", D6 1 to 6, word for word. */
    enum Damage {
        GUNPOWDER("Gunpowder weapons Graze Graze Wound Wound Kill Kill"),
        BOW_OR_SPEAR("Bow / spear Graze Graze Wound Wound Wound Kill"),
        OTHER("Other Graze Graze Graze Wound Wound Kill");

        final String line;
        private final String[] cells;

        Damage(String line) {
            this.line = line;
            String[] words = line.split(" ");
            this.cells = new String[6];
            System.arraycopy(words, words.length - 6, cells, 0, 6);
        }

        /** "Graze", "Wound" or "Kill" for a D6 of 1 to 6. */
        String cell(int die) {
            return cells[die - 1];
        }
    }

    final String id;
    final String line;
    final int shortRange;
    final int mediumRange;
    final int longRange;
    final int meleeFactor;
    final Damage damage;

    WeaponTable(String id, String line, int shortRange, int mediumRange, int longRange, int meleeFactor, Damage damage) {
        this.id = id;
        this.line = line;
        this.shortRange = shortRange;
        this.mediumRange = mediumRange;
        this.longRange = longRange;
        this.meleeFactor = meleeFactor;
        this.damage = damage;
    }

    boolean shoots() {
        return longRange > 0;
    }

    /** Loaded before firing by commanded troops ("muzzle loaded weapons"). */
    boolean muzzleLoaded() {
        return damage == Damage.GUNPOWDER;
    }

    /** 0 short, 1 medium, 2 long, 3 beyond range. */
    int band(double cm) {
        return cm <= shortRange ? 0 : cm <= mediumRange ? 1 : cm <= longRange ? 2 : 3;
    }

    private static final WeaponTable[] ALL = values();

    static WeaponTable of(String id) {
        for (WeaponTable w : ALL) {
            if (w.id.equals(id)) return w;
        }
        return null;
    }

    /** "Muskets … 2 (3 with Bayonet)": a musket's melee factor with a bayonet fixed. */
    static final int WITH_BAYONET = 3;

    /** The best melee factor among the weapons carried (a musket with a bayonet 3); 0 unarmed. */
    static int bestMeleeFactor(java.util.List<String> weapons) {
        int best = 0;
        for (String w : weapons) {
            WeaponTable t = of(w);
            if (t != null) best = Math.max(best, meleeFactor(weapons, t));
        }
        return best;
    }

    /**
     * The melee factor of one weapon among those carried. The bayonet has no
     * row of its own: it is the musket's "(3 with Bayonet)", whether the blow
     * is given as the musket or as the bayonet on it (ruling C23); a bayonet
     * without a musket has nothing to be fixed to (0, refused by the melee).
     */
    static int meleeFactor(java.util.List<String> weapons, WeaponTable t) {
        if (t == MUSKET || t == BAYONET) {
            boolean both = weapons.contains(Weapon.MUSKET) && weapons.contains(Weapon.BAYONET);
            if (both) return WITH_BAYONET;
        }
        return t.meleeFactor;
    }

    /** "To Hit: Throw a D8 / Open, Soft cover, Hard Cover" by range band. */
    static final String[] BANDS = { "Short Range", "Medium Range", "Long Range" };
    static final int[][] TO_HIT = {
            { 2, 4, 6 }, // Short Range 2 4 6
            { 4, 6, 7 }, // Medium Range 4 6 7
            { 6, 7, 8 }, // Long Range 6 7 8
    };
}
