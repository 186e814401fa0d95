package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.RULES;
import static org.vedette.rules.sharpe.tests.Skirmish.british;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Status;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.Marks;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * The marks Sharpe's Skirmish keeps on figures are declared with their type
 * and rule, so a misspelt or mistyped mark is refused instead of changing the
 * rules; and the statuses the book makes impossible are refused.
 */
class DeclaredMarksTest {
    @Test
    void everyMarkOfTheRulesetIsDeclaredWithASectionOfTheBook() throws IllegalAccessException {
        int constants = 0;
        for (Field f : Mark.class.getFields()) {
            if (!Modifier.isStatic(f.getModifiers()) || f.getType() != String.class) continue;
            String id = (String) f.get(null);
            constants++;
            Optional<MarkSpec> spec = RULES.marks().stream().filter(m -> m.id().equals(id)).findFirst();
            assertTrue(spec.isPresent(), "Sharpe.Mark." + f.getName() + " ('" + id + "') is declared");
            assertTrue(spec.get().rule().book().startsWith("Sharpe"), spec.get().rule().toString());
            assertTrue(!spec.get().meaning().isBlank() && !spec.get().label().isBlank(), id);
        }
        assertEquals(constants, RULES.marks().size(), "every declaration is a constant of Sharpe.Mark");
        for (String perBound : Mark.PER_BOUND) {
            assertEquals("this bound", Marks.find(RULES.marks(), perBound).orElseThrow().lasts(), perBound);
        }
    }

    /** §8 Melee: "fights" counts the combats of the bound; "fight" would make a second attack a first one. */
    @Test
    void melee_aMisspeltFightsIsUnknownAndNamesTheMarkMeant() {
        String why = Marks.check(RULES, "fight", 1).orElseThrow();
        assertTrue(why.contains("unknown mark 'fight'") && why.contains("did you mean 'fights'"), why);
        assertEquals(Optional.empty(), Marks.check(RULES, Mark.FIGHTS, 1));
    }

    @Test
    void melee_fightsWrittenInWordsIsTheWrongType() {
        assertEquals("mark 'fights' must be a whole number, not \"one\"",
                Marks.check(RULES, Mark.FIGHTS, "one").orElseThrow());
    }

    /** §7 Reloading: "reload.<weapon>" is kept for the firearms only. */
    @Test
    void reloading_isKeptForFirearmsOnly() {
        assertEquals(Optional.empty(), Marks.check(RULES, Mark.RELOAD_PREFIX + Weapon.BAKER_RIFLE, 2));
        String why = Marks.check(RULES, Mark.RELOAD_PREFIX + Weapon.SWORD, 1).orElseThrow();
        assertTrue(why.contains("no key 'sword'"), why);
    }

    /** §12: "2 light wounds = 1 serious wound, 2 serious wounds = Dead". */
    @Test
    void extentOfTheWound_twoSeriousWoundsOnAFigureNotOutIsImpossible() {
        Actor dead = british("harper", 5, 4, 6, 5, 8).withStatus(Status.FRESH.withWounds(4));
        List<String> problems = Marks.check(RULES, dead, null);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("not out") && problems.get(0).contains("12 Wounding"), problems.get(0));
        assertEquals(List.of(), Marks.check(RULES, dead.withStatus(dead.status().withOut(true)), null));
        Actor three = dead.withStatus(Status.FRESH.withWounds(3));
        assertEquals(List.of(), Marks.check(RULES, three, null));
    }

    /** §13 Wound effects: wound points by location cannot come to more than the figure's wounds. */
    @Test
    void woundEffects_woundsByLocationMoreThanInAllAreImpossible() {
        Actor a = british("harper", 5, 4, 6, 5, 8).withStatus(Status.FRESH.withWounds(1))
                .withMark(Mark.WOUND_PREFIX + Sharpe.Location.HEAD, 2);
        List<String> problems = Marks.check(RULES, a, null);
        assertTrue(problems.size() == 1 && problems.get(0).contains("2 points"), problems.toString());
    }

    @Test
    void aFigureHasNoShockInSharpesSkirmish() {
        Actor a = british("harper", 5, 4, 6, 5, 8).withStatus(Status.FRESH.withShock(1));
        assertTrue(Marks.check(RULES, a, null).get(0).contains("no shock"));
    }

    @Test
    void aWoundIsShownByItsLocationAndItsExtentInWords() {
        assertEquals("Wound (right arm): serious", Marks.describe(RULES, Mark.WOUND_PREFIX + Sharpe.Location.RIGHT_ARM, 2));
        assertEquals("Loading (Baker rifle): 2 bounds", Marks.describe(RULES, Mark.RELOAD_PREFIX + Weapon.BAKER_RIFLE, 2));
        assertEquals("Moved", Marks.describe(RULES, Mark.MOVED, true));
    }
}
