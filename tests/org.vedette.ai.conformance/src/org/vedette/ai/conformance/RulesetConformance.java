package org.vedette.ai.conformance;

import java.nio.file.Path;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;

/**
 * The kit as a ruleset's tests run it: a ruleset's {@code AiConformanceTest} extends this with its own ruleset,
 * adds a test for each of its example scenarios ({@link #example}), and inherits the test of the scenarios the
 * generator makes for it. {@value Conformance#GAMES} games each ({@code -Dvedette.games=N} plays fewer for a quick
 * look); each test prints what the games did.
 */
public abstract class RulesetConformance {
    private final Ruleset rules;
    private final Conformance kit;

    /** @param rules the ruleset, as its bundle makes it ({@link Conformance#component}) */
    protected RulesetConformance(Ruleset rules) {
        this.rules = rules;
        this.kit = Conformance.of(rules);
    }

    /**
     * The example with the AI on every side: every game ends, nothing the table forbids, the suggestion shown is
     * the one played, each of {@code mustPlay} (the actions the book lets its non-players take) is played, and
     * fewer than 5% of the games pass with no shot, charge or fight.
     *
     * @param turns the turn limit for a scenario that sets none (with the AI on every side a game needs one), 0
     *              for the scenario's own
     */
    protected final void example(String file, int turns, String... mustPlay) {
        conforms(file, Conformance.example(file, RulesetCatalog.of(rules)), turns, mustPlay);
    }

    /** A scenario file of the ruleset's own tests (one that ships no examples), checked as {@link #example} does. */
    protected final void scenario(Path file, int turns, String... mustPlay) {
        conforms(file.getFileName().toString(), Conformance.read(file, RulesetCatalog.of(rules)), turns, mustPlay);
    }

    private void conforms(String name, Scenario scenario, int turns, String... mustPlay) {
        Report r = kit.play(name, scenario, turns, Conformance.games());
        System.out.println(r.summary());
        r.assertConforms(Set.of(mustPlay), Conformance.UNENGAGED);
    }

    /** Generated scenarios: the same checks but the share of games without a fight, which is printed. */
    @Test
    public void generatedScenariosPlayedByTheAiConform() {
        Report r = kit.generated();
        System.out.println(r.summary());
        r.assertConforms(Set.of("move"), 0);
    }
}
