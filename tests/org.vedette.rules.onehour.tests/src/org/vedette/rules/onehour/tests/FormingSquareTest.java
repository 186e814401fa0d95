package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H "Infantry and Light Infantry may form Square if attacked by Cavalry to form Square roll a dice. Score
 * of 3 or above they are in square. They may leave square during their next move if they defeat the
 * cavalry" (ruling D7).
 */
class FormingSquareTest {
    private static GameState charged(String type, String cavalry, String arc) {
        return state(BRITISH, Phase.MOVEMENT, charging(british("c", cavalry), "f"), chargedBy(french("f", type), "c", arc));
    }

    @ParameterizedTest
    @ValueSource(strings = { Type.INFANTRY, Type.LIGHT_INFANTRY })
    void threeOrMoreFormsSquare(String type) {
        GameState s = charged(type, Type.HEAVY_CAVALRY, Arc.FRONT);
        Outcome o = resolve(s, request(Action.FORM_SQUARE, Input.ACTOR, "f"), 3);
        GameState t = after(s, o);
        assertEquals(Boolean.TRUE, mark(t, "f", Mark.SQUARE));
        assertEquals(Boolean.TRUE, mark(t, "f", Mark.SQUARE_TESTED));
        assertEquals("f forms square", o.headline());
    }

    @Test
    void twoFails() {
        GameState s = charged(Type.INFANTRY, Type.LIGHT_CAVALRY, Arc.FRONT);
        GameState t = after(s, resolve(s, request(Action.FORM_SQUARE, Input.ACTOR, "f"), 2));
        assertNull(mark(t, "f", Mark.SQUARE));
        refusedBy(t, request(Action.FORM_SQUARE, Input.ACTOR, "f"), "square", "already rolled");
    }

    @Test
    void aSquareHasNoFlank() {
        GameState s = charged(Type.INFANTRY, Type.LIGHT_CAVALRY, Arc.FLANK);
        GameState t = after(s, resolve(s, request(Action.FORM_SQUARE, Input.ACTOR, "f"), 6));
        assertEquals(Arc.FRONT, mark(t, "f", Mark.ATTACKED_FROM));
    }

    @Test
    void onlyAgainstCavalry() {
        refusedBy(charged(Type.INFANTRY, Type.INFANTRY, Arc.FRONT), request(Action.FORM_SQUARE, Input.ACTOR, "f"), "square",
                "only when attacked by cavalry");
        GameState free = state(FRENCH, Phase.MOVEMENT, french("f", Type.INFANTRY), british("c", Type.LIGHT_CAVALRY));
        refusedBy(free, request(Action.FORM_SQUARE, Input.ACTOR, "f"), "square", "only when attacked by cavalry");
    }

    @ParameterizedTest
    @ValueSource(strings = { Type.SKIRMISHERS, Type.FOOT_ARTILLERY, Type.LIGHT_CAVALRY })
    void onlyInfantryAndLightInfantry(String type) {
        refusedBy(charged(type, Type.LIGHT_CAVALRY, Arc.FRONT), request(Action.FORM_SQUARE, Input.ACTOR, "f"), "square",
                "only Infantry and Light Infantry");
    }

    @Test
    void leavingSquareOnlyOnceTheCavalryIsDefeated() {
        GameState inContact = state(FRENCH, Phase.MOVEMENT, charging(british("c", Type.LIGHT_CAVALRY), "f"),
                chargedBy(french("f", Type.INFANTRY), "c", Arc.FRONT).withMark(Mark.SQUARE, true));
        refusedBy(inContact, request(Action.LEAVE_SQUARE, Input.ACTOR, "f"), "D7", "still in contact");
        GameState beaten = state(FRENCH, Phase.MOVEMENT, british("c", Type.LIGHT_CAVALRY),
                french("f", Type.INFANTRY).withMark(Mark.SQUARE, true));
        GameState t = after(beaten, resolve(beaten, request(Action.LEAVE_SQUARE, Input.ACTOR, "f")));
        assertNull(mark(t, "f", Mark.SQUARE));
        resolve(t, request(Action.MOVE, Input.ACTOR, "f", Input.DISTANCE, 6));
    }

    @Test
    void thereIsNoSquareToLeaveWhenNotInOne() {
        GameState s = state(FRENCH, Phase.MOVEMENT, french("f", Type.INFANTRY));
        refusedBy(s, request(Action.LEAVE_SQUARE, Input.ACTOR, "f"), "square", "not in square");
    }
}
