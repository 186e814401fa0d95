package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.ui.internal.model.DiceDraft;
import org.vedette.ui.internal.parts.ActionResolverPart;

/**
 * Physical dice typed into one form per resolution: the rows the rules ask
 * for, each with its purpose and number of dice, appearing as the faces
 * before them are typed; faces checked against the die; nothing resolved
 * until the faces complete it (issue 17, point 3).
 */
class DiceFormTest {
    /**
     * A shot in the manner of the rulebooks: 2D6 to hit, and a hit (7 or
     * more) throws a D6 for where it lands.
     */
    private static final DiceDraft.Trial SHOT = source -> {
        Dice dice = new Dice(source);
        int total = dice.roll(2, 6, "to hit").total();
        if (total >= 7) dice.d6("hit location");
    };

    @AfterEach
    void clear() {
        Games.clear();
    }

    @Test
    void theRowsAreTheRollsTheRulesAskForAsTheFacesUnfold() {
        DiceDraft.State start = DiceDraft.probe(SHOT, List.of());
        assertEquals(1, start.rows().size(), "before any face, the first roll and its size");
        assertEquals("to hit — 2D6", start.rows().get(0).label());
        assertFalse(start.complete());

        DiceDraft.State hit = DiceDraft.probe(SHOT, List.of(List.of(6, 4)));
        assertEquals(2, hit.rows().size(), "a hit asks for its location");
        assertEquals("hit location — a D6", hit.rows().get(1).label());
        assertFalse(hit.complete());

        DiceDraft.State done = DiceDraft.probe(SHOT, List.of(List.of(6, 4), List.of(3)));
        assertTrue(done.complete());
        assertEquals(List.of(6, 4, 3), done.faces());

        DiceDraft.State miss = DiceDraft.probe(SHOT, List.of(List.of(1, 2)));
        assertTrue(miss.complete(), "a miss needs no location");
        assertEquals(1, miss.rows().size());
        assertEquals(List.of(1, 2), miss.faces());
    }

    @Test
    void aFaceTheDieDoesNotHaveOrTooManyFacesAreTheRowsProblem() {
        DiceDraft.State seven = DiceDraft.probe(SHOT, List.of(List.of(7, 4)));
        assertFalse(seven.complete());
        assertEquals("Row 1: a D6 shows 1 to 6, not 7", seven.problem());
        assertEquals("to hit — 2D6", seven.rows().get(0).label(), "the row keeps its size");

        DiceDraft.State three = DiceDraft.probe(SHOT, List.of(List.of(1, 2, 3)));
        assertFalse(three.complete());
        assertEquals("Row 1: a 2D6 roll takes 2 dice, and 3 faces are typed", three.problem());

        assertEquals(List.of(6, 4), DiceDraft.parse("6 4"));
        assertEquals(List.of(6, 4), DiceDraft.parse(" 6, 4 "));
        assertNull(DiceDraft.parse("six"));
        assertEquals(List.of(List.of(6, 4), List.of(3)), DiceDraft.rows(SHOT, List.of(6, 4, 3)),
                "recorded faces split into the form's rows");
        assertEquals(List.of(List.of(1, 2), List.of(5)), DiceDraft.rows(SHOT, List.of(1, 2, 5)),
                "a face the rules do not ask for is left in a row of its own");
    }

    @Test
    void newGameAsksForEveryFiguresDieInOneFormEachNamed() {
        Games.resolver();
        // Sharpe §3: one die per figure, in one form.
        Games.begin("scenarios/the-monastery-door.json", "games/form.game", 6, 5, 4, 2, 6, 5, 4, 2);
        List<String> rows = Workbench.lastDiceForm;
        assertEquals(9, rows.size(), "eight rows and the status line: " + rows);
        assertTrue(rows.get(0).startsWith("Capt Sharpe: 1D6 + initiative for order of movement — a D6: 6"), rows.get(0));
        assertTrue(rows.get(7).startsWith("Voltigeur Petit: 1D6 + initiative for order of movement — a D6: 2"),
                rows.get(7));
        assertTrue(rows.get(8).startsWith("Every die is in: 8 faces."), rows.get(8));
    }

    @Test
    void twoDiceOfOneRollAreTypedInOneBoxAndCancelResolvesNothing() throws Exception {
        ActionResolverPart resolver = Games.resolver();
        Path game = Games.begin("scenarios/the-monastery-door.json", "games/form2.game", 6, 5, 4, 2, 6, 5, 4, 2);
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        resolver.selectAction("shoot");
        SharpeGameTest.set(resolver, "target", "leroux", "range", 30.0);
        // The monastery stands between them on the map: the referee rules that Leroux is in sight.
        resolver.overrideTable("Leroux leans out of the door");
        List<String> before = Files.readAllLines(game);
        // Too few faces: the form is cancelled, and nothing is resolved or written.
        Workbench.answerDice(3);
        resolver.takeAction();
        Workbench.stopAnswering();
        Workbench.spin();
        assertTrue(resolver.outcomeText().startsWith("Not resolved: the dice were not committed"), resolver.outcomeText());
        assertEquals(before, Files.readAllLines(game));
        // The shot's 2D6 in one box ("3 3"), then the location and the wound.
        String o = Games.take(resolver, 3, 3, 1, 2, 3);
        assertTrue(o.startsWith("Capt Sharpe shoots at Capitaine Leroux with his Baker rifle at 30\": hit: light wound"
                + " (the referee's ruling over the table: Leroux leans out of the door; the table said: Capt Sharpe"
                + " cannot see Capitaine Leroux"), o);
        assertTrue(Files.readString(game).contains("\"override\":\"Leroux leans out of the door\""),
                "the override is journaled with its reason");
        assertTrue(Workbench.lastDiceForm.get(0).endsWith(": 3 3 ✓"), Workbench.lastDiceForm.toString());
        assertEquals(before.size() + 1, Files.readAllLines(game).size());
    }
}
