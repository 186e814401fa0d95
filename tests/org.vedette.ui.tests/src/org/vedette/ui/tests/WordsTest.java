package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.GameLogPart;
import org.vedette.ui.internal.parts.TurnPart;
import org.vedette.ui.internal.parts.WorkspacePart;

/**
 * Names and words (issue 17, point 8): a ruleset's name keeps its "&", the
 * journal lists moves by the ruleset's labels and the actors' names, One
 * Hour's actors are units, and deleting the game in progress says so.
 */
class WordsTest {
    @AfterEach
    void clear() {
        Games.clear();
    }

    @Test
    void overTheHillsAndFarAwayKeepsItsAmpersand() {
        Games.resolver();
        // OHFA's beginning shuffles the deck; this scenario fixes its order, so no die is thrown.
        Games.beginUnplaced("scenarios/ohfa-ambush-at-the-ford.json", "games/amp.game");
        String t = Games.turn().turnText();
        assertTrue(t.contains("Over the Hills & Far Away — games/amp.game"), t);
        assertEquals("Figure", Games.turn().actorsHeader());
    }

    @Test
    void theJournalSpeaksInLabelsAndNamesAndOneHoursActorsAreUnits() throws Exception {
        ActionResolverPart resolver = Games.resolver();
        Path game = Games.beginUnplaced("scenarios/bridge-at-almaraz.json", "games/words");
        TurnPart turn = Games.turn();
        assertEquals("Unit", turn.actorsHeader());
        Games.next();
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        resolver.selectAction("shoot");
        SharpeGameTest.set(resolver, "actor", "50th-foot", "target", "39e-ligne", "range", 10.0);
        Games.take(resolver, 5, 2);
        List<String> rows = turn.journalRows();
        String last = rows.get(rows.size() - 1);
        assertTrue(last.contains("| Shoot: 50th (West Kent) Foot → 39e de Ligne (Range 10 in"), last);
        // What came of it names who shot at whom, how far, and the result (issue 9), in the journal's list and the log.
        assertTrue(last.endsWith("| 50th (West Kent) Foot shoots at 39e de Ligne at 10\": 1 hit"), last);
        String log = Workbench.part(Workbench.GAME_LOG, GameLogPart.class).shownText();
        assertTrue(log.contains("  Shoot: 50th (West Kent) Foot → 39e de Ligne (Range 10 in, "), log);
        assertTrue(log.contains("  Outcome: 50th (West Kent) Foot shoots at 39e de Ligne at 10\": 1 hit\n"), log);
        Games.turn();

        // Deleting the game in progress says so; Cancel keeps it.
        WorkspacePart workspace = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        WorkspaceFile file = Games.folder().file(game).orElseThrow();
        List<String> said = Workbench.answerMessage("Delete", IDialogConstants.CANCEL_ID);
        workspace.delete(file);
        Workbench.spin();
        assertTrue(String.join(" ", said).contains("It is the game in progress"), said.toString());
        assertTrue(Files.exists(game));
        assertTrue(Games.open().isOpen());
    }
}
