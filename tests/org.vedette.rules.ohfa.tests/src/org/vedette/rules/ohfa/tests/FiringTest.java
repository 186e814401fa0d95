package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA "Firing" and SHOOTING MODIFIERS: 4, 5 or 6 hits; a 1 always misses, Raw miss on a 2; every modifier. */
class FiringTest {
    private static final Actor TARGET = character("t", FRENCH, Quality.REGULAR);

    private static ActionRequest shot(String shooter, double range, Object... more) {
        Object[] in = new Object[6 + more.length];
        in[0] = Input.ACTOR; in[1] = shooter; in[2] = Input.TARGET; in[3] = "t"; in[4] = Input.RANGE; in[5] = range;
        System.arraycopy(more, 0, in, 6, more.length);
        return request(Action.SHOOT, in);
    }

    private static Actor musket(String quality) {
        return loaded(character("s", BRITISH, quality, Weapon.MUSKET), Weapon.MUSKET);
    }

    @Test
    void aFourHitsAndAThreeMisses() throws IllegalActionException {
        GameState s = state(musket(Quality.REGULAR), TARGET);
        assertTrue(resolve(s, shot("s", 10), 4, 3).headline().contains("hits"));
        assertTrue(resolve(s, shot("s", 10), 3).headline().endsWith("misses"));
    }

    @Test
    void aOneAlwaysMisses() throws IllegalActionException {
        // Hero +2, aiming +2, close +1: a 1 is 6, and still misses.
        Actor hero = musket(Quality.HERO).withMark(Mark.AIMING, "t");
        Outcome o = resolve(state(hero, TARGET), shot("s", 5), 1);
        assertTrue(o.headline().endsWith("misses"), o.headline());
    }

    @Test
    void rawAlwaysMissOnATwo() throws IllegalActionException {
        // Raw -1, aiming +2, close +1: a 2 would be 4, but Raw "always miss on a 1 or 2".
        Actor raw = musket(Quality.RAW).withMark(Mark.AIMING, "t");
        assertTrue(resolve(state(raw, TARGET), shot("s", 5), 2).headline().endsWith("misses"));
        assertTrue(resolve(state(raw, TARGET), shot("s", 5), 3, 6).headline().contains("hits"));
    }

    @Test
    void theModifiersAreCumulative() throws IllegalActionException {
        // Veteran +1, aiming +2, wounded -2, target charging -1, long -1, shooter mounted -2, target mounted +1 = -2
        Actor vet = mounted(wounds(musket(Quality.VETERAN), 1)).withMark(Mark.AIMING, "t");
        Actor target = mounted(TARGET);
        GameState s = state(vet, target);
        ActionRequest r = shot("s", 30, Input.TARGET_CHARGING, true);
        assertTrue(resolve(s, r, 5).headline().endsWith("misses"));
        assertTrue(resolve(s, r, 6, 6).headline().contains("hits"));
    }

    @Test
    void shooterChargingIsMinusTwoAndAPistolAtCloseRangePlusOne() throws IllegalActionException {
        Actor pistol = loaded(character("s", BRITISH, Quality.REGULAR, Weapon.PISTOL), Weapon.PISTOL);
        GameState s = state(pistol, TARGET);
        // close +1, pistol at close +1: a 2 hits
        assertTrue(resolve(s, shot("s", 6), 2, 6).headline().contains("hits"));
        // ... and charging -2: a 3 misses, a 4 hits
        assertTrue(resolve(s, shot("s", 6, Input.SHOOTER_CHARGING, true), 3).headline().endsWith("misses"));
        assertTrue(resolve(s, shot("s", 6, Input.SHOOTER_CHARGING, true), 4, 6).headline().contains("hits"));
    }

    @Test
    void theFiringCardIsPlayedAndTheAimSpent() throws IllegalActionException {
        Actor s = loaded(musket(Quality.REGULAR), Weapon.MUSKET, 1).withMark(Mark.AIMING, "t");
        GameState st = state(s, TARGET);
        // aiming +2: a 3 is 5 and hits; damage 3, a Regular's WOUNDED without save
        Outcome o = resolve(st, shot("s", 10), 3, 3);
        assertTrue(o.headline().endsWith("hits: wounded"), o.headline());
        Actor after = after(o, st, "s");
        assertNull(after.marks().get(Mark.firingCards(Weapon.MUSKET)));
        assertNull(after.marks().get(Mark.AIMING));
    }

    @Test
    void aimingGivesPlusTwoOnlyAgainstItsTarget() throws IllegalActionException {
        Actor other = character("u", FRENCH, Quality.REGULAR);
        Actor s = musket(Quality.REGULAR).withMark(Mark.AIMING, "u");
        GameState st = state(s, TARGET, other);
        assertTrue(resolve(st, shot("s", 10), 3).headline().endsWith("misses"));
        Actor aimed = musket(Quality.REGULAR).withMark(Mark.AIMING, "t");
        assertTrue(resolve(state(aimed, TARGET), shot("s", 10), 2, 6).headline().contains("hits"));
    }

    @Test
    void aShotNeedsAFiringCardInHand() {
        Actor empty = character("s", BRITISH, Quality.REGULAR, Weapon.MUSKET);
        IllegalActionException e = refused(state(empty, TARGET), shot("s", 10));
        assertTrue(e.getMessage().contains("holds no firing card"), e.getMessage());
        IllegalActionException named = refused(state(empty, TARGET), shot("s", 10, Input.WEAPON, Weapon.MUSKET));
        assertTrue(named.getMessage().contains("does not hold his musket firing card"), named.getMessage());
        assertEquals("Fate deck — firing cards", named.rule().section());
    }

    @Test
    void aShockedCharacterCannotShoot() {
        IllegalActionException e = refused(state(shock(musket(Quality.REGULAR), 1), TARGET), shot("s", 10));
        assertTrue(e.getMessage().contains("must recover"), e.getMessage());
    }

    @Test
    void onlyTheWeaponsHeCarries() {
        IllegalActionException e = refused(state(musket(Quality.REGULAR), TARGET), shot("s", 10, Input.WEAPON, Weapon.RIFLE));
        assertTrue(e.getMessage().contains("carries no rifle"), e.getMessage());
    }

    @Test
    void notAtHisOwnSide() {
        Actor friend = character("f", BRITISH, Quality.REGULAR);
        IllegalActionException e = refused(state(musket(Quality.REGULAR), friend),
                request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "f", Input.RANGE, 5));
        assertTrue(e.getMessage().contains("own player's"), e.getMessage());
        assertFalse(Ohfa.RULESET.isEmpty());
    }
}
