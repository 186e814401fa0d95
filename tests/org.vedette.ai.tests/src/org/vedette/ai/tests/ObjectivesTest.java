package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;
import static org.vedette.ai.tests.Games.ONE_HOUR;
import static org.vedette.ai.tests.Games.state;
import static org.vedette.ai.tests.Games.unit;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.VictoryCondition.Casualties;
import org.vedette.core.model.VictoryCondition.Check;
import org.vedette.core.model.VictoryCondition.FeatureArea;
import org.vedette.core.model.VictoryCondition.Hold;
import org.vedette.core.model.VictoryCondition.LeaveBy;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.rules.onehour.OneHour;
import org.vedette.actions.Result;

/**
 * The scenario's victory conditions as the AI's destination where the
 * scenario's AI settings give none (docs/FILES.md, "Victory conditions";
 * temperament.txt's {@code @toward-destination}): a unit that must Advance
 * (RF "Actions Table", a six with no risk factor) moves its whole One Hour
 * allowance (1H "Movement") towards the place its side must hold rather than
 * towards the nearest enemy; one that stands on it stays.
 */
class ObjectivesTest {
    /** A bridge of boats 2" wide and 3" long, its mean point at (18, 26.5), as at Almaraz. */
    private static final Table TABLE = new Table(72, 48, null, List.of(new TerrainFeature("bridge", TerrainKind.BRIDGE,
            "Bridge of boats", List.of(Position.at(17, 25), Position.at(19, 25), Position.at(19, 28),
                    Position.at(17, 28)), null, null)));
    private static final String HOLD_TEXT = "The French win by holding the bridge of boats at the end of turn 15.";
    private static final Checklist BRIDGE = Checklist.NONE.objectives(List.of(new VictoryCondition("french-bridge",
            FRENCH, new Hold(List.of(new FeatureArea("bridge")), false), Check.END_OF_TURN, 15, true, 0, HOLD_TEXT)));

    /** The French unit at {@code at}, the British 71st away to the east at (60, 10), in the French movement phase. */
    private static GameState at(Position at) {
        return state(OneHour.RULESET, TABLE, FRENCH, OneHour.Phase.MOVEMENT,
                unit("6e-leger", FRENCH, OneHour.Type.INFANTRY).withPosition(at),
                unit("71st", BRITISH, OneHour.Type.INFANTRY).withPosition(Position.at(60, 10)));
    }

    /** The AI's suggestion with a six on the Actions table: Advance (RF "Actions Table", no risk factor). */
    private static Suggestion advance(GameState s, Checklist answers) {
        ScriptedDice d = new ScriptedDice(6);
        Suggestion suggestion = AI.suggest(ONE_HOUR, s, "6e-leger", answers, new Dice(d));
        assertEquals(Result.ADVANCE, suggestion.intent(), suggestion.reasons()::toString);
        return suggestion;
    }

    private static Position end(ActionRequest r) {
        List<Position> path = assertDoesNotThrow(() -> TableMove.pathOf(r));
        return path.get(path.size() - 1);
    }

    private static boolean says(Suggestion s, String words) {
        return s.reasons(Reason.Kind.TARGET).stream().anyMatch(r -> r.text().contains(words));
    }

    @Test
    void movement_aUnitWithNoDestinationAdvancesItsWholeMoveTowardsThePlaceItsSideMustHold() {
        Position from = Position.at(20, 10);
        GameState s = at(from);
        Suggestion go = advance(s, BRIDGE);
        assertEquals(1, go.requests().size(), go.reasons()::toString);
        ActionRequest r = go.requests().get(0);
        assertEquals(OneHour.Action.MOVE, r.action());
        Position to = end(r);
        Position bridge = Position.at(18, 26.5);
        assertEquals(6.0, to.distanceTo(from), 0.05, "its whole 6\" infantry move (1H Movement)");
        assertEquals(bridge.distanceTo(from) - 6, to.distanceTo(bridge), 0.05, "straight towards the bridge");
        assertTrue(to.x() < from.x(), "west towards the bridge, not east towards the 71st: " + to);
        assertTrue(says(go, "Bridge of boats") && says(go, HOLD_TEXT), go.reasons()::toString);
        // The path is the program's (TableMove): the rules rule on the rest.
        assertDoesNotThrow(() -> ONE_HOUR.resolve(TableMove.without(r), s, new Dice(new SeededDice(1)),
                Explanation.none()), "the rules accept the move");

        // Without the objectives, the same die sends it towards the nearest enemy, as before.
        Position before = end(advance(s, Checklist.NONE).requests().get(0));
        assertTrue(before.x() > from.x(), "east towards the 71st: " + before);
    }

