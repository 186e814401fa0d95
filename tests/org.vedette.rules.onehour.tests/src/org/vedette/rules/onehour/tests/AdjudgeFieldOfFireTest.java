package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Shooting — Adjudge Field of Fire and Units in Towns; ruling D6 on range end points. */
class AdjudgeFieldOfFireTest {
    private static GameState table(String type) {
        return state(BRITISH, Phase.SHOOTING, british("b", type), french("f", Type.INFANTRY), french("g", Type.INFANTRY));
    }

    @ParameterizedTest(name = "{0} reaches exactly {1}\" (D6) but not {2}\"")
    @CsvSource({ "infantry, 12, 12.1", "light-infantry, 12, 12.5", "skirmishers, 14, 14.1", "foot-artillery, 36, 36.5",
            "horse-artillery, 24, 24.1" })
    void theListedRangeIsInAndBeyondItIsOut(String type, double in, double out) {
        int dice = type.equals(Type.SKIRMISHERS) ? 1 : 2;
        int[] faces = dice == 1 ? new int[] { 2 } : new int[] { 2, 2 };
        resolve(table(type), request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, in), faces);
        refusedBy(table(type), request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, out),
                "Assess Casualties", "out of range");
    }

    @Test
    void aUnitWhoseNameIsAPluralTakesTheApostropheAlone() {
        // Proofreading: "Skirmishers' field of fire", not "Skirmishers's"; "52nd Foot's" keeps its s.
        GameState s = state(BRITISH, Phase.SHOOTING, new Actor("s", "Skirmishers", BRITISH, "s", null, false, List.of(),
                Map.of(OneHour.TYPE_FIELD, Type.SKIRMISHERS), null, null, null), french("f", Type.INFANTRY));
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "f", Input.RANGE, 6, Input.ANGLE, 46),
                "Field of Fire", "out of Skirmishers' field of fire");
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "f", Input.RANGE, 6, Input.ANGLE, 10), 1);
        assertTrue(o.explanation().stream().anyMatch(st -> st.text().equals("f is within 45 degrees of Skirmishers' front")),
                o.explanation().toString());
    }

    @Test
    void onlyWithinFortyFiveDegreesOfTheFront() {
        resolve(table(Type.INFANTRY), request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 6,
                Input.ANGLE, 45), 1, 1);
        refusedBy(table(Type.INFANTRY), request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 6,
                Input.ANGLE, 46), "Field of Fire", "field of fire");
    }

    @Test
    void fromATownInAnyDirection() {
        Outcome o = resolve(table(Type.INFANTRY), request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f",
                Input.RANGE, 6, Input.ANGLE, 170, Input.FIRER_IN_TOWN, true), 4, 4);
        assertEquals(2, hitsOn(after(table(Type.INFANTRY), o), "f"));
        assertEquals(true, cites(o, "Units in Towns"));
    }

    @Test
    void notIntoCombat() {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), british("c", Type.LIGHT_CAVALRY)
                .withMark(Mark.CHARGING, "f"), french("f", Type.INFANTRY).withMark(Mark.CHARGED_BY, "c"));
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 6), "Field of Fire",
                "cannot fire into combat");
    }

    @Test
    void notThroughUnitsWoodsTownsOrOverAHill() {
        refusedBy(table(Type.FOOT_ARTILLERY), request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f",
                Input.RANGE, 20, Input.LINE_BLOCKED, true), "Field of Fire", "no line of fire");
    }

    @Test
    void aSingleTargetATurn() {
        GameState s = table(Type.INFANTRY);
        Outcome first = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 6), 1, 1);
        refusedBy(after(s, first), request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "g", Input.RANGE, 6),
                "Field of Fire", "single target");
    }

    @Test
    void onlyAtTheEnemyStillOnTheTable() {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), british("c", Type.INFANTRY),
                french("f", Type.INFANTRY).withStatus(org.vedette.core.model.Status.FRESH.withWounds(5).withOut(true)));
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "c", Input.RANGE, 6), "Shooting", "own side");
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 6), "Eliminating", "eliminated");
    }
}
