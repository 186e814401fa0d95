package org.vedette.table.internal;


/**
 * A uniform grid of square cells over the table, each listing the things
 * (terrain features, stands) whose boxes overlap it, so that a line looks
 * only at what lies in the cells it crosses instead of at everything on the
 * table. Things beyond the table's edges fall in the border cells.
 * Immutable once built.
 */
public final class Grid {
    private final double cell;
    private final int cols;
    private final int rows;
    private final int[][] cells;
    private final int things;

    /**
     * @param boxes minX, minY, maxX, maxY of each thing, four doubles per thing
     */
    public Grid(double width, double depth, double cell, double[] boxes) {
        this.cell = cell;
        this.cols = Math.max(1, (int) Math.ceil(width / cell));
        this.rows = Math.max(1, (int) Math.ceil(depth / cell));
        this.things = boxes.length / 4;
        // Counted first, then filled: a grid is built for every game state the AI looks at (a Stands each), and
        // a list per cell boxed and streamed into arrays cost a tenth of a simulated game (docs/PERFORMANCE.md,
        // "Balance by simulation"). The things stay in ascending order within each cell, as before.
        int[] count = new int[cols * rows];
        for (int t = 0; t < things; t++) {
            int c0 = col(boxes[4 * t]), c1 = col(boxes[4 * t + 2]);
            int r0 = row(boxes[4 * t + 1]), r1 = row(boxes[4 * t + 3]);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) count[r * cols + c]++;
            }
        }
        cells = new int[count.length][];
        for (int i = 0; i < cells.length; i++) cells[i] = count[i] == 0 ? NONE : new int[count[i]];
        int[] filled = new int[count.length];
        for (int t = 0; t < things; t++) {
            int c0 = col(boxes[4 * t]), c1 = col(boxes[4 * t + 2]);
            int r0 = row(boxes[4 * t + 1]), r1 = row(boxes[4 * t + 3]);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    int at = r * cols + c;
                    cells[at][filled[at]++] = t;
                }
            }
        }
    }

    /** The empty cell's things, shared (never written: a cell's array is only read once built). */
    private static final int[] NONE = new int[0];

    private int col(double x) {
        return Math.max(0, Math.min(cols - 1, (int) Math.floor(x / cell)));
    }

    private int row(double y) {
        return Math.max(0, Math.min(rows - 1, (int) Math.floor(y / cell)));
    }

    /** How many things the grid holds: the size of the {@code seen} array {@link #near} needs. */
    public int size() {
        return things;
    }

    /**
     * Writes into {@code out} (from 0) each thing in a cell the box overlaps,
     * once, and returns how many. {@code seen} holds the mark of the last call
     * that took each thing; pass a new mark each call.
     */
    public int near(double minX, double minY, double maxX, double maxY, int[] seen, int mark, int[] out) {
        int n = 0;
        int c0 = col(minX), c1 = col(maxX);
        int r0 = row(minY), r1 = row(maxY);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                for (int t : cells[r * cols + c]) {
                    if (seen[t] != mark) {
                        seen[t] = mark;
                        out[n++] = t;
                    }
                }
            }
        }
        return n;
    }
}
