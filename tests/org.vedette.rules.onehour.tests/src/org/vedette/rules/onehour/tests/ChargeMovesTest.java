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
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Charge Moves: turning, limited engagement, flank and rear attacks; no road bonus when charging. */
class ChargeMovesTest {
    private static GameState table() {
        return state(BRITISH, Phase.MOVEMENT, british("c", Type.LIGHT_CAVALRY), british("d", Type.HEAVY_CAVALRY),
                british("i", Type.INFANTRY), french("f", Type.INFANTRY), french("g", Type.INFANTRY));
    }

    @Test
    void aChargeLeavesBothUnitsEngaged() {
        GameState s = table();
        GameState t = after(s, resolve(s, request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "f", Input.DISTANCE, 9)));
        assertEquals("f", mark(t, "c", Mark.CHARGING));
        assertEquals(Boolean.TRUE, mark(t, "c", Mark.MOVED));
        assertNull(mark(t, "c", Mark.PIVOTED));
        assertEquals("c", mark(t, "f", Mark.CHARGED_BY));
        assertEquals(Arc.FRONT, mark(t, "f", Mark.ATTACKED_FROM));
    }

    @Test
    void oneTurnOfNoMoreThanFortyFiveDegrees() {
        GameState s = table();
        GameState t = after(s, resolve(s, request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "f", Input.DISTANCE, 9,
                Input.TURN, 45)));
        assertEquals(Boolean.TRUE, mark(t, "c", Mark.PIVOTED));
        refusedBy(s, request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "f", Input.DISTANCE, 9, Input.TURN, 46),
                "Turning", "45 degrees");
    }

    @Test
    void noFurtherThanTheMoveAndNeverByRoad() {
        refusedBy(table(), request(Action.CHARGE, Input.ACTOR, "i", Input.TARGET, "f", Input.DISTANCE, 7), "Movement",
                "may charge up to 6");
        refusedBy(table(), request(Action.CHARGE, Input.ACTOR, "i", Input.TARGET, "f", Input.DISTANCE, 5, Input.ROAD, true),
                "Roads", "may not be received if charging");
    }

    @Test
    void onlyOneAttackingUnitMayContactATarget() {
        GameState s = table();
        GameState t = after(s, resolve(s, request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "f", Input.DISTANCE, 9)));
        refusedBy(t, request(Action.CHARGE, Input.ACTOR, "d", Input.TARGET, "f", Input.DISTANCE, 9), "Limited Engagement",
                "Only one attacking unit");
        resolve(t, request(Action.CHARGE, Input.ACTOR, "d", Input.TARGET, "g", Input.DISTANCE, 9));
    }

    @ParameterizedTest(name = "{0} at the start, {1} at the end: {2} attack")
    @CsvSource({ "flank, flank, flank", "rear, rear, rear", "flank, rear, rear", "flank, front, front",
            "front, flank, front", "front, front, front" })
    void flankOrRearOnlyWhenInTheArcAtBothStartAndEnd(String start, String end, String attack) {
        GameState s = table();
        GameState t = after(s, resolve(s, request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "f", Input.DISTANCE, 9,
                Input.ARC_AT_START, start, Input.ARC_AT_END, end)));
        assertEquals(attack, mark(t, "f", Mark.ATTACKED_FROM));
    }

    @Test
    void chargesObeyTheTerrain() {
        refusedBy(table(), request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "f", Input.DISTANCE, 9, Input.WOODS, true),
                "Terrain", "cannot enter woods");
    }

    @Test
    void onlyEnemiesAndOnlyFreeUnitsCharge() {
        refusedBy(table(), request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "i", Input.DISTANCE, 3), "Charge Moves",
                "own side");
        GameState s = state(BRITISH, Phase.MOVEMENT, british("c", Type.LIGHT_CAVALRY).withMark(Mark.CHARGED_BY, "g"),
                french("f", Type.INFANTRY), french("g", Type.INFANTRY).withMark(Mark.CHARGING, "c"));
        refusedBy(s, request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "f", Input.DISTANCE, 3),
                "Hand to Hand Combat and Movement", "cannot voluntarily move");
    }

    @Test
    void theHeadlineSaysWhatHappened() {
        Outcome o = resolve(table(), request(Action.CHARGE, Input.ACTOR, "c", Input.TARGET, "f", Input.DISTANCE, 9,
                Input.ARC_AT_START, Arc.REAR, Input.ARC_AT_END, Arc.REAR));
        assertEquals("c charges f in the rear", o.headline());
    }
}
