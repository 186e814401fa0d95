package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.parts.RulesetsPart;

/** Rulesets are services: a ruleset bundle stopped or started at run time leaves or joins the part. */
class RulesetsPartTest {
    @Test
    void theOneHourBundleStoppedAndStartedLeavesAndRejoinsTheRulesetsPart() throws Exception {
        RulesetsPart part = Workbench.part(Workbench.RULESETS, RulesetsPart.class);
        RulesetShelf shelf = Workbench.context().get(RulesetShelf.class);
        assertTrue(part.shownRulesetIds().contains("onehour"), part.shownRulesetIds().toString());
        Bundle oneHour = Arrays.stream(FrameworkUtil.getBundle(getClass()).getBundleContext().getBundles())
                .filter(b -> b.getSymbolicName().equals("org.vedette.rules.onehour")).findFirst().orElse(null);
        assertNotNull(oneHour, "the One Hour bundle is installed");
        try {
            oneHour.stop();
            Workbench.waitUntil("One Hour to leave the Rulesets part", Duration.ofSeconds(10),
                    () -> !part.shownRulesetIds().contains("onehour"));
            assertTrue(shelf.find("onehour").isEmpty());
        } finally {
            oneHour.start();
        }
        Workbench.waitUntil("One Hour to come back to the Rulesets part", Duration.ofSeconds(10),
                () -> part.shownRulesetIds().contains("onehour"));
        assertFalse(shelf.find("onehour").isEmpty());
    }
}
