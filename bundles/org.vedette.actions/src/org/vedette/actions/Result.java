package org.vedette.actions;

/**
 * What an uncommanded group will try to do: the words of the Actions tables'
 * cells, each with what the book says it means (lines 109 to 119, and the
 * "Up to RF0" row for Continue) and the morale effect it has (ruling C10).
 */
public enum Result {
    CONTINUE("continue", "Continue", null,
            "Continue current actions. They will not move however, from fortified positions they are defending."),
    HALT("halt", "Halt", Morale.HALTED,
            "Unit must halt in its current position, and may only move to face the nearest enemy."),
    ADVANCE("advance", "Advance", Morale.STEADY,
            "Move towards the nearest enemy and halt at medium range if missile armed, otherwise go to Attack if within 50cms of enemy."),
    ATTACK("attack", "Attack", Morale.STEADY,
            "Unit will close with the nearest enemy unit and charge them if in reach. Natives get a +D6 cm to movement."),
    RETREAT("retreat", "Retreat", Morale.FALLING_BACK,
            "Unit must move away from the nearest known enemy position, or towards the nearest cover further from all enemy units. If in cover already, unit may stay in position if it has at least 50% of its original unit strength."),
    ROUT("rout", "Rout", Morale.ROUTING,
            "Unit will run at move (+5cms) away from the nearest enemy unit(s), it may neither fight nor shoot. If surrounded, they surrender.");

    private final String id;
    private final String word;
    private final Morale morale;
    private final String meaning;

    Result(String id, String word, Morale morale, String meaning) {
        this.id = id;
        this.word = word;
        this.morale = morale;
        this.meaning = meaning;
    }

    /** The id kept in the {@code action} mark ("advance"). */
    public String id() {
        return id;
    }

    /** The table's word ("Advance"). */
    public String word() {
        return word;
    }

    /** What the book says the result means. */
    public String meaning() {
        return meaning;
    }

    /**
     * The morale effect; null for Continue, which keeps the group as it was
     * (a group falling back that continues keeps falling back).
     */
    public Morale morale() {
        return morale;
    }

    private static final Result[] ALL = values();

    /** The result whose table word or id this is ("Advance", "advance"), or null. */
    public static Result of(String word) {
        for (Result r : ALL) {
            if (r.word.equalsIgnoreCase(word) || r.id.equals(word)) return r;
        }
        return null;
    }
}
