package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.RULES;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Status;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.Marks;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Mark;

/** The marks the One Hour Wargame keeps on units are declared and checked; a unit counts hits only. */
class DeclaredMarksTest {
    @Test
    void everyMarkOfTheRulesetIsDeclaredWithASectionOfTheBook() throws IllegalAccessException {
        Field[] constants = Mark.class.getFields();
        for (Field f : constants) {
            String id = (String) f.get(null);
            Optional<MarkSpec> spec = Marks.find(RULES.marks(), id);
            assertTrue(spec.isPresent() && spec.get().id().equals(id), "OneHour.Mark." + f.getName() + " is declared");
            assertEquals("1H", spec.get().rule().book());
        }
        assertEquals(constants.length, RULES.marks().size());
    }

    /** Hand-to-Hand Combat — Flank or Rear Attacks: a unit is attacked in its front, flank or rear. */
    @Test
    void flankOrRearAttacks_attackedFromTakesAnArcOnly() {
        assertEquals(Optional.empty(), Marks.check(RULES, Mark.ATTACKED_FROM, OneHour.Arc.FLANK));
        assertTrue(Marks.check(RULES, Mark.ATTACKED_FROM, "left").orElseThrow().contains("must be one of"));
        assertTrue(Marks.check(RULES, "in-square", true).orElseThrow().contains("unknown mark 'in-square'"));
    }

    /** Eliminating Units: a unit counts hits, never shock, and is never down. */
    @Test
    void eliminatingUnits_aUnitHasNoShockAndIsNeverDown() {
        Actor unit = Situation.british("52nd", OneHour.Type.INFANTRY);
        assertEquals(List.of(), Marks.check(RULES, unit.withStatus(Status.FRESH.withWounds(7)), null));
        List<String> problems = Marks.check(RULES, unit.withStatus(new Status(2, 1, true, false)), null);
        assertEquals(2, problems.size(), problems.toString());
    }

    @Test
    void aChargedUnitNamesAUnitOfTheGame() {
        Actor unit = Situation.british("52nd", OneHour.Type.INFANTRY).withMark(Mark.CHARGED_BY, "ghost");
        var state = Situation.state(Situation.BRITISH, OneHour.Phase.MOVEMENT, unit);
        assertTrue(Marks.check(RULES, unit, state).get(0).contains("'ghost', who is not in the game"));
    }
}
