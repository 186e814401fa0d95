package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ui.tests.SharpeGameTest.set;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.RulesetsPart;
import org.vedette.ui.internal.parts.TurnPart;

/**
 * A turn of both sides of the risk-factor rules in the workbench (The Mill at
 * Sorauren) with entered dice: the Rulesets part lists the ruleset; each
 * side's Player Character dices for command points and commands what he can
 * through the Action Resolver, a command that fails leaves a group to the
 * Actions table, and Next at the end of the command phase dices it, the
 * entered die asked for like any other; then shooting, and the other side, to
 * turn 2.
 */
class RiskFactorGameTest {
    /** The example without its deployment: this turn is measured by hand, as a table without positions plays. */
    private static final String SCENARIO = "scenarios/the-mill-unplaced-test.json";

    @BeforeEach
    void write() throws IOException {
        String example = Files.readString(Workbench.workspace().resolve("scenarios/the-mill-at-sorauren.json"));
        String unplaced = example.replaceAll("\"deployment\": \\{(?:[^{}]|\\{[^{}]*\\})*\\},\\s*", "");
        assertTrue(unplaced.length() < example.length() && !unplaced.contains("\"deployment\""), "a deployment taken out");
        Files.writeString(Workbench.workspace().resolve(SCENARIO), unplaced);
        Games.folder().refresh();
        Workbench.spin();
    }

    @AfterEach
    void clear() throws IOException {
        Games.clear();
        Files.deleteIfExists(Workbench.workspace().resolve(SCENARIO));
        Games.folder().refresh();
        Workbench.spin();
    }

    /** Takes an action: the actor first (the form then offers his weapons), then the other inputs. */
    private static String take(ActionResolverPart resolver, String action, Object[] inputs, int... faces) {
        resolver.selectAction(action);
        set(resolver, inputs[0], inputs[1]);
        Workbench.spin();
        set(resolver, java.util.Arrays.copyOfRange(inputs, 2, inputs.length));
        return Games.take(resolver, faces);
    }

    @Test
    void aTurnOfBothSidesWithACommandThatFailsAndTheActionsTable() {
        RulesetsPart rulesets = Workbench.part(Workbench.RULESETS, RulesetsPart.class);
        assertTrue(rulesets.shownRulesetIds().contains("riskfactor"), rulesets.shownRulesetIds().toString());

        ActionResolverPart resolver = Games.resolver();
        Path game = Games.begin(SCENARIO, "games/mill");
        TurnPart turn = Games.turn();
        String t = turn.turnText();
        assertTrue(t.contains("Fitzroy's command's turn, 1. Command"), t);
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        assertEquals("riskfactor", resolver.ruleset().info().id());
        assertTrue(resolver.actionIds().contains("dice-for-command"), resolver.actionIds().toString());
        assertFalse(resolver.actionIds().contains("shoot"), "no shooting in the command phase: " + resolver.actionIds());

        // Lt Fitzroy, a Veteran: 3D6, 4 2 1 = 7; the light company (6) is commanded, the picket (4) is not.
        String o = take(resolver, "dice-for-command", new Object[] { "actor", "fitzroy" }, 4, 2, 1);
        assertTrue(o.startsWith("Lt Fitzroy has 7 command points"), o);
        o = take(resolver, "command", new Object[] { "actor", "fitzroy", "group", "lc-1", "distance", 30.0 });
        assertTrue(o.startsWith("Lt Fitzroy commands light-company (6 points; 1 left)"), o);
        assertTrue(turn.actorRow("Sgt Cole").endsWith("| Commanded"), turn.actorRow("Sgt Cole"));
        o = take(resolver, "command", new Object[] { "actor", "fitzroy", "group", "pk-1", "distance", 40.0 });
        assertTrue(o.startsWith("Lt Fitzroy fails to command picket: 1 point, 4 needed"), o);
        assertFalse(turn.actorRow("Pte Finch").contains("Commanded"), turn.actorRow("Pte Finch"));
        take(resolver, "observe", new Object[] { "actor", "pk-1", "enemy-in-range", true });

        // Next: the picket, raw and in range, dices 2 on the Actions table: Halt.
        t = Games.next(2);
        assertTrue(t.contains("2. Movement"), t);
        assertTrue(turn.actorRow("Pte Finch").contains("Actions-table result: Halt") && turn.actorRow("Pte Finch").contains("Morale: halted"),
                turn.actorRow("Pte Finch"));
        assertFalse(turn.actorRow("Pte Ashby").contains("Actions-table result:"), "the commanded company does not dice");

        // Shooting: the picket fires 2 shots; the second of the voltigeurs' group is wounded.
        assertTrue(Games.next().contains("3. Shooting"));
        o = take(resolver, "shoot", new Object[] { "actor", "pk-1", "target", "v-1", "weapon", "musket", "range", 35.0,
                "nearest", true }, 6, 5, 2, 1);
        assertTrue(o.startsWith("Pte Finch shoots at Voltigeur Arnaud at 35 cm: 2 shots, 1 hit: Voltigeur Arnaud wounded"), o);
        assertTrue(turn.actorRow("Voltigeur Arnaud").contains("| 1 wound |"), turn.actorRow("Voltigeur Arnaud"));

        // The French: Capitaine Moreau's 5 points fail to command the voltigeurs, who dice 4 on RF1: Advance.
        Games.next();
        t = Games.next();
        assertTrue(t.contains("Moreau's command's turn, 1. Command"), t);
        take(resolver, "dice-for-command", new Object[] { "actor", "moreau" }, 2, 2, 1);
        o = take(resolver, "command", new Object[] { "actor", "moreau", "group", "v-2", "distance", 20.0 });
        assertTrue(o.startsWith("Capitaine Moreau fails to command voltigeurs: 5 points, 6 needed"), o);
        Games.next(4, 3);
        assertTrue(turn.actorRow("Voltigeur Blanc").contains("Actions-table result: Advance"), turn.actorRow("Voltigeur Blanc"));
        assertTrue(turn.actorRow("Fusilier Gros").contains("Actions-table result: Continue"), "the conscripts, not commanded, dice too: "
                + turn.actorRow("Fusilier Gros"));

        Games.next();
        Games.next();
        t = Games.next();
        assertTrue(t.contains("Turn 2") && t.contains("Fitzroy's command's turn, 1. Command"), t);
        assertFalse(turn.actorRow("Pte Finch").contains("Actions-table result:"), "last turn's result is over: " + turn.actorRow("Pte Finch"));
        assertTrue(turn.actorRow("Pte Finch").contains("Morale: halted"), "its morale stays");
        assertEquals(17, Games.lines(game).size(), "the header and 16 moves");
    }
}