    @Test
    void movement_aUnitStandingOnThePlaceItsSideMustHoldStaysThere() {
        GameState s = at(Position.at(18, 26.5));
        Suggestion stay = advance(s, BRIDGE);
        assertEquals(List.of(), stay.requests(), "no move at all, not one without a path: " + stay.reasons());
        assertTrue(says(stay, "stays where it stands") && says(stay, HOLD_TEXT), stay.reasons()::toString);

        // Off the bridge by a little, it goes back onto it.
        Suggestion back = advance(at(Position.at(18, 22)), BRIDGE);
        Position to = end(back.requests().get(0));
        assertEquals(26.5, to.y(), 0.05, "back to the bridge's middle and no further: " + to);
    }

    @Test
    void movement_aPlaceHeldAlreadyByAnotherOfItsSideSendsItOnToTheNextObjective() {
        GameState s = state(OneHour.RULESET, TABLE, FRENCH, OneHour.Phase.MOVEMENT,
                unit("6e-leger", FRENCH, OneHour.Type.INFANTRY).withPosition(Position.at(20, 10)),
                unit("39e", FRENCH, OneHour.Type.INFANTRY).withPosition(Position.at(18, 26.5)),
                unit("71st", BRITISH, OneHour.Type.INFANTRY).withPosition(Position.at(60, 10)));
        Checklist both = BRIDGE.objectives(List.of(BRIDGE.objectives().get(0),
                new VictoryCondition("french-leave", FRENCH, new LeaveBy(Edge.WEST, List.of(), 1), Check.GAME_END, 0,
                        false, 1, null)));
        ActionRequest r = advance(s, both).requests().get(0);
        Position to = end(r);
        assertEquals(14.0, to.x(), 0.05, "the bridge is held by the 39e: it heads straight for the west edge: " + to);
        assertEquals(10.0, to.y(), 0.05);
        Checklist kill = BRIDGE.objectives(List.of(BRIDGE.objectives().get(0),
                new VictoryCondition("french-kill", FRENCH, new Casualties(List.of("71st"), 1, false), Check.AT_ONCE,
                        0, true, 0, "Destroy the 71st.")));
        Suggestion hunt = advance(s, kill);
        assertEquals(26.0, end(hunt.requests().get(0)).x(), 0.05, "east along y=10 towards the 71st");
        assertTrue(says(hunt, "Destroy the 71st."), hunt.reasons()::toString);
    }

    /** Exploring the bridge: a point the moment the French stand on it (checked at once, not decisive). */
    private static final VictoryCondition EXPLORE = new VictoryCondition("explore-bridge", FRENCH, new Hold(List.of(
            new FeatureArea("bridge")), false), Check.AT_ONCE, 0, false, 1, "Explore the bridge of boats.");

    /** The French must leave by the south edge (checked {@code check}); the game's last turn is {@code last}. */
    private static Checklist leave(Check check, int last) {
        return Checklist.NONE.lastTurn(last).objectives(List.of(new VictoryCondition("french-leave", FRENCH,
                new LeaveBy(Edge.SOUTH, List.of(), 1), check, 0, false, 1, "The French slip away by the south edge.")));
    }

    @Test
    void movement_aUnitThatMustLeaveByAnEdgeWalksOffTheTableWhenItReachesIt() {
        // 4" from the south edge, its 6" move takes it over the line: off the table, where the judge counts it gone.
        GameState s = at(Position.at(20, 4));
        ActionRequest r = advance(s, leave(Check.AT_ONCE, 0)).requests().get(0);
        Position to = end(r);
        assertEquals(20.0, to.x(), 0.05, "straight south");
        assertTrue(to.y() < 0, "beyond the south edge's line: " + to);
        assertDoesNotThrow(() -> ONE_HOUR.resolve(TableMove.without(r), s, new Dice(new SeededDice(1)),
                Explanation.none()), "the rules accept the move");

        // Once off the table it does nothing more, and is nobody's target.
        GameState gone = at(Position.at(20, -1));
        Suggestion after = AI.suggest(ONE_HOUR, gone, "6e-leger", leave(Check.AT_ONCE, 0),
                new Dice(new ScriptedDice(6)));
        assertEquals(List.of(), after.requests(), after.reasons()::toString);
        assertTrue(after.reasons().stream().anyMatch(x -> x.text().contains("has left the table by the south edge")),
                after.reasons()::toString);
        Suggestion enemy = AI.suggest(ONE_HOUR, state(OneHour.RULESET, TABLE, BRITISH, OneHour.Phase.MOVEMENT,
                unit("6e-leger", FRENCH, OneHour.Type.INFANTRY).withPosition(Position.at(20, -1)),
                unit("71st", BRITISH, OneHour.Type.INFANTRY).withPosition(Position.at(20, 8))), "71st",
                Checklist.NONE, new Dice(new ScriptedDice(6)));
        assertTrue(enemy.reasons(Reason.Kind.TARGET).stream().noneMatch(x -> x.text().contains("6e")),
                "the 71st does not go after a unit gone off the table: " + enemy.reasons());
    }

