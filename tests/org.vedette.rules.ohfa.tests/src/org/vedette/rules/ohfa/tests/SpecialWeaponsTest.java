package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA "Special weapons": blunderbuss, grenades (rulings B5, B10) and the volley gun's cone. */
class SpecialWeaponsTest {
    private static final Actor T = character("t", FRENCH, Quality.RAW);
    private static final Actor U = character("u", FRENCH, Quality.RAW);
    private static final Actor V = character("v", SPANISH, Quality.RAW);

    private static Actor with(String weapon, String quality) {
        return loaded(character("s", BRITISH, quality, weapon), weapon);
    }

    @Test
    void aBlunderbussAtCloseRangeHitsASingleTarget() throws IllegalActionException {
        GameState s = state(with(Weapon.BLUNDERBUSS, Quality.REGULAR), T, U);
        IllegalActionException e = refused(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, 5,
                Input.TEMPLATE_TARGETS, "u"));
        assertTrue(e.getMessage().contains("single target"), e.getMessage());
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, 5), 3, 1);
        assertTrue(o.headline().contains("(close range): hits: wounded"), o.headline());
    }

    @Test
    void aBlunderbussBeyondSixInchesHitsEveryFigureUnderItsTemplateAtMediumRange() throws IllegalActionException {
        GameState s = state(with(Weapon.BLUNDERBUSS, Quality.REGULAR), T, U, V);
        // medium: no modifier; a 4 hits; then t, u and v each roll damage (Raw: no saves)
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, 8,
                Input.TEMPLATE_TARGETS, "u, v"), 4, 1, 5, 2);
        assertTrue(o.headline().endsWith("(medium range): hits: t wounded, u killed, v wounded"), o.headline());
        GameState after = s.apply(o.events());
        assertEquals(1, after.actor("t").status().wounds());
        assertTrue(after.actor("u").status().out());
        assertEquals(1, after.actor("v").status().shock());
    }

    @Test
    void aGrenadeHasMinusTwoOnceAndHitsEveryFigureUnderTheTemplate() throws IllegalActionException {
        GameState s = state(with(Weapon.GRENADE, Quality.REGULAR), T, U);
        // close +1, grenade -2 (once, ruling B5): a 4 is 3 and misses... a 5 is 4 and hits
        Outcome hit = resolve(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, 6,
                Input.TEMPLATE_TARGETS, "u"), 5, 2, 2);
        assertTrue(hit.headline().endsWith("hits: t wounded, u wounded"), hit.headline());
    }

    @Test
    void aMissedGrenadeDriftsByTheDifferenceAndIsPlacedAfter() throws IllegalActionException {
        GameState s = state(with(Weapon.GRENADE, Quality.REGULAR), T, U);
        // long 12": -1, grenade -2: a 3 is 0, 4 short: the target's player may move the template 4"
        Outcome miss = resolve(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, 12), 3);
        assertTrue(miss.headline().endsWith("misses"), miss.headline());
        GameState after = s.apply(miss.events());
        assertEquals(4, after.actor("s").markInt(Mark.TEMPLATE_DRIFT, 0));
        assertTrue(events(miss).stream().anyMatch(e -> e.contains("move the 5\" template up to 4\"")), events(miss).toString());
        Outcome placed = resolve(after, request(Action.PLACE_TEMPLATE, Input.ACTOR, "s", Input.TEMPLATE_TARGETS, "u"), 6);
        GameState end = after.apply(placed.events());
        assertTrue(end.actor("u").status().out());
        assertNull(end.actor("s").marks().get(Mark.TEMPLATE_DRIFT));
        IllegalActionException again = refused(end, request(Action.PLACE_TEMPLATE, Input.ACTOR, "s", Input.TEMPLATE_TARGETS, "t"));
        assertTrue(again.getMessage().contains("no grenade template"), again.getMessage());
    }

    @Test
    void aNaturalOneThatWouldHaveHitDriftsOneInch() throws IllegalActionException {
        // Hero +2, aiming +2, close +1, grenade -2 = +3: a 1 would be 4, but a 1 always misses
        Actor hero = with(Weapon.GRENADE, Quality.HERO).withMark(Mark.AIMING, "t");
        Outcome o = resolve(state(hero, T), request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, 4), 1);
        assertEquals(1, state(hero, T).apply(o.events()).actor("s").markInt(Mark.TEMPLATE_DRIFT, 0));
    }

    @Test
    void theVolleyGunsConeHitsEveryFigureItTouchesUpToEightInches() throws IllegalActionException {
        GameState s = state(with(Weapon.VOLLEY_GUN, Quality.VETERAN), T, U);
        // Veteran +1, close +1: a 2 hits
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, 8,
                Input.TEMPLATE_TARGETS, "u"), 2, 4, 3);
        assertTrue(o.headline().endsWith("hits: t killed, u wounded"), o.headline());
    }

    @Test
    void aMusketHasNoTemplate() {
        IllegalActionException e = refused(state(with(Weapon.MUSKET, Quality.REGULAR), T, U), request(Action.SHOOT,
                Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, 8, Input.TEMPLATE_TARGETS, "u"));
        assertTrue(e.getMessage().contains("single target"), e.getMessage());
    }
}
