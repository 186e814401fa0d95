package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA "Wound roll": the DAMAGE TABLE, saves, a saved dead result, two wounds kill, a shock counter a hit. */
class WoundRollTest {
    static final Actor SHOOTER = loaded(character("s", BRITISH, Quality.REGULAR, Weapon.MUSKET), Weapon.MUSKET);

    /** A musket shot at 10" (medium, no modifier for a Regular) that hits on the first face. */
    static Outcome hit(Actor target, String cover, int... damageAndSave) throws IllegalActionException {
        int[] faces = new int[damageAndSave.length + 1];
        faces[0] = 4;
        System.arraycopy(damageAndSave, 0, faces, 1, damageAndSave.length);
        return resolve(state(SHOOTER, target), request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, target.id(),
                Input.RANGE, 10, Input.COVER, cover), faces);
    }

    @ParameterizedTest(name = "roll {0}, {1}: {2}")
    @CsvSource({
        "1, raw, WOUNDED", "1, regular, WOUNDED save 6+", "1, veteran, WOUNDED save 4+", "1, hero, WOUNDED save 3+",
        "2, raw, WOUNDED", "2, regular, WOUNDED", "2, veteran, WOUNDED save 5+", "2, hero, WOUNDED save 4+",
        "3, raw, WOUNDED", "3, regular, WOUNDED", "3, veteran, WOUNDED", "3, hero, WOUNDED save 5+",
        "4, raw, DEAD", "4, regular, DEAD save 6+", "4, veteran, DEAD save 4+", "4, hero, DEAD save 3+",
        "5, raw, DEAD", "5, regular, DEAD", "5, veteran, DEAD save 5+", "5, hero, DEAD save 4+",
        "6, raw, DEAD", "6, regular, DEAD", "6, veteran, DEAD", "6, hero, DEAD save 5+"})
    void theDamageTableReadsAsTheBook(int roll, String quality, String cell) throws IllegalActionException {
        Actor t = character("t", FRENCH, quality);
        boolean save = cell.contains("save");
        Outcome o = save ? hit(t, "none", roll, 2) : hit(t, "none", roll);
        String label = quality.substring(0, 1).toUpperCase() + quality.substring(1);
        assertTrue(o.explanation().stream().anyMatch(s -> s.text().equals("Damage table, " + label + ", roll " + roll + ": " + cell)),
                () -> o.explanation().toString());
    }

    @Test
    void aSavedWoundIsOnlyAShockCounter() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.REGULAR);
        Outcome o = hit(t, "none", 1, 6);
        assertEquals(new Status(0, 1, false, false), status(o, state(SHOOTER, t), "t"));
        assertTrue(o.headline().endsWith("hits: saved"), o.headline());
    }

    @Test
    void aFailedSaveOnADeadResultKills() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.REGULAR);
        Outcome o = hit(t, "none", 4, 5);
        assertTrue(status(o, state(SHOOTER, t), "t").out());
    }

    @Test
    void savingADeadResultGivesAWoundInstead() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.VETERAN);
        Outcome o = hit(t, "none", 4, 4);
        assertEquals(new Status(1, 1, false, false), status(o, state(SHOOTER, t), "t"));
    }

    @Test
    void twoWoundsKill() throws IllegalActionException {
        Actor t = wounds(character("t", FRENCH, Quality.VETERAN), 1);
        Outcome o = hit(t, "none", 2, 3);
        Status s = status(o, state(SHOOTER, t), "t");
        assertEquals(2, s.wounds());
        assertTrue(s.out());
    }

    @Test
    void anOldWoundDoesNotCountTowardsTwoWoundsKill() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.VETERAN).withMark(Ohfa.Mark.OLD_WOUND, true);
        Outcome o = hit(t, "none", 2, 3);
        Status s = status(o, state(SHOOTER, t), "t");
        assertEquals(1, s.wounds());
        assertFalse(s.out());
    }

    @Test
    void aSaveRollOfOneAlwaysFails() throws IllegalActionException {
        // Hero DEAD save 3+ in hard cover: 1+ — but "Saving rolls of 1 always fail."
        Actor t = character("t", FRENCH, Quality.HERO);
        Outcome o = hit(t, "hard", 4, 1);
        assertTrue(status(o, state(SHOOTER, t), "t").out());
    }

    @Test
    void noSaveMeansNoSaveDie() throws IllegalActionException {
        Actor t = character("t", FRENCH, Quality.RAW);
        Outcome o = hit(t, "none", 3);
        assertEquals(new Status(1, 1, false, false), status(o, state(SHOOTER, t), "t"));
        assertEquals(2, o.rolls().size());
    }

    @Test
    void everyHitGivesAShockCounterEvenWhenSaved() throws IllegalActionException {
        Actor t = shock(character("t", FRENCH, Quality.HERO), 2);
        Outcome o = hit(t, "none", 1, 3);
        assertEquals(new Status(0, 3, false, false), status(o, state(SHOOTER, t), "t"));
    }
}
