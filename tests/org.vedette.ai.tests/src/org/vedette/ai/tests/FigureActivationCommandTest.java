package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;
import static org.vedette.ai.tests.Games.RISK_FACTOR;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.VictoryCondition.Check;
import org.vedette.core.model.VictoryCondition.Circle;
import org.vedette.core.model.VictoryCondition.Hold;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;

/**
 * A risk-factor Player Character played by the AI commands by the book (RF
 * "Play Sequence", "Figure Activation"): he dices for command points, then
 * commands the nearest whole groups within his command distance ("50cms in
 * the open") and none beyond it; his commanded troops advance on the place
 * their side must hold, halt a turn to load ("Commanded troops must spend a
 * turn halted to load muzzle loaded weapons before a turn in which they
 * fire"), and, loaded, fire at the nearest enemy in sight and range. The
 * dice are scripted; the rules themselves resolve what the AI suggests.
 */
class FigureActivationCommandTest {
    /** The mill of Sorauren: a building 6" square, its ground (within 4" of its centre) the British must hold. */
    private static final Table TABLE = new Table(48, 36, null, List.of(new TerrainFeature("mill", TerrainKind.BUILDING,
            "The mill", List.of(Position.at(21, 15), Position.at(27, 15), Position.at(27, 21), Position.at(21, 21)),
            CoverClass.HARD, Going.IMPASSABLE)));
    private static final Position MILL = Position.at(24, 18);
    private static final Checklist HOLD_THE_MILL = Checklist.NONE.objectives(List.of(new VictoryCondition(
            "british-hold-the-mill", BRITISH, new Hold(List.of(new Circle(MILL, 4)), false), Check.END_OF_TURN, 6,
            true, 0, "The British hold the mill at the end of turn 6 and win.")));
    private static final double CM = 2.54;

    private static Actor figure(String id, String side, String group, String quality, Map<String, Object> profile,
            Position at, List<String> weapons) {
        return new Actor(id, id, side, group, quality, false, weapons, profile, null, null, at);
    }

    private static Actor fitzroy(Position at) {
        return figure("fitzroy", BRITISH, "hq", RiskFactor.Quality.VETERAN, Map.of(RiskFactor.Field.RANK,
                RiskFactor.Rank.OFFICER, RiskFactor.Field.PLAYER_CHARACTER, true), at, List.of("sword", "pistol"));
    }

    private static Actor man(String id, String side, String group, Position at) {
        return figure(id, side, group, RiskFactor.Quality.REGULAR, Map.of(), at, List.of("musket", "bayonet"));
    }

    /** Both sides players' (RF "Figure Activation": Player Characters command), {@code side}'s turn in {@code phase}. */
    private static GameState state(String side, String phase, int round, Actor... actors) {
        Map<String, Actor> map = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (Actor a : actors) {
            map.put(a.id(), a);
            if (a.side().equals(side)) ids.add(a.id());
        }
        return new GameState(RiskFactor.RULESET, Map.of(), TABLE, List.of(
                new Side(BRITISH, "British", Side.Control.PLAYER, null, List.of()),
                new Side(FRENCH, "French", Side.Control.PLAYER, null, List.of())), map,
                new TurnState(round, phase, new Activation(side, ids, side + "'s turn"), null));
    }

    /** The suggestion's requests resolved by the rules in order, on {@code faces}. */
    private static GameState play(Suggestion s, GameState state, int... faces) {
        Dice dice = new Dice(new ScriptedDice(faces));
        GameState g = state;
        for (ActionRequest r : s.requests()) {
            ActionRequest ruled = r.input(TableMove.PATH) == null ? r : TableMove.without(r);
            GameState before = g;
            g = g.apply(assertDoesNotThrow(() -> RISK_FACTOR.resolve(ruled, before, dice, Explanation.none())).events());
        }
        return g;
    }

    private static List<String> actions(Suggestion s) {
        return s.requests().stream().map(ActionRequest::action).toList();
    }

