package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;

/**
 * Sharpe §14 Morale (optional): when the officer falls the group tests
 * against the initiative of its senior soldier "as it is at this stage of the
 * game".
 */
class MoraleTest {
    static final Actor SENIOR = wounded(french("senior", 6, 4, 4, 4, 6), 1);

    @Test
    void refusedWithoutTheOption() {
        refusedBy(state("senior", SENIOR), request(Action.MORALE, Input.ACTOR, "senior"), "14 Morale", "option 'morale'");
    }

    @Test
    void theTestIsAgainstHisInitiativeAsItIsNow() {
        GameState s = state(options(Option.MORALE, true), "senior", SENIOR);
        Outcome pass = resolve(s, request(Action.MORALE, Input.ACTOR, "senior", Input.REASON, "the capitaine is dead"), 5);
        assertEquals("senior, the senior soldier, tests the group's morale and rolls 5 against initiative 5: morale test passed", pass.headline());
        assertTrue(says(pass, "tests initiative 5"), "6 less the light wound: " + explain(pass));
        Outcome fail = resolve(s, request(Action.MORALE, Input.ACTOR, "senior"), 6);
        assertEquals("senior, the senior soldier, tests the group's morale and rolls 6 against initiative 5: morale test failed", fail.headline());
        assertEquals("failed", mark(after(s, fail), "senior", Mark.MORALE));
        assertTrue(instructed(fail, "retires from the fight"));
    }
}
