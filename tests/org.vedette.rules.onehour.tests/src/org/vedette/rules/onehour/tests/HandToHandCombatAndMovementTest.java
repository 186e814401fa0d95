package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Hand to Hand Combat and Movement: "A unit engaged in hand to hand combat cannot voluntarily move ...
 * except that a unit engaged to its flank or rear but not to its front may turn to face one enemy unit
 * during its own turn."
 */
class HandToHandCombatAndMovementTest {
    private static GameState table(String arc) {
        return state(FRENCH, Phase.MOVEMENT, charging(british("b", Type.INFANTRY), "f"),
                chargedBy(french("f", Type.INFANTRY), "b", arc));
    }

    @Test
    void anEngagedUnitCannotMove() {
        refusedBy(table(Arc.FRONT), request(Action.MOVE, Input.ACTOR, "f", Input.DISTANCE, 2),
                "Hand to Hand Combat and Movement", "cannot voluntarily move");
    }

    @Test
    void engagedInTheFlankItTurnsToFace() {
        GameState s = table(Arc.FLANK);
        GameState t = after(s, resolve(s, request(Action.TURN_TO_FACE, Input.ACTOR, "f", Input.TARGET, "b")));
        assertEquals(Arc.FRONT, mark(t, "f", Mark.ATTACKED_FROM));
        assertEquals("b", mark(t, "f", Mark.CHARGED_BY), "still in contact");
    }

    @Test
    void engagedToTheFrontThereIsNothingToTurnTo() {
        refusedBy(table(Arc.FRONT), request(Action.TURN_TO_FACE, Input.ACTOR, "f", Input.TARGET, "b"),
                "Hand to Hand Combat and Movement", "already engaged to its front");
    }

    @Test
    void notWhileAlsoEngagedToItsFront() {
        GameState s = state(FRENCH, Phase.MOVEMENT, charging(british("b", Type.INFANTRY), "f"),
                british("c", Type.INFANTRY).withMark(Mark.CHARGED_BY, "f").withMark(Mark.ATTACKED_FROM, Arc.FRONT),
                chargedBy(french("f", Type.INFANTRY), "b", Arc.REAR).withMark(Mark.CHARGING, "c"));
        refusedBy(s, request(Action.TURN_TO_FACE, Input.ACTOR, "f", Input.TARGET, "b"),
                "Hand to Hand Combat and Movement", "engaged to its front");
    }

    @Test
    void onlyTowardsTheUnitThatEngagedIt() {
        GameState s = state(FRENCH, Phase.MOVEMENT, charging(british("b", Type.INFANTRY), "f"), british("c", Type.INFANTRY),
                chargedBy(french("f", Type.INFANTRY), "b", Arc.FLANK));
        refusedBy(s, request(Action.TURN_TO_FACE, Input.ACTOR, "f", Input.TARGET, "c"),
                "Hand to Hand Combat and Movement", "not engaged by");
    }
}
