package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Ability;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §5 Actions: one move or one action a bound; action checks (a 6
 * always fails, the modified score must not be above the ability) with the
 * table's modifiers, each costing a point for the bound; combined strength
 * tasks and the oak door example (ruling A7); continuing actions interrupted
 * by a hit or suppression; falling down after a dexterity test.
 */
class ActionsTest {
    static final Actor HARRIS = british("harris", 4, 4, 4, 3, 10, Weapon.BAKER_RIFLE);
    static final Actor SERGEANT = british("sergeant", 4, 4, 6, 5, 8, Weapon.MUSKET);
    static final Actor CHASSEUR = french("chasseur", 3, 3, 3, 3, 6, Weapon.MUSKET);

    private static Outcome check(GameState s, String who, String ability, String task, int height, int... faces) {
        return resolve(s, request(Action.CHECK, Input.ACTOR, who, Input.ABILITY, ability, Input.TASK, task, Input.HEIGHT, height), faces);
    }

    @Test
    void aCheckPassesWhenTheModifiedScoreIsNotAboveTheAbilityAndCostsAPoint() {
        GameState s = state("harris", HARRIS, CHASSEUR);
        Outcome over = check(s, "harris", Ability.DEXTERITY, "low-wall", 0, 3);
        assertTrue(over.headline().contains("succeeds"), explain(over));
        assertEquals(1, count(after(s, over), "harris", Mark.SPENT_D));
        assertTrue(says(over, "dexterity now 3 for this bound"));
        Outcome fails = check(s, "harris", Ability.DEXTERITY, "low-wall", 0, 4);
        GameState fell = after(s, fails);
        assertTrue(fell.actor("harris").status().down(), "a failed dexterity test on an obstacle: he stumbles and falls");
        assertTrue(flag(fell, "harris", Mark.FALLEN));
    }

    @Test
    void aSixAlwaysFails() {
        Actor agile = british("harris", 6, 6, 6, 6, 10);
        Outcome o = check(state("harris", agile), "harris", Ability.STRENGTH, "door", 0, 6);
        assertTrue(says(o, "a six always fails"));
        assertTrue(o.headline().contains("fails"));
    }

    @Test
    void jumpingFromFourteenFeetIsPlusTwo() {
        Outcome o = check(state("harris", HARRIS), "harris", Ability.DEXTERITY, "jumping-down", 14, 2);
        assertTrue(says(o, "rolls 2 +2 = 4 — succeeds"), explain(o));
        Outcome six = check(state("harris", HARRIS), "harris", Ability.DEXTERITY, "jumping-down", 6, 4);
        assertTrue(says(six, "rolls 4 — succeeds"), "6 feet is not above 6 feet: " + explain(six));
    }

    @Test
    void woundsAndPointsSpentLowerTheAbility() {
        GameState s = state("harris", wounded(HARRIS, 1).withMark(Mark.SPENT_S, 1));
        Outcome o = check(s, "harris", Ability.STRENGTH, "other", 0, 2);
        assertTrue(says(o, "tests strength 2"), explain(o));
    }

    @Test
    void anInitiativeCheckCostsNothing() {
        GameState s = state("harris", HARRIS);
        assertEquals(null, mark(after(s, check(s, "harris", Ability.INITIATIVE, "other", 0, 2)), "harris", Mark.SPENT_I));
    }

    @Test
    void aFailedStrengthCheckIsTheEndOfTheMatter() {
        Outcome o = check(state("harris", HARRIS), "harris", Ability.STRENGTH, "door", 0, 5);
        assertTrue(o.headline().contains("the action does not take place"));
        assertFalse(after(state("harris", HARRIS), o).actor("harris").status().down());
    }

