package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

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
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Hand-to-Hand — Terrain Advantage: uphill, in woods or a town, defending a bridge or ford, skirmishers
 * with a hedge marker attacked to the front by cavalry (ruling D7), infantry in square. "On a 4 or more the
 * hit is ignored. This is improved to 3 or more if more than one condition applies."
 */
class TerrainAdvantageTest {
    private static GameState table(String attacker, Actor target, String arc) {
        return state(BRITISH, Phase.HAND_TO_HAND, charging(british("b", attacker), "f"), chargedBy(target, "b", arc));
    }

    private static Outcome fight(GameState s, Object[] flags, int... faces) {
        Object[] inputs = new Object[4 + flags.length];
        inputs[0] = Input.ACTOR;
        inputs[1] = "b";
        inputs[2] = Input.TARGET;
        inputs[3] = "f";
        System.arraycopy(flags, 0, inputs, 4, flags.length);
        return resolve(s, request(Action.FIGHT, inputs), faces);
    }

    @ParameterizedTest
    @ValueSource(strings = { Input.UPHILL, Input.WOODS_OR_TOWN, Input.DEFENDING_CROSSING })
    void oneConditionSavesOnFour(String condition) {
        GameState s = table(Type.INFANTRY, french("f", Type.INFANTRY), Arc.FRONT);
        Outcome o = fight(s, new Object[] { condition, true }, 5, 5, /* saves */ 4, 3);
        assertEquals(1, hitsOn(after(s, o), "f"));
        assertTrue(o.rolls().get(1).purpose().contains("4+"), o.rolls().get(1).purpose());
    }

    @Test
    void moreThanOneConditionSavesOnThree() {
        GameState s = table(Type.INFANTRY, french("f", Type.INFANTRY), Arc.FRONT);
        Outcome o = fight(s, new Object[] { Input.UPHILL, true, Input.WOODS_OR_TOWN, true }, 5, 5, 3, 2);
        assertEquals(1, hitsOn(after(s, o), "f"));
        assertTrue(o.rolls().get(1).purpose().contains("3+"));
    }

    @Test
    void hedgeMarkerAgainstCavalryToTheFront_D7() {
        GameState s = table(Type.LIGHT_CAVALRY, french("f", Type.SKIRMISHERS).withMark(Mark.HEDGE, true), Arc.FRONT);
        Outcome o = fight(s, new Object[0], 6, 6, 4, 4);
        assertEquals(0, hitsOn(after(s, o), "f"));
        assertTrue(cites(o, "Terrain Advantage"));
    }

    @Test
    void hedgeMarkerIsNoHelpAgainstInfantry() {
        GameState s = table(Type.INFANTRY, french("f", Type.SKIRMISHERS).withMark(Mark.HEDGE, true), Arc.FRONT);
        Outcome o = fight(s, new Object[0], 6, 6);
        assertEquals(2, hitsOn(after(s, o), "f"));
    }

    @Test
    void hedgeMarkerIsNoHelpInTheFlank() {
        GameState s = table(Type.LIGHT_CAVALRY, french("f", Type.SKIRMISHERS).withMark(Mark.HEDGE, true), Arc.FLANK);
        Outcome o = fight(s, new Object[0], 6, 6, 6, 6);
        assertEquals(4, hitsOn(after(s, o), "f"));
    }

    @Test
    void aSquareSaves() {
        GameState s = table(Type.HEAVY_CAVALRY, french("f", Type.INFANTRY).withMark(Mark.SQUARE, true), Arc.FRONT);
        Outcome o = fight(s, new Object[0], 5, 6, 6, /* saves */ 4, 4, 3);
        assertEquals(1, hitsOn(after(s, o), "f"));
    }

    @Test
    void aSquareUphillSavesOnThree() {
        GameState s = table(Type.LIGHT_CAVALRY, french("f", Type.INFANTRY).withMark(Mark.SQUARE, true), Arc.FRONT);
        Outcome o = fight(s, new Object[] { Input.UPHILL, true }, 5, 6, 3, 3);
        assertEquals(0, hitsOn(after(s, o), "f"));
    }
}
