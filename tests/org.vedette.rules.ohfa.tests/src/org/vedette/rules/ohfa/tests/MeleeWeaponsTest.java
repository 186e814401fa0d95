package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Fights.fight;
import static org.vedette.rules.ohfa.tests.Fights.pts;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA Melee Weapons, read as ruling B2: Sword, Bayonet, Butt/Club, Knife (no assault value), Spear, Lance. */
class MeleeWeaponsTest {
    @ParameterizedTest(name = "{0}: {1} / {2} / {3}")
    @CsvSource({
        "sword, 1, 2, -1", "bayonet, 2, 1, -1", "butt, 1, 1, 1", "club, 1, 1, 1",
        "knife, 0, 1, 2", "spear, 3, -1, -2", "lance, 5, -2, -3"})
    void theModifiersOfEachRound(String weapon, int assault, int close, int grappling) throws IllegalActionException {
        // both fighters carry the same weapon: every round is a tie and no die is thrown
        Actor a = character("a", BRITISH, Quality.REGULAR, weapon);
        Actor b = character("b", FRENCH, Quality.REGULAR, weapon);
        Outcome o = resolve(state(a, b), fight(pts(2, 2, 2), pts(2, 2, 2)));
        String scores = Math.max(0, 2 + assault) + " / " + Math.max(0, 2 + close) + " / " + Math.max(0, 2 + grappling);
        assertTrue(o.explanation().stream().anyMatch(s -> s.text().equals("a's " + (weapon.equals("butt") ? "musket butt" : weapon)
                + ": " + assault + " / " + close + " / " + grappling + ", so " + scores)), o.explanation().toString());
        assertTrue(o.headline().endsWith("no blow is struck"));
    }

    @Test
    void aKnifeTellsInTheGrapplingRound() throws IllegalActionException {
        // a guerrilla's knife (his first melee weapon) against a sword, both 2/2/2:
        // assault 2 v 3, close 3 v 4, grappling 4 v 1 (over double): one blow each way (two rounds to the sword)
        Actor guerrilla = character("a", SPANISH, Quality.REGULAR, Weapon.MUSKET, Weapon.KNIFE);
        Actor officer = character("b", FRENCH, Quality.REGULAR, Weapon.SWORD);
        Outcome o = resolve(state(guerrilla, officer), fight(pts(2, 2, 2), pts(2, 2, 2)), 3, 3);
        assertTrue(o.headline().contains("b strikes a: wounded; a strikes b: wounded"), o.headline());
    }

    @Test
    void onlyAWeaponHeCarries() {
        Actor a = character("a", BRITISH, Quality.REGULAR, Weapon.SWORD);
        Actor b = character("b", FRENCH, Quality.REGULAR);
        IllegalActionException e = refused(state(a, b), fight(pts(2, 2, 2), pts(2, 2, 2), Input.MELEE_WEAPON, Weapon.LANCE));
        assertTrue(e.getMessage().contains("carries no lance"), e.getMessage());
    }
}
