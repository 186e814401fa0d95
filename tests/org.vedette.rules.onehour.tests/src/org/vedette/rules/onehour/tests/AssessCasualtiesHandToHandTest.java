package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.Arrays;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Hand-to-Hand Combat — Assess Casualties: dice by type, hits on 4+; ruling D1 on the light infantry's 2*. */
class AssessCasualtiesHandToHandTest {
    static GameState table(String type, Map<String, Object> options) {
        return state(BRITISH, Phase.HAND_TO_HAND, options, charging(british("b", type), "f"),
                chargedBy(french("f", Type.INFANTRY), "b", Arc.FRONT));
    }

    static Outcome fight(GameState s, int... faces) {
        return resolve(s, request(Action.FIGHT, Input.ACTOR, "b", Input.TARGET, "f"), faces);
    }

    @ParameterizedTest(name = "{0} roll {1}")
    @CsvSource({ "infantry, 2", "skirmishers, 1", "light-cavalry, 2" })
    void eachTypeRollsItsDice(String type, int dice) {
        int[] sixes = new int[dice];
        Arrays.fill(sixes, 6);
        GameState s = table(type, Map.of());
        Outcome o = fight(s, sixes);
        assertEquals(dice, o.rolls().get(0).count());
        assertEquals(dice, hitsOn(after(s, o), "f"));
    }

    @Test
    void artilleryRollOneDie() {
        GameState s = table(Type.HORSE_ARTILLERY, Map.of());
        Outcome o = fight(s, 4);
        assertEquals(1, hitsOn(after(s, o), "f"));
    }

    @Test
    void fourOrMoreHits() {
        GameState s = table(Type.INFANTRY, Map.of());
        Outcome o = fight(s, 4, 3);
        assertEquals(1, hitsOn(after(s, o), "f"));
        assertTrue(o.headline().contains("1 hit"), o.headline());
        assertEquals(Boolean.TRUE, mark(after(s, o), "b", Mark.FOUGHT));
    }

    @Test
    void lightInfantryScoreOneHitAtMostByDefault_D1() {
        GameState s = table(Type.LIGHT_INFANTRY, Map.of());
        Outcome o = fight(s, 5, 6);
        assertEquals(1, hitsOn(after(s, o), "f"));
        assertTrue(cites(o, "D1"));
    }

    @Test
    void lightInfantryScoreTwoHitsWithTheCapOff_D1() {
        GameState s = table(Type.LIGHT_INFANTRY, option(Option.LIGHT_INFANTRY_MELEE_CAP, false));
        assertEquals(2, hitsOn(after(s, fight(s, 5, 6)), "f"));
    }

    @Test
    void oneRoundATurn() {
        GameState s = table(Type.INFANTRY, Map.of());
        refusedBy(after(s, fight(s, 5, 6)), request(Action.FIGHT, Input.ACTOR, "b", Input.TARGET, "f"),
                "Assess Casualties", "already fought");
    }

    @Test
    void onlyAgainstTheUnitInContact() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, british("b", Type.INFANTRY), french("f", Type.INFANTRY));
        refusedBy(s, request(Action.FIGHT, Input.ACTOR, "b", Input.TARGET, "f"), "Charge Moves", "not in contact");
    }
}
