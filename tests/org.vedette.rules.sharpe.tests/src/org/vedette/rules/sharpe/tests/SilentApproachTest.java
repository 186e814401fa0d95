package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Approach;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Location;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Side;
import org.vedette.rules.sharpe.Sharpe.Troop;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §17 Silent approach (optional): the sentry attacked from behind rolls
 * against his initiative, modified, to hear; then against dexterity to turn;
 * not turned +3, not heard +1 more; and a knock-out after a successful sneak is
 * an automatic hit to the head. Ruling A16.
 */
class SilentApproachTest {
    static final Actor RIFLEMAN = profile(british("r", 4, 4, 4, 4, 10, Weapon.BAKER_RIFLE, Weapon.SWORD), Field.TROOP, Troop.RIFLE);
    static final Actor SENTRY = french("sentry", 3, 4, 3, 3, 6, Weapon.MUSKET);
    static final java.util.Map<String, Object> ON = options(Option.SILENT_APPROACH, true);

    private static Outcome sneak(GameState s, String approach, Object[] more, int... faces) {
        Object[] all = new Object[8 + more.length];
        all[0] = Input.ACTOR;
        all[1] = "r";
        all[2] = Input.TARGET;
        all[3] = "sentry";
        all[4] = Input.FROM;
        all[5] = Side.REAR;
        all[6] = Input.APPROACH;
        all[7] = approach;
        System.arraycopy(more, 0, all, 8, more.length);
        return resolve(s, request(Action.ATTACK, all), faces);
    }

    @Test
    void notHeardTheAttackIsPlusFour() {
        GameState s = state(ON, "r", RIFLEMAN, SENTRY);
        // 2 + sneaking 1 + rifleman 1 = 4, above initiative 3: not heard. Attack 4 +4 +1 = 9; parry 3 + 6 = 9: a draw.
        Outcome o = sneak(s, Approach.SNEAKING, new Object[0], 2, 1, 6);
        assertTrue(says(o, "does not hear it"), explain(o));
        assertTrue(says(o, "not turned, not heard +4"));
        assertTrue(o.headline().contains("a draw"));
    }

    @Test
    void heardButTooSlowToTurnItIsPlusThree() {
        GameState s = state(ON, "r", RIFLEMAN, SENTRY);
        Outcome o = sneak(s, Approach.RUNNING, new Object[0], 2, 5, 1, 6);
        assertTrue(says(o, "attacker running -1"), explain(o));
        assertTrue(says(o, "he hears the approach"));
        assertTrue(says(o, "not turned in time +3"));
    }

    @Test
    void heardAndTurnedThereIsNoBonus() {
        GameState s = state(ON, "r", RIFLEMAN, SENTRY);
        Outcome o = sneak(s, Approach.RUNNING, new Object[0], 2, 3, 1, 6);
        assertFalse(says(o, "not turned"), explain(o));
    }

    @Test
    void aKnockOutAfterASuccessfulSneakHitsTheHead() {
        GameState s = state(ON, "r", RIFLEMAN, SENTRY);
        // Not heard; 4+4+6 = 14 against 3+1 = 4: the head, no area die; 10 + 2 + 0 = 12: kill → knocked out for 2 bounds.
        Outcome o = sneak(s, Approach.SNEAKING, new Object[] { Input.KNOCK_OUT, true }, 6, 6, 1, 2, 2);
        assertTrue(says(o, "automatic hit to the head"), explain(o));
        assertEquals(0, woundsAt(after(s, o), "sentry", Location.HEAD));
        assertTrue(flag(after(s, o), "sentry", "unconscious"));
    }

    @Test
    void lineInfantryAndCavalryOnFootAreHeardMoreEasily() {
        Actor line = profile(french("r", 4, 4, 4, 4, 6, Weapon.BAYONET), Field.TROOP, Troop.LINE);
        Actor sentry = british("sentry", 3, 4, 3, 3, 6, Weapon.MUSKET);
        Outcome o = resolve(state(ON, "r", line, sentry), request(Action.ATTACK, Input.ACTOR, "r", Input.TARGET, "sentry", Input.FROM, Side.REAR,
                Input.APPROACH, Approach.WALKING), 4, 3, 1, 6);
        assertTrue(says(o, "line infantry attacking -1"), explain(o));
        Actor hussar = profile(french("r", 4, 4, 4, 4, 6, Weapon.SWORD), Field.TROOP, Troop.CAVALRY);
        Outcome c = resolve(state(ON, "r", hussar, sentry), request(Action.ATTACK, Input.ACTOR, "r", Input.TARGET, "sentry", Input.FROM, Side.REAR,
                Input.APPROACH, Approach.WALKING), 5, 3, 1, 6);
        assertTrue(says(c, "cavalryman on foot attacking -2"), explain(c));
    }

    @Test
    void rulingA16ASixFailsOnlyWithTheOption() {
        Actor alert = french("sentry", 6, 4, 3, 3, 6, Weapon.MUSKET);
        Actor line = profile(british("r", 4, 4, 4, 4, 6, Weapon.BAYONET), Field.TROOP, Troop.LINE);
        GameState s = state(ON, "r", line, alert);
        Outcome heard = resolve(s, request(Action.ATTACK, Input.ACTOR, "r", Input.TARGET, "sentry", Input.FROM, Side.REAR,
                Input.APPROACH, Approach.RUNNING), 6, 3, 1, 6);
        assertTrue(says(heard, "he hears the approach"), "6 -2 = 4 against 6: " + explain(heard));
        GameState six = state(options(Option.SILENT_APPROACH, true, Option.DETECTION_SIX_FAILS, true), "r", line, alert);
        Outcome deaf = resolve(six, request(Action.ATTACK, Input.ACTOR, "r", Input.TARGET, "sentry", Input.FROM, Side.REAR,
                Input.APPROACH, Approach.RUNNING), 6, 1, 6);
        assertTrue(says(deaf, "does not hear it"), explain(deaf));
        assertTrue(cites(deaf, "A16"));
    }

    @Test
    void withoutTheOptionTheSentryTurnsToFaceHisFirstAttacker() {
        Outcome o = sneak(state("r", RIFLEMAN, SENTRY), Approach.SNEAKING, new Object[0], 1, 6);
        assertEquals(2, o.rolls().size());
        assertFalse(cites(o, "17 Silent approach"));
    }
}
