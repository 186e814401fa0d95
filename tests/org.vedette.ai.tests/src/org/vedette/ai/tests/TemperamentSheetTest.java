package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.osoth.Osoth;
import org.vedette.actions.Playbook;
import org.vedette.ai.conformance.Components;
import org.vedette.ai.internal.Npc;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.sharpe.Sharpe;

/**
 * The temperament sheets a designer edits, each ruleset's in its playbook: read once, its mistakes said with
 * their playbook and line.
 */
class TemperamentSheetTest {
    /** A playbook as a ruleset's bundle would offer it. */
    private record Book(String ruleset, String name, String sheet) implements Playbook {
    }

    @Test
    void everyRulesetBundleBringsItsOwnPlaybook() {
        List<String> rulesets = Games.AI.rulesets();
        assertEquals(List.of(Ohfa.RULESET, OneHour.RULESET, Osoth.RULESET, RiskFactor.RULESET, Sharpe.RULESET),
                rulesets.stream().sorted().toList());
        assertEquals(5, Components.all(Playbook.class).size(), "one playbook a ruleset");
    }

    @Test
    void aPlaybookLineForAnotherRulesetIsRefusedWithThePlaybookAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Npc.of(new Book("duel",
                "duel/temperament.txt", "# the duel's\ndo onehour movement advance move actor=@self | 1H | Movement\n")));
        assertEquals("duel/temperament.txt:2: a line for the ruleset 'onehour' in the playbook of 'duel'",
                e.getMessage());
    }

    @Test
    void twoPlaybooksForOneRulesetAreRefused() {
        String line = "do duel * advance move actor=@self | Duel | 1\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Npc.of(new Book("duel", "a.txt", line), new Book("duel", "b.txt", line)));
        assertEquals("two playbooks for the ruleset 'duel': a.txt and b.txt", e.getMessage());
    }

    @Test
    void aRulesetWithAPlaybookIsOneTheAiPlays() {
        Npc ai = Npc.of(new Book("duel", "duel/temperament.txt", "do duel * advance move actor=@self | Duel | 1\n"));
        assertEquals(List.of("duel"), ai.rulesets());
    }

    @Test
    void aLineWithAnUnknownResultIsRefusedWithItsLineNumber() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Npc.withSheet("# tuned\n\ndo onehour movement charge move actor=@self | 1H | Movement\n", "mine.txt"));
        assertEquals("mine.txt:3: no Actions-table result 'charge'", e.getMessage());
    }

    @Test
    void aLineWithoutItsBookAndSectionIsRefusedWithItsLineNumber() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Npc.withSheet("allowance onehour type=infantry 6\n", "mine.txt"));
        assertEquals("mine.txt:1: a line ends with '| BOOK | SECTION'", e.getMessage());
    }

    @Test
    void theRulesetsPlaybooksMapOhfaAndOsothToo() {
        List<String> rulesets = Games.AI.rulesets();
        assertTrue(rulesets.contains(Ohfa.RULESET) && rulesets.contains(Osoth.RULESET), rulesets::toString);
    }

    @Test
    void anArchetypeTargetingAnArchetypeNotInTheSheetIsRefusedWithItsLineNumber() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Npc.withSheet(
                "archetype bandits osoth type=bandit | OSOTH | IV Bandits\n"
                        + "targets bandits convoys | OSOTH | IV Bandits\n", "mine.txt"));
        assertEquals("mine.txt:2: no archetype 'convoys' to target", e.getMessage());
    }

    @Test
    void anAttitudeThatIsNotOneOfTheSettingsIsRefusedWithItsLineNumber() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Npc.withSheet(
                "archetype bandits osoth type=bandit | OSOTH | IV Bandits\n\n"
                        + "attitude bandits die=-1 greedy | OSOTH | IV Bandits\n", "mine.txt"));
        assertEquals("mine.txt:3: an attitude is die=N, intent=RESULT, threat=INCHES, avoids=A,B or travels, not 'greedy'",
                e.getMessage());
    }
}
