package org.vedette.rules.sharpe.tests;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.ai.conformance.Conformance;
import org.vedette.ai.conformance.Report;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;
import org.vedette.rules.sharpe.Sharpe;

/**
 * The NPC AI's conformance kit ({@link Conformance}, issue #30) on this ruleset: {@value Conformance#GAMES}
 * AI-vs-AI games of each of its example scenarios and as many spread over scenarios the generator makes for it
 * ({@code -Dvedette.games=N} plays fewer for a quick look). Each prints what the games did.
 */
class AiConformanceTest {
    private static final Ruleset RULES = Conformance.component(Sharpe.class, "org.vedette.rules.sharpe.internal.SharpeRuleset");
    private static final Conformance KIT = Conformance.of(RULES);

    /**
     * The example the-monastery-door.json with the AI on every side: every game ends, nothing the table forbids, the suggestion shown
     * is the one played, each action the book lets its non-players take is played, and fewer than 5% of the games
     * pass with no shot, charge or fight.
     */
    @Test
    void theMonasteryDoorPlayedByTheAiConforms() {
        Report r = KIT.play("the-monastery-door.json", Conformance.example("the-monastery-door.json", RulesetCatalog.of(RULES)), 0,
                Conformance.games());
        System.out.println(r.summary());
        r.assertConforms(Set.of("move", "shoot", "reload", "attack"), Conformance.UNENGAGED);
    }

    /** Generated scenarios: the same checks but the share of games without a fight, which is printed. */
    @Test
    void generatedScenariosPlayedByTheAiConform() {
        Report r = KIT.generated();
        System.out.println(r.summary());
        r.assertConforms(Set.of("move"), 0);
    }
}
