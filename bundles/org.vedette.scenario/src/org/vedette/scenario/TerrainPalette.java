package org.vedette.scenario;

import java.util.List;
import java.util.Objects;

import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.TerrainKind;

/**
 * The terrain a generated table is drawn from (TABLES.md "The terrain
 * palette"): each piece's kind, the cover and going it gives, how often it
 * comes (its weight out of the pieces' total) and the smallest and largest
 * side it is made with, in inches (a wall's or hedge's length). The bundle's
 * {@code tables/terrain-palette.json}, or a workspace's override of it
 * ({@link TerrainPaletteReader}).
 */
public record TerrainPalette(List<Piece> pieces) {
    /** The kinds a wall or hedge is drawn as: a line, half an inch thick. */
    public static boolean linear(TerrainKind kind) {
        return kind == TerrainKind.WALL || kind == TerrainKind.HEDGE;
    }

    /**
     * One piece of the palette.
     *
     * @param id     its name in the document ("village")
     * @param weight how often it is drawn, out of the palette's total (0: never)
     * @param least  its smallest side, inches
     * @param most   its largest side, inches
     */
    public record Piece(String id, TerrainKind kind, CoverClass cover, Going going, int weight, double least,
            double most) {
        public Piece {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(cover, "cover");
            Objects.requireNonNull(going, "going");
            if (weight < 0 || least <= 0 || most < least) {
                throw new IllegalArgumentException(id + ": weight from 0, and 0 < least <= most");
            }
        }
    }

    public TerrainPalette {
        pieces = List.copyOf(pieces);
        if (pieces.stream().mapToInt(Piece::weight).sum() <= 0) {
            throw new IllegalArgumentException("a terrain palette needs a piece with a weight above 0");
        }
    }

    /** The weights' sum: a piece is drawn with a chance of its weight in this. */
    public int total() {
        return pieces.stream().mapToInt(Piece::weight).sum();
    }
}
