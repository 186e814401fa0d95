package org.vedette.core.dice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.List;

import org.junit.jupiter.api.Test;

class DiceTest {
    @Test
    void theSameSeedGivesTheSameFaces() {
        SeededDice a = new SeededDice(1812);
        SeededDice b = new SeededDice(1812);
        for (int i = 0; i < 1000; i++) {
            assertEquals(a.face(6, "x"), b.face(6, "x"));
        }
    }

    @Test
    void seededFacesCoverTheWholeDieAndNothingElse() {
        SeededDice d = new SeededDice(3);
        int[] seen = new int[9];
        for (int i = 0; i < 6000; i++) {
            seen[d.face(8, "x")]++;
        }
        assertEquals(0, seen[0]);
        for (int f = 1; f <= 8; f++) {
            assertTrue(seen[f] > 500, "face " + f + " came up " + seen[f] + " times in 6000");
        }
    }

    @Test
    void everyRollIsRecordedWithItsPurpose() {
        Dice dice = new Dice(new ScriptedDice(3, 4, 6));
        Roll toHit = dice.roll(2, 6, "2D6 to hit");
        int save = dice.d6("save");
        assertEquals(7, toHit.total());
        assertEquals(6, save);
        assertEquals(List.of(toHit, new Roll("save", 6, new int[] {6})), dice.rolls());
        assertEquals(List.of(3, 4, 6), dice.faces());
        assertEquals("2D6 to hit: 3, 4", toHit.toString());
    }

    @Test
    void enteredDiceAskWithThePurposeAndRefuseAFaceNotOnTheDie() {
        ArrayDeque<Integer> typed = new ArrayDeque<>(List.of(5, 7));
        StringBuilder asked = new StringBuilder();
        EnteredDice dice = new EnteredDice((sides, purpose) -> {
            asked.append("D").append(sides).append(' ').append(purpose).append(';');
            return typed.pop();
        });
        assertEquals(5, dice.face(6, "save"));
        DiceException e = assertThrows(DiceException.class, () -> dice.face(6, "hits"));
        assertTrue(e.getMessage().contains("entered die 2"), e.getMessage());
        assertTrue(e.getMessage().contains("D6 cannot show 7"), e.getMessage());
        assertEquals("D6 save;D6 hits;", asked.toString());
    }

    @Test
    void aRollKeepsItsOwnCopyOfTheFaces() {
        int[] faces = {1, 2};
        Roll r = new Roll("x", 6, faces);
        faces[0] = 6;
        r.faces()[1] = 6;
        assertArrayEquals(new int[] {1, 2}, r.faces());
    }

    @Test
    void aDieNeedsTwoSides() {
        assertThrows(IllegalArgumentException.class, () -> new SeededDice(1).face(1, "x"));
    }
}
