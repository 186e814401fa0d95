package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code vedette rulesets}: the rulesets come from the services, with every action input described. */
class RulesetsCommandTest {
    @Test
    void listsOneHourFoundAsAServiceWithItsActionsAndTheirInputs() {
        Cli.Run r = Cli.run("rulesets");
        assertEquals(0, r.code(), r::toString);
        // Other ruleset bundles may be installed too: One Hour is one of the rulesets listed.
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("onehour — Napoleonic One Hour Wargame")), r::toString);
        assertTrue(r.out().contains("distances in inches (in); each unit acts"), r::toString);
        assertTrue(r.out().contains("    shoot — in turn, phases shooting [1H §Shooting]"), r::toString);
        // An input line: id, label, type, range with unit, required.
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("      range (Range): decimal, from 0 to ")
                && l.contains(" in, required")), r::toString);
        // A choice input lists its choices and its default.
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("      cover (") && l.contains("one of none")
                && l.contains("default none")), r::toString);
        assertTrue(r.out().contains("  options:\n    troop-quality"), r::toString);
    }

    @Test
    void briefGivesOneLinePerRuleset() {
        Cli.Run r = Cli.run("rulesets", "--brief");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().lines().allMatch(l -> l.matches("[a-z0-9-]+ — .*")), r::toString);
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("onehour — ")), r::toString);
    }

    @Test
    void anUnknownRulesetNamesTheInstalledOnes() {
        Cli.Run r = Cli.run("rulesets", "sharpes");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith("vedette: unknown ruleset 'sharpes'; installed: ") && r.err().contains("onehour"),
                r::toString);
        assertEquals("", r.out());
    }
}
