package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Moving and Shooting, "Cavalry cannot fire", and Roads ("may not fire if it uses this bonus"). */
class MovingAndShootingTest {
    private static final Object[] AT_F = { Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 10 };

    @ParameterizedTest
    @ValueSource(strings = { Type.HEAVY_CAVALRY, Type.LIGHT_CAVALRY })
    void cavalryCannotFire(String type) {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", type), french("f", Type.INFANTRY));
        refusedBy(s, request(Action.SHOOT, AT_F), "Shooting", "Cavalry cannot fire");
    }

    @ParameterizedTest
    @ValueSource(strings = { Mark.MOVED, Mark.PIVOTED })
    void artilleryThatMovedOrPivotedCannotShoot(String mark) {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.FOOT_ARTILLERY).withMark(mark, true),
                french("f", Type.INFANTRY));
        refusedBy(s, request(Action.SHOOT, AT_F), "Moving and Shooting", "Artillery cannot shoot if it moves");
    }

    @Test
    void infantryMayShootAfterMoving() {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY).withMark(Mark.MOVED, true)
                .withMark(Mark.PIVOTED, true), french("f", Type.INFANTRY));
        Outcome o = resolve(s, request(Action.SHOOT, AT_F), 5, 2);
        assertEquals(1, hitsOn(after(s, o), "f"));
    }

    @Test
    void aUnitThatUsedTheRoadBonusCannotFire() {
        GameState moving = state(BRITISH, Phase.MOVEMENT, british("b", Type.INFANTRY), french("f", Type.INFANTRY));
        Outcome move = resolve(moving, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 9, Input.ROAD, true));
        GameState shooting = after(moving, move).withTurn(state(BRITISH, Phase.SHOOTING).turn());
        refusedBy(shooting, request(Action.SHOOT, AT_F), "Roads", "may not fire if it uses this bonus");
    }

    @Test
    void aRoadMoveWithinTheNormalAllowanceLeavesTheUnitFreeToFire() {
        GameState moving = state(BRITISH, Phase.MOVEMENT, british("b", Type.INFANTRY), french("f", Type.INFANTRY));
        Outcome move = resolve(moving, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 6, Input.ROAD, true));
        GameState shooting = after(moving, move).withTurn(state(BRITISH, Phase.SHOOTING).turn());
        Outcome o = resolve(shooting, request(Action.SHOOT, AT_F), 4, 4);
        assertEquals(2, hitsOn(after(shooting, o), "f"));
    }
}
