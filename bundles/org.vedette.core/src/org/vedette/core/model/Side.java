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
 * roster's units need know nothing of it) — and what of it is not on the
 * table at the start: its {@link Hidden} force (the whole side, off the table
 * for the other sides until its turn or what reveals it) and its
 * {@code arrivals} (a unit or figure by id, and the turn it comes on; since
 * 0.7).
 */
public record Side(String id, String name, Control control, Edge edge, List<Unit> units,
        Map<String, Position> deployment, String nation, AiSettings ai, Hidden hidden,
        Map<String, Integer> arrivals) {
    /** Who gives the side's orders. */
    public enum Control { PLAYER, NON_PLAYER }

    /**
     * A hidden force: the side is not on the table — neither seen nor a target for the other sides, and
     * acting not at all — until {@code until} happens (the designer's words, for the referee to judge and
     * reveal it) or turn {@code turn} begins, whichever comes first. At least one of the two is given.
     *
     * @since 0.7
     */
    public record Hidden(String until, Integer turn) {
        public Hidden {
            until = until == null || until.isBlank() ? null : until.strip();
            if (until == null && turn == null) {
                throw new IllegalArgumentException("a hidden force needs what reveals it or the turn it comes on");
            }
            if (turn != null && turn < 1) throw new IllegalArgumentException("a hidden force comes on on turn 1 or later");
        }

        /** Whether the force is still hidden in turn {@code round} (1 before the game begins), unless revealed. */
        public boolean hiddenIn(int round) {
            return turn == null || round < turn;
        }

        /** When it comes on, in words: "until the church bell rings, or turn 4 at the latest". */
        public String words() {
            if (until == null) return "until turn " + turn;
            return "until " + until + (turn == null ? "" : ", or turn " + turn + " at the latest");
        }
    }

    public Side {
        Objects.requireNonNull(id, "id");
        name = name == null ? id : name;
        control = control == null ? Control.PLAYER : control;
        units = units == null ? List.of() : List.copyOf(units);
        deployment = deployment == null || deployment.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(deployment));
        ai = ai == null ? AiSettings.NONE : ai;
        arrivals = arrivals == null || arrivals.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(arrivals));
        for (Map.Entry<String, Integer> a : arrivals.entrySet()) {
            if (a.getValue() == null || a.getValue() < 1) {
                throw new IllegalArgumentException("'" + a.getKey() + "' arrives on turn 1 or later, not " + a.getValue());
            }
        }
    }

    /** A side whose every unit is on the table from the start (since 0.7: the settings for the NPC AI too). */
    public Side(String id, String name, Control control, Edge edge, List<Unit> units,
            Map<String, Position> deployment, String nation, AiSettings ai) {
        this(id, name, control, edge, units, deployment, nation, ai, null, Map.of());
    }

    /** A side without settings for the NPC AI. */
    public Side(String id, String name, Control control, Edge edge, List<Unit> units,
            Map<String, Position> deployment, String nation) {
        this(id, name, control, edge, units, deployment, nation, AiSettings.NONE);
    }

    /** The side with these settings for the NPC AI. */
    public Side withAi(AiSettings settings) {
        return new Side(id, name, control, edge, units, deployment, nation, settings, hidden, arrivals);
    }

    /** The side with this hidden force (null: none, or revealed; since 0.7). */
    public Side withHidden(Hidden h) {
        return new Side(id, name, control, edge, units, deployment, nation, ai, h, arrivals);
    }

    /** The side with these arrivals, unit or figure id to turn (since 0.7). */
    public Side withArrivals(Map<String, Integer> turns) {
        return new Side(id, name, control, edge, units, deployment, nation, ai, hidden, turns);
    }

    /** The side without its units: what a game keeps of it (its actors are the game's). Since 0.7. */
    public Side withoutUnits() {
        return new Side(id, name, control, edge, List.of(), deployment, null, ai, hidden, arrivals);
    }

    /**
     * The turn the figure {@code figure} of unit {@code unit} comes on: its own arrival, else its unit's; 1 when
     * the scenario has it on the table from the start (either may be null). Since 0.7.
     */
    public int arrival(String unit, String figure) {
        Integer own = figure == null ? null : arrivals.get(figure);
        if (own != null) return own;
        Integer its = unit == null ? null : arrivals.get(unit);
        return its == null ? 1 : its;
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
