package org.vedette.table;

/**
 * How a ruleset's line of sight meets the table (RULINGS.md T3–T7).
 *
 * @param book             the book and section the rules come from, for the reasons a line is blocked
 * @param foliageDepth     the longest stretch of one wood a line may run inside and still see (inches)
 * @param throughFoliage   whether a line may pass through a wood neither end stands in
 * @param townsScreen      whether a village (kind town) is seen into but not through, as a wood of no depth
 * @param hedgesBlock      whether a hedge stops sight but for a figure lining it
 * @param minimumGap       a line may not pass between two figures or units closer together than this (inches)
 * @param wholeBase        whether the whole of the target's base must be seen (else any part is enough)
 * @param ignoreNearFirer  figures within this distance of the firer's base do not block (inches)
 * @param fromFrontEdge    whether lines are drawn from the centre of the front edge (One Hour) rather than the centre
 */
public record SightRules(String book, double foliageDepth, boolean throughFoliage, boolean townsScreen, boolean hedgesBlock,
        double minimumGap, boolean wholeBase, double ignoreNearFirer, boolean fromFrontEdge) {

    /** Centimetres in an inch: the risk-factor rules measure in centimetres, the table in inches. */
    public static final double CM = 1 / 2.54;

    /**
     * The Other Side of the Hill, "Firing": "A target may be seen up to 2
     * inches into or through foliage, unless it is very dense (hedges)" and
     * "you may not fire through gaps between figures of less than 1/2 inch".
     */
    public static SightRules otherSideOfTheHill() {
        return new SightRules("OSOTH Firing", 2, true, false, true, 0.5, false, 0, false);
    }

    /**
     * Sharpe's Skirmish says only that "at least part of the target must be
     * visible" (§7 Shooting, "Aimed shots"); the table follows The Other Side
     * of the Hill, written for the same kind of game (RULINGS.md T3).
     */
    public static SightRules sharpe() {
        return new SightRules("OSOTH Firing (for Sharpe, RULINGS.md T3)", 2, true, false, true, 0.5, false, 0, false);
    }

    /**
     * Over the Hills &amp; Far Away says only that an aiming character is "stating who his target is and
     * turning to face him" ("Aim"), and that "Cover is hard or soft" ("Cover"); what can be seen is not its
     * subject. The table follows The Other Side of the Hill, as for Sharpe (RULINGS.md T3), and a blocked line
     * says so.
     */
    public static SightRules ohfa() {
        return new SightRules("OSOTH Firing (for OHFA, RULINGS.md T3)", 2, true, false, true, 0.5, false, 0, false);
    }

    /**
     * One Hour, "Adjudge Field of Fire": "Measure range from the centre of the
     * front edge", "cannot ... fire through a gap of less than half an
     * Infantry unit base width", "Units may fire into but not through woods or
     * a town".
     */
    public static SightRules oneHour(double infantryBaseWidth) {
        return new SightRules("1H Adjudge Field of Fire", Double.POSITIVE_INFINITY, false, true, false, infantryBaseWidth / 2, false, 0, true);
    }

    /**
     * The risk-factor rules, "Shooting": "figures can see the entire base of a
     * figure without obstruction, unless shooting over an object or person
     * within 2 cms. Figures may be shot at in, or from, woods up to 10cms inside."
     */
    public static SightRules riskFactor() {
        return new SightRules("RF Shooting", 10 * CM, false, false, true, 0, true, 2 * CM, false);
    }
}