    @Test
    void playerCharactersDiceForCommandPointsThenCommandTheNearestGroupWithinCommandDistanceAndNotOneBeyondIt() {
        // The light company 10-12" (25-31 cm) from Lt Fitzroy; the picket 22-23" (56-58 cm): beyond the 50 cm.
        Position pc = Position.at(24, 2);
        GameState s = state(BRITISH, Phase.COMMAND, 1, fitzroy(pc),
                man("lc-1", BRITISH, "light-company", Position.at(23, 12)),
                man("lc-2", BRITISH, "light-company", Position.at(25, 14)),
                man("pk-1", BRITISH, "picket", Position.at(23, 24)),
                man("pk-2", BRITISH, "picket", Position.at(25, 25)),
                man("v-1", FRENCH, "voltigeurs", Position.at(24, 34)));
        Suggestion command = AI.suggest(RISK_FACTOR, s, "fitzroy", Checklist.NONE, new Dice(new ScriptedDice()), true);

        assertEquals(List.of(Action.DICE_FOR_COMMAND, Action.COMMAND), actions(command), command.reasons()::toString);
        ActionRequest group = command.requests().get(1);
        assertEquals("fitzroy", group.text(Input.ACTOR));
        assertTrue(List.of("lc-1", "lc-2").contains(group.text(Input.GROUP)), group::toString);
        double farthest = group.number(Input.DISTANCE, -1);
        assertTrue(farthest > 25 && farthest <= 50, "the light company's farthest figure, within 50 cm: " + farthest);
        assertTrue(command.reasons().stream().anyMatch(r -> r.text().contains("pk-1's group is beyond the command"
                + " distance")), command.reasons()::toString);

        // A Veteran's 3D6 (RF "Figure Activation — Heroes throw 4D6"): 2 + 1 + 1 = 4 points, 2 for the company.
        GameState after = play(command, s, 2, 1, 1);
        assertEquals(2, after.actor("fitzroy").markInt(Mark.COMMAND_POINTS, -1));
        assertEquals(Boolean.TRUE, after.actor("lc-1").marks().get(Mark.COMMANDED));
        assertEquals(Boolean.TRUE, after.actor("lc-2").marks().get(Mark.COMMANDED));
        assertNull(after.actor("pk-1").marks().get(Mark.COMMANDED));
        assertNull(after.actor("pk-2").marks().get(Mark.COMMANDED));
    }

    @Test
    void anNcoActivatedWithinCommandDistanceCommandsOnTheOfficersBehalfAGroupBeyondHisReach() {
        // Sgt Cole 8" (20 cm) from Lt Fitzroy, with the company; the picket 26" (66 cm) from Fitzroy, 18" from Cole.
        Actor cole = figure("cole", BRITISH, "light-company", RiskFactor.Quality.REGULAR,
                Map.of(RiskFactor.Field.RANK, RiskFactor.Rank.NCO), Position.at(24, 10), List.of("musket"));
        GameState s = state(BRITISH, Phase.COMMAND, 1, fitzroy(Position.at(24, 2)), cole,
                man("lc-1", BRITISH, "light-company", Position.at(23, 11)),
                man("lc-2", BRITISH, "light-company", Position.at(25, 11)),
                man("pk-1", BRITISH, "picket", Position.at(23.5, 28)),
                man("pk-2", BRITISH, "picket", Position.at(24.5, 28)),
                man("v-1", FRENCH, "voltigeurs", Position.at(5, 34)));
        Suggestion command = AI.suggest(RISK_FACTOR, s, "fitzroy", Checklist.NONE, new Dice(new ScriptedDice()), true);

        assertEquals(List.of(Action.DICE_FOR_COMMAND, Action.ACTIVATE, Action.COMMAND, Action.COMMAND),
                actions(command), command.reasons()::toString);
        assertEquals("cole", command.requests().get(1).text(Input.FIGURE));
        assertEquals("fitzroy", command.requests().get(2).text(Input.ACTOR));
        assertEquals("light-company", s.actor(command.requests().get(2).text(Input.GROUP)).unit());
        ActionRequest picket = command.requests().get(3);
        assertEquals("cole", picket.text(Input.ACTOR), "the picket is beyond Fitzroy's 50 cm: Cole commands it");
        assertEquals("picket", s.actor(picket.text(Input.GROUP)).unit());

        // Fitzroy's 3D6: 6 points; Cole costs 1 and adds his 2D6 (a Regular, ruling C6): 5 + 6 = 11; the company's
        // two privates 2 (Cole is not paid twice, ruling C14), the picket's two 2: 7 left.
        GameState after = play(command, s, 2, 2, 2, 3, 3);
        assertEquals(7, after.actor("fitzroy").markInt(Mark.COMMAND_POINTS, -1));
        for (String id : List.of("cole", "lc-1", "lc-2", "pk-1", "pk-2")) {
            assertEquals(Boolean.TRUE, after.actor(id).marks().get(Mark.COMMANDED), id);
        }
    }

