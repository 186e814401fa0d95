package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.DicingForOrderOfMovementTest.advance;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.BoundOrder;
import org.vedette.rules.sharpe.Sharpe.Mark;

/**
 * Sharpe §1 Sequence of events: the bound is every figure's move in order;
 * step 8, at the end of every bound (the one of the wound included), a man
 * seriously wounded in the chest or abdomen rolls 1D6: 5 or 6 passes out, and
 * once out a 6 brings him round — and he keeps rolling. A head wound's
 * knock-out counts its D6 bounds from the next.
 */
class SequenceOfEventsTest {
    static GameState lastMove(Actor... figures) {
        List<String> ids = new java.util.ArrayList<>();
        List<Integer> scores = new java.util.ArrayList<>();
        for (Actor a : figures) {
            ids.add(a.id());
            scores.add(10 - ids.size());
        }
        GameState s = state("x", figures);
        String last = ids.get(ids.size() - 1);
        return s.withTurn(new TurnState(1, null, new Activation(s.actor(last).side(), List.of(last), ""),
                new BoundOrder(ids, scores, ids.subList(0, ids.size() - 1))));
    }

    static final Actor X = british("x", 4, 4, 4, 4, 6);

    @Test
    void aChestWoundRollsToPassOutAtTheEndOfEveryBoundAndToRecover() {
        Actor bleeding = down(wounded(french("y", 4, 4, 4, 4, 6), 2)).withMark(Mark.BLEEDING, true).withMark(Mark.KNOCKED_DOWN, true);
        GameState s = advance(lastMove(X, bleeding), 5);
        assertTrue(flag(s, "y", Mark.UNCONSCIOUS), "5: passes out");
        assertEquals(List.of("x"), s.turn().activation().actors(), "the unconscious man has no move");
        s = advance(s, 5);
        assertTrue(flag(s, "y", Mark.UNCONSCIOUS), "5: still out; only a 6 recovers");
        s = advance(s, 6);
        assertFalse(flag(s, "y", Mark.UNCONSCIOUS), "6: recovered");
        assertTrue(s.actor("y").status().down(), "he must still roll to rise");
        s = advance(advance(s), 4);
        assertFalse(flag(s, "y", Mark.UNCONSCIOUS), "he keeps rolling: 4 keeps him conscious");
    }

    @Test
    void aKnockOutCountsItsBoundsFromTheNext() {
        Actor out = down(french("y", 4, 4, 4, 4, 6)).withMark(Mark.UNCONSCIOUS, true).withMark(Mark.OUT_COLD, 2).withMark(Mark.WOUNDED, true);
        GameState s = advance(lastMove(X, out));
        assertEquals(2, count(s, "y", Mark.OUT_COLD), "the bound of the blow does not count");
        assertEquals(2, s.turn().round());
        s = advance(s);
        assertEquals(1, count(s, "y", Mark.OUT_COLD));
        assertTrue(flag(s, "y", Mark.UNCONSCIOUS));
        s = advance(s);
        assertFalse(flag(s, "y", Mark.UNCONSCIOUS), "out for bounds 2 and 3, as the D6 said");
        assertEquals(4, s.turn().round());
        assertEquals(List.of("y"), advance(s).turn().activation().actors(), "he has his move again in bound 4");
    }
}
