package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.io.JournalFile;
import org.vedette.io.RulesetCatalog;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.WorkspacePart;

/**
 * Every move the workbench records is reported as recorded, after an Undo
 * and after the game is opened again, while a real change made by another
 * program is still caught before a move is added to it; and the workspace
 * watcher goes on following the disk through files that come and go at once
 * (an atomic save's temporary file, a journal's lock file).
 */
class RecordingTest {
    private static final String SCENARIO = "scenarios/the-monastery-door.json";
    private static final String GAME = "games/recording.game";

    @AfterEach
    void clear() {
        Games.clear();
    }

    /** Sharpe §3 order of movement: Sharpe 6+6, Harper 5+5, Harris 4+4, Hagman 4+2, Leroux 5+6, Dubois 4+5, Martin 3+4, Petit 3+2. */
    private static Path begin() {
        return Games.begin(SCENARIO, GAME, 6, 5, 4, 2, 6, 5, 4, 2);
    }

    @Test
    void aMoveAfterAnUndoIsRecordedAndShown() {
        ActionResolverPart resolver = Games.resolver();
        Path game = begin();
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        // A shot, whose headline names firer and target only when explained (Sharpe §7):
        // the entry a replay rebuilds is worded otherwise than the one in the file.
        sharpeShootsLeroux(resolver);
        Games.next();
        resolver.selectAction("move");
        SharpeGameTest.set(resolver, "pace", "walk", "distance", 6.0);
        Games.take(resolver);
        assertEquals(5, Games.lines(game).size());

        Games.turn().undo();
        Workbench.spin();
        assertEquals(4, Games.lines(game).size(), "Undo took the walk back");

        resolver.selectAction("move");
        SharpeGameTest.set(resolver, "pace", "walk", "distance", 5.0);
        String o = Games.take(resolver);
        assertTrue(o.startsWith("Sgt Harper walks 5\""), o);
        assertEquals(5, Games.lines(game).size(), "the walk is in the journal");
        assertTrue(Games.lines(game).get(4).contains("\"distance\":5"), Games.lines(game).get(4));
        LogEntry last = lastLog();
        assertTrue(last.headline().contains("walks 5\""), "the game log has the move: " + last.text());

        // Next after it raises nothing and moves the order on.
        String t = Games.next();
        assertTrue(t.contains("To act: Capitaine Leroux"), t);
        assertEquals(6, Games.lines(game).size());

        // Closed and opened again (a replay): the next move is recorded and reported so too.
        Games.play().close();
        Workbench.spin();
        assertTrue(Games.play().open(null, game));
        Workbench.spin();
        Games.turn().undo();
        Workbench.spin();
        t = Games.next();
        assertTrue(t.contains("To act: Capitaine Leroux"), t);
        assertEquals(6, Games.lines(game).size());
    }

    @Test
    void aChangeByAnotherProgramIsCaughtBeforeTheMoveIsAdded() throws IOException {
        ActionResolverPart resolver = Games.resolver();
        Path game = begin();
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        sharpeShootsLeroux(resolver);
        assertEquals(3, Games.lines(game).size());
        assertTrue(Games.turn().turnText().contains("To act: Capt Sharpe"), Games.turn().turnText());

        // The command line takes the shot back ('vedette game undo') while the game is open here.
        JournalFile.removeLast(game, JournalFile.load(game, RulesetCatalog.of(Games.open().rules())).value());
        List<String> changed = Games.lines(game);
        assertEquals(2, changed.size());

        // Next here, on the game as it was: the file is checked first, nothing is added to it.
        List<String> said = Workbench.closeMessage("Next");
        Games.turn().next();
        Workbench.spin();
        String message = String.join("\n", said);
        assertTrue(message.contains("recording.game was changed by another program while it was open here;"
                + " this move was not recorded, and the game is now as the file has it"), message);
        assertEquals(changed, Games.lines(game), "nothing was added to the file another program changed");
        assertEquals(1, Games.open().journal().logged().size(), "the game is as the file has it");
        assertTrue(Games.turn().turnText().contains("To act: Capt Sharpe"), Games.turn().turnText());
        assertTrue(Games.turn().actorRow("Capitaine Leroux").contains("| fresh |"), "the shot is gone: "
                + Games.turn().actorRow("Capitaine Leroux"));
    }

    @Test
    void theWatcherFollowsTheDiskThroughUndosAndVanishingFiles() throws IOException {
        Games.resolver();
        Path game = begin();
        Path games = game.getParent();
        // Files that appear and vanish at once, as an atomic save's temporary file does.
        for (int i = 0; i < 200; i++) {
            Path tmp = games.resolve("." + game.getFileName() + "." + i + ".tmp");
            Files.writeString(tmp, "{}");
            Files.delete(tmp);
            Path sub = games.resolve("sub" + i);
            Files.createDirectory(sub);
            Files.writeString(sub.resolve("x.json"), "{}");
            Files.delete(sub.resolve("x.json"));
            Files.delete(sub);
        }
        Games.next();
        Games.turn().undo();
        Workbench.spin();
        Path roster = games.resolve("after.json");
        Files.copy(Workbench.workspace().resolve("rosters/british.json"), roster);
        WorkspacePart workspace = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        Workbench.waitUntil("the new roster in the Workspace part", Duration.ofSeconds(10),
                () -> workspace.shownFiles(FileKind.ROSTER).stream().anyMatch(f -> f.path().equals(roster)));
        assertFalse(workspace.shownFiles(FileKind.GAME).isEmpty(), "the game is still listed");
    }

    /** Issue 17, point 4: an outcome shown belongs to the game as it stood after it. */
    @Test
    void theOutcomeIsClearedWhenTheGameMovesOnWithoutIt() {
        ActionResolverPart resolver = Games.resolver();
        Path game = begin();
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        assertTrue(sharpeShootsLeroux(resolver).startsWith("Capt Sharpe shoots at Capitaine Leroux"));
        Games.turn().undo();
        Workbench.spin();
        assertTrue(resolver.outcomeText().startsWith("The outcome of the action taken shows here"),
                "after Undo: " + resolver.outcomeText());

        sharpeShootsLeroux(resolver);
        // Another game opened: the first's outcome goes.
        Path other = Games.begin(SCENARIO, "games/other.game", 6, 5, 4, 2, 6, 5, 4, 2);
        assertTrue(resolver.outcomeText().startsWith("The outcome of the action taken shows here"),
                "after switching games: " + resolver.outcomeText());
        sharpeShootsLeroux(resolver);
        Games.play().close();
        Workbench.spin();
        assertTrue(resolver.outcomeText().startsWith("The outcome of the action taken shows here"),
                "after the game closed: " + resolver.outcomeText());
        assertTrue(Files.exists(game) && Files.exists(other));
    }

    /** Sharpe, whose move it is, shoots Leroux at 30": 3+3 to hit, legs, 2+3 a light wound (§7, §12). */
    private static String sharpeShootsLeroux(ActionResolverPart resolver) {
        resolver.selectAction("shoot");
        SharpeGameTest.set(resolver, "target", "leroux", "range", 30.0);
        // The monastery stands between them on the map: the referee rules that Leroux is in sight.
        resolver.overrideTable("Leroux leans out of the door");
        return Games.take(resolver, 3, 3, 1, 2, 3);
    }

    private static LogEntry lastLog() {
        List<LogEntry> all = Workbench.context().get(GameLog.class).entries();
        return all.get(all.size() - 1);
    }
}
