package org.vedette.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class MarkSpecTest {
    private static final RuleRef RULE = RuleRef.of("T", "Marks");
    private static final MarkSpec FIGHTS = MarkSpec.count("fights", "Close combats", 1, 99).unit("fights")
            .means("fights this bound").rule(RULE).lasts("this bound").build();
    private static final MarkSpec WOUND = MarkSpec.count("wound.", "Wound", 1, 5)
            .keys("location", List.of(Choice.of("head", "head"), Choice.of("right-arm", "right arm")))
            .words(Choice.of("1", "light"), Choice.of("2", "serious")).means("wound points").rule(RULE).build();
    private static final MarkSpec MOVED = MarkSpec.flag("moved", "Moved").means("moved").rule(RULE).build();

    @Test
    void aSingleMarkChecksItsTypeAndRangeUnderItsOwnName() {
        assertEquals(Optional.empty(), FIGHTS.check("fights", 2));
        assertEquals("mark 'fights' must be a whole number, not \"one\"", FIGHTS.check("fights", "one").orElseThrow());
        assertTrue(FIGHTS.check("fights", 0).orElseThrow().contains("from 1 to 99"));
        assertFalse(FIGHTS.names("fight"));
    }

    @Test
    void aFamilyNamesItsMembersAndRefusesAnUnknownKey() {
        assertTrue(WOUND.names("wound.head"));
        assertEquals("head", WOUND.key("wound.head"));
        assertEquals("wound.<location>", WOUND.pattern());
        assertEquals(Optional.empty(), WOUND.check("wound.right-arm", 2));
        assertTrue(WOUND.check("wound.elbow", 1).orElseThrow().contains("no key 'elbow'"));
        assertEquals("mark 'wound.head' must be a whole number, not true", WOUND.check("wound.head", true).orElseThrow());
    }

    @Test
    void aMarkIsShownByItsLabelAndItsValueInWords() {
        assertEquals("Wound (right arm)", WOUND.label("wound.right-arm"));
        assertEquals("serious", WOUND.words(2));
        assertEquals("3", WOUND.words(3));
        assertEquals("2 fights", FIGHTS.words(2));
        assertEquals("1 fight", FIGHTS.words(1));
        assertEquals("yes", MOVED.words(true));
    }

    @Test
    void typedTextBecomesAValueOfTheMarksType() {
        assertEquals(Optional.of(2), FIGHTS.parse(" 2"));
        assertEquals(Optional.empty(), FIGHTS.parse("two"));
        assertEquals(Optional.of(Boolean.TRUE), MOVED.parse("true"));
        assertEquals(Optional.empty(), MOVED.parse("maybe"));
    }

    @Test
    void aFamilyNeedsKeysAndASingleMarkHasNone() {
        assertThrows(IllegalArgumentException.class,
                () -> MarkSpec.flag("dropped.", "Dropped").means("x").rule(RULE).build());
        assertThrows(IllegalArgumentException.class, () -> MarkSpec.flag("dropped", "Dropped")
                .keys("weapon", List.of(Choice.of("musket", "musket"))).means("x").rule(RULE).build());
    }

    @Test
    void findsTheSingleMarkBeforeAFamilyAndSuggestsTheNearestForAMisspelling() {
        List<MarkSpec> marks = List.of(FIGHTS, WOUND, MOVED);
        assertEquals(WOUND, Marks.find(marks, "wound.head").orElseThrow());
        assertEquals(FIGHTS, Marks.find(marks, "fights").orElseThrow());
        assertTrue(Marks.find(marks, "fight").isEmpty());
    }
}
