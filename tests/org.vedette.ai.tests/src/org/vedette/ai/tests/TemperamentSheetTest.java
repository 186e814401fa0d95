package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.osoth.Osoth;
import org.vedette.ai.internal.Npc;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.riskfactor.RiskFactor;

/** The temperament sheet a designer edits: read once, its mistakes said with their line. */
class TemperamentSheetTest {
    @Test
    void theBundledSheetMapsTheTemperamentOfOneHourAndTheRiskFactorRules() {
        List<String> rulesets = new Npc().rulesets();
        assertTrue(rulesets.contains(OneHour.RULESET) && rulesets.contains(RiskFactor.RULESET), rulesets::toString);
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
    void theBundledSheetMapsOhfaAndOsothToo() {
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
