package org.vedette.core.model;

/** A table edge, used for friendly lines and for where forces enter. */
public enum Edge {
    NORTH, EAST, SOUTH, WEST;

    public Edge opposite() {
        return values()[(ordinal() + 2) % 4];
    }
}
