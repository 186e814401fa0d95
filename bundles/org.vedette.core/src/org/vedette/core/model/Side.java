package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/**
 * One side of a game: its name, who runs it (a player or the computer), the
 * edge it enters from, its units and, when known, its nation (the side's own
 * or its roster's: what the inventory planner matches figures by).
 */
public record Side(String id, String name, Control control, Edge edge, List<Unit> units, String nation) {
    /** Who gives the side's orders. */
    public enum Control { PLAYER, NON_PLAYER }

    public Side {
        Objects.requireNonNull(id, "id");
        name = name == null ? id : name;
        control = control == null ? Control.PLAYER : control;
        units = units == null ? List.of() : List.copyOf(units);
    }

    /** A side whose nation is not known. */
    public Side(String id, String name, Control control, Edge edge, List<Unit> units) {
        this(id, name, control, edge, units, null);
    }
}
