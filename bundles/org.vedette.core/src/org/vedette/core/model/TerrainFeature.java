package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/**
 * A terrain feature on the table: its kind, its outline in inches (may be
 * empty when the table is laid out by hand), the cover it gives and its
 * going.
 * <p>
 * An {@link Shape#AREA} outline is a closed polygon (a wood, a village, a
 * contour of a hill). A {@link Shape#LINE} outline is a polyline: a road,
 * stream or river {@code width} inches wide, or with width 0 a linear
 * obstacle (a hedge, a wall). A hill is drawn as one feature per contour,
 * each with its {@code height} in contours above the table (1 for the lowest);
 * other features have height 0.
 */
public record TerrainFeature(String id, TerrainKind kind, String name, List<Position> outline,
        CoverClass cover, Going going, Shape shape, double width, int height) {
    /** Whether the outline encloses an area or runs along a line. */
    public enum Shape { AREA, LINE }

    public TerrainFeature {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        outline = outline == null ? List.of() : List.copyOf(outline);
        cover = cover == null ? CoverClass.NONE : cover;
        going = going == null ? Going.OPEN : going;
        shape = shape == null ? defaultShape(kind) : shape;
        if (!(width >= 0) || !Double.isFinite(width)) {
            throw new IllegalArgumentException("a terrain feature's width must be 0 or more inches");
        }
        if (height < 0) {
            throw new IllegalArgumentException("a terrain feature's height cannot be negative");
        }
    }

    /** A feature of its kind's usual shape, width and height ({@link #defaultShape}, {@link #defaultWidth}). */
    public TerrainFeature(String id, TerrainKind kind, String name, List<Position> outline, CoverClass cover,
            Going going) {
        this(id, kind, name, outline, cover, going, null, defaultWidth(kind), kind == TerrainKind.HILL ? 1 : 0);
    }

    /** Roads, streams, hedges and walls are drawn as lines; everything else as areas. */
    public static Shape defaultShape(TerrainKind kind) {
        return switch (kind) {
            case ROAD, STREAM, HEDGE, WALL -> Shape.LINE;
            default -> Shape.AREA;
        };
    }

    /**
     * The width of a line of this kind when the file gives none: a road 1",
     * a stream 1/2", a river 2"; hedges, walls and the rest are thin (0).
     */
    public static double defaultWidth(TerrainKind kind) {
        return switch (kind) {
            case ROAD -> 1.0;
            case STREAM -> 0.5;
            case RIVER -> 2.0;
            default -> 0.0;
        };
    }
}