    @Test
    void movement_leavingJudgedAtTheGameEndWaitsUntilTheTurnsLeftAreThoseItNeeds() {
        // 20" from the south edge at 6" a move: 4 moves to get over the line, and one in hand. Turn 1 of 12: it
        // goes after the enemy first; turn 1 of 5: it leaves now.
        GameState s = at(Position.at(20, 20));
        Position early = end(advance(s, leave(Check.GAME_END, 12)).requests().get(0));
        assertTrue(early.x() > 20, "east towards the 71st, with time in hand: " + early);
        Suggestion late = advance(s, leave(Check.GAME_END, 5));
        Position to = end(late.requests().get(0));
        assertEquals(14.0, to.y(), 0.05, "south, for the edge: " + to);
        assertTrue(says(late, "The French slip away by the south edge."), late.reasons()::toString);
    }

    @Test
    void movement_aPlaceThatScoresOnceWhenReachedIsLeftForTheNextObjectiveOnceScored() throws Exception {
        // Exploring the bridge scores its point the moment the 6e stands on it (checked at once, not decisive):
        // scored, it is no longer a place to stay on, and the 6e goes on for the south edge.
        VictoryCondition away = leave(Check.AT_ONCE, 0).objectives().get(0);
        GameState s = at(Position.at(18, 26.5));
        org.vedette.ai.Engagement e = new org.vedette.ai.Engagement(AI, org.vedette.core.game.Game.unbegun(ONE_HOUR, s),
                java.util.Set.of(FRENCH), 0, List.of(EXPLORE, away), new ScriptedDice(6), true);
        org.vedette.ai.Engagement.Step step = e.step();
        assertTrue(step.suggestion() != null && !step.suggestion().requests().isEmpty(),
                "the 6e acts, not stays on the bridge: " + (step.suggestion() == null ? "the turn moved on"
                        : step.suggestion().reasons()));
        Position to = end(step.suggestion().requests().get(0));
        assertEquals(18.0, to.x(), 0.05);
        assertEquals(20.5, to.y(), 0.05, "6\" south, for the edge: " + to);
        assertTrue(says(step.suggestion(), "The French slip away by the south edge."),
                step.suggestion().reasons()::toString);
    }

    @Test
    void aPlaceThatScoredOnceIsNoLongerHeadedForInAGameReadOffItsJournal() throws Exception {
        // The command line's game ai and the workbench's AI view read what has scored off the game's journal.
        VictoryCondition away = leave(Check.GAME_END, 0).objectives().get(0);
        org.vedette.core.model.Scenario scenario = new org.vedette.core.model.Scenario("bridge", "Bridge",
                OneHour.RULESET, null, java.util.Map.of(), TABLE, List.of(
                        side(FRENCH, "6e-leger", Position.at(18, 22)), side(BRITISH, "71st", Position.at(60, 10))),
                List.of(), 15, List.of(EXPLORE, away));
        org.vedette.core.game.Game g = org.vedette.core.game.Game.begin(ONE_HOUR, GameState.of(scenario, ONE_HOUR),
                new SeededDice(1), false).game();
        assertEquals(List.of(EXPLORE, away), org.vedette.ai.Objectives.toSeek(scenario, g), "nothing scored yet");
        java.util.Map<String, Object> onto = new java.util.LinkedHashMap<>();
        onto.put(OneHour.Input.ACTOR, "6e-leger");
        onto.put(OneHour.Input.DISTANCE, 4.5);
        onto.put(TableMove.PATH, "18,22; 18,26.5");
        g = g.act(new ActionRequest(OneHour.RULESET, OneHour.Action.MOVE, onto), new SeededDice(2), false).game();
        assertEquals(List.of(away), org.vedette.ai.Objectives.toSeek(scenario, g), "the bridge explored");
    }

    private static org.vedette.core.model.Side side(String id, String unit, Position at) {
        return new org.vedette.core.model.Side(id, id, org.vedette.core.model.Side.Control.PLAYER,
                id.equals(FRENCH) ? Edge.NORTH : Edge.SOUTH, List.of(new org.vedette.core.model.Unit(unit, unit,
                        "trained", false, java.util.Map.of(OneHour.TYPE_FIELD, OneHour.Type.INFANTRY), List.of(), null)),
                java.util.Map.of(unit, at), null);
    }
}