    @Test
    void aCommandedGroupAdvancesOnThePlaceItsSideMustHold() {
        // The company south of the mill, commanded; the French far off behind the mill, out of sight.
        Actor lc1 = man("lc-1", BRITISH, "light-company", Position.at(24, 3)).withMark(Mark.COMMANDED, true);
        GameState s = state(BRITISH, Phase.MOVEMENT, 1, fitzroy(Position.at(30, 2)), lc1,
                man("v-1", FRENCH, "voltigeurs", Position.at(24, 34)));
        Suggestion advance = AI.suggest(RISK_FACTOR, s, "lc-1", HOLD_THE_MILL, new Dice(new ScriptedDice()), true);

        assertEquals(List.of(Action.MOVE), actions(advance), advance.reasons()::toString);
        ActionRequest move = advance.requests().get(0);
        List<Position> path = assertDoesNotThrow(() -> TableMove.pathOf(move));
        Position end = path.get(path.size() - 1);
        // "Figures may move a maximum of 25 cms a turn" (RF "Movement"): all of it, straight at the mill.
        assertEquals(25.0, move.number(Input.DISTANCE, 0), 0.1);
        assertEquals(3 + 25 / CM, end.y(), 0.1);
        assertEquals(24, end.x(), 0.01);
        assertTrue(end.distanceTo(MILL) < Position.at(24, 3).distanceTo(MILL));
        GameState after = play(advance, s);
        assertEquals(25.0, ((Number) after.actor("lc-1").marks().get(Mark.MOVED)).doubleValue(), 0.1);
    }

    @Test
    void commandedTroopsHaltATurnToLoadThenFireAtTheNearestEnemyInSightAndRange() {
        // Voltigeurs 12" (30 cm) and 16" (41 cm) north of Pte Ashby, in the open: within a musket's 120 cm.
        Actor ashby = man("lc-1", BRITISH, "light-company", Position.at(10, 10)).withMark(Mark.COMMANDED, true);
        Actor near = man("v-1", FRENCH, "voltigeurs", Position.at(10, 22));
        Actor far = man("cs-1", FRENCH, "conscripts", Position.at(12, 26));

        // Not loaded: he halts to load in the movement phase rather than advance.
        GameState moving = state(BRITISH, Phase.MOVEMENT, 2, fitzroy(Position.at(4, 4)), ashby, near, far);
        Suggestion load = AI.suggest(RISK_FACTOR, moving, "lc-1", HOLD_THE_MILL, new Dice(new ScriptedDice()), true);
        assertEquals(List.of(Action.LOAD), actions(load), load.reasons()::toString);
        assertEquals(2, play(load, moving).actor("lc-1").markInt(Mark.LOADED, -1));

        // Loaded this very turn: "before a turn in which they fire" — no shot yet.
        GameState sameTurn = state(BRITISH, Phase.SHOOTING, 2, fitzroy(Position.at(4, 4)),
                ashby.withMark(Mark.LOADED, 2).withMark(Mark.MOVED, 0.0), near, far);
        Suggestion none = AI.suggest(RISK_FACTOR, sameTurn, "lc-1", HOLD_THE_MILL, new Dice(new ScriptedDice()), true);
        assertTrue(none.standsStill(), none::toString);

        // Loaded the turn before: he fires at the nearest.
        GameState shooting = state(BRITISH, Phase.SHOOTING, 3, fitzroy(Position.at(4, 4)),
                ashby.withMark(Mark.LOADED, 2), near, far);
        Suggestion fire = AI.suggest(RISK_FACTOR, shooting, "lc-1", HOLD_THE_MILL, new Dice(new ScriptedDice()), true);
        assertEquals(List.of(Action.SHOOT), actions(fire), fire.reasons()::toString);
        ActionRequest shot = fire.requests().get(0);
        assertEquals("v-1", shot.text(Input.TARGET));
        assertEquals("musket", shot.text(Input.WEAPON));
        double range = shot.number(Input.RANGE, 0);
        assertTrue(range < 12 * CM && range > 12 * CM - 4, "between the bases, in cm: " + range);
        // A D8 of 8 hits at medium range in the open; a damage D6 of 6 kills (RF "Shooting").
        GameState after = play(fire, shooting, 8, 6, 6, 6);
        assertNotEquals(after.actor("v-1").status(), shooting.actor("v-1").status());
        assertFalse(after.actor("cs-1").status().wounds() > 0);
    }

