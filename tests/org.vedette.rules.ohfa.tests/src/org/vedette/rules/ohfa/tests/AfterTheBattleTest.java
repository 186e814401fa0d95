package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Status;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;
import org.vedette.rules.ohfa.Ohfa.Quality;

/** OHFA "After the battle": recovery rolls for the wounded and the killed (ruling B8), old wounds, Raw deaths, a Hero's 6. */
class AfterTheBattleTest {
    private static Actor after(Actor a, int... faces) throws IllegalActionException {
        Outcome o = resolve(state(a), request(Action.AFTER_THE_BATTLE, Input.CHARACTER, a.id()), faces);
        return Table.after(o, state(a), a.id());
    }

    private static Actor killed(String quality) {
        return character("a", BRITISH, quality).withStatus(new Status(2, 3, false, true));
    }

    @ParameterizedTest(name = "wounded {0} rolls {1}: recovers {2}")
    @CsvSource({"raw, 5, false", "raw, 6, true", "regular, 4, false", "regular, 5, true", "veteran, 3, false",
        "veteran, 4, true", "hero, 1, false", "hero, 2, true"})
    void allWoundsAreRemovedOnFivePlus(String quality, int roll, boolean recovers) throws IllegalActionException {
        Actor a = after(shock(wounds(character("a", BRITISH, quality), 1), 2), roll);
        assertEquals(0, a.status().shock());
        if (recovers) {
            assertEquals(Status.FRESH, a.status());
            assertFalse(a.hasMark(Mark.OLD_WOUND));
        } else if (quality.equals(Quality.RAW)) {
            assertTrue(a.status().out() && a.hasMark(Mark.DEAD), "Raw who do not get better are removed");
        } else {
            assertEquals(0, a.status().wounds(), "an old wound does not count towards two wounds kill");
            assertTrue(a.hasMark(Mark.OLD_WOUND));
        }
    }

    @Test
    void rawWhoWereKilledAreDead() throws IllegalActionException {
        Actor a = after(killed(Quality.RAW));
        assertTrue(a.hasMark(Mark.DEAD));
    }

    @ParameterizedTest(name = "killed {0} rolls {1}: survives {2}")
    @CsvSource({"regular, 4, false", "regular, 5, true", "veteran, 3, false", "veteran, 4, true", "hero, 1, false", "hero, 2, true"})
    void killsBecomeWoundsOnFivePlusOrStand(String quality, int roll, boolean survives) throws IllegalActionException {
        Actor a = after(killed(quality), roll);
        if (survives) {
            assertFalse(a.status().out());
            assertTrue(a.hasMark(Mark.OLD_WOUND));
        } else {
            assertTrue(a.hasMark(Mark.DEAD), "ruling B8: the kill stands");
        }
    }

    @Test
    void aHeroWhoRollsASixRecoversFully() throws IllegalActionException {
        Actor a = after(killed(Quality.HERO), 6);
        assertEquals(Status.FRESH, a.status());
        assertFalse(a.hasMark(Mark.OLD_WOUND));
    }

    @Test
    void onlyTheWoundedAndTheKilledRoll() {
        IllegalActionException e = refused(state(character("a", BRITISH, Quality.HERO)), request(Action.AFTER_THE_BATTLE,
                Input.CHARACTER, "a"));
        assertTrue(e.getMessage().contains("neither wounded nor killed"), e.getMessage());
    }
}
