package org.vedette.rules.onehour.tests;

import org.junit.jupiter.api.Test;
import org.vedette.ai.conformance.Conformance;
import org.vedette.ai.conformance.RulesetConformance;
import org.vedette.rules.onehour.OneHour;

/**
 * The NPC AI's conformance kit ({@link RulesetConformance}, issue #30) on this ruleset: its example scenarios,
 * each with the actions the book lets its non-players take, and the scenarios the generator makes for it.
 */
class AiConformanceTest extends RulesetConformance {
    AiConformanceTest() {
        super(Conformance.component(OneHour.class, "org.vedette.rules.onehour.internal.OneHourRuleset"));
    }

    @Test
    void theBridgeAtAlmarazPlayedByTheAiConforms() {
        example("bridge-at-almaraz.json", 0, "move", "shoot", "charge", "fight");
    }
}
