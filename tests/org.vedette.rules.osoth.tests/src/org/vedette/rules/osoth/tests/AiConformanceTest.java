package org.vedette.rules.osoth.tests;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.ai.conformance.Conformance;
import org.vedette.ai.conformance.Report;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;
import org.vedette.rules.osoth.Osoth;

/**
 * The NPC AI's conformance kit ({@link Conformance}, issue #30) on this ruleset: {@value Conformance#GAMES}
 * AI-vs-AI games of each of its example scenarios and as many spread over scenarios the generator makes for it
 * ({@code -Dvedette.games=N} plays fewer for a quick look). Each prints what the games did.
 */
class AiConformanceTest {
    private static final Ruleset RULES = Conformance.component(Osoth.class, "org.vedette.rules.osoth.internal.OsothRuleset");
    private static final Conformance KIT = Conformance.of(RULES);

    /**
     * The example osoth-the-spy-in-the-village.json with the AI on every side: every game ends, nothing the table forbids, the suggestion shown
     * is the one played, each action the book lets its non-players take is played, and fewer than 5% of the games
     * pass with no shot, charge or fight. The scenario sets no turn limit: with the AI on every side the games are given 12.
     */
    @Test
    void theSpyInTheVillagePlayedByTheAiConforms() {
        Report r = KIT.play("osoth-the-spy-in-the-village.json", Conformance.example("osoth-the-spy-in-the-village.json", RulesetCatalog.of(RULES)), 12,
                Conformance.games());
        System.out.println(r.summary());
        r.assertConforms(Set.of("move", "stand", "charge", "fire-musket", "fire-pistol", "fire-rifle", "fire-carbine"), Conformance.UNENGAGED);
    }

    /**
     * The example osoth-the-marquise-of-alorna.json with the AI on every side: every game ends, nothing the table forbids, the suggestion shown
     * is the one played, each action the book lets its non-players take is played, and fewer than 5% of the games
     * pass with no shot, charge or fight. The scenario sets no turn limit: with the AI on every side the games are given 12.
     */
    @Test
    void theMarquiseOfAlornaPlayedByTheAiConforms() {
        Report r = KIT.play("osoth-the-marquise-of-alorna.json", Conformance.example("osoth-the-marquise-of-alorna.json", RulesetCatalog.of(RULES)), 12,
                Conformance.games());
        System.out.println(r.summary());
        r.assertConforms(Set.of("move", "stand", "charge", "fire-musket", "fire-pistol", "fire-rifle", "fire-carbine", "interrogate-officers", "return-home"), Conformance.UNENGAGED);
    }

    /** Generated scenarios: the same checks but the share of games without a fight, which is printed. */
    @Test
    void generatedScenariosPlayedByTheAiConform() {
        Report r = KIT.generated();
        System.out.println(r.summary());
        r.assertConforms(Set.of("move"), 0);
    }
}
