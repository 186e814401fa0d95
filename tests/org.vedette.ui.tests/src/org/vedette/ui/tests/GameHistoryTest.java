package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.game.JournalEntry;
import org.vedette.io.JournalFile;
import org.vedette.io.RulesetCatalog;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.TurnPart;

/**
 * A referee's corrections: Undo and Redo of moves, Correct Dice on the last
 * move, and the timeline of the journal. A game played with mistakes put
 * right this way leaves the same journal as the game played cleanly (issue
 * 17, point 2). Sharpe's Skirmish, The Monastery Door, entered dice.
 */
class GameHistoryTest {
    private static final String SCENARIO = "scenarios/the-monastery-door.json";
    /** Sharpe §3: Sharpe 6+6, Harper 5+5, Harris 4+4, Hagman 4+2, Leroux 5+6, Dubois 4+5, Martin 3+4, Petit 3+2. */
    private static final int[] ORDER = { 6, 5, 4, 2, 6, 5, 4, 2 };

    @AfterEach
    void clear() {
        Games.clear();
    }

    @Test
    void aGameWithCorrectionsLeavesTheJournalOfTheCleanGame() {
        // Cleanly: Sharpe shoots Leroux, Harper walks 6", Leroux's move passes, Dubois shoots Harper.
        ActionResolverPart resolver = Games.resolver();
        Path clean = Games.beginUnplaced(SCENARIO, "games/clean.game", ORDER);
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        shoot(resolver, "sharpe", "leroux", 30.0, 3, 3, 1, 2, 3);
        Games.next();
        walk(resolver, 6.0);
        Games.next();
        Games.next();
        shoot(resolver, "dubois", "harper", 20.0, 4, 5);
        Games.next();
        List<JournalEntry> cleanly = entries(clean);
        Games.play().close();

        // With mistakes put right.
        Path corrected = Games.beginUnplaced(SCENARIO, "games/corrected.game", ORDER);
        TurnPart turn = Games.turn();
        assertFalse(turn.canCorrect(), "the beginning is no move to correct");
        // A die typed wrongly (2 for the wound roll's 3), then corrected: the journal keeps one shot.
        String o = shoot(resolver, "sharpe", "leroux", 30.0, 3, 3, 1, 2, 2);
        assertTrue(turn.canCorrect());
        Workbench.answerDice(3, 3, 1, 2, 3);
        turn.correctDice();
        Workbench.stopAnswering();
        Workbench.spin();
        assertTrue(Workbench.lastDiceForm.get(0).contains(": 3 3 ✓"), "the form starts from the recorded"
                + " faces, row by row: " + Workbench.lastDiceForm);
        assertEquals(3, Games.lines(corrected).size(), "the shot is replaced, not added to");
        assertTrue(turn.actorRow("Capitaine Leroux").contains("| 1 wound |"), turn.actorRow("Capitaine Leroux"));
        LogEntry last = lastLog();
        assertEquals("Correct dice", last.action());
        assertTrue(last.text().contains("was=[3, 3, 1, 2, 2]"), last.text());

        Games.next();
        walk(resolver, 5.0);                 // the wrong distance,
        turn.undo();                         // taken back,
        Workbench.spin();
        assertTrue(turn.canRedo(), "the walk can be made again");
        walk(resolver, 6.0);                 // and the right one made: Redo has nothing left to make.
        assertFalse(turn.canRedo(), "a new move ends what Redo could make again");
        Games.next();
        Games.next();
        turn.undo();                         // Next taken back and made again with Redo.
        Workbench.spin();
        assertTrue(turn.canRedo());
        turn.redo();
        Workbench.spin();
        assertTrue(turn.turnText().contains("To act: Sergent Dubois"), turn.turnText());
        assertFalse(turn.canRedo());
        shoot(resolver, "dubois", "harper", 20.0, 4, 5);
        Games.next();

        assertEquals(cleanly, entries(corrected), "the corrected game's journal is the clean game's");

        // The timeline: the game as it was after the shot, then back to now.
        String now = turn.actorRow("Sgt Harper");
        turn.lookBack(2);
        assertTrue(turn.lookingText().startsWith("Looking back: the game as it was after line 3 (entry 2 of "),
                turn.lookingText());
        assertTrue(turn.actorRow("Capitaine Leroux").contains("| 1 wound |"), turn.actorRow("Capitaine Leroux"));
        assertFalse(turn.actorRow("Sgt Harper").contains("Moved"), "Harper had not walked yet: "
                + turn.actorRow("Sgt Harper"));
        assertTrue(turn.turnText().contains("order: 1 Capt Sharpe (12), 2 Sgt Harper (10), 3 Capitaine Leroux (11, moved down)"),
                "after the shot the wounded Leroux has moved down (§3): " + turn.turnText());
        turn.lookBack(1);
        assertTrue(turn.actorRow("Capitaine Leroux").contains("| fresh |"), "before the shot: "
                + turn.actorRow("Capitaine Leroux"));
        assertTrue(turn.turnText().contains("order: 1 Capt Sharpe (12), 2 Capitaine Leroux (11), 3 Sgt Harper (10)"),
                "the order line is of the moment looked at, not of now: " + turn.turnText());
        assertTrue(turn.actorRow("Capt Sharpe").startsWith("▶"), "Sharpe was to act: " + turn.actorRow("Capt Sharpe"));
        turn.backToNow();
        assertEquals("", turn.lookingText());
        assertFalse(turn.turnText().contains("2 Capitaine Leroux (11)"), turn.turnText());
        assertEquals(now, turn.actorRow("Sgt Harper"));
        assertEquals(cleanly, entries(corrected), "looking back changes nothing");
        assertTrue(o.startsWith("Capt Sharpe shoots at Capitaine Leroux"), o);
    }

    private static String shoot(ActionResolverPart resolver, String actor, String target, double range, int... faces) {
        resolver.selectAction("shoot");
        SharpeGameTest.set(resolver, "actor", actor, "target", target, "range", range);
        return Games.take(resolver, faces);
    }

    private static void walk(ActionResolverPart resolver, double distance) {
        resolver.selectAction("move");
        SharpeGameTest.set(resolver, "actor", "harper", "pace", "walk", "distance", distance);
        String o = Games.take(resolver);
        assertTrue(o.startsWith("Sgt Harper walks"), o);
    }

    private static List<JournalEntry> entries(Path game) {
        return JournalFile.load(game, RulesetCatalog.of(Games.open().rules())).value().entries();
    }

    private static LogEntry lastLog() {
        List<LogEntry> all = Workbench.context().get(GameLog.class).entries();
        return all.get(all.size() - 1);
    }
}
