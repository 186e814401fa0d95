package org.vedette.rules.picket.tests;

import org.junit.jupiter.api.Test;
import org.vedette.ai.conformance.Conformance;
import org.vedette.ai.conformance.RulesetConformance;
import org.vedette.rules.picket.Picket;

/**
 * The NPC AI's conformance kit on Picket, a ruleset Vedette does not ship (issue #30): the AI plays it by its
 * playbook alone, over its own scenario and the scenarios the generator makes for it.
 */
class AiConformanceTest extends RulesetConformance {
    AiConformanceTest() {
        super(Conformance.component(Picket.class, "org.vedette.rules.picket.internal.PicketRuleset"));
    }

    @Test
    void thePicketAtTheCrossroadsPlayedByTheAiConforms() {
        scenario(Services.crossroadsFile(), 0, "move", "shoot", "fight");
    }
}