    /**
     * The oak door: "The thick oak door has been allocated strength of 10. Chosen
     * Man Harris with strength of 4 cannot possibly kick in the door […] The
     * Sergeant's 6 and Harris' 4 makes 10 […] A 4 is rolled on the Sergeant's D6
     * and a 3 on Harris' D6 so the door is demolished."
     */
    @Test
    void theOakDoor() {
        GameState s = state("harris", HARRIS, SERGEANT, CHASSEUR);
        refusedBy(s, request(Action.FORCE, Input.ACTOR, "harris", Input.TASK_STRENGTH, 10), "How to Check Actions", "cannot possibly do it");
        // Harris "moves to the door and waits". The chasseur shoots at him; "Luckily the shot goes wide".
        s = after(s, resolve(s, request(Action.MOVE, Input.ACTOR, "harris", Input.PACE, Pace.RUN, Input.DISTANCE, 8)));
        s = mover(s, "chasseur");
        Outcome wide = resolve(s, request(Action.SHOOT, Input.ACTOR, "chasseur", Input.TARGET, "harris", Input.RANGE, 40), 5, 6);
        assertTrue(wide.headline().endsWith("miss"));
        s = after(s, wide);
        // "Now, the big Sergeant […] moves up to the door, and together they try to force it open."
        s = mover(s, "sergeant");
        s = after(s, resolve(s, request(Action.MOVE, Input.ACTOR, "sergeant", Input.PACE, Pace.WALK, Input.DISTANCE, 6)));
        Outcome door = resolve(s, request(Action.FORCE, Input.ACTOR, "sergeant", Input.HELPER_1, "harris", Input.TASK_STRENGTH, 10), 4, 3);
        assertTrue(door.headline().endsWith(": the task succeeds"), explain(door));
        assertEquals(1, count(after(s, door), "harris", Mark.SPENT_S));
        assertEquals(1, count(after(s, door), "sergeant", Mark.SPENT_S));
    }

    /** "If the shot fired at the Chosen Man had hit but a 'no effect' result had been obtained […] he would have been 'suppressed' and unable to help." */
    @Test
    void theOakDoorWithHarrisSuppressed() {
        GameState s = state("chasseur", HARRIS, SERGEANT, CHASSEUR);
        s = after(s, resolve(s, request(Action.SHOOT, Input.ACTOR, "chasseur", Input.TARGET, "harris", Input.RANGE, 20), 3, 3, 1, 1, 1));
        assertTrue(flag(s, "harris", Mark.SUPPRESSED));
        refusedBy(mover(s, "sergeant"), request(Action.FORCE, Input.ACTOR, "sergeant", Input.HELPER_1, "harris", Input.TASK_STRENGTH, 10),
                "Suppression", "suppressed");
    }

    @Test
    void rulingA7RollingEqualToStrengthSucceedsUnlessTheDoorExamplesUnderIsChosen() {
        GameState s = state("sergeant", HARRIS, SERGEANT);
        assertEquals("sergeant and harris set to a task needing strength 10, combined strength 10: the task succeeds", resolve(s, request(Action.FORCE, Input.ACTOR, "sergeant", Input.HELPER_1, "harris", Input.TASK_STRENGTH, 10), 4, 4).headline());
        GameState under = state(options(Option.COMBINED_STRENGTH, Reading.UNDER), "sergeant", HARRIS, SERGEANT);
        Outcome o = resolve(under, request(Action.FORCE, Input.ACTOR, "sergeant", Input.HELPER_1, "harris", Input.TASK_STRENGTH, 10), 4, 4);
        assertEquals("sergeant and harris set to a task needing strength 10, combined strength 10: the task fails", o.headline(), "Harris's 4 is not under his strength of 4");
        assertTrue(cites(o, "A7"));
        // The book's own dice pass either way.
        assertEquals("sergeant and harris set to a task needing strength 10, combined strength 10: the task succeeds", resolve(under, request(Action.FORCE, Input.ACTOR, "sergeant", Input.HELPER_1, "harris", Input.TASK_STRENGTH, 10), 4, 3).headline());
    }

    @Test
    void aTaskStrengthNotAgreedIsRolledD6PlusSix() {
        GameState s = state("sergeant", HARRIS, SERGEANT);
        Outcome beyond = resolve(s, request(Action.FORCE, Input.ACTOR, "sergeant", Input.HELPER_1, "harris"), 5);
        assertTrue(beyond.headline().contains("beyond their combined strength of 10 (needs 11)"), beyond.headline());
        Outcome done = resolve(s, request(Action.FORCE, Input.ACTOR, "sergeant", Input.HELPER_1, "harris"), 3, 1, 2);
        assertTrue(done.headline().endsWith("(D6+6), combined strength 10: the task succeeds"), done.headline());
    }

