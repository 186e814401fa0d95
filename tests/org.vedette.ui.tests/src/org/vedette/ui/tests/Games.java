package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.GamePlay;
import org.vedette.ui.internal.parts.TurnPart;
import org.vedette.ui.internal.parts.WorkspacePart;

/**
 * Games in the tests' workbench: begun from a scenario of the workspace
 * through the Workspace part's New Game (the name typed into its dialog, the
 * dice entered into theirs), played through the Action Resolver and the Turn
 * part, and cleared away after each test so the other tests find the
 * workspace as examples/ has it.
 */
final class Games {
    static final String FOLDER = "games";

    private Games() {
    }

    static OpenGame open() {
        return Workbench.context().get(OpenGame.class);
    }

    static WorkspaceFolder folder() {
        return Workbench.context().get(WorkspaceFolder.class);
    }

    static GamePlay play() {
        return ContextInjectionFactory.make(GamePlay.class, Workbench.context());
    }

    /** The resolver set to entered dice (the preference New Game and Next throw with too). */
    static ActionResolverPart resolver() {
        ActionResolverPart resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        resolver.useEnteredDice(true);
        return resolver;
    }

    /**
     * New Game on a scenario in the Workspace part: the game file's name is
     * typed into the dialog and each die of the beginning entered.
     */
    static Path begin(String scenario, String name, int... faces) {
        WorkspacePart workspace = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        var file = folder().file(Workbench.workspace().resolve(scenario)).orElseThrow();
        Deque<String> names = Workbench.answerText(GamePlay.NEW_GAME_KEY, name);
        Deque<Integer> dice = Workbench.answerDice(faces);
        assertTrue(workspace.newGame(file), "the game was begun");
        Workbench.stopAnswering();
        assertTrue(names.isEmpty(), "the name was asked for");
        assertTrue(dice.isEmpty(), "every die of the beginning was asked for: " + dice + " left");
        Workbench.spin();
        Path game = play().gamePath(name);
        assertEquals(game, open().file());
        return game;
    }

    /**
     * {@link #begin}, on a copy of the scenario with no position on the table — its deployments and placed
     * figures taken out — so that the game is played as at a table without a computer, the referee typing
     * ranges and contact, and the table's law has nothing to judge: for tests of the turn, the dice and the
     * journal rather than of the table. The copy is removed once the game has begun (a journal holds its
     * scenario).
     */
    static Path beginUnplaced(String scenario, String name, int... faces) {
        Path from = Workbench.workspace().resolve(scenario);
        Path copy = from.resolveSibling("unplaced-" + from.getFileName());
        try {
            String text = Files.readString(from)
                    .replaceAll(",\\s*\"deployment\"\\s*:\\s*\\{(?:[^{}]|\\{[^{}]*\\})*\\}", "")
                    // A figure's or unit's place has a facing; a marker's (an objective) stays where it is.
                    .replaceAll(",\\s*\"position\"\\s*:\\s*\\{[^{}]*\"facing\"[^{}]*\\}", "");
            assertFalse(text.contains("\"facing\""), "every figure's or unit's position taken out");
            Files.writeString(copy, text);
            // The workspace lists the copy once it has seen it on disk (its watcher).
            Workbench.waitUntil("the workspace lists " + copy.getFileName(), java.time.Duration.ofSeconds(10),
                    () -> folder().file(copy).isPresent());
            return begin(Workbench.workspace().relativize(copy).toString(), name, faces);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            try {
                Files.deleteIfExists(copy);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Workbench.spin();
        }
    }

    /**
     * Begins a game whose beginning opens several dice forms one after
     * another (OSOTH's first press giving an event, drawn at once), each
     * answered with its own faces; the message titled {@code message} that
     * follows is closed, and what it said returned.
     */
    static List<String> beginWithForms(String scenario, String name, String message, int[]... forms) {
        WorkspacePart workspace = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        var file = folder().file(Workbench.workspace().resolve(scenario)).orElseThrow();
        Deque<String> names = Workbench.answerText(GamePlay.NEW_GAME_KEY, name);
        Deque<int[]> left = Workbench.answerDiceForms(forms);
        List<String> shown = Workbench.closeMessage(message);
        assertTrue(workspace.newGame(file), "the game was begun");
        Workbench.stopAnswering();
        assertTrue(names.isEmpty(), "the name was asked for");
        assertTrue(left.isEmpty(), "every dice form was asked for: " + left.size() + " left");
        Workbench.waitUntil("the message " + message, java.time.Duration.ofSeconds(10), () -> !shown.isEmpty());
        assertEquals(play().gamePath(name), open().file());
        return shown;
    }

    /**
     * The Action Resolver outside a game, on The Bridge at Almaraz with its
     * table reset and the computer's dice: the 50th Foot to shoot the 39e de
     * Ligne at 10", the form filled and settled, not yet taken.
     */
    static ActionResolverPart shotAtTheTable() {
        ActionResolverPart resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        resolver.useEnteredDice(false);
        resolver.selectScenario(Workbench.workspace().resolve("scenarios/bridge-at-almaraz.json"));
        resolver.resetSituation();
        resolver.selectAction("shoot");
        SharpeGameTest.set(resolver, "actor", "50th-foot", "target", "39e-ligne", "range", 10.0);
        Workbench.spin();
        return resolver;
    }

    static TurnPart turn() {
        return Workbench.part(Workbench.TURN, TurnPart.class);
    }

    /** Takes the action as the form stands, answering the dice dialogs with these faces. */
    static String take(ActionResolverPart resolver, int... faces) {
        assertTrue(resolver.canTakeAction(), resolver.problemText());
        Deque<Integer> dice = Workbench.answerDice(faces);
        resolver.takeAction();
        Workbench.stopAnswering();
        assertTrue(dice.isEmpty(), "every die was asked for: " + dice + " left; " + resolver.outcomeText()
                + "; the dice form: " + Workbench.lastDiceForm);
        assertFalse(resolver.outcomeText().startsWith("Not resolved: the dice were not committed"),
                "the faces did not complete the dice form: " + Workbench.lastDiceForm);
        Workbench.spin();
        return resolver.outcomeText();
    }

    /** Presses Next, answering the dice dialogs (a shuffle) with these faces. */
    static String next(int... faces) {
        Deque<Integer> dice = Workbench.answerDice(faces);
        turn().next();
        Workbench.stopAnswering();
        assertTrue(dice.isEmpty(), "every die was asked for: " + dice + " left");
        Workbench.spin();
        return turn().turnText();
    }

    static List<String> lines(Path game) {
        try {
            return Files.readAllLines(game);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Closes the game and deletes the games folder, then lists the workspace again. */
    static void clear() {
        Workbench.stopAnswering();
        play().close();
        Path dir = Workbench.workspace().resolve(FOLDER);
        if (Files.exists(dir)) {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        folder().refresh();
        Workbench.spin();
    }
}
