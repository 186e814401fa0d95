package org.vedette.ai.tests;

import org.vedette.ai.conformance.Resolving;
import org.vedette.ai.conformance.TableCheck;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.rules.Ruleset;

/**
 * The test's recording ruleset asks the real one every question the AI may ask: a default method of
 * {@link Ruleset} it did not pass on (a ruleset's reach, its losses) would have the test's games played by other
 * rules than the product's, and no count over them would mean anything.
 */
class ResolvingTest {
    @Test
    void everyQuestionOfTheRulesetSpiIsPassedOn() {
        List<String> missed = new ArrayList<>();
        for (Method m : Ruleset.class.getMethods()) {
            if (Modifier.isStatic(m.getModifiers())) continue;
            try {
                Method own = Resolving.class.getDeclaredMethod(m.getName(), m.getParameterTypes());
                if (own.isSynthetic()) missed.add(m.toString());
            } catch (NoSuchMethodException e) {
                missed.add(m.getName());
            }
        }
        assertEquals(List.of(), missed, "Ruleset methods Resolving does not pass on");
    }
}
