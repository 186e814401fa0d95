package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.ui.internal.model.Rulebook;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.parts.ActionResolverPart;

/**
 * Help with the rulebook passage behind each citation (issue 17, point 9):
 * a ruleset bundle ships its book and its rulings, a citation is found in
 * them by its section, and a click on a citation in an outcome shows it.
 */
class RulebookHelpTest {
    private static Ruleset ruleset(String id) {
        return Workbench.context().get(RulesetShelf.class).catalog().find(id).orElseThrow();
    }

    @Test
    void aCitationIsFoundInTheBookByItsSection() {
        Rulebook.Passage reloading = Rulebook.passage(ruleset("sharpe"), RuleRef.of("Sharpe", "7 Shooting — Reloading"))
                .orElseThrow();
        assertTrue(reloading.text().startsWith("### Reloading"), reloading.text());
        assertTrue(reloading.text().contains("Muskets could be fired about 3 times a minute"), reloading.text());
        assertTrue(reloading.where().startsWith("Sharpe rulebook, line "), reloading.where());

        // One Hour's "Assess Casualties" for shooting, not the hand-to-hand one further on.
        Rulebook.Passage shooting = Rulebook.passage(ruleset("onehour"), RuleRef.of("1H", "Shooting — Assess Casualties"))
                .orElseThrow();
        assertTrue(shooting.text().contains("Units roll a number of dice when shooting"), shooting.text());

        Rulebook.Passage ruling = Rulebook.passage(ruleset("onehour"), RuleRef.of("1H RULINGS.md",
                "D2 — 2* cap before cover saves")).orElseThrow();
        assertTrue(ruling.text().startsWith("## D2."), ruling.text());

        assertTrue(Rulebook.passage(ruleset("sharpe"), RuleRef.of("Sharpe", "Quidditch")).isEmpty());
    }

    @Test
    void aClickOnACitationOpensItsPassage() {
        ActionResolverPart resolver = Games.shotAtTheTable();
        resolver.takeAction();
        Workbench.spin();
        List<RuleRef> cited = resolver.citations();
        assertFalse(cited.isEmpty(), resolver.outcomeText());
        int i = cited.indexOf(RuleRef.of("1H", "Shooting — Assess Casualties"));
        assertTrue(i >= 0, cited.toString());
        resolver.openCitation(i);
        Workbench.spin();
        Shell help = Workbench.shells().stream().filter(s -> !s.isDisposed() && s.isVisible()
                && s.getText().equals(cited.get(i).toString())).findFirst().orElseThrow();
        String shown = String.join("\n", Workbench.texts(help));
        help.close();
        assertTrue(shown.contains("Units roll a number of dice when shooting"), shown);
    }
}
