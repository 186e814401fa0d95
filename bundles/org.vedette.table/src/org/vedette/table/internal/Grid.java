package org.vedette.table.internal;

import java.util.ArrayList;
import java.util.List;

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
        List<List<Integer>> lists = new ArrayList<>();
        for (int i = 0; i < cols * rows; i++) lists.add(new ArrayList<>());
        for (int t = 0; t < things; t++) {
            int c0 = col(boxes[4 * t]), c1 = col(boxes[4 * t + 2]);
            int r0 = row(boxes[4 * t + 1]), r1 = row(boxes[4 * t + 3]);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) lists.get(r * cols + c).add(t);
            }
        }
        cells = new int[lists.size()][];
        for (int i = 0; i < cells.length; i++) cells[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
    }

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
