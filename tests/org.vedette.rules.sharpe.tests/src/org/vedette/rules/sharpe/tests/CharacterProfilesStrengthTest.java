package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.sharpe.tests.Skirmish.RULES;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Unit;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Troop;

/**
 * Sharpe §2 Character profiles as a force's strength (RULINGS.md E): the sum
 * of the five characteristics, the book's way to make "the contest more
 * equal"; one a figure lacks counts at §2's average.
 */
class CharacterProfilesStrengthTest {
    private static Figure man(String id, Map<String, Object> profile) {
        return new Figure(id, id, null, false, List.of("musket"), profile, null);
    }

    @Test
    void aCharacterIsWorthTheSumOfHisFiveCharacteristics() {
        Unit u = new Unit("u", "u", null, false, Map.of(), List.of(man("a", Map.of(Field.INITIATIVE, 3,
                Field.DEXTERITY, 5, Field.STRENGTH, 2, Field.CLOSE_COMBAT, 6, Field.FIRING, 6))), null);
        assertEquals(22.0, RULES.strength(u));
    }

    @Test
    void aUnitIsWorthItsCharactersTogether() {
        Unit u = new Unit("u", "u", null, false, Map.of(Field.TROOP, Troop.LINE), List.of(
                man("a", Map.of(Field.INITIATIVE, 1, Field.DEXTERITY, 1, Field.STRENGTH, 1, Field.CLOSE_COMBAT, 1,
                        Field.FIRING, 6)),
                man("b", Map.of(Field.INITIATIVE, 6, Field.DEXTERITY, 6, Field.STRENGTH, 6, Field.CLOSE_COMBAT, 6,
                        Field.FIRING, 12))), null);
        assertEquals(10.0 + 36.0, RULES.strength(u));
    }

    @Test
    void anUnrolledCharacterCountsAtTheBooksAverageAndARiflemanShootsBetter() {
        Unit line = new Unit("l", "l", null, false, Map.of(Field.TROOP, Troop.LINE), List.of(man("a", Map.of())), null);
        Unit rifles = new Unit("r", "r", null, false, Map.of(Field.TROOP, Troop.RIFLE), List.of(man("b", Map.of())),
                null);
        assertEquals(4 * 3.5 + 6, RULES.strength(line), "four D6 at 3.5 and a firing skill of 6");
        assertEquals(4 * 3.5 + 9.5, RULES.strength(rifles), "a rifleman's firing skill is D6+6");
    }
}
