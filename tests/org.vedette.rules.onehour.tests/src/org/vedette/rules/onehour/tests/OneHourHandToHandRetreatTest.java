package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.BRITISH;
import static org.vedette.rules.onehour.tests.Situation.FRENCH;
import static org.vedette.rules.onehour.tests.Situation.RULES;
import static org.vedette.rules.onehour.tests.Situation.at;
import static org.vedette.rules.onehour.tests.Situation.british;
import static org.vedette.rules.onehour.tests.Situation.charging;
import static org.vedette.rules.onehour.tests.Situation.chargedBy;
import static org.vedette.rules.onehour.tests.Situation.french;
import static org.vedette.rules.onehour.tests.Situation.request;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Hand to Hand Combat and Movement — Retreat on a table with positions (ruling D9): "it retreats 3” to its own
 * rear without changing facing. If it cannot complete this move because of the presence of terrain or other units
 * then it is moved back as far as possible. Infantry in Square cannot move back." Units on 4" by 2" blocks.
 */
class OneHourHandToHandRetreatTest {
    /** A lake (impassable) south of x 30 to 40, y 0 to 8. */
    private static final TerrainFeature LAKE = new TerrainFeature("lake", TerrainKind.LAKE, "Lac",
            List.of(Position.at(30, 0), Position.at(40, 0), Position.at(40, 8), Position.at(30, 8)), CoverClass.NONE,
            Going.IMPASSABLE);
    private static final Table TABLE = new Table(48, 36, null, List.of(LAKE));

    /** The 50th (attacking, facing north) in contact with the 6e (facing south), and whoever else stands there. */
    private static GameState state(boolean positions, double x, double y, Actor... others) {
        Actor b = charging(british("50th", Type.INFANTRY), "6e");
        Actor f = chargedBy(french("6e", Type.INFANTRY), "50th", Arc.FRONT).withMark(Mark.SQUARE_TESTED, true);
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        List<Actor> all = new ArrayList<>(List.of(positions ? at(b, x, y, 0) : b, positions ? at(f, x, y + 2, 180) : f));
        all.addAll(List.of(others));
        for (Actor a : all) {
            actors.put(a.id(), a);
            if (a.side().equals(BRITISH)) ids.add(a.id());
        }
        TurnState turn = new TurnState(1, Phase.HAND_TO_HAND, new Activation(BRITISH, ids, "the British turn"), null);
        return new GameState(OneHour.RULESET, Map.of(), positions ? TABLE : null, List.of(new Side(BRITISH, "British",
                null, null, List.of()), new Side(FRENCH, "French", null, null, List.of())), actors, turn);
    }

    /** The 50th fights the 6e and misses with both dice: it inflicts no hit. */
    private static Game.Played noHits(GameState s) throws Exception {
        return Game.unbegun(RULES, s).act(request(Action.FIGHT, Input.ACTOR, "50th", Input.TARGET, "6e"),
                new ScriptedDice(3, 2), true);
    }

    private static Position where(Game.Played p, String id) {
        return p.game().state().actor(id).position();
    }

    private static List<String> instructions(Game.Played p) {
        return p.outcome().events().stream().filter(GameEvent.TableInstruction.class::isInstance)
                .map(e -> ((GameEvent.TableInstruction) e).text()).toList();
    }

    /** No two of the blocks (4" by 2", all facing north or south here) stand on each other beyond the table's 0.1". */
    private static void noOverlap(Game.Played p) {
        List<Actor> all = List.copyOf(p.game().state().actors().values());
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                Position a = all.get(i).position();
                Position b = all.get(j).position();
                boolean overlap = Math.abs(a.x() - b.x()) < 4 - 0.1 && Math.abs(a.y() - b.y()) < 2 - 0.1;
                assertTrue(!overlap, all.get(i).name() + " stands on " + all.get(j).name() + ": " + a + ", " + b);
            }
        }
    }

    @Test
    void retreat_aUnitThatInflictsNoHitsRetreatsThreeInchesToItsOwnRearWithoutChangingFacing() throws Exception {
        Game.Played p = noHits(state(true, 10, 10));
        Position to = where(p, "50th");
        assertEquals(10, to.x(), 1e-9);
        assertEquals(7, to.y(), 1e-9, "3\" south, to its rear");
        assertEquals(0, to.facing(), 1e-9, "without changing facing");
        assertEquals(new Position(10, 12, 180.0), where(p, "6e"), "the winner stands");
        assertTrue(instructions(p).contains(HAND_TO_HAND_RETREAT), "the instruction stays for the referee: "
                + instructions(p));
        noOverlap(p);
    }

    @Test
    void retreat_otherUnitsStopItAsFarAsPossible() throws Exception {
        // A British unit 2.5" behind the 50th's rear edge: it stops there.
        Game.Played p = noHits(state(true, 10, 10, at(british("95th", Type.INFANTRY), 10, 5.5, 0)));
        Position to = where(p, "50th");
        assertEquals(10, to.x(), 1e-9);
        assertEquals(7.5, to.y(), 0.02, "moved back as far as possible, 2.5\", its rear touching the 95th: " + to);
        assertTrue(p.outcome().explanation().stream().anyMatch(s -> s.text().contains("95th stands in the way")),
                p.outcome().explanation().toString());
        noOverlap(p);
    }

    @Test
    void retreat_terrainStopsItAsFarAsPossible() throws Exception {
        // The lake's shore 2" behind the 50th's centre (at y 10, the shore at y 8): the going is measured along the
        // centre's path, as every move's (table ruling T8), so it stops with its centre at the shore.
        Game.Played p = noHits(state(true, 35, 10));
        Position to = where(p, "50th");
        assertEquals(35, to.x(), 1e-9);
        assertTrue(to.y() >= 8 && to.y() <= 8.05, "moved back to the shore: " + to);
        assertTrue(p.outcome().explanation().stream().anyMatch(s -> s.text().contains("Impassable")),
                p.outcome().explanation().toString());
    }

    @Test
    void retreat_theTablesEdgeStopsIt() throws Exception {
        Game.Played p = noHits(state(true, 10, 2));
        Position to = where(p, "50th");
        assertTrue(to.y() >= 0.99 && to.y() <= 1 + 1e-9, "its rear edge at the table's: " + to);
        assertTrue(p.outcome().explanation().stream().anyMatch(s -> s.text().contains("the table's edge")),
                p.outcome().explanation().toString());
    }

    @Test
    void retreat_infantryInSquareCannotMoveBack() throws Exception {
        GameState s = state(true, 10, 10);
        s = s.withActor(s.actor("50th").withMark(Mark.SQUARE, true));
        Game.Played p = noHits(s);
        assertEquals(new Position(10, 10, 0.0), where(p, "50th"));
    }

    @Test
    void retreat_withoutPositionsTheSameGameAsBefore() throws Exception {
        Game.Played p = noHits(state(false, 0, 0));
        assertTrue(p.outcome().events().stream().noneMatch(GameEvent.Moved.class::isInstance));
        assertNull(where(p, "50th"));
        assertEquals(List.of(HAND_TO_HAND_RETREAT), instructions(p));
    }

    private static final String HAND_TO_HAND_RETREAT = "retreats 3\" to its own rear without changing facing;"
            + " if terrain or other units stop it, it moves back as far as possible";
}
