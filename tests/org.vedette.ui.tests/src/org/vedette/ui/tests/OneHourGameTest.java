package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ui.tests.SharpeGameTest.set;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.GameLogPart;
import org.vedette.ui.internal.parts.TurnPart;
import org.vedette.ui.internal.parts.WorkspacePart;

/**
 * A One Hour game in the workbench: begun, a shot refused out of its phase,
 * Next to the shooting phase, a shot with entered dice, Next through the
 * phases to the other side's turn; and game files that are cut off or
 * corrupt, opened with a warning or refused with a message.
 */
class OneHourGameTest {
    private static final String SCENARIO = "scenarios/bridge-at-almaraz.json";

    @AfterEach
    void clear() {
        Games.clear();
    }

    @Test
    void aShotAndNextThroughThePhases() {
        ActionResolverPart resolver = Games.resolver();
        Path game = Games.beginUnplaced(SCENARIO, "games/almaraz"); // ".game" is added
        assertEquals(Workbench.workspace().resolve("games/almaraz.game"), game);
        TurnPart turn = Games.turn();
        String t = turn.turnText();
        assertTrue(t.contains("Turn 1 — 1. Movement"), t);
        assertTrue(t.contains("Hill's column's turn, 1. Movement. To act: "), t);
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        assertEquals("onehour", resolver.ruleset().info().id());
        assertTrue(resolver.situationText().startsWith("The Bridge at Almaraz"), resolver.situationText());

        // The movement phase offers no shot (1H §Sequence of Play): the list follows the phase.
        assertFalse(resolver.actionIds().contains("shoot"), resolver.actionIds().toString());
        assertTrue(resolver.actionIds().contains("move"), resolver.actionIds().toString());
        assertEquals(2, Games.lines(game).size());

        t = Games.next();
        assertTrue(t.contains("Turn 1 — 3. Shooting"), t);
        assertTrue(resolver.actionIds().contains("shoot"), resolver.actionIds().toString());
        assertFalse(resolver.actionIds().contains("move"), resolver.actionIds().toString());
        resolver.selectAction("shoot");
        set(resolver, "actor", "50th-foot", "target", "39e-ligne", "range", 10.0);
        String o = Games.take(resolver, 5, 2);
        assertTrue(o.startsWith("50th (West Kent) Foot shoots at 39e de Ligne at 10\": 1 hit"), o);
        assertTrue(turn.actorRow("39e de Ligne").contains("| 1 wound |"), turn.actorRow("39e de Ligne"));
        String log = Workbench.part(Workbench.GAME_LOG, GameLogPart.class).shownText();
        assertTrue(log.contains("Shoot: 50th (West Kent) Foot → 39e de Ligne (Range 10 in"), log);
        assertTrue(log.contains(") — games/almaraz.game (onehour)"), log);
        assertTrue(log.contains("Dice: entered by hand: 5, 2"), log);

        assertTrue(Games.next().contains("Turn 1 — 4. Hand to Hand Combat"));
        assertTrue(Games.next().contains("Turn 1 — 5. Eliminating Units"));
        t = Games.next();
        assertTrue(t.contains("Turn 1 — 1. Movement"), t);
        assertTrue(t.contains("Garrison of Almaraz's turn"), t);
        assertEquals(7, Games.lines(game).size());
        assertTrue(turn.actorRow("39e de Ligne").startsWith("▶"), "the French move now: " + turn.actorRow("39e de Ligne"));
        assertFalse(turn.actorRow("50th (West Kent) Foot").startsWith("▶"));
    }

    @Test
    void theGameMenusCommandsMoveUndoAndClose() {
        Games.resolver().useEnteredDice(false);
        Path game = Games.begin(SCENARIO, "games/commands.game");
        assertTrue(command("org.vedette.ui.command.game.next"));
        assertTrue(Games.turn().turnText().contains("3. Shooting"), Games.turn().turnText());
        assertEquals(3, Games.lines(game).size());
        assertTrue(command("org.vedette.ui.command.game.undo"));
        assertTrue(Games.turn().turnText().contains("1. Movement"), Games.turn().turnText());
        assertEquals(2, Games.lines(game).size());
        assertFalse(command("org.vedette.ui.command.game.undo"), "the beginning cannot be undone");
        assertTrue(command("org.vedette.ui.command.game.close"));
        assertFalse(Games.open().isOpen());
        assertFalse(command("org.vedette.ui.command.game.next"), "no game, no Next");
        ActionResolverPart resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        assertFalse(resolver.situationText().contains("Game"), "the resolver is back to scenarios: "
                + resolver.situationText());
    }

    /** Runs a command of the application model through its handler, as its menu item does; false when disabled. */
    private static boolean command(String id) {
        var commands = Workbench.context().get(org.eclipse.e4.core.commands.ECommandService.class);
        var handlers = Workbench.context().get(org.eclipse.e4.core.commands.EHandlerService.class);
        var c = commands.createCommand(id, null);
        if (!handlers.canExecute(c)) return false;
        handlers.executeHandler(c);
        Workbench.spin();
        return true;
    }

    @Test
    void aJournalCutOffMidEntryOpensWithTheWarningShown() throws IOException {
        Games.resolver().useEnteredDice(false);
        Path game = Games.begin(SCENARIO, "games/torn.game");
        Games.next();
        Games.play().close();
        Files.writeString(game, Files.readString(game) + "{\"kind\":\"advance\",\"fac", StandardCharsets.UTF_8);
        open(game);
        String t = Games.turn().turnText();
        assertTrue(t.contains("⚠ line 4 is cut off (the program stopped while writing it)"), t);
        assertTrue(t.contains("3. Shooting"), "the whole entries replay: " + t);
        Games.next();
        assertFalse(Games.turn().turnText().contains("cut off"), "the next move cuts the torn line off");
        assertEquals(4, Games.lines(game).size());
    }

    @Test
    void aCorruptJournalIsRefusedWithAMessageAndNothingOpens() throws IOException {
        Games.resolver().useEnteredDice(false);
        Path game = Games.begin(SCENARIO, "games/corrupt.game");
        Games.next();
        Games.next();
        Games.play().close();
        List<String> lines = Games.lines(game);
        lines.set(2, lines.get(2).replace("\"kind\":\"advance\",", "\"kind\":\"advance\" "));
        Files.write(game, lines);
        List<String> said = Workbench.closeMessage("Open Game");
        open(game);
        assertFalse(Games.open().isOpen());
        String message = String.join("\n", said);
        assertTrue(message.contains("corrupt.game is not a game journal Vedette can read: line 3: not valid JSON"),
                message);
        assertFalse(message.contains("Exception"), "a message, not a stack trace: " + message);
    }

    private static void open(Path game) {
        WorkspacePart workspace = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        Games.folder().refresh();
        Workbench.waitUntil("the game in the Workspace part", java.time.Duration.ofSeconds(10),
                () -> workspace.shownFiles(FileKind.GAME).stream().anyMatch(f -> f.path().equals(game)));
        WorkspaceFile file = workspace.shownFiles(FileKind.GAME).stream().filter(f -> f.path().equals(game))
                .findFirst().orElseThrow();
        workspace.open(file);
        Workbench.spin();
    }
}
