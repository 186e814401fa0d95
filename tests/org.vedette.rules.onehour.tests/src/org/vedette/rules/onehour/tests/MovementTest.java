package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Movement ("Units may move up to the following distances"), pivoting, and the +3" road bonus. */
class MovementTest {
    private static GameState table(org.vedette.core.game.Actor b) {
        return state(BRITISH, Phase.MOVEMENT, b, french("f", Type.INFANTRY));
    }

    @ParameterizedTest(name = "{0} moves {1}\"")
    @CsvSource({ "infantry, 6", "light-infantry, 8", "skirmishers, 8", "heavy-cavalry, 10", "light-cavalry, 12",
            "foot-artillery, 6", "horse-artillery, 10" })
    void eachTypeMovesUpToItsAllowance(String type, double allowance) {
        GameState s = table(british("b", type));
        Outcome o = resolve(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, allowance));
        assertEquals(Boolean.TRUE, mark(after(s, o), "b", Mark.MOVED));
        refusedBy(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, allowance + 0.5), "Movement", "may move up to");
    }

    @ParameterizedTest(name = "{0} moves {1}\" + 3\" by road")
    @CsvSource({ "infantry, 6", "light-cavalry, 12", "foot-artillery, 6" })
    void theRoadAddsThreeInchesWhenTheWholeMoveIsOnIt(String type, double allowance) {
        GameState s = table(british("b", type));
        Outcome o = resolve(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, allowance + 3, Input.ROAD, true));
        assertEquals(Boolean.TRUE, mark(after(s, o), "b", Mark.USED_ROAD));
        refusedBy(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, allowance + 3.5, Input.ROAD, true), "Roads",
                "by road");
    }

    @Test
    void aRoadMoveWithinTheAllowanceDoesNotUseTheBonus() {
        GameState s = table(british("b", Type.INFANTRY));
        Outcome o = resolve(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 5, Input.ROAD, true));
        assertNull(mark(after(s, o), "b", Mark.USED_ROAD));
    }

    @Test
    void pivotingOnTheSpotIsAPivotNotAMove() {
        GameState s = table(british("b", Type.FOOT_ARTILLERY));
        GameState t = after(s, resolve(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 0, Input.PIVOT, true)));
        assertEquals(Boolean.TRUE, mark(t, "b", Mark.PIVOTED));
        assertNull(mark(t, "b", Mark.MOVED));
    }

    @Test
    void oneMoveATurn() {
        GameState s = table(british("b", Type.INFANTRY));
        GameState t = after(s, resolve(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 3)));
        refusedBy(t, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 3), "Movement", "already moved");
    }

    @Test
    void aSquareDoesNotMove() {
        GameState s = table(british("b", Type.INFANTRY).withMark(Mark.SQUARE, true));
        refusedBy(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 3), "D7", "leave square first");
    }

    @Test
    void theFormChecksItsNumbersBeforeTheRules() {
        GameState s = table(british("b", Type.INFANTRY));
        refused(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, -1));
        refused(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, "six"));
        refused(s, request(Action.MOVE, Input.ACTOR, "nobody", Input.DISTANCE, 1));
        refused(s, request(Action.MOVE, Input.ACTOR, "b"));
    }
}
