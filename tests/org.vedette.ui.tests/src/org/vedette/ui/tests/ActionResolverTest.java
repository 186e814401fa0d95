package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Deque;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.RefereeDesk;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.EditorPart;
import org.vedette.ui.internal.parts.GameLogPart;
import org.vedette.ui.internal.parts.WorkspacePart;

/**
 * The referee's form on the example scenario (One Hour): the form is built
 * from the shoot action's inputs, the action is taken with dice entered by
 * hand and with the computer's, and each outcome is shown and logged.
 */
class ActionResolverTest {
    private ActionResolverPart resolver;
    private Path scenario;

    @BeforeEach
    void openTheExampleScenario() {
        scenario = Workbench.workspace().resolve("scenarios/bridge-at-almaraz.json");
        WorkspacePart workspace = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        workspace.open(Workbench.context().get(WorkspaceFolder.class).file(scenario).orElseThrow());
        Workbench.spin();
        EditorPart editor = (EditorPart) Workbench.partService().getActivePart().getObject();
        assertEquals(scenario, editor.file());
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        Workbench.context().get(RefereeDesk.class).reset(scenario);
        resolver.selectScenario(scenario);
        resolver.selectAction("shoot");
        // The form keeps what was typed when it is rebuilt; each test starts from an empty one.
        resolver.field("actor").set(null);
        resolver.field("target").set(null);
        resolver.field("range").set(null);
    }

    @Test
    void theShootFormHasTheWidgetEachInputTypeCallsFor() {
        assertInstanceOf(Combo.class, resolver.field("actor").control(), "an actor is a combo of the scenario's units");
        Combo actor = (Combo) resolver.field("actor").control();
        assertTrue(java.util.List.of(actor.getItems()).contains("50th (West Kent) Foot — british"),
                java.util.List.of(actor.getItems()).toString());
        assertInstanceOf(Text.class, resolver.field("range").control(), "a decimal in inches is a checked text box");
        assertInstanceOf(Combo.class, resolver.field("cover").control(), "a choice is a combo");
        Button blocked = assertInstanceOf(Button.class, resolver.field("line-blocked").control());
        assertTrue((blocked.getStyle() & SWT.CHECK) != 0, "a flag is a check box");
        assertFalse(resolver.canTakeAction(), "the actor, target and range are required");
        resolver.field("range").set(130.0);
        assertTrue(resolver.field("range").problem().orElse("").contains("from 0 to 120 in"),
                resolver.field("range").problem().toString());
    }

    @Test
    void aOneHourShotWithEnteredDiceIsResolvedShownAndLogged() {
        fill("50th-foot", "39e-ligne", 10.0);
        resolver.useEnteredDice(true);
        assertEquals(DiceSetting.ENTERED, InstanceScope.INSTANCE.getNode(DiceSetting.NODE).get(DiceSetting.KEY, null));
        Deque<Integer> left = Workbench.answerDice(5, 2);
        resolver.takeAction();
        Workbench.stopAnswering();
        assertTrue(left.isEmpty(), "both shooting dice were asked for");

        // Infantry roll 2 dice, hits on 4+: 5 hits, 2 misses (1H Assess Casualties - Shooting).
        String outcome = resolver.outcomeText();
        assertTrue(outcome.startsWith("50th (West Kent) Foot shoots at 39e de Ligne at 10\": 1 hit"), outcome);
        assertTrue(outcome.contains("Dice: entered by hand: 5, 2"), outcome);
        assertTrue(outcome.contains("shooting dice (hit on 4+): 5, 2"), outcome);
        assertTrue(outcome.contains("39e de Ligne: fresh → 1 wound"), "the unit by its name: " + outcome);
        assertTrue(outcome.contains("[1H §"), "every step cites its rule: " + outcome);

        GameLogPart log = Workbench.part(Workbench.GAME_LOG, GameLogPart.class);
        String logged = log.shownText();
        assertTrue(logged.contains("Shoot: 50th (West Kent) Foot → 39e de Ligne (Range 10 in"), logged);
        assertTrue(logged.contains(") — scenarios/bridge-at-almaraz.json (onehour)"), logged);
        assertTrue(logged.contains("Dice: entered by hand: 5, 2"), logged);
        assertTrue(logged.contains("Event: 39e-ligne: fresh → 1 wound"), logged);

        // The hit stays on the table: the target now shows it.
        Combo target = (Combo) resolver.field("target").control();
        assertTrue(target.getText().contains("(1 wound)"), target.getText());
    }

    @Test
    void theComputersDiceAreSeededAndTheSeedIsLogged() {
        fill("71st-hli", "6e-leger", 8.0);
        resolver.useEnteredDice(false);
        assertEquals(DiceSetting.COMPUTER, InstanceScope.INSTANCE.getNode(DiceSetting.NODE).get(DiceSetting.KEY, null));
        resolver.takeAction();
        String outcome = resolver.outcomeText();
        assertTrue(outcome.startsWith("71st Highland Light Infantry shoots"), outcome);
        assertTrue(outcome.contains("Dice: the computer's, seed "), outcome);
        String logged = Workbench.part(Workbench.GAME_LOG, GameLogPart.class).shownText();
        assertTrue(logged.contains("Dice: the computer's, seed "), logged);
    }

    @Test
    void aShotOutOfRangeIsRefusedWithItsRuleAndChangesNothing() {
        fill("92nd-highlanders", "regiment-de-prusse", 20.0);
        resolver.useEnteredDice(true);
        resolver.takeAction();
        String outcome = resolver.outcomeText();
        assertTrue(outcome.startsWith("Refused: "), outcome);
        assertTrue(outcome.contains("out of range: 20\" away, and Infantry shoot up to 12\""), outcome);
        assertTrue(outcome.contains("(1H §"), outcome);
        Combo target = (Combo) resolver.field("target").control();
        assertFalse(target.getText().contains("wound"), target.getText());
        Workbench.waitUntil("the refusal in the log", Duration.ofSeconds(5), () -> Workbench
                .part(Workbench.GAME_LOG, GameLogPart.class).shownText().contains("Refused: "));
    }

    private void fill(String actor, String target, double range) {
        resolver.field("actor").set(actor);
        resolver.field("target").set(target);
        resolver.field("range").set(range);
        assertTrue(resolver.canTakeAction(), resolver.problemText());
    }
}
