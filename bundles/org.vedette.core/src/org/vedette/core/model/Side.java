package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/**
 * One side of a game: its name, who runs it (a player or the computer), the
 * edge it enters from and its units.
 */
public record Side(String id, String name, Control control, Edge edge, List<Unit> units) {
    /** Who gives the side's orders. */
    public enum Control { PLAYER, NON_PLAYER }

    public Side {
        Objects.requireNonNull(id, "id");
        name = name == null ? id : name;
        control = control == null ? Control.PLAYER : control;
        units = units == null ? List.of() : List.copyOf(units);
    }
}
