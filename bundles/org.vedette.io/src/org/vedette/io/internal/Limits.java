package org.vedette.io.internal;

/**
 * How much a file from outside may cost. Scenarios and rosters travel by mail
 * and forums, so a careless or hostile one must be refused quickly, with a
 * line that says why, instead of exhausting memory or time. Each limit is
 * far above what a hand-made document needs; docs/FILES.md lists them and
 * the schemas repeat the per-list ones as {@code maxItems}.
 */
public final class Limits {
    /** Bytes read from one file or from standard input. */
    public static final long MAX_BYTES = 64L << 20;
    /** JSON tokens in one document (one line of a journal): bounds the tree and location maps kept in memory. */
    public static final long MAX_TOKENS = 200_000;
    /** Nesting of objects and arrays; a deeper document would exhaust the reader's stack. */
    public static final int MAX_DEPTH = 64;
    /** Characters in one string value. */
    public static final int MAX_STRING = 100_000;
    /** Characters in one member name. */
    public static final int MAX_NAME = 1_000;
    /** Digits of one number. */
    public static final int MAX_NUMBER = 100;
    /** Lines of a game journal: each is replayed when the game is loaded. */
    public static final int MAX_JOURNAL_LINES = 100_000;
    /** Problems reported for one file (and the rosters it names); more only repeat the same mistake. */
    public static final int MAX_REPORTED = 200;

    // Per-format lists (the schemas' maxItems).
    public static final int MAX_SIDES = 16;
    public static final int MAX_UNITS = 1_000;
    public static final int MAX_FIGURES = 100;
    public static final int MAX_TERRAIN = 200;
    public static final int MAX_OUTLINE = 1_000;
    public static final int MAX_ACTORS = 2_000;
    public static final int MAX_ITEMS = 10_000;

    private Limits() {
    }
}
