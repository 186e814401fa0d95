package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Scale;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;

/** OHFA "Troop quality" and the Introduction: figures in inches, four qualities, the weapons the rules know. */
class TroopQualityTest {
    @Test
    void theRulesetIsFigureLevelInInches() {
        assertEquals(Ohfa.RULESET, RULES.info().id());
        assertEquals(MeasurementUnit.INCH, RULES.info().units());
        assertEquals(Scale.FIGURE, RULES.profile().scale());
    }

    @Test
    void fourQualitiesLowestFirst() {
        assertEquals(List.of("raw", "regular", "veteran", "hero"), RULES.profile().qualities().stream().map(Choice::id).toList());
        assertTrue(RULES.profile().hasWeapon("volley-gun") && RULES.profile().hasWeapon("lance") && RULES.profile().hasWeapon("club"));
    }

    @Test
    void aCharacterWithoutAQualityIsRefused() {
        IllegalActionException e = refused(state(character("a", BRITISH, null), character("b", FRENCH, "regular")),
                request(Action.STAND, Input.ACTOR, "a"));
        assertTrue(e.getMessage().contains("every character is Raw, Regular, Veteran or Hero"), e.getMessage());
    }

    @Test
    void everyActionHasItsRule() {
        assertEquals(11, RULES.actions().size());
        RULES.actions().forEach(a -> assertEquals("OHFA", a.rule().book(), a.id()));
        RULES.options().forEach(o -> assertTrue(o.rule().book().startsWith("OHFA"), o.id()));
    }
}
