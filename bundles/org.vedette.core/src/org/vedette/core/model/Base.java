package org.vedette.core.model;

import java.util.Objects;

/**
 * The base a figure or unit stands on, in inches: a round base (a single
 * figure on a disc; {@code width} is its diameter) or a rectangle whose front
 * edge is {@code width} across and faces the position's facing (a mounted
 * figure, a One Hour unit block, a gun). The base is centred on the
 * position. When a figure or unit gives none, the table's rules give the
 * ruleset's usual base (see org.vedette.table).
 */
public record Base(double width, double depth, Shape shape) {
    /** The outline of a base. */
    public enum Shape { ROUND, RECTANGLE }

    public Base {
        Objects.requireNonNull(shape, "shape");
        if (!(width > 0) || !(depth > 0) || !Double.isFinite(width) || !Double.isFinite(depth)) {
            throw new IllegalArgumentException("a base needs a positive, finite width and depth");
        }
        if (shape == Shape.ROUND && width != depth) {
            throw new IllegalArgumentException("a round base has one diameter: width and depth must be equal");
        }
    }

    /** A round base of this diameter. */
    public static Base round(double diameter) {
        return new Base(diameter, diameter, Shape.ROUND);
    }

    /** A rectangular base: {@code width} along the front edge, {@code depth} front to back. */
    public static Base rectangle(double width, double depth) {
        return new Base(width, depth, Shape.RECTANGLE);
    }
}
