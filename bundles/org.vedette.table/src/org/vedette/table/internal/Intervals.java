package org.vedette.table.internal;

import java.util.Arrays;

/**
 * A growable list of doubles used as scratch by one query (crossing
 * parameters, then the [from, to] pairs of a line's pieces inside an area),
 * so a line-of-sight query allocates a few small arrays, not a list of boxes.
 * Not thread-safe: each query makes its own.
 */
public final class Intervals {
    private double[] values = new double[16];
    private int size;

    public void clear() {
        size = 0;
    }

    public void add(double v) {
        if (size == values.length) values = Arrays.copyOf(values, size * 2);
        values[size++] = v;
    }

    public int size() {
        return size;
    }

    public double get(int i) {
        return values[i];
    }

    void sort() {
        if (size > 16) {
            Arrays.sort(values, 0, size);
            return;
        }
        // A line crosses an outline a few times: insertion sort, without Arrays.sort's dispatch.
        for (int i = 1; i < size; i++) {
            double v = values[i];
            int j = i - 1;
            while (j >= 0 && values[j] > v) {
                values[j + 1] = values[j];
                j--;
            }
            values[j + 1] = v;
        }
    }

    /** The number of [from, to] pairs held. */
    public int pairs() {
        return size / 2;
    }

    public double from(int pair) {
        return values[2 * pair];
    }

    public double to(int pair) {
        return values[2 * pair + 1];
    }
}
