package org.vedette.actions;

import java.util.List;

/**
 * The risk factors, one for each condition of each line of the book's list
 * ("RF Risk Factors", lines 7 to 20 of {@code rulebook.txt}), with the value
 * the book gives it, the line it is printed on and that line's words. A line
 * that joins two conditions with "or" is two factors sharing a line: by the
 * book's reading (ruling C4) such a line counts once however many of its
 * conditions hold.
 */
public enum Factor {
    NOTHING_IN_SIGHT(-4, 7, "-4: No enemy, or friends retreating, in sight.", Observation.NOTHING_IN_SIGHT),
    HERO_WITH_UNIT(-1, 9, "-1: Hero with unit, or unit is of superior quality.", Observation.HERO_WITH_UNIT),
    SUPERIOR_QUALITY(-1, 9, "-1: Hero with unit, or unit is of superior quality.", Observation.SUPERIOR_QUALITY),
    ENTIRELY_IN_COVER(-1, 10, ": Unit entirely in cover or advancing.", Observation.ENTIRELY_IN_COVER),
    ADVANCING(-1, 10, ": Unit entirely in cover or advancing.", Observation.ADVANCING),
    ENEMY_IN_RANGE(1, 12, "1: Enemy in clear sight and within their weapons range of the unit", Observation.ENEMY_IN_RANGE),
    /** Stacks with {@link #ENEMY_IN_RANGE} (ruling C3). */
    RAW_IN_RANGE(1, 13, ": Raw unit in range of any enemy unit in sight.", Observation.RAW, Observation.ENEMY_IN_RANGE),
    /** +1 for each tenth of the group wounded or killed (ruling C5 on the rounding). */
    CASUALTIES(1, 15, ": Per 10% of group wounded or killed."),
    ENEMY_TO_FLANK_OR_REAR(2, 17, "2: Enemy to flank or rear and in sight, or friends retreating/routing within 25cms.",
            Observation.ENEMY_TO_FLANK_OR_REAR),
    FRIENDS_RETREATING_NEAR(2, 17, "2: Enemy to flank or rear and in sight, or friends retreating/routing within 25cms.",
            Observation.FRIENDS_RETREATING_NEAR),
    NATIVES_NEAR_CAVALRY(2, 18, ": Natives within 50cms of enemy cavalry", Observation.NATIVES,
            Observation.ENEMY_CAVALRY_NEAR),
    ROUTING(3, 20, "3: If Routing, or suffering more casualties in melee.", Observation.ROUTING),
    LOSING_MELEE(3, 20, "3: If Routing, or suffering more casualties in melee.", Observation.LOSING_MELEE);

    private final int value;
    private final int line;
    private final String text;
    private final List<Observation> needs;
    final int mask;

    Factor(int value, int line, String text, Observation... needs) {
        this.value = value;
        this.line = line;
        this.text = text;
        this.needs = List.of(needs);
        int m = 0;
        for (Observation o : needs) m |= o.bit();
        this.mask = m;
    }

    /** The book's value: what the factor adds (for {@link #CASUALTIES}, per tenth). */
    public int value() {
        return value;
    }

    /** The line of {@code rulebook.txt} it is printed on. */
    public int line() {
        return line;
    }

    /** The line's words as the book prints them. */
    public String text() {
        return text;
    }

    /** The observations that must all hold for it to apply (none for {@link #CASUALTIES}). */
    public List<Observation> needs() {
        return needs;
    }

    /** Whether another factor is printed on the same line (the line's "or"). */
    public boolean sharesLineWith(Factor other) {
        return other != this && other.line == line;
    }

    static final Factor[] ALL = values();
}
