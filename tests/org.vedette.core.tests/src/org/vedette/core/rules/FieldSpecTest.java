package org.vedette.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class FieldSpecTest {
    private final FieldSpec range = FieldSpec.builder("range", FieldType.DECIMAL).range(0, 48).unit("in")
            .required(true).build();

    @Test
    void numbersInRangePass() {
        assertEquals(Optional.empty(), range.check(12));
        assertEquals(Optional.empty(), range.check(12.5));
        assertEquals(Optional.empty(), range.check(48));
    }

    @Test
    void outOfRangeSaysTheRangeWithItsUnit() {
        assertEquals(Optional.of("'range' is 50 in but must be from 0 to 48 in"), range.check(50));
    }

    @Test
    void aMissingRequiredValueIsNamed() {
        assertEquals(Optional.of("'range' is required"), range.check(null));
    }

    @Test
    void wholeNumbersRefuseFractions() {
        FieldSpec dex = FieldSpec.integer("dexterity", "Dexterity", 1, 6, null);
        assertTrue(dex.check(3.5).orElseThrow().contains("whole number"));
        assertTrue(dex.check("3").orElseThrow().contains("whole number"));
        assertEquals(Optional.empty(), dex.check(6));
    }

    @Test
    void choicesNameTheAllowedValues() {
        FieldSpec cover = FieldSpec.choice("cover", "Cover", true, Choice.of("none", "None"), Choice.of("soft", "Soft"));
        assertEquals(Optional.of("'cover' must be one of [none, soft], not \"hard\""), cover.check("hard"));
        assertEquals(Optional.empty(), cover.check("soft"));
    }

    @Test
    void flagsAreBooleans() {
        FieldSpec f = FieldSpec.flag("mounted", "Mounted", "");
        assertTrue(f.check("yes").isPresent());
        assertEquals(Optional.empty(), f.check(true));
    }

    @Test
    void aChoiceFieldNeedsChoices() {
        assertThrows(IllegalArgumentException.class, () -> FieldSpec.builder("c", FieldType.CHOICE).build());
    }
}
