package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;

/** OHFA SHOOTING RANGES: close, medium, long and extreme per weapon; LOS is unlimited. */
class RangesTest {
    @ParameterizedTest(name = "{0} at {1}\": {2}")
    @CsvSource({
        "pistol, 6, close", "pistol, 6.5, medium", "pistol, 9, medium", "pistol, 12, long", "pistol, 15, extreme",
        "carbine, 8, close", "carbine, 12, medium", "carbine, 16, long", "carbine, 20, extreme",
        "musket, 9, close", "musket, 18, medium", "musket, 36, long", "musket, 37, extreme", "musket, 200, extreme",
        "rifle, 12, close", "rifle, 24, medium", "rifle, 48, long", "rifle, 100, extreme",
        "blunderbuss, 6, close", "blunderbuss, 9, medium",
        "grenade, 6, close", "grenade, 9, medium", "grenade, 12, long",
        "volley-gun, 8, close"})
    void theBandOfARange(String weapon, double range, String band) throws IllegalActionException {
        Actor s = loaded(character("s", BRITISH, Quality.REGULAR, weapon), weapon);
        Actor t = character("t", FRENCH, Quality.REGULAR);
        Outcome o = resolve(state(s, t), request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t", Input.RANGE, range), 1);
        assertTrue(o.headline().contains("\" (" + band + " range)"), o.headline());
    }

    @ParameterizedTest(name = "{0} at {1}\" is out of range")
    @CsvSource({"pistol, 15.5", "carbine, 21", "blunderbuss, 9.5", "grenade, 13", "volley-gun, 9"})
    void outOfRangeIsRefusedAndTheCardKept(String weapon, double range) {
        Actor s = loaded(character("s", BRITISH, Quality.REGULAR, weapon), weapon);
        Actor t = character("t", FRENCH, Quality.REGULAR);
        IllegalActionException e = refused(state(s, t), request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "t",
                Input.RANGE, range));
        assertTrue(e.getMessage().contains("out of range"), e.getMessage());
        assertEquals("Firing — Ranges", e.rule().section());
    }
}
