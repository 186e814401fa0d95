package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Hand-to-Hand — Flank or Rear Attacks: "Units engaging the enemy flank or rear, or all hand to hand
 * attacks against Artillery, double the number of dice rolled." "No rear or flank attacks on Infantry in
 * Square." Ruling D3 (b) on the impetus die.
 */
class FlankOrRearAttacksTest {
    private static GameState table(String type, Actor target, String arc, Map<String, Object> options) {
        return state(BRITISH, Phase.HAND_TO_HAND, options, charging(british("b", type), "f"), chargedBy(target, "b", arc));
    }

    private static Outcome fight(GameState s, int... faces) {
        return resolve(s, request(Action.FIGHT, Input.ACTOR, "b", Input.TARGET, "f"), faces);
    }

    @ParameterizedTest
    @ValueSource(strings = { Arc.FLANK, Arc.REAR })
    void flankAndRearDoubleTheDice(String arc) {
        GameState s = table(Type.INFANTRY, french("f", Type.INFANTRY), arc, Map.of());
        Outcome o = fight(s, 4, 4, 4, 3);
        assertEquals(4, o.rolls().get(0).count());
        assertEquals(3, hitsOn(after(s, o), "f"));
    }

    @Test
    void everyAttackOnArtilleryDoubles() {
        GameState s = table(Type.SKIRMISHERS, french("f", Type.FOOT_ARTILLERY), Arc.FRONT, Map.of());
        Outcome o = fight(s, 5, 2);
        assertEquals(2, o.rolls().get(0).count());
        assertEquals(1, hitsOn(after(s, o), "f"));
    }

    @Test
    void flankOfArtilleryDoublesOnceNotTwice() {
        GameState s = table(Type.INFANTRY, french("f", Type.HORSE_ARTILLERY), Arc.FLANK, Map.of());
        assertEquals(4, fight(s, 1, 1, 1, 1).rolls().get(0).count());
    }

    @Test
    void theImpetusDieDoublesByDefault_D3() {
        GameState s = table(Type.HEAVY_CAVALRY, french("f", Type.INFANTRY), Arc.FLANK, Map.of());
        Outcome o = fight(s, 4, 4, 4, 4, /* impetus */ 5, 5);
        assertEquals(2, o.rolls().get(1).count());
        assertEquals(6, hitsOn(after(s, o), "f"));
    }

    @Test
    void theImpetusDieStaysSingleWithTheOptionOff_D3() {
        GameState s = table(Type.HEAVY_CAVALRY, french("f", Type.INFANTRY), Arc.REAR, option(Option.DOUBLE_IMPETUS, false));
        Outcome o = fight(s, 4, 4, 4, 4, 5);
        assertEquals(1, o.rolls().get(1).count());
        assertEquals(5, hitsOn(after(s, o), "f"));
    }

    @Test
    void aOneOnAnyOfTheFourNormalDiceLosesTheImpetus() {
        GameState s = table(Type.HEAVY_CAVALRY, french("f", Type.INFANTRY), Arc.FLANK, Map.of());
        assertEquals(Boolean.TRUE, mark(after(s, fight(s, 4, 4, 4, 1, 2, 2)), "b", Mark.IMPETUS_LOST));
    }

    @Test
    void noFlankOrRearOnASquare() {
        GameState s = table(Type.LIGHT_CAVALRY, french("f", Type.INFANTRY).withMark(Mark.SQUARE, true), Arc.FLANK, Map.of());
        Outcome o = fight(s, 4, 4, /* square saves */ 1, 1);
        assertEquals(2, o.rolls().get(0).count());
        assertTrue(cites(o, "Flank or Rear"));
    }

    @Test
    void theRefereeMayNameTheArc() {
        GameState s = table(Type.INFANTRY, french("f", Type.INFANTRY), Arc.FRONT, Map.of());
        Outcome o = resolve(s, request(Action.FIGHT, Input.ACTOR, "b", Input.TARGET, "f", Input.ARC, Arc.REAR), 1, 1, 1, 1);
        assertEquals(4, o.rolls().get(0).count());
    }
}
