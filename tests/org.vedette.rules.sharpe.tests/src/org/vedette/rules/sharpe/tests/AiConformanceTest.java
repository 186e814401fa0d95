package org.vedette.rules.sharpe.tests;

import org.junit.jupiter.api.Test;
import org.vedette.ai.conformance.Conformance;
import org.vedette.ai.conformance.RulesetConformance;
import org.vedette.rules.sharpe.Sharpe;

/**
 * The NPC AI's conformance kit ({@link RulesetConformance}, issue #30) on this ruleset: its example scenarios,
 * each with the actions the book lets its non-players take, and the scenarios the generator makes for it.
 */
class AiConformanceTest extends RulesetConformance {
    AiConformanceTest() {
        super(Conformance.component(Sharpe.class, "org.vedette.rules.sharpe.internal.SharpeRuleset"));
    }

    @Test
    void theMonasteryDoorPlayedByTheAiConforms() {
        example("the-monastery-door.json", 0, "move", "shoot", "reload", "attack");
    }
}
