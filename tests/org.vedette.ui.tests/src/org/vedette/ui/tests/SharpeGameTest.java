package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Combo;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.TurnPart;
import org.vedette.ui.internal.parts.WorkspacePart;

/**
 * A whole bound of a four-against-four skirmish (Sharpe's Skirmish, The
 * Monastery Door) played in the workbench with entered dice: New Game dices
 * for the order of movement (§3), each figure acts in initiative order through
 * the Action Resolver and Next moves the order on; the Turn part shows the
 * order, who moves and every figure's wounds and marks after each step.
 * Undo takes the last move back and the journal loses its line; the game file
 * opened again replays to an equal state.
 */
class SharpeGameTest {
    private static final String SCENARIO = "scenarios/the-monastery-door.json";
    private static final String GAME = "games/monastery.game";

    @AfterEach
    void clear() {
        Games.clear();
    }

    @Test
    void aWholeBoundOfFourAgainstFourWithEnteredDice() {
        ActionResolverPart resolver = Games.resolver();
        // Initiative + D6 (§3): Sharpe 6+6, Harper 5+5, Harris 4+4, Hagman 4+2, Leroux 5+6, Dubois 4+5, Martin 3+4, Petit 3+2.
        Path game = Games.beginUnplaced(SCENARIO, GAME, 6, 5, 4, 2, 6, 5, 4, 2);
        assertEquals(2, Games.lines(game).size(), "the header and the beginning");
        TurnPart turn = Games.turn();
        String t = turn.turnText();
        assertTrue(t.startsWith("The Monastery Door\nSharpe's Skirmish — games/monastery.game\n"), t);
        assertTrue(t.contains("Turn 1\n"), t);
        // The scenario's victory conditions (the French keep the door shut to the end): who would win now.
        assertTrue(t.contains("Victory — If the game ended now: Voltigeurs win (door-kept-shut).\n"), t);
        assertTrue(t.contains("Capt Sharpe's move (1st of 8 in the order). To act: Capt Sharpe"), t);
        assertTrue(t.contains("order: 1 Capt Sharpe (12), 2 Capitaine Leroux (11), 3 Sgt Harper (10), 4 Sergent Dubois (9),"
                + " 5 Rfn Harris (8), 6 Voltigeur Martin (7), 7 Rfn Hagman (6), 8 Voltigeur Petit (5)"), t);
        assertEquals(8, turn.actorRows().size());
        assertEquals("▶ | Capt Sharpe | Chosen Men | fresh | ", turn.actorRow("Capt Sharpe"));

        // The resolver acts in the game: its ruleset, its actors, the mover first.
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        assertEquals("sharpe", resolver.ruleset().info().id());
        resolver.selectAction("shoot");
        Combo actors = (Combo) resolver.field("actor").control();
        assertEquals("▶ Capt Sharpe — british", actors.getItem(1), List.of(actors.getItems()).toString());
        assertEquals("sharpe", resolver.field("actor").value(), "the mover is offered first");

        // Sharpe shoots Leroux at 30": 3+3 is not above his 9; legs; 2+3: a light wound; Leroux moves down one place.
        set(resolver, "target", "leroux", "range", 30.0);
        String o = Games.take(resolver, 3, 3, 1, 2, 3);
        assertTrue(o.startsWith("Capt Sharpe shoots at Capitaine Leroux with his Baker rifle at 30\": hit: light wound"), o);
        assertEquals(3, Games.lines(game).size(), "one line a move");
        assertTrue(turn.actorRow("Capitaine Leroux").contains("| 1 wound | Wound (legs): light, Wounded this bound, Lame in bound: 2"),
                turn.actorRow("Capitaine Leroux"));
        assertTrue(turn.actorRow("Capt Sharpe").endsWith("| Action taken: Shoot, Loading (Baker rifle): 2 bounds"), turn.actorRow("Capt Sharpe"));
        assertTrue(turn.turnText().contains("order: 1 Capt Sharpe (12), 2 Sgt Harper (10), 3 Capitaine Leroux (11, moved down)"),
                turn.turnText());

        // Harper walks 6".
        t = Games.next();
        assertTrue(t.contains("To act: Sgt Harper"), t);
        assertTrue(turn.turnText().contains("Capt Sharpe (12) ✓"), t);
        resolver.selectAction("move");
        assertEquals("harper", resolver.field("actor").value());
        set(resolver, "pace", "walk", "distance", 6.0);
        o = Games.take(resolver);
        assertTrue(o.startsWith("Sgt Harper walks 6\" (allowance 6\")"), o);
        assertTrue(turn.actorRow("Sgt Harper").endsWith("| Moved"), turn.actorRow("Sgt Harper"));

        // Leroux, wounded this bound, may do nothing (§13): refused, and nothing changes.
        t = Games.next();
        assertTrue(t.contains("To act: Capitaine Leroux"), t);
        GameState before = Games.open().state();
        resolver.selectAction("shoot");
        set(resolver, "target", "harper", "range", 5.0);
        o = Games.take(resolver);
        assertTrue(o.startsWith("Refused: "), o);
        assertTrue(o.contains("(Sharpe §"), "the refusal cites its rule: " + o);
        assertEquals(before, Games.open().state());
        assertEquals(6, Games.lines(game).size(), "a refusal writes nothing");
        // Nor may a figure act out of his turn: the game refuses it.
        resolver.selectAction("move");
        set(resolver, "actor", "martin", "pace", "walk", "distance", 1.0);
        o = Games.take(resolver);
        assertTrue(o.startsWith("Refused: Voltigeur Martin cannot "), o);
        assertTrue(o.contains(" now: it is Turn 1: Capitaine Leroux's move"), o);
        assertEquals(6, Games.lines(game).size());

        // Dubois shoots Harper at 20": 4+5 is above his 6, a miss; his musket needs loading.
        t = Games.next();
        assertTrue(t.contains("To act: Sergent Dubois"), t);
        resolver.selectAction("shoot");
        set(resolver, "actor", "dubois", "target", "harper", "range", 20.0);
        o = Games.take(resolver, 4, 5);
        assertTrue(o.startsWith("Sergent Dubois shoots at Sgt Harper with his musket at 20\": miss"), o);
        assertTrue(turn.actorRow("Sergent Dubois").endsWith("| Action taken: Shoot, Loading (musket): 1 bound"), turn.actorRow("Sergent Dubois"));

        // Harris aims at Dubois for next bound.
        Games.next();
        resolver.selectAction("aim");
        assertEquals("harris", resolver.field("actor").value());
        set(resolver, "target", "dubois");
        Games.take(resolver);
        assertTrue(turn.actorRow("Rfn Harris").contains("Aiming at: Sergent Dubois"), turn.actorRow("Rfn Harris"));

        // Martin runs into contact with Hagman and attacks: 4 against a parry of 2; left arm; a light wound.
        t = Games.next();
        assertTrue(t.contains("To act: Voltigeur Martin"), t);
        resolver.selectAction("move");
        set(resolver, "actor", "martin", "pace", "run", "distance", 9.0, "contact", true);
        Games.take(resolver);
        resolver.selectAction("attack");
        set(resolver, "actor", "martin", "target", "hagman");
        o = Games.take(resolver, 4, 2, 3, 2);
        assertTrue(o.lines().findFirst().orElse("").endsWith("the attack hits: light wound"), o);
        assertTrue(turn.actorRow("Rfn Hagman").contains("| 1 wound |"), turn.actorRow("Rfn Hagman"));
        assertTrue(turn.actorRow("Rfn Hagman").contains("Wound (left arm): light"), turn.actorRow("Rfn Hagman"));
        assertTrue(turn.turnText().contains("6 Voltigeur Martin (7), 7 Voltigeur Petit (5), 8 Rfn Hagman (6, moved down)"),
                "Hagman moves down the order: "
                + turn.turnText());

        // Petit's musket misfires on a 12.
        t = Games.next();
        assertTrue(t.contains("To act: Voltigeur Petit"), t);
        resolver.selectAction("shoot");
        set(resolver, "actor", "petit", "target", "sharpe", "range", 15.0);
        o = Games.take(resolver, 6, 6);
        assertTrue(o.startsWith("Voltigeur Petit shoots at Capt Sharpe with his musket at 15\": misfire: the musket must be re-primed (1 bound)"), o);
        assertTrue(turn.actorRow("Voltigeur Petit").endsWith("| Action taken: Shoot, Loading (musket): 1 bound"), turn.actorRow("Voltigeur Petit"));

        // Hagman, wounded this bound, has his move and can do nothing with it; then bound 2.
        t = Games.next();
        assertTrue(t.contains("To act: Rfn Hagman"), t);
        GameState lastOfBound1 = Games.open().state();
        int lines = Games.lines(game).size();
        t = Games.next();
        assertTrue(t.contains("Turn 2\n"), t);
        assertTrue(t.contains("To act: Capt Sharpe"), t);
        assertEquals("▶ | Capt Sharpe | Chosen Men | fresh | Loading (Baker rifle): 2 bounds", turn.actorRow("Capt Sharpe"),
                "his action is over with the bound; loading carries over");
        assertEquals("| Sgt Harper | Chosen Men | fresh | ", turn.actorRow("Sgt Harper").substring(1));
        assertTrue(turn.actorRow("Rfn Hagman").contains("| 1 wound | Wound (left arm): light"), "wounds stay");
        assertEquals(lines + 1, Games.lines(game).size());
        List<String> journal = turn.journalRows();
        assertTrue(journal.get(journal.size() - 1).contains("| Next | Turn 2: Capt Sharpe's move"), journal.toString());

        // Undo: bound 1's last move again, and the journal one line shorter.
        assertTrue(turn.canUndo());
        turn.undo();
        Workbench.spin();
        assertEquals(lastOfBound1, Games.open().state());
        assertEquals(lines, Games.lines(game).size());
        assertTrue(turn.turnText().contains("To act: Rfn Hagman"), turn.turnText());

        // The game file, opened again, replays to an equal state.
        GameState now = Games.open().state();
        Games.play().close();
        Workbench.spin();
        assertFalse(Games.open().isOpen());
        WorkspacePart workspace = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        Workbench.waitUntil("the game in the Workspace part", java.time.Duration.ofSeconds(10),
                () -> workspace.shownFiles(FileKind.GAME).stream().anyMatch(f -> f.path().equals(game)));
        WorkspaceFile file = workspace.shownFiles(FileKind.GAME).stream().filter(f -> f.path().equals(game))
                .findFirst().orElseThrow();
        workspace.open(file);
        Workbench.spin();
        assertNotNull(Games.open().state());
        assertEquals(now, Games.open().state());
        assertTrue(Games.turn().turnText().contains("To act: Rfn Hagman"));
    }

    /** Sets inputs by id, value pairs. */
    static void set(ActionResolverPart resolver, Object... idsAndValues) {
        for (int i = 0; i < idsAndValues.length; i += 2) {
            resolver.field((String) idsAndValues[i]).set(idsAndValues[i + 1]);
        }
    }
}
