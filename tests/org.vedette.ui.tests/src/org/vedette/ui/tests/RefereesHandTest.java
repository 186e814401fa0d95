package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.parts.RefereeDialog;
import org.vedette.ui.internal.parts.RulesetsPart;
import org.vedette.ui.internal.parts.TurnPart;

/**
 * Game ▸ Referee…: the referee's hand in the workbench — a hit rolled on
 * Sharpe's wound table, shown as the referee's in the Turn part's journal and
 * the Game Log, the figure's marks by their labels in words, taken back with
 * Undo Move; a change the rules do not allow refused with the reason and the
 * journal unchanged; the Rulesets part lists each ruleset's marks.
 */
class RefereesHandTest {
    private static final String SCENARIO = "scenarios/the-monastery-door.json";
    /** Sharpe §3: the order of movement diced as GameHistoryTest dices it. */
    private static final int[] ORDER = { 6, 5, 4, 2, 6, 5, 4, 2 };
    private static final String COMMAND = "org.vedette.ui.command.game.referee";

    @AfterEach
    void clear() {
        Games.clear();
    }

    /** Sharpe §12: the chest (5), "Shooters - Roll 2D6" 3 + 3 = 6: a serious wound, knocked down and bleeding (§13). */
    @Test
    void aHitOnTheWoundTableIsTheRefereesAndUndoMoveTakesItBack() {
        Games.resolver();
        Path game = Games.begin(SCENARIO, "games/referee.game", ORDER);
        TurnPart turn = Games.turn();
        int lines = Games.lines(game).size();
        List<String> problems = answerReferee("hit", "target", "dubois");
        var dice = Workbench.answerDice(5, 3, 3);
        assertTrue(Workbench.command(COMMAND), "Game ▸ Referee… is enabled in a game");
        Workbench.stopAnswering();
        assertEquals(List.of(), problems, "the form took the hit");
        assertTrue(dice.isEmpty(), "every die was asked for: " + dice);
        Workbench.spin();
        List<String> file = Games.lines(game);
        assertEquals(lines + 1, file.size(), "one journal line");
        assertTrue(file.get(file.size() - 1).contains("\"kind\":\"referee\""), file.get(file.size() - 1));
        String row = turn.actorRow("Sergent Dubois");
        assertTrue(row.contains("Wound (chest): serious") && row.contains("Bleeding") && row.contains("Knocked down"),
                "the marks by their labels, in words: " + row);
        List<String> journal = turn.journalRows();
        assertTrue(journal.get(journal.size() - 1).contains("Referee — Hit (wound table): Sergent Dubois"),
                journal.toString());
        LogEntry last = Workbench.context().get(GameLog.class).entries().getLast();
        assertEquals("Referee", last.action());
        assertTrue(last.text().contains("Referee: Sergent Dubois is hit by a shot: serious wound in the chest"),
                last.text());

        turn.undo();
        Workbench.spin();
        assertEquals(lines, Games.lines(game).size(), "Undo Move takes the referee's entry back");
        assertTrue(turn.actorRow("Sergent Dubois").contains("| fresh |"), turn.actorRow("Sergent Dubois"));
    }

    /** Sharpe §12 "2 serious wounds = Dead": four wound points on a figure left in the game is refused. */
    @Test
    void anImpossibleStatusIsRefusedAndTheJournalIsUnchanged() {
        Games.resolver();
        Path game = Games.begin(SCENARIO, "games/impossible.game", ORDER);
        List<String> before = Games.lines(game);
        List<String> problems = answerReferee("status", "target", "dubois", "wounds", 4);
        List<String> said = Workbench.closeMessage("Referee");
        assertTrue(Workbench.command(COMMAND));
        Workbench.waitUntil("the refusal", java.time.Duration.ofSeconds(10), () -> !said.isEmpty());
        Workbench.stopAnswering();
        assertEquals(List.of(), problems);
        assertTrue(String.join(" ", said).contains("\"2 serious wounds = Dead\""), said.toString());
        assertEquals(before, Games.lines(game));
    }

    @Test
    void theRulesetsPartListsEachRulesetsMarks() {
        RulesetsPart part = Workbench.part(Workbench.RULESETS, RulesetsPart.class);
        List<String> marks = part.marksShown("sharpe");
        assertTrue(marks.stream().anyMatch(m -> m.startsWith("Close combats (fights): whole number from 1 to 99 fights, for this bound — ")
                && m.endsWith("[Sharpe §8 Melee]")), marks.toString());
        assertTrue(marks.stream().anyMatch(m -> m.startsWith("Wound (wound.<location>): whole number from 1 to 5, for each location")),
                marks.toString());
    }

    /**
     * Fills the Referee form that opens — the action, then each input — and
     * presses OK; what the form said was wrong, if it would not, lands in the list.
     */
    private static List<String> answerReferee(String action, Object... inputs) {
        List<String> problems = new ArrayList<>();
        Display d = Workbench.display();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell s : d.getShells()) {
                if (!s.isDisposed() && s.isVisible() && s.getData(RefereeDialog.KEY) instanceof RefereeDialog form) {
                    form.select(action);
                    for (int i = 0; i < inputs.length; i += 2) form.set((String) inputs[i], inputs[i + 1]);
                    if (!form.ok()) {
                        problems.add(form.problemText());
                        s.close();
                    }
                    return;
                }
            }
            d.timerExec(20, poll[0]);
        };
        d.timerExec(20, poll[0]);
        return problems;
    }
}
