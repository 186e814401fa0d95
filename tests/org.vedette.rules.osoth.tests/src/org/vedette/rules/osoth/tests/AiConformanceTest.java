package org.vedette.rules.osoth.tests;

import org.junit.jupiter.api.Test;
import org.vedette.ai.conformance.Conformance;
import org.vedette.ai.conformance.RulesetConformance;
import org.vedette.rules.osoth.Osoth;

/**
 * The NPC AI's conformance kit ({@link RulesetConformance}, issue #30) on this ruleset: its example scenarios,
 * each with the actions the book lets its non-players take, and the scenarios the generator makes for it.
 */
class AiConformanceTest extends RulesetConformance {
    AiConformanceTest() {
        super(Conformance.component(Osoth.class, "org.vedette.rules.osoth.internal.OsothRuleset"));
    }

    @Test
    void theSpyInTheVillagePlayedByTheAiConforms() {
        // The scenario sets no turn limit: with the AI on every side its games are given 12.
        example("osoth-the-spy-in-the-village.json", 12,
                "move", "stand", "charge", "attack", "fire-musket", "fire-pistol", "fire-rifle", "fire-carbine");
    }

    @Test
    void theMarquiseOfAlornaPlayedByTheAiConforms() {
        // The scenario sets no turn limit: with the AI on every side its games are given 12.
        example("osoth-the-marquise-of-alorna.json", 12,
                "move", "stand", "charge", "attack", "fire-musket", "fire-pistol", "fire-rifle", "fire-carbine",
                "interrogate-officers", "escort", "return-home");
    }
}
