package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Status;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Quality;

/** OHFA "Wound roll — Cover": hard cover +2, soft +1 to the save, even for Raw; ruling B9 for other no-save results. */
class CoverTest {
    @Test
    void rawInHardCoverSaveOnFive() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.RAW);
        Outcome o = WoundRollTest.hit(t, "hard", 2, 5);
        assertEquals(new Status(0, 1, false, false), status(o, state(WoundRollTest.SHOOTER, t), "t"));
        assertTrue(o.explanation().stream().anyMatch(s -> s.text().contains("hard cover +2 to save: 5+ needed")), o.explanation().toString());
    }

    @Test
    void rawInHardCoverFailOnFour() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.RAW);
        Outcome o = WoundRollTest.hit(t, "hard", 2, 4);
        assertEquals(1, status(o, state(WoundRollTest.SHOOTER, t), "t").wounds());
    }

    @Test
    void rawInSoftCoverSaveOnlyOnSix() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.RAW);
        assertEquals(1, status(WoundRollTest.hit(t, "soft", 2, 5), state(WoundRollTest.SHOOTER, t), "t").wounds());
        assertEquals(0, status(WoundRollTest.hit(t, "soft", 2, 6), state(WoundRollTest.SHOOTER, t), "t").wounds());
    }

    @Test
    void softCoverAddsOneToATableSave() throws IllegalActionException {
        // Veteran DEAD save 4+ on a 4; soft cover makes it 3+: a 3 saves, and the dead result becomes a wound.
        Actor t = character("t", FRENCH, Quality.VETERAN);
        Outcome o = WoundRollTest.hit(t, "soft", 4, 3);
        assertEquals(new Status(1, 1, false, false), status(o, state(WoundRollTest.SHOOTER, t), "t"));
    }

    @Test
    void rulingB9RegularNoSaveResultInHardCoverSavesOnFive() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.REGULAR);
        Outcome o = WoundRollTest.hit(t, "hard", 5, 5);
        assertEquals(new Status(1, 1, false, false), status(o, state(WoundRollTest.SHOOTER, t), "t"));
        assertTrue(o.explanation().stream().anyMatch(s -> s.rule().section().startsWith("B9")), o.explanation().toString());
    }
}
