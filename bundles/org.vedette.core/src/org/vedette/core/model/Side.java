package org.vedette.core.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One side of a game: its name, who runs it (a player or the computer), the
 * edge it enters from, its units, where the scenario deploys them — the
 * positions of units or figures by id ({@code deployment}), which stand before
 * any position a unit or figure carries itself, so a scenario can place the
 * units of a roster that knows nothing of this table — and, when known, its
 * nation (the side's own or its roster's: what the inventory planner matches
 * a collection's figures by) — and how the NPC AI should run it and its units
 * ({@link AiSettings}; kept by id at the side, like the deployment, so a
 * roster's units need know nothing of it).
 */
public record Side(String id, String name, Control control, Edge edge, List<Unit> units,
        Map<String, Position> deployment, String nation, AiSettings ai) {
    /** Who gives the side's orders. */
    public enum Control { PLAYER, NON_PLAYER }

    public Side {
        Objects.requireNonNull(id, "id");
        name = name == null ? id : name;
        control = control == null ? Control.PLAYER : control;
        units = units == null ? List.of() : List.copyOf(units);
        deployment = deployment == null || deployment.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(deployment));
        ai = ai == null ? AiSettings.NONE : ai;
    }

    /** A side without settings for the NPC AI. */
    public Side(String id, String name, Control control, Edge edge, List<Unit> units,
            Map<String, Position> deployment, String nation) {
        this(id, name, control, edge, units, deployment, nation, AiSettings.NONE);
    }

    /** The side with these settings for the NPC AI. */
    public Side withAi(AiSettings settings) {
        return new Side(id, name, control, edge, units, deployment, nation, settings);
    }

    /** A side whose units carry their own positions, if any, and whose nation is not known. */
    public Side(String id, String name, Control control, Edge edge, List<Unit> units) {
        this(id, name, control, edge, units, Map.of(), null);
    }

    /** A side whose nation is not known. */
    public Side(String id, String name, Control control, Edge edge, List<Unit> units,
            Map<String, Position> deployment) {
        this(id, name, control, edge, units, deployment, null);
    }

    /** Where the scenario deploys the unit or figure {@code id}: its deployment, else {@code own} (may be null). */
    public Position positionOf(String id, Position own) {
        Position deployed = deployment.get(id);
        return deployed != null ? deployed : own;
    }
}
