package org.vedette.actions;

/**
 * What a group's situation holds, as the risk factors and the Actions tables
 * ask it ("RF Risk Factors", "Actions Table"). Without positions on the table
 * the referee gives these; with positions the same observations are computed
 * from the geometry. Either way a {@link Situation} says, for each, whether it
 * was given or computed, and a {@link Decision} repeats it.
 */
public enum Observation {
    /** No enemy, and no friends retreating, in sight (ruling C11). */
    NOTHING_IN_SIGHT("nothing-in-sight", "no enemy or friends retreating in sight"),
    /** A Hero is with the group. */
    HERO_WITH_UNIT("hero-with-unit", "a hero with the unit"),
    /** The group is of superior quality (ruling C12: most of its figures are Veterans or Heroes). */
    SUPERIOR_QUALITY("superior-quality", "of superior quality"),
    /** Every figure of the group is in cover. */
    ENTIRELY_IN_COVER("entirely-in-cover", "entirely in cover"),
    /** The group is advancing. */
    ADVANCING("advancing", "advancing"),
    /** An enemy in clear sight has the group within its weapons' range (ruling C2). */
    ENEMY_IN_RANGE("enemy-in-range", "an enemy in clear sight has it within its weapons' range"),
    /** The group is Raw (most of its figures are). */
    RAW("raw", "a raw unit"),
    /** An enemy is in sight to the group's flank or rear. */
    ENEMY_TO_FLANK_OR_REAR("enemy-to-flank-or-rear", "an enemy in sight to its flank or rear"),
    /** Friends are retreating or routing within 25 cm. */
    FRIENDS_RETREATING_NEAR("friends-retreating-near", "friends retreating or routing within 25 cm"),
    /** The group is natives. */
    NATIVES("natives", "natives"),
    /** Enemy cavalry is within 50 cm. */
    ENEMY_CAVALRY_NEAR("enemy-cavalry-near", "enemy cavalry within 50 cm"),
    /** The group is routing (its last result was Rout). */
    ROUTING("routing", "routing"),
    /** The group is suffering more casualties in melee than it inflicts. */
    LOSING_MELEE("losing-melee", "suffering more casualties in melee"),
    /** The group is falling back away from the enemy (its last result was Retreat). */
    FALLING_BACK("falling-back", "falling back away from the enemy"),
    /** The group is defending a fortified position. */
    DEFENDING_FORTIFIED("defending-fortified", "defending a fortified position"),
    /** The enemy is all round the group: a Rout surrenders ("If surrounded, they surrender", ruling C19). */
    SURROUNDED("surrounded", "surrounded by the enemy");

    private final String id;
    private final String words;

    Observation(String id, String words) {
        this.id = id;
        this.words = words;
    }

    /** The id used in requests, marks and files ("enemy-in-range"). */
    public String id() {
        return id;
    }

    /** What it says, for an explanation ("an enemy in sight to its flank or rear"). */
    public String words() {
        return words;
    }

    int bit() {
        return 1 << ordinal();
    }

    private static final Observation[] ALL = values();

    /** The observation with this id, or null. */
    public static Observation byId(String id) {
        for (Observation o : ALL) {
            if (o.id.equals(id)) return o;
        }
        return null;
    }
}
