package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.TurnPart;

/**
 * The game ends in the workbench (issue #29): the Bridge at Almaraz cut to one turn. The eighth Next — past the
 * Garrison's Eliminating Units — ends it: the Turn part says the game is over and who won by which conditions,
 * the journal's last entry says it ended, Next and the Action Resolver's Take action are disabled, and Undo move
 * opens it again.
 */
class GameEndTest {
    private static final String SCENARIO = "scenarios/almaraz-one-turn.json";

    @AfterEach
    void clear() throws IOException {
        Games.clear();
        // The workspace is the other tests' too: the scenario made here is gone from it, and from its listing.
        Path scenario = Workbench.workspace().resolve(SCENARIO);
        Files.deleteIfExists(scenario);
        Games.folder().refresh();
        Workbench.waitUntil("the scenario gone from the workspace", Duration.ofSeconds(10),
                () -> Games.folder().file(scenario).isEmpty());
    }

    @Test
    void theTurnPartShowsTheEndedGameAndTakesNoMoreMoves() throws IOException {
        Path bridge = Workbench.workspace().resolve("scenarios/bridge-at-almaraz.json");
        Path scenario = Workbench.workspace().resolve(SCENARIO);
        Files.writeString(scenario, Files.readString(bridge, StandardCharsets.UTF_8).replace("\"turns\": 15",
                "\"turns\": 1").replace("\"turn\": 15", "\"turn\": 1").replace("\"id\": \"bridge-at-almaraz\"",
                        "\"id\": \"almaraz-one-turn\""), StandardCharsets.UTF_8);
        Games.folder().refresh();
        Workbench.waitUntil("the scenario in the workspace", Duration.ofSeconds(10),
                () -> Games.folder().file(scenario).isPresent());
        Games.resolver().useEnteredDice(false);
        Path game = Games.begin(SCENARIO, "games/almaraz-end.game");
        TurnPart turn = Games.turn();
        ActionResolverPart resolver = Games.resolver();
        for (int i = 0; i < 7; i++) Games.next();
        String last = turn.turnText();
        assertTrue(last.contains("Turn 1 — 5. Eliminating Units"), last);
        assertTrue(last.contains("Victory — If the game ended now"), last);
        assertTrue(turn.canMoveOn());

        String ended = Games.next();
        assertTrue(ended.contains("The game is over: the game ended after turn 1, the scenario's last"), ended);
        assertTrue(ended.contains("Victory — The game ended after turn 1: "), ended);
        assertFalse(ended.contains("If the game ended now"), ended);
        List<String> rows = turn.journalRows();
        assertTrue(rows.get(rows.size() - 1).contains("the game ended after turn 1, the scenario's last"),
                rows.get(rows.size() - 1));
        assertFalse(turn.canMoveOn(), "Next is disabled");
        resolver.selectAction("move");
        assertFalse(resolver.canTakeAction(), "Take action is disabled");
        assertTrue(resolver.problemText().contains("The game is over"), resolver.problemText());
        int lines = Games.lines(game).size();
        turn.next();
        Workbench.spin();
        assertEquals(lines, Games.lines(game).size(), "a press of the disabled Next writes nothing");

        assertTrue(turn.canUndo(), "Undo move still works");
        turn.undo();
        Workbench.spin();
        String reopened = turn.turnText();
        assertTrue(reopened.contains("Turn 1 — 5. Eliminating Units"), reopened);
        assertTrue(turn.canMoveOn());
        assertEquals(lines - 1, Games.lines(game).size());
    }
}
