package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/** "Firing" and "Actions — Fire Pistol/Carbine/Musket/Rifle": bands, modifiers, casualties, rifles (TABLES.md "Fire"). */
class FiringTest {
    static final Actor RIFLEMAN = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor VOLTIGEUR = figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket");
    static final Actor WAGON = figure("wagon", FRENCH, "convoy", "transport", null);

    @Test
    void aVeteranRifleAtMediumRangeHitsOnSevenAndTheHitIsACasualtyOnThreeOrMore() {
        GameState s = state(RIFLEMAN, VOLTIGEUR);
        // Rifle medium band (to 22") needs 8; a Veteran -1: 7.
        Outcome o = resolve(s, request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 15.0), 4, 3, 3);
        GameState after = s.apply(o.events());
        assertTrue(out(after, "v1"), text(o));
        assertTrue(after.actor("harris").hasMark(Mark.RIFLE_FIRED), "a rifle that fired is marked for loading");
        assertTrue(after.actor("harris").hasMark(Mark.ACTED));
        contains(text(o), "needs 7; rolled 4+3 = 7");
        // Who did what to whom, with what, at what range, and the result (issue 9), without the explanation.
        assertEquals("harris fires his rifle at v1 at 15\": hit, v1 is a casualty",
                unexplained(s, request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 15.0), 4, 3, 3));
    }

    private static String unexplained(GameState s, org.vedette.core.rules.ActionRequest r, int... faces) {
        try {
            return RULES.resolve(r, s, new Dice(new ScriptedDice(faces)), Explanation.none()).headline();
        } catch (org.vedette.core.rules.IllegalActionException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void oneShortOfTheScoreMissesAndThrowsNoCasualtyDie() {
        Outcome o = resolve(state(RIFLEMAN, VOLTIGEUR),
                request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 15.0), 3, 3);
        assertTrue(o.headline().endsWith("miss"), o.headline());
        assertEquals(1, o.rolls().size());
    }

    @Test
    void aHitThatFailsTheCasualtyDieIsAGraze() {
        Outcome o = resolve(state(RIFLEMAN, VOLTIGEUR),
                request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 5.0), 6, 6, 2);
        assertFalse(out(state(RIFLEMAN, VOLTIGEUR).apply(o.events()), "v1"));
        contains(o.headline(), "hit, no casualty");
    }

    @Test
    void coverTheBoxesAndQualityAllMoveTheScore() {
        Actor conscript = figure("c1", FRENCH, "conscripts", "infantry", "conscript", "musket");
        Actor dragoon = mounted(figure("lt", BRITISH, "16th", "light-cavalry", "veteran", "carbine"));
        GameState s = state(conscript, dragoon);
        // Musket long band (to 24") 11; Conscript +1; soft cover +1; target mounted -1: 12.
        Outcome o = resolve(s, request(Action.FIRE_MUSKET, Input.ACTOR, "c1", Input.TARGET, "lt", Input.RANGE, 20.0,
                Input.TERRAIN, "soft"), 6, 5);
        contains(text(o), "needs 12; rolled 6+5 = 11: miss");
        // From the saddle +1 (a carbine at 10", medium 9; Veteran -1): 9.
        Actor french = figure("f", FRENCH, "voltigeurs", "infantry", "average", "musket");
        Outcome saddle = resolve(state(dragoon, french), request(Action.FIRE_CARBINE, Input.ACTOR, "lt", Input.TARGET, "f",
                Input.RANGE, 10.0), 5, 3);
        contains(text(saddle), "from the saddle +1");
        contains(text(saddle), "needs 9; rolled 5+3 = 8: miss");
        // The Marksman box: -1 more.
        Outcome marksman = resolve(state(RIFLEMAN, VOLTIGEUR), request(Action.FIRE_RIFLE, Input.ACTOR, "harris",
                Input.TARGET, "v1", Input.RANGE, 15.0, Input.MARKSMAN, true), 3, 3, 1);
        contains(text(marksman), "needs 6; rolled 3+3 = 6: hit");
    }

    @Test
    void outOfRangeStillUsesTheAction() {
        Actor officer = officer(figure("hogan", BRITISH, "95th", "rifleman", null, "pistol"));
        GameState s = state(officer, VOLTIGEUR);
        Outcome o = resolve(s, request(Action.FIRE_PISTOL, Input.ACTOR, "hogan", Input.TARGET, "v1", Input.RANGE, 12.5));
        assertEquals("out of range", o.headline().replaceAll(".*: ", ""));
        assertTrue(s.apply(o.events()).actor("hogan").hasMark(Mark.ACTED), "\"the action has still been taken\"");
    }

    @Test
    void aRifleThatFiredMustLoadToFireAsARifleButFiresAsAMusketAtOnce() {
        Actor fired = RIFLEMAN.withMark(Mark.RIFLE_FIRED, true);
        GameState s = state(fired, VOLTIGEUR);
        contains(refused(s, request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 5.0)).getMessage(),
                "is not loaded");
        // As a musket: the musket's short band (to 8") 7, Veteran -1: 6.
        Outcome musket = resolve(s, request(Action.FIRE_MUSKET, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 5.0), 3, 3, 5);
        contains(text(musket), "musket at 5\": short range, 7+");
        Outcome load = resolve(s, request(Action.STAND, Input.ACTOR, "harris", Input.ACTIVITY, "load"));
        assertFalse(s.apply(load.events()).actor("harris").hasMark(Mark.RIFLE_FIRED));
    }

    @Test
    void theCrewNotTheWagonIsTheTargetAndAWeaponNotCarriedIsRefused() {
        GameState s = state(RIFLEMAN, VOLTIGEUR, WAGON);
        contains(refused(s, request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "wagon", Input.RANGE, 5.0)).getMessage(),
                "the only legitimate targets");
        contains(refused(s, request(Action.FIRE_PISTOL, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 5.0)).getMessage(),
                "carries no pistol");
        contains(refused(s, request(Action.FIRE_MUSKET, Input.ACTOR, "wagon", Input.TARGET, "harris", Input.RANGE, 5.0)).getMessage(),
                "not allowed to perform offensive actions");
    }

    @Test
    void aDieFaceOfSevenIsRefusedAndChangesNothing() {
        GameState s = state(RIFLEMAN, VOLTIGEUR);
        DiceException e = assertThrows(DiceException.class, () -> RULES.resolve(request(Action.FIRE_RIFLE, Input.ACTOR, "harris",
                Input.TARGET, "v1", Input.RANGE, 15.0), s, new Dice(new ScriptedDice(7, 3)), Explanation.none()));
        contains(e.getMessage(), "7");
        assertFalse(out(s, "v1"));
    }
}
