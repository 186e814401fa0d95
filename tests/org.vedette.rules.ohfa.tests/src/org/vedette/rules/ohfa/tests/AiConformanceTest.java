package org.vedette.rules.ohfa.tests;

import org.junit.jupiter.api.Test;
import org.vedette.ai.conformance.Conformance;
import org.vedette.ai.conformance.RulesetConformance;
import org.vedette.rules.ohfa.Ohfa;

/**
 * The NPC AI's conformance kit ({@link RulesetConformance}, issue #30) on this ruleset: its example scenarios,
 * each with the actions the book lets its non-players take, and the scenarios the generator makes for it.
 */
class AiConformanceTest extends RulesetConformance {
    AiConformanceTest() {
        super(Conformance.component(Ohfa.class, "org.vedette.rules.ohfa.internal.OhfaRuleset"));
    }

    @Test
    void theAmbushAtTheFordPlayedByTheAiConforms() {
        example("ohfa-ambush-at-the-ford.json", 0,
                "move", "shoot", "aim", "charge", "commit-allocation", "play-card", "stand");
    }
}
