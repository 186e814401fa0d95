package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.AimAt;
import org.vedette.rules.sharpe.Sharpe.Defence;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Location;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §15 Horsemen (optional): horse or rider as the target, the rider's
 * control checks and the veer table, keeping his seat, falling off, wounded
 * horses, crashes at speed, riding a man down, and melee with a horseman.
 * Ruling A2 for the falls.
 */
class HorsemenTest {
    static final Map<String, Object> HORSEMEN = options(Option.HORSEMEN, true);
    static final Actor HUSSAR = mounted(french("h", 4, 4, 4, 4, 6, Weapon.SWORD, Weapon.CARBINE)).withMark(Mark.PACE, Pace.GALLOP);
    static final Actor MUSKETEER = british("m", 4, 4, 4, 4, 6, Weapon.MUSKET);
    static final Actor RIFLEMAN = british("r", 4, 4, 4, 4, 10, Weapon.BAKER_RIFLE);

    private static Outcome shoot(GameState s, String firer, Object[] more, int... faces) {
        Object[] all = new Object[6 + more.length];
        all[0] = Input.ACTOR;
        all[1] = firer;
        all[2] = Input.TARGET;
        all[3] = "h";
        all[4] = Input.RANGE;
        all[5] = 12;
        System.arraycopy(more, 0, all, 6, more.length);
        return resolve(s, request(Action.SHOOT, all), faces);
    }

    @Test
    void withoutTheOptionTheRulesAreRefused() {
        GameState s = state("h", HUSSAR.withMark(Mark.OUT_OF_CONTROL, true), MUSKETEER);
        refusedBy(s, request(Action.CONTROL_HORSE, Input.ACTOR, "h"), "15 Horsemen", "option 'horsemen'");
        refusedBy(s, request(Action.RIDE_DOWN, Input.ACTOR, "h", Input.TARGET, "m"), "15 Horsemen", "option 'horsemen'");
        refusedBy(mover(s, "m"), request(Action.ATTACK, Input.ACTOR, "m", Input.TARGET, "h", Input.AT_HORSE, true), "15 Horsemen", "option 'horsemen'");
    }

    @Test
    void anUnaimedShotHitsTheHorseOnOneToThree() {
        GameState s = state(HORSEMEN, "m", MUSKETEER, HUSSAR);
        // 3+3 hits (skill 6 +1 mounted); 2: the horse; chest, 2+2: light. Gallop slows to a canter; control: 5 fails; veer 6.
        Outcome o = shoot(s, "m", new Object[0], 3, 3, 2, 5, 2, 2, 5, 6);
        GameState after = after(s, o);
        assertEquals(1, count(after, "h", Mark.HORSE_WOUNDS));
        assertEquals(0, woundPoints(after, "h"), "the rider is unhurt");
        assertEquals(Pace.CANTER, mark(after, "h", Mark.PACE));
        assertEquals(Pace.CANTER, mark(after, "h", Mark.HORSE_MAX_PACE));
        assertTrue(flag(after, "h", Mark.OUT_OF_CONTROL));
        assertTrue(instructed(o, "veers 90° to the right"), explain(o));
        refusedBy(mover(after, "h").apply(java.util.List.of(new org.vedette.core.game.GameEvent.MarkChanged("h", Mark.OUT_OF_CONTROL, true, null))),
                request(Action.MOVE, Input.ACTOR, "h", Input.PACE, Pace.GALLOP, Input.DISTANCE, 15), "Wounding Horses", "will not accelerate again");
    }

    @Test
    void aLightlyWoundedRiderMayBeThrownAndHurtInTheFall() {
        GameState s = state(HORSEMEN, "m", MUSKETEER, HUSSAR);
        // Rider (5); legs 2+2: light. Seat: dexterity 4-1 = 3, rolls 4: thrown. Escape: dexterity 2, rolls 3: hurt.
        // Fall: chest, 2D6 3+3 -3 = 3: light.
        Outcome o = shoot(s, "m", new Object[0], 3, 3, 5, 1, 2, 2, 4, 3, 5, 3, 3);
        GameState after = after(s, o);
        assertTrue(flag(after, "h", Mark.DISMOUNTED));
        assertTrue(after.actor("h").status().down());
        assertEquals(1, woundsAt(after, "h", Location.CHEST), explain(o));
        assertEquals(2, woundPoints(after, "h"));
        assertTrue(says(o, "Fall: 6 -3 = 3"));
        // With the playsheet's +3 (ruling A2): 6 +3 = 9 on the chest: serious.
        GameState p = state(options(Option.HORSEMEN, true, Option.FALL_MODIFIER, Reading.PLUS_THREE), "m", MUSKETEER, HUSSAR);
        assertEquals(3, woundPoints(after(p, shoot(p, "m", new Object[0], 3, 3, 5, 1, 2, 2, 4, 3, 5, 3, 3)), "h"));
    }

    @Test
    void aRiderWhoKeepsHisSeatRidesOn() {
        GameState s = state(HORSEMEN, "m", MUSKETEER, HUSSAR);
        Outcome o = shoot(s, "m", new Object[0], 3, 3, 5, 1, 2, 2, 2);
        assertFalse(flag(after(s, o), "h", Mark.DISMOUNTED));
        assertTrue(instructed(o, "keeps his seat"));
    }

