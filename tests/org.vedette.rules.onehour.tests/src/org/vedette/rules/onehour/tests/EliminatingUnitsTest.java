package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Eliminating Units: "Units are eliminated upon the acquisition of 5 hits", in the elimination phase. */
class EliminatingUnitsTest {
    static Outcome toElimination(GameState handToHand) {
        return RULES.turnStructure().advance(handToHand, new Dice(new ScriptedDice()), Explanation.wanted());
    }

    @Test
    void fiveHitsEliminateFourDoNot() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, hits(british("b", Type.INFANTRY), 4),
                hits(french("f", Type.INFANTRY), 5), hits(french("g", Type.SKIRMISHERS), 7));
        Outcome o = toElimination(s);
        GameState t = after(s, o);
        assertEquals(Phase.ELIMINATION, t.turn().phase());
        assertFalse(t.actor("b").status().out());
        assertTrue(t.actor("f").status().out());
        assertTrue(t.actor("g").status().out(), "both sides' units are eliminated");
        assertEquals(2, count(o, GameEvent.StatusChanged.class));
        assertTrue(cites(o, "Eliminating Units"));
    }

    @Test
    void aShotThatBringsAUnitToFiveHitsSaysItWillBeEliminatedInTheEliminationPhase() {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), hits(french("f", Type.INFANTRY), 4));
        // Infantry throw 2 dice: 4 hits, 2 misses — the fifth hit.
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 10), 4, 2);
        assertEquals("b shoots at f at 10\": 1 hit; f now has 5 hits and will be eliminated in the elimination phase",
                o.headline());
        assertFalse(after(s, o).actor("f").status().out(), "\"in the elimination phase\", not at the shot");
        // A shot that leaves it short of five says nothing of the kind.
        GameState three = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), hits(french("f", Type.INFANTRY), 3));
        assertEquals("b shoots at f at 10\": 1 hit", resolve(three, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f",
                Input.RANGE, 10), 4, 2).headline());
    }

    @Test
    void theEliminationSaysWhatBecameOfTheUnitInHits() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, british("b", Type.INFANTRY), hits(french("f", Type.INFANTRY), 5));
        Outcome o = toElimination(s);
        assertTrue(o.events().stream().anyMatch(e -> e.describe().equals("f: 5 wounds → out")),
                "not \"5 wounds → 5 wounds, out\": " + o.events());
        assertEquals("is eliminated with 5 hits (eliminated at 5): remove it from the table", instruction(o));
    }

    @Test
    void withoutTheOptionQualityDoesNotMatter() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, quality(hits(british("b", Type.INFANTRY), 5), OneHour.Quality.ELITE),
                quality(hits(french("f", Type.INFANTRY), 4), OneHour.Quality.CONSCRIPT));
        GameState t = after(s, toElimination(s));
        assertTrue(t.actor("b").status().out());
        assertFalse(t.actor("f").status().out());
    }

    @Test
    void theEliminatedUnitsOpponentIsNoLongerEngaged() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, charging(british("b", Type.INFANTRY), "f"),
                hits(chargedBy(french("f", Type.INFANTRY), "b", Arc.FRONT), 5));
        GameState t = after(s, toElimination(s));
        assertNull(mark(t, "b", Mark.CHARGING));
        assertNull(mark(t, "f", Mark.CHARGED_BY));
    }

    @Test
    void otherPhasesEliminateNobody() {
        GameState s = state(BRITISH, Phase.MOVEMENT, hits(french("f", Type.INFANTRY), 5));
        Outcome o = RULES.turnStructure().advance(s, new Dice(new ScriptedDice()), Explanation.none());
        assertFalse(after(s, o).actor("f").status().out());
    }

    @Test
    void anEliminatedUnitCannotAct() {
        GameState s = state(FRENCH, Phase.MOVEMENT, Map.of(), british("b", Type.INFANTRY),
                french("f", Type.INFANTRY).withStatus(org.vedette.core.model.Status.FRESH.withWounds(5).withOut(true)));
        var e = refused(s, request(Action.MOVE, Input.ACTOR, "f", Input.DISTANCE, 2));
        assertTrue(e.getMessage().contains("out of the game"), e.getMessage());
    }
}
