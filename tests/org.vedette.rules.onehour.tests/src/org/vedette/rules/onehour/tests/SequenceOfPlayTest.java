package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnKind;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Sequence of Play: "1. Movement 3. Shooting 4. Hand to Hand Combat 5. Eliminating Units" (ruling D7). */
class SequenceOfPlayTest {
    @Test
    void alternateSidesWithTheBooksFourPhases() {
        assertEquals(TurnKind.ALTERNATE_SIDES, RULES.turnStructure().kind());
        assertEquals(List.of(Phase.MOVEMENT, Phase.SHOOTING, Phase.HAND_TO_HAND, Phase.ELIMINATION),
                RULES.turnStructure().phases().stream().map(PhaseSpec::id).toList());
        assertEquals(List.of("1. Movement", "3. Shooting", "4. Hand to Hand Combat", "5. Eliminating Units"),
                RULES.turnStructure().phases().stream().map(PhaseSpec::label).toList());
    }

    @Test
    void actionsBelongToTheirPhase() {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), french("f", Type.INFANTRY));
        refusedBy(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 2), "Sequence of Play", "movement phase");
    }

    @Test
    void onlyTheSideWhosePlayerTurnItIsActs() {
        GameState s = state(BRITISH, Phase.MOVEMENT, british("b", Type.INFANTRY), french("f", Type.INFANTRY));
        refusedBy(s, request(Action.MOVE, Input.ACTOR, "f", Input.DISTANCE, 2), "Sequence of Play", "British's player turn");
    }

    @Test
    void aNewPlayerTurnClearsLastTurnsMarksButNotTheLastingOnes() {
        var b = british("b", Type.SKIRMISHERS).withMark(Mark.MOVED, true).withMark(Mark.PIVOTED, true)
                .withMark(Mark.USED_ROAD, true).withMark(Mark.FIRED, true).withMark(Mark.FOUGHT, true)
                .withMark(Mark.HEDGE, true);
        var h = british("h", Type.HEAVY_CAVALRY).withMark(Mark.IMPETUS_LOST, true).withMark(Mark.MOVED, true);
        var f = french("f", Type.INFANTRY).withMark(Mark.FIRED, true).withMark(Mark.SQUARE, true);
        // The French elimination phase ends; the British movement phase begins.
        GameState s = state(FRENCH, Phase.ELIMINATION, b, h, f);
        GameState t = after(s, RULES.turnStructure().advance(s, new Dice(new ScriptedDice()), Explanation.wanted()));
        assertEquals(BRITISH, t.turn().activation().side());
        assertEquals(Phase.MOVEMENT, t.turn().phase());
        assertEquals(2, t.turn().round());
        for (String m : new String[] { Mark.MOVED, Mark.PIVOTED, Mark.USED_ROAD, Mark.FIRED, Mark.FOUGHT }) {
            assertNull(mark(t, "b", m), m);
        }
        assertEquals(Boolean.TRUE, mark(t, "b", Mark.HEDGE));
        assertEquals(Boolean.TRUE, mark(t, "h", Mark.IMPETUS_LOST));
        assertNull(mark(t, "h", Mark.MOVED));
        assertEquals(Boolean.TRUE, mark(t, "f", Mark.FIRED), "the other side's marks wait for its own turn");
        assertEquals(Boolean.TRUE, mark(t, "f", Mark.SQUARE));
    }
}
