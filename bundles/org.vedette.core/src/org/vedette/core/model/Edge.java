package org.vedette.core.model;

/** A table edge, used for friendly lines and for where forces enter. */
public enum Edge {
    NORTH, EAST, SOUTH, WEST;

    public Edge opposite() {
        return values()[(ordinal() + 2) % 4];
    }

    /**
     * How far a point lies from this edge's line on {@code table}, towards the table's inside: negative beyond
     * the edge (since 0.7).
     */
    public double inward(Table table, Position p) {
        return switch (this) {
            case SOUTH -> p.y();
            case NORTH -> table.depth() - p.y();
            case WEST -> p.x();
            case EAST -> table.width() - p.x();
        };
    }
}
