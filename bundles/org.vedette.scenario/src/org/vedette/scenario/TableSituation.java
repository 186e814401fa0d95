package org.vedette.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;

/**
 * What placement needs to know of the table as it stands: the table, the
 * player force's figures (their positions and facings), and every unit on
 * the table as its figures' positions, so nothing is placed inside one.
 *
 * @param table   the table, its terrain and its friendly lines
 * @param players the player force's figures with positions
 * @param units   every unit on the table (the player's too), each its figures' positions
 */
public record TableSituation(Table table, List<Position> players, List<List<Position>> units) {
    public TableSituation {
        Objects.requireNonNull(table, "table");
        players = List.copyOf(players);
        units = units.stream().map(List::copyOf).toList();
    }

    /** The situation of a game: player figures are those of sides a player controls; figures out of play are gone. */
    public static TableSituation of(GameState state) {
        Map<String, Side.Control> control = new LinkedHashMap<>();
        for (Side s : state.sides()) control.put(s.id(), s.control());
        List<Position> players = new ArrayList<>();
        Map<String, List<Position>> units = new LinkedHashMap<>();
        for (Actor a : state.actors().values()) {
            if (a.position() == null || a.status().out()) continue;
            if (control.get(a.side()) != Side.Control.NON_PLAYER) players.add(a.position());
            units.computeIfAbsent(a.side() + "/" + (a.unit() == null ? a.id() : a.unit()), k -> new ArrayList<>())
                    .add(a.position());
        }
        return new TableSituation(state.table(), players, new ArrayList<>(units.values()));
    }

    /** Whether placement can compute a spot: the force has positions. */
    public boolean hasPositions() {
        return !players.isEmpty();
    }
}