    @Test
    void noEffectOnTheRiderCallsForAControlCheck() {
        GameState s = state(HORSEMEN, "m", MUSKETEER, HUSSAR);
        GameState after = after(s, shoot(s, "m", new Object[0], 3, 3, 5, 1, 1, 1, 6));
        assertTrue(flag(after, "h", Mark.OUT_OF_CONTROL));
        assertTrue(flag(after, "h", Mark.SUPPRESSED));
        GameState his = state(2, HORSEMEN, "h", clean(after.actor("h")), MUSKETEER);
        refusedBy(his, request(Action.ATTACK, Input.ACTOR, "h", Input.TARGET, "m"), "Wounding Horses", "no attacks");
        Outcome control = resolve(his, request(Action.CONTROL_HORSE, Input.ACTOR, "h"), 3);
        assertEquals("h spends his move controlling his horse: the horse is under control", control.headline());
        assertTrue(flag(after(his, control), "h", Mark.CONTROLLING));
    }

    private static Actor clean(Actor a) {
        for (String m : Mark.PER_BOUND) a = a.withMark(m, null);
        return a;
    }

    @Test
    void aRiflemanChoosesHisTargetAndAKilledHorseCollapses() {
        GameState s = state(HORSEMEN, "r", RIFLEMAN, HUSSAR);
        Outcome o = shoot(s, "r", new Object[] { Input.AIM_AT, AimAt.HORSE }, 4, 4, 5, 6, 5, 2);
        assertEquals(4, o.rolls().size(), "to hit, area, extent, escape — no horse-or-rider die: " + o.rolls());
        GameState after = after(s, o);
        assertTrue(flag(after, "h", Mark.HORSE_DOWN));
        assertTrue(flag(after, "h", Mark.DISMOUNTED));
        assertTrue(instructed(o, "collapses where it stands"));
        assertEquals(0, woundPoints(after, "h"), "escaped harm on a 2");
    }

    @Test
    void aCrashAtTheGallopIsPlusOneAndThrowsTheRider() {
        GameState s = state(HORSEMEN, "h", HUSSAR);
        Outcome o = resolve(s, request(Action.HORSE_COLLISION, Input.ACTOR, "h"), 4, 1, 4, 4);
        assertTrue(says(o, "rolls 4 +1 = 5 — fails"), explain(o));
        GameState after = after(s, o);
        assertTrue(flag(after, "h", Mark.DISMOUNTED));
        assertEquals(1, woundsAt(after, "h", Location.LEGS), "8 -3 = 5: light");
        Outcome canter = resolve(state(HORSEMEN, "h", HUSSAR.withMark(Mark.PACE, Pace.CANTER)), request(Action.HORSE_COLLISION, Input.ACTOR, "h"), 4);
        assertEquals("h's horse crashes at a canter; he rolls 4 against dexterity 4: keeps his seat", canter.headline());
    }

    @Test
    void attackingTheHorseItDefendsWithAnUnmodifiedD6() {
        GameState s = state(HORSEMEN, "m", MUSKETEER, HUSSAR);
        // 4 +3 = 7 against the horse's 2: chest, 5 +1 +0 -1 (horse hit by man) = 5: light. Control: 2.
        Outcome o = resolve(s, request(Action.ATTACK, Input.ACTOR, "m", Input.TARGET, "h", Input.AT_HORSE, true, Input.DEFENCE, Defence.NONE), 3, 2, 5, 1, 2);
        assertTrue(says(o, "horse hit by man -1"), explain(o));
        assertEquals(1, count(after(s, o), "h", Mark.HORSE_WOUNDS));
        // The rider parries for his horse, and a mounted parrier does not recoil.
        Outcome parry = resolve(s, request(Action.ATTACK, Input.ACTOR, "m", Input.TARGET, "h", Input.AT_HORSE, true, Input.DEFENCE, Defence.PARRY), 3, 3);
        assertTrue(says(parry, "man on horseback +1"), explain(parry));
        assertTrue(instructed(parry, "does not recoil"));
        refusedBy(s, request(Action.ATTACK, Input.ACTOR, "m", Input.TARGET, "h", Input.AT_HORSE, true, Input.DEFENCE, Defence.RIPOSTE), "Melee Combat with a Horseman", "only with a weapon");
    }

    @Test
    void ridingAManDown() {
        GameState s = state(HORSEMEN, "h", HUSSAR, MUSKETEER);
        // Dodge at the gallop: 4 +1 = 5 against dexterity 4: ridden over. Legs, 3+3 +1 (hit by a horse) = 7: serious.
        // The horse trips: abdomen, 2+2 -1 = 3: light; control 1.
        Outcome o = resolve(s, request(Action.RIDE_DOWN, Input.ACTOR, "h", Input.TARGET, "m"), 4, 1, 3, 3, 2, 2, 2, 1);
        GameState after = after(s, o);
        assertEquals(2, woundsAt(after, "m", Location.LEGS), explain(o));
        assertEquals(1, count(after, "h", Mark.HORSE_WOUNDS));
        assertTrue(says(o, "hit by a horse +1"));
        Outcome dodged = resolve(s, request(Action.RIDE_DOWN, Input.ACTOR, "h", Input.TARGET, "m"), 2);
        assertTrue(instructed(dodged, "may slash at him"));
        assertFalse(flag(after(s, dodged), "h", Mark.ATTACKED), "he may still slash");
        refusedBy(state(HORSEMEN, "h", HUSSAR.withMark(Mark.PACE, Pace.TROT), MUSKETEER), request(Action.RIDE_DOWN, Input.ACTOR, "h", Input.TARGET, "m"),
                "Attacking From Horseback", "canter or the gallop");
    }
}
