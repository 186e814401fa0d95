package org.vedette.rules.riskfactor.tests;

import org.junit.jupiter.api.Test;
import org.vedette.ai.conformance.Conformance;
import org.vedette.ai.conformance.RulesetConformance;
import org.vedette.rules.riskfactor.RiskFactor;

/**
 * The NPC AI's conformance kit ({@link RulesetConformance}, issue #30) on this ruleset: its example scenarios,
 * each with the actions the book lets its non-players take, and the scenarios the generator makes for it.
 */
class AiConformanceTest extends RulesetConformance {
    AiConformanceTest() {
        super(Conformance.component(RiskFactor.class, "org.vedette.rules.riskfactor.internal.RiskFactorRuleset"));
    }

    @Test
    void theMillAtSoraurenPlayedByTheAiConforms() {
        example("the-mill-at-sorauren.json", 0,
                "move", "shoot", "fight", "load", "activate", "command", "dice-for-command");
    }
}