    /**
     * Continuing actions: "if the man is fired on in bound 2 and is hit or
     * suppressed by that shot then he must continue reloading in bound 3 and can
     * only fire in bound 4."
     */
    @Test
    void aHitUndoesTheBoundsLoading() {
        Actor fired = SERGEANT.withMark(Mark.RELOAD_PREFIX + Weapon.MUSKET, 1);
        GameState bound2 = state(2, Map.of(), "sergeant", fired, CHASSEUR);
        bound2 = after(bound2, resolve(bound2, request(Action.RELOAD, Input.ACTOR, "sergeant")));
        assertNull(mark(bound2, "sergeant", Mark.RELOAD_PREFIX + Weapon.MUSKET), "loaded: he could fire in bound 3");
        bound2 = mover(bound2, "chasseur");
        bound2 = after(bound2, resolve(bound2, request(Action.SHOOT, Input.ACTOR, "chasseur", Input.TARGET, "sergeant", Input.RANGE, 20), 3, 3, 1, 1, 1));
        assertEquals(1, count(bound2, "sergeant", Mark.RELOAD_PREFIX + Weapon.MUSKET), "suppressed: the bound's loading is lost");
        GameState bound3 = state(3, Map.of(), "sergeant", clean(bound2.actor("sergeant")), CHASSEUR);
        refusedBy(bound3, request(Action.SHOOT, Input.ACTOR, "sergeant", Input.TARGET, "chasseur", Input.RANGE, 20), "Reloading", "not loaded");
        bound3 = after(bound3, resolve(bound3, request(Action.RELOAD, Input.ACTOR, "sergeant")));
        GameState bound4 = state(4, Map.of(), "sergeant", clean(bound3.actor("sergeant")), CHASSEUR);
        resolve(bound4, request(Action.SHOOT, Input.ACTOR, "sergeant", Input.TARGET, "chasseur", Input.RANGE, 20), 6, 6);
    }

    private static Actor clean(Actor a) {
        for (String m : Mark.PER_BOUND) a = a.withMark(m, null);
        return a;
    }

    @Test
    void aSuppressedManCannotLoad() {
        GameState s = state("sergeant", SERGEANT.withMark(Mark.RELOAD_PREFIX + Weapon.MUSKET, 1).withMark(Mark.SUPPRESSED, true));
        refusedBy(s, request(Action.RELOAD, Input.ACTOR, "sergeant"), "Suppression", "suppressed");
    }

    @Test
    void aManWhoFellGetsUpNextMoveWithoutARollAndCannotAttack() {
        Actor fallen = down(HARRIS).withMark(Mark.FALLEN, true);
        GameState s = state(2, Map.of(), "harris", fallen, CHASSEUR);
        Outcome up = resolve(s, request(Action.RISE, Input.ACTOR, "harris"));
        GameState after = after(s, up);
        assertFalse(after.actor("harris").status().down());
        refusedBy(after, request(Action.ATTACK, Input.ACTOR, "harris", Input.TARGET, "chasseur"), "Falling Down", "still cannot attack");
        refusedBy(after, request(Action.MOVE, Input.ACTOR, "harris", Input.PACE, Pace.WALK, Input.DISTANCE, 1), "5 Actions", "already taken his action");
    }

    @Test
    void oneMoveOrOneActionPerBound() {
        GameState s = state("sergeant", SERGEANT.withMark(Mark.ACTION, Action.AIM), CHASSEUR);
        refusedBy(s, request(Action.FORCE, Input.ACTOR, "sergeant", Input.TASK_STRENGTH, 3), "5 Actions", "one move or one action per bound");
        GameState moved = state("sergeant", SERGEANT.withMark(Mark.MOVED, true), CHASSEUR);
        refusedBy(moved, request(Action.MOVE, Input.ACTOR, "sergeant", Input.PACE, Pace.WALK, Input.DISTANCE, 1), "5 Actions", "already moved");
    }
}
