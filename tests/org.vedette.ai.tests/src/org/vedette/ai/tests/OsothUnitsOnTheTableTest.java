package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.FRENCH;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.osoth.Osoth;

/**
 * OSOTH "Movement" on a table with positions (ruling O11): "Figures must at all times be within 3 inches of
 * another figure in their unit, and must attempt to remain this way, moving as soon as possible to correct the
 * situation" — asked of the table's law, which judges a move before the rate is rolled.
 */
class OsothUnitsOnTheTableTest {
    private static final Table TABLE = new Table(72, 48, Edge.SOUTH, List.of());

    /** A French infantryman of {@code unit} on a 1" base at (x, y). */
    private static Actor man(String id, String unit, double x, double y) {
        return new Actor(id, id, FRENCH, unit, Osoth.Quality.AVERAGE, false, List.of(Osoth.Weapon.MUSKET),
                Map.of(Osoth.Field.TYPE, Osoth.Type.INFANTRY), null, null, Position.at(x, y));
    }

    private static GameState table(Actor... actors) {
        return Games.state(Osoth.RULESET, TABLE, FRENCH, null, actors);
    }

    private static ActionRequest move(String who, String path) {
        return new ActionRequest(Osoth.RULESET, Osoth.Action.MOVE, Map.of("actor", who, "table.path", path));
    }

    @Test
    void movementFiguresKeepWithin3InchesOfAnotherOfTheirUnit() throws Exception {
        GameState s = table(man("a", "escort", 10, 10), man("b", "escort", 11, 10));
        // 3" north: 2.2" from b, base to base.
        assertEquals(List.of(Position.at(10, 10), Position.at(10, 13)),
                TableLaw.rule(Games.OSOTH, move("a", "10,10; 10,13"), s).path());
        // 8" north leaves him 7.1" from b: refused, with the distance and the figure.
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> TableLaw.rule(Games.OSOTH, move("a", "10,10; 10,18"), s));
        assertTrue(e.getMessage().contains("a would end 7.1\" from b, the nearest of his unit"), e.getMessage());
        assertEquals("Movement", e.rule().section());
    }

    @Test
    void movementAFigureAlreadyApartMayCloseTheGapButNotWidenIt() throws Exception {
        GameState s = table(man("a", "escort", 10, 20), man("b", "escort", 11, 10));
        // 9" from b: 4" south brings him nearer, still over 3" off — "moving … to correct the situation".
        TableLaw.rule(Games.OSOTH, move("a", "10,20; 10,16"), s);
        assertThrows(IllegalActionException.class, () -> TableLaw.rule(Games.OSOTH, move("a", "10,20; 10,24"), s));
    }

    @Test
    void movementAFigureAloneInItsUnitKeepsToNobody() throws Exception {
        GameState s = table(man("a", "scout", 10, 10), man("b", "escort", 11, 10));
        TableLaw.rule(Games.OSOTH, move("a", "10,10; 10,18"), s);
    }
}
