package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Shooting — Assess Casualties: dice by type and range, hits on 4+, "2 Dice*" score at most 1 hit. */
class AssessCasualtiesShootingTest {

    private static Outcome shootWith(String type, double range, int... faces) {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", type), french("f", Type.INFANTRY));
        return resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, range), faces);
    }

    @ParameterizedTest(name = "{0}: {1}\" with {2} dice, capped {3}")
    @CsvSource({ "infantry, 12, 2, false", "light-infantry, 12, 2, true", "skirmishers, 14, 1, false",
            "foot-artillery, 36, 2, false", "horse-artillery, 24, 2, true" })
    void eachTypeRollsItsDiceAtItsRange(String type, double range, int dice, boolean capped) {
        int[] sixes = new int[dice];
        java.util.Arrays.fill(sixes, 6);
        Outcome o = shootWith(type, range, sixes);
        assertEquals(dice, o.rolls().get(0).count(), "dice thrown");
        int expected = capped ? 1 : dice;
        assertEquals(expected, hitsOn(after(state(BRITISH, Phase.SHOOTING, british("b", type), french("f", Type.INFANTRY)), o), "f"));
    }

    @Test
    void aFourHitsAndAThreeMisses() {
        Outcome o = shootWith(Type.INFANTRY, 10, 4, 3);
        assertTrue(o.headline().contains("1 hit"), o.headline());
        GameEvent.StatusChanged hit = (GameEvent.StatusChanged) o.events().stream()
                .filter(GameEvent.StatusChanged.class::isInstance).findFirst().orElseThrow();
        assertEquals("f", hit.actor());
        assertEquals(0, hit.before().wounds());
        assertEquals(1, hit.after().wounds());
    }

    @Test
    void missesChangeNoStatusButTheUnitHasFired() {
        Outcome o = shootWith(Type.INFANTRY, 10, 3, 1);
        assertEquals(0, count(o, GameEvent.StatusChanged.class));
        assertTrue(o.headline().contains("no hits"), o.headline());
        GameState s = after(state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), french("f", Type.INFANTRY)), o);
        assertEquals(Boolean.TRUE, mark(s, "b", Mark.FIRED));
    }

    @Test
    void hitsAddToThoseAlreadyTaken() {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.FOOT_ARTILLERY), hits(french("f", Type.INFANTRY), 2));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 30), 5, 6);
        assertEquals(4, hitsOn(after(s, o), "f"));
    }

    @Test
    void infantryInSquareRollOneDie() {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY).withMark(Mark.SQUARE, true),
                french("f", Type.LIGHT_CAVALRY));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 5), 5);
        assertEquals(1, o.rolls().get(0).count());
        assertEquals(1, hitsOn(after(s, o), "f"));
    }

    @Test
    void twoDiceStarScoresOneHitEvenWithTwoSixes() {
        Outcome o = shootWith(Type.LIGHT_INFANTRY, 12, 6, 6);
        assertTrue(o.headline().contains("1 hit"), o.headline());
        assertTrue(cites(o, "D2"), "the cap is explained");
    }

    @Test
    void theExplanationCitesTheShootingTable() {
        Outcome o = shootWith(Type.SKIRMISHERS, 14, 4);
        assertTrue(cites(o, "Shooting — Assess Casualties"), o.explanation().toString());
    }
}
