package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.BRITISH;
import static org.vedette.rules.onehour.tests.Situation.FRENCH;
import static org.vedette.rules.onehour.tests.Situation.RULES;
import static org.vedette.rules.onehour.tests.Situation.at;
import static org.vedette.rules.onehour.tests.Situation.british;
import static org.vedette.rules.onehour.tests.Situation.french;
import static org.vedette.rules.onehour.tests.Situation.request;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * One Hour on a table with positions: Movement, Terrain, Charge Moves, Shooting's field of fire and Hand-to-Hand
 * Combat asked of the table — units on 4" by 2" blocks — rather than typed.
 */
class OnTheTableTest {
    /** A wood across the middle of the table, x 20 to 28. */
    private static final TerrainFeature WOOD = new TerrainFeature("wood", TerrainKind.WOODS, "Bois de Miravete",
            List.of(Position.at(20, 0), Position.at(28, 0), Position.at(28, 36), Position.at(20, 36)), CoverClass.SOFT,
            Going.BAD);
    private static final Table TABLE = new Table(48, 36, null, List.of(WOOD));

    private static Game game(String phase, Actor... units) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (Actor a : units) {
            actors.put(a.id(), a);
            if (a.side().equals(BRITISH)) ids.add(a.id());
        }
        TurnState turn = new TurnState(1, phase, new Activation(BRITISH, ids, "the British turn"), null);
        return Game.unbegun(RULES, new GameState(OneHour.RULESET, Map.of(), TABLE, List.of(new Side(BRITISH, "British",
                null, null, List.of()), new Side(FRENCH, "French", null, null, List.of())), actors, turn));
    }

    private static IllegalActionException refused(Game g, ActionRequest r) {
        GameState before = g.state();
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> g.act(r, new ScriptedDice(), true));
        assertEquals(before, g.state(), "a refusal changes nothing");
        return e;
    }

    @Test
    void chargeMovesTheChargerMovesIntoContactAndTheDistanceIsMeasured() throws Exception {
        // Fronts 6" apart: the infantry's 6" takes it into contact, straight at the enemy.
        Game g = game(Phase.MOVEMENT, at(british("50th", Type.INFANTRY), 10, 10, 0),
                at(french("6e", Type.INFANTRY), 10, 18, 180));
        Game.Played p = g.act(request(Action.CHARGE, Input.ACTOR, "50th", Input.TARGET, "6e"), new SeededDice(1), false);
        Position to = p.game().state().actor("50th").position();
        assertEquals(10, to.x(), 1e-6);
        assertEquals(16, to.y(), 0.01, "its front touches the enemy's: " + to);
        // Typed, a distance the table does not bear out is refused with both.
        IllegalActionException e = refused(g, request(Action.CHARGE, Input.ACTOR, "50th", Input.TARGET, "6e",
                Input.DISTANCE, 3.0));
        assertTrue(e.getMessage().contains("3.0\" typed, the path costs 6.0\""), e.getMessage());
    }

    @Test
    void chargeMovesAChargeBeyondTheAllowanceIsTheRulesToRefuse() {
        Game g = game(Phase.MOVEMENT, at(british("50th", Type.INFANTRY), 10, 4, 0),
                at(french("6e", Type.INFANTRY), 10, 30, 180));
        IllegalActionException e = refused(g, request(Action.CHARGE, Input.ACTOR, "50th", Input.TARGET, "6e"));
        assertTrue(e.getMessage().contains("24"), "the 24\" the charge would cover: " + e.getMessage());
    }

    @Test
    void handToHandCombatOnlyUnitsInContactFight() {
        Game g = game(Phase.HAND_TO_HAND, at(british("50th", Type.INFANTRY), 10, 10, 0),
                at(french("6e", Type.INFANTRY), 10, 18, 180));
        IllegalActionException e = refused(g, request(Action.FIGHT, Input.ACTOR, "50th", Input.TARGET, "6e"));
        assertTrue(e.getMessage().contains("6.0\" from 6e") && e.getMessage().contains("in contact"), e.getMessage());
    }

    @Test
    void shootingAdjudgeFieldOfFireTheWoodBlocksTheLine() {
        Game g = game(Phase.SHOOTING, at(british("50th", Type.INFANTRY), 10, 18, 90),
                at(french("6e", Type.INFANTRY), 38, 18, 270));
        IllegalActionException e = refused(g, request(Action.SHOOT, Input.ACTOR, "50th", Input.TARGET, "6e",
                Input.RANGE, 26.0));
        assertTrue(e.getMessage().startsWith("50th cannot see 6e"), e.getMessage());
        assertTrue(e.getMessage().contains("Bois de Miravete"), e.getMessage());
    }

    @Test
    void terrainOnlyLightInfantryAndSkirmishersEnterWoods() throws Exception {
        ActionRequest into = new ActionRequest(OneHour.RULESET, Action.MOVE, Map.of(Input.ACTOR, "50th",
                "table.path", "16,18; 22,18"));
        Game line = game(Phase.MOVEMENT, at(british("50th", Type.INFANTRY), 16, 18, 90),
                at(french("6e", Type.INFANTRY), 40, 30, 270));
        IllegalActionException e = refused(line, into);
        assertTrue(e.getMessage().contains("may not move so") && e.getMessage().contains("Bois de Miravete"),
                e.getMessage());
        Game light = game(Phase.MOVEMENT, at(british("50th", Type.LIGHT_INFANTRY), 16, 18, 90),
                at(french("6e", Type.INFANTRY), 40, 30, 270));
        Game.Played p = light.act(into, new ScriptedDice(), false);
        assertEquals(22, p.game().state().actor("50th").position().x(), 1e-9);
    }
}