    @Test
    void chargingAndMeleeCommandedTroopsChargeTheNearestEnemyInReachThenFightHim() {
        // #30: a voltigeur 8" (20 cm) north of Pte Ashby, in the open — within his 25 cm; another 20" off.
        Actor ashby = man("lc-1", BRITISH, "light-company", Position.at(10, 10)).withMark(Mark.COMMANDED, true);
        Actor near = man("v-1", FRENCH, "voltigeurs", Position.at(10, 18));
        Actor far = man("cs-1", FRENCH, "conscripts", Position.at(14, 30));
        GameState moving = state(BRITISH, Phase.MOVEMENT, 2, fitzroy(Position.at(4, 4)), ashby, near, far);
        Suggestion charge = AI.suggest(RISK_FACTOR, moving, "lc-1", HOLD_THE_MILL, new Dice(new ScriptedDice()), true);

        // "Player Characters and Commanded troops may charge if in reach": a move into contact, not a turn loading.
        assertEquals(List.of(Action.MOVE), actions(charge), charge.reasons()::toString);
        assertTrue(charge.reasons().stream().anyMatch(r -> r.text().startsWith("lc-1 charges v-1")),
                charge.reasons()::toString);
        List<Position> path = assertDoesNotThrow(() -> TableMove.pathOf(charge.requests().get(0)));
        Position end = path.get(path.size() - 1);
        assertEquals(10, end.x(), 0.01, "straight at him");
        assertTrue(end.y() > 15 && end.y() < 18, "up to his base, not through it: " + end);
        play(charge, moving); // the rules accept the move
        GameState moved = moving.withActor(ashby.withPosition(end));

        // In the melee phase the two in base to base contact fight.
        GameState melee = state(BRITISH, Phase.MELEE, 2, moved.actors().values().toArray(Actor[]::new));
        Suggestion fight = AI.suggest(RISK_FACTOR, melee, "lc-1", HOLD_THE_MILL, new Dice(new ScriptedDice()), true);
        assertEquals(List.of(Action.FIGHT), actions(fight), fight.reasons()::toString);
        assertEquals("v-1", fight.requests().get(0).text(Input.TARGET));

        // Beyond his move (12" = 30 cm) there is no charge: he loads, as before.
        GameState apart = state(BRITISH, Phase.MOVEMENT, 2, fitzroy(Position.at(4, 4)), ashby,
                near.withPosition(Position.at(10, 22)), far);
        Suggestion load = AI.suggest(RISK_FACTOR, apart, "lc-1", HOLD_THE_MILL, new Dice(new ScriptedDice()), true);
        assertEquals(List.of(Action.LOAD), actions(load), load.reasons()::toString);
    }
}
