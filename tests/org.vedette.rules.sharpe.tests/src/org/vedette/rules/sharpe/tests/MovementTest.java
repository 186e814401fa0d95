package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §4 Movement: foot paces crawl 3", walk 6", run 9"; mounted walk 6",
 * trot 9", canter 12", gallop 15" with turns of 180, 180, 90 and 45 degrees
 * and one stage of pace at a time; 1" off a light and 2" a serious wound; bad
 * going halves (ruling A12); collisions and pushing.
 */
class MovementTest {
    static final Actor RIFLEMAN = british("r", 4, 4, 4, 4, 10, Weapon.BAKER_RIFLE);
    static final Actor HUSSAR = mounted(french("h", 4, 4, 4, 4, 6, Weapon.SWORD, Weapon.CARBINE));

    private static Outcome move(GameState s, String who, String pace, double distance, Object... more) {
        Object[] all = new Object[6 + more.length];
        all[0] = Input.ACTOR;
        all[1] = who;
        all[2] = Input.PACE;
        all[3] = pace;
        all[4] = Input.DISTANCE;
        all[5] = distance;
        System.arraycopy(more, 0, all, 6, more.length);
        return resolve(s, request(Action.MOVE, all));
    }

    @ParameterizedTest(name = "{0}: {1}\"")
    @CsvSource({ "crawl, 3", "walk, 6", "run, 9" })
    void footPaces(String pace, double inches) {
        GameState s = state("r", RIFLEMAN);
        Outcome o = move(s, "r", pace, inches);
        assertTrue(flag(after(s, o), "r", Mark.MOVED));
        refusedBy(s, request(Action.MOVE, Input.ACTOR, "r", Input.PACE, pace, Input.DISTANCE, inches + 0.5), "4 Movement", "at most " + (int) inches + "\"");
    }

    @Test
    void woundsTakeAnInchALightAndTwoASerious() {
        refusedBy(state("r", wounded(RIFLEMAN, 1)), request(Action.MOVE, Input.ACTOR, "r", Input.PACE, Pace.RUN, Input.DISTANCE, 8.5), "4 Movement", "at most 8\"");
        refusedBy(state("r", wounded(RIFLEMAN, 2)), request(Action.MOVE, Input.ACTOR, "r", Input.PACE, Pace.RUN, Input.DISTANCE, 7.5), "4 Movement", "at most 7\"");
    }

    @Test
    void badGoingHalvesAndRulingA12TakesTheWoundsOffFirst() {
        GameState s = state("r", RIFLEMAN);
        refusedBy(s, request(Action.MOVE, Input.ACTOR, "r", Input.PACE, Pace.RUN, Input.DISTANCE, 5, Input.BAD_GOING, true), "Bad going", "at most 4.5\"");
        GameState hurt = state("r", wounded(RIFLEMAN, 1));
        refusedBy(hurt, request(Action.MOVE, Input.ACTOR, "r", Input.PACE, Pace.RUN, Input.DISTANCE, 4.5, Input.BAD_GOING, true), "Bad going", "at most 4\"");
        GameState halving = state(options(Option.BAD_GOING_ORDER, Reading.HALVING_FIRST), "r", wounded(RIFLEMAN, 1));
        refusedBy(halving, request(Action.MOVE, Input.ACTOR, "r", Input.PACE, Pace.RUN, Input.DISTANCE, 4, Input.BAD_GOING, true), "Bad going", "at most 3.5\"");
        assertTrue(cites(move(hurt, "r", Pace.RUN, 4, Input.BAD_GOING, true), "A12"));
    }

    @Test
    void aHorseChangesPaceOneStageAtATime() {
        GameState halted = state("h", HUSSAR);
        refusedBy(halted, request(Action.MOVE, Input.ACTOR, "h", Input.PACE, Pace.TROT, Input.DISTANCE, 9), "4 Movement", "one stage at a time");
        GameState walking = after(halted, move(halted, "h", Pace.WALK, 6));
        assertEquals(Pace.WALK, mark(walking, "h", Mark.PACE));
        GameState trotting = state("h", HUSSAR.withMark(Mark.PACE, Pace.TROT));
        move(trotting, "h", Pace.CANTER, 12);
        refusedBy(trotting, request(Action.MOVE, Input.ACTOR, "h", Input.PACE, Pace.GALLOP, Input.DISTANCE, 15), "4 Movement", "one stage at a time");
        refusedBy(trotting, request(Action.MOVE, Input.ACTOR, "h", Input.PACE, Pace.RUN, Input.DISTANCE, 1), "4 Movement", "mounted");
    }

    @Test
    void aHorseTurnsLessTheFasterItGoes() {
        GameState canter = state("h", HUSSAR.withMark(Mark.PACE, Pace.CANTER));
        move(canter, "h", Pace.CANTER, 12, Input.TURN, 90.0);
        refusedBy(canter, request(Action.MOVE, Input.ACTOR, "h", Input.PACE, Pace.CANTER, Input.DISTANCE, 12, Input.TURN, 91.0), "4 Movement", "at most 90°");
        refusedBy(canter, request(Action.MOVE, Input.ACTOR, "h", Input.PACE, Pace.GALLOP, Input.DISTANCE, 15, Input.TURN, 60.0), "4 Movement", "at most 45°");
        move(canter, "h", Pace.TROT, 9, Input.TURN, 180.0);
    }

    @Test
    void contactEndsTheMove() {
        Outcome o = move(state("r", RIFLEMAN), "r", Pace.RUN, 7, Input.CONTACT, true);
        assertTrue(instructed(o, "his movement is over"));
    }

    @Test
    void aPushTestsThePushersStrengthThenThePushedMansDexterity() {
        Actor other = british("o", 3, 3, 3, 3, 6);
        GameState s = state("r", RIFLEMAN, other);
        Outcome fails = resolve(s, request(Action.PUSH, Input.ACTOR, "r", Input.TARGET, "o"), 5);
        assertTrue(fails.headline().contains("fails"));
        Outcome falls = resolve(s, request(Action.PUSH, Input.ACTOR, "r", Input.TARGET, "o"), 4, 4);
        assertTrue(after(s, falls).actor("o").status().down());
        assertEquals(1, count(after(s, falls), "r", Mark.SPENT_S));
        assertEquals(1, count(after(s, falls), "o", Mark.SPENT_D));
    }

    @Test
    void inACollisionEachTestsDexterity() {
        Actor other = british("o", 3, 3, 3, 3, 6);
        GameState s = state("r", RIFLEMAN, other);
        Outcome o = resolve(s, request(Action.COLLIDE, Input.ACTOR, "r", Input.OTHER_1, "o"), 2, 6);
        assertTrue(o.headline().contains("o falls"), o.headline());
        assertTrue(after(s, o).actor("o").status().down());
        assertEquals(1, count(after(s, o), "r", Mark.SPENT_D), "collisions are action checks too");
    }
}
