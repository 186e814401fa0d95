package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.How;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;

/** OHFA "Movement": the MOVEMENT table for every quality, wounded and mounted; Raw must roll and cannot be mounted. */
class MovementTest {
    private static Actor who(String quality, boolean wounded, boolean mounted) {
        Actor a = character("a", BRITISH, quality);
        if (wounded) a = wounds(a, 1);
        return mounted ? mounted(a) : a;
    }

    @Test
    void theRollNamesItsDiceAndTheTablesModifier() throws IllegalActionException {
        // A wounded Veteran: "3D6-3" in the WOUNDED MOVEMENT column; 4 + 5 + 6 - 3 = 12.
        Outcome o = resolve(state(wounds(character("a", BRITISH, Quality.VETERAN), 1)),
                request(Action.MOVE, Input.ACTOR, "a", Input.HOW, How.DICE), 4, 5, 6);
        assertEquals("a moves up to 12\" (3D6-3: 4 + 5 + 6 - 3)", o.headline());
        assertTrue(o.explanation().stream().anyMatch(s -> s.text().equals(
                "a rolls 3D6-3 (the MOVEMENT table, VETERAN, WOUNDED MOVEMENT): 4 + 5 + 6 - 3 = 12\"")), o.explanation().toString());
    }

    @ParameterizedTest(name = "{0} wounded={1} mounted={2}: basic {3}")
    @CsvSource({
        "regular, false, false, 6", "regular, true, false, 4", "regular, false, true, 12", "regular, true, true, 8",
        "veteran, false, false, 9", "veteran, true, false, 6", "veteran, false, true, 15", "veteran, true, true, 10",
        "hero, false, false, 12", "hero, true, false, 8", "hero, false, true, 18", "hero, true, true, 12"})
    void theBasicMove(String quality, boolean wounded, boolean mounted, int basic) throws IllegalActionException {
        Outcome o = resolve(state(who(quality, wounded, mounted)), request(Action.MOVE, Input.ACTOR, "a", Input.HOW, How.BASIC));
        assertEquals("a moves up to " + basic + "\" (basic move)", o.headline());
    }

    @ParameterizedTest(name = "{0} wounded={1} mounted={2}: {3} with all ones = {4}")
    @CsvSource({
        "raw, false, false, 2D6, 2", "raw, true, false, 1D6-1, 0",
        "regular, false, false, 2D6, 2", "regular, true, false, 2D6-2, 0", "regular, false, true, 4D6, 4", "regular, true, true, 4D6-4, 0",
        "veteran, false, false, 3D6, 3", "veteran, true, false, 3D6-3, 0", "veteran, false, true, 5D6, 5", "veteran, true, true, 5D6-5, 0",
        "hero, false, false, 2D6+6, 8", "hero, true, false, 2D6+3, 5", "hero, false, true, 4D6+6, 10", "hero, true, true, 4D6+3, 7"})
    void theDice(String quality, boolean wounded, boolean mounted, String dice, int withOnes) throws IllegalActionException {
        int n = Integer.parseInt(dice.substring(0, 1));
        int[] ones = new int[n];
        java.util.Arrays.fill(ones, 1);
        Outcome o = resolve(state(who(quality, wounded, mounted)), request(Action.MOVE, Input.ACTOR, "a", Input.HOW, How.DICE), ones);
        assertTrue(o.headline().startsWith("a moves up to " + withOnes + "\" (" + dice + ": 1"), o.headline());
        assertTrue(o.explanation().get(0).text().contains("rolls " + dice), o.explanation().toString());
    }

    @Test
    void rollingCanBeatTheBasicMove() throws IllegalActionException {
        Outcome o = resolve(state(who(Quality.HERO, false, false)), request(Action.MOVE, Input.ACTOR, "a", Input.HOW, How.DICE), 6, 5);
        assertTrue(o.headline().startsWith("a moves up to 17\" (2D6+6: "), o.headline());
    }

    @Test
    void rawMustRoll() {
        IllegalActionException e = refused(state(who(Quality.RAW, false, false)), request(Action.MOVE, Input.ACTOR, "a",
                Input.HOW, How.BASIC));
        assertTrue(e.getMessage().contains("All characters except raw can choose"), e.getMessage());
        assertEquals("Movement", e.rule().section());
    }

    @Test
    void rawCannotBeMounted() {
        IllegalActionException e = refused(state(who(Quality.RAW, false, true)), request(Action.MOVE, Input.ACTOR, "a",
                Input.HOW, How.DICE));
        assertTrue(e.getMessage().contains("Raw characters cannot be mounted"), e.getMessage());
    }

    @Test
    void aMoveThatReachesAnEnemyEndsInContactWithoutChargeBonus() throws IllegalActionException {
        Actor b = character("b", FRENCH, Quality.REGULAR);
        Outcome o = resolve(state(who(Quality.REGULAR, false, false), b), request(Action.MOVE, Input.ACTOR, "a", Input.HOW,
                How.BASIC, Input.TARGET, "b", Input.DISTANCE, 6));
        assertTrue(o.headline().startsWith("a moves into contact with b (basic move): melee"), o.headline());
        Outcome shortOf = resolve(state(who(Quality.REGULAR, false, false), b), request(Action.MOVE, Input.ACTOR, "a", Input.HOW,
                How.BASIC, Input.TARGET, "b", Input.DISTANCE, 6.5));
        assertEquals("a moves 6\" (basic move) and falls short of b", shortOf.headline());
    }
}
