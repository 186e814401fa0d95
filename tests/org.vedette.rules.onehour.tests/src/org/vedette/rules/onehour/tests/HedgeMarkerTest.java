package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H "Skirmishers which do not move or pivot, and are entirely in open ground, receive a hedge marker
 * along the front of their base."
 */
class HedgeMarkerTest {
    private static GameState table(org.vedette.core.game.Actor b) {
        return state(BRITISH, Phase.MOVEMENT, b, french("f", Type.INFANTRY));
    }

    @Test
    void skirmishersStandingInTheOpenGetAHedgeMarker() {
        GameState s = table(british("b", Type.SKIRMISHERS));
        Outcome o = resolve(s, request(Action.STAND, Input.ACTOR, "b", Input.IN_OPEN, true));
        assertEquals(Boolean.TRUE, mark(after(s, o), "b", Mark.HEDGE));
        assertTrue(o.headline().contains("hedge marker"), o.headline());
    }

    @Test
    void notEntirelyInTheOpenNoMarker() {
        GameState s = table(british("b", Type.SKIRMISHERS));
        Outcome o = resolve(s, request(Action.STAND, Input.ACTOR, "b"));
        assertTrue(o.events().isEmpty());
    }

    @Test
    void onlySkirmishers() {
        refusedBy(table(british("b", Type.LIGHT_INFANTRY)), request(Action.STAND, Input.ACTOR, "b", Input.IN_OPEN, true),
                "hedge", "only Skirmishers");
    }

    @Test
    void notAfterMovingOrPivoting() {
        refusedBy(table(british("b", Type.SKIRMISHERS).withMark(Mark.PIVOTED, true)),
                request(Action.STAND, Input.ACTOR, "b", Input.IN_OPEN, true), "hedge", "do not move or pivot");
    }

    @Test
    void movingOrPivotingLosesTheMarker() {
        GameState s = table(british("b", Type.SKIRMISHERS).withMark(Mark.HEDGE, true));
        assertNull(mark(after(s, resolve(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 2))), "b", Mark.HEDGE));
        assertNull(mark(after(s, resolve(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 0, Input.PIVOT, true))),
                "b", Mark.HEDGE));
    }
}
