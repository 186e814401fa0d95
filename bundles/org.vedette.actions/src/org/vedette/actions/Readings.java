package org.vedette.actions;

/**
 * The readings of the risk-factor list where the text allows two (RULINGS.md
 * C4 and C5), as the game's options set them.
 *
 * @param eachConditionOfAnOrLine a line that joins two conditions with "or"
 *        counts once for each that holds, instead of once (C4)
 * @param startedTenths every started tenth of the group lost counts, instead
 *        of every whole tenth (C5)
 */
public record Readings(boolean eachConditionOfAnOrLine, boolean startedTenths) {
    /** The book's reading as ruled: an "or" line counts once, only whole tenths count. */
    public static final Readings BOOK = new Readings(false, false);
}
