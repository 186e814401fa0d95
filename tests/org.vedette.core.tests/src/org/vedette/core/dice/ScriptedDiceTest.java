package org.vedette.core.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScriptedDiceTest {
    @Test
    void givesTheFacesInOrder() {
        ScriptedDice dice = new ScriptedDice(3, 6, 1);
        assertEquals(3, dice.face(6, "test"));
        assertEquals(6, dice.face(6, "test"));
        assertEquals(1, dice.face(6, "test"));
    }

    @Test
    void runningOutIsAnErrorThatSaysWhatWasNeeded() {
        ScriptedDice dice = new ScriptedDice(4);
        dice.face(6, "first");
        DiceException e = assertThrows(DiceException.class, () -> dice.face(6, "2D6 to hit"));
        assertTrue(e.getMessage().contains("ran out"), e.getMessage());
        assertTrue(e.getMessage().contains("2D6 to hit"), e.getMessage());
    }

    @Test
    void aSevenOnADSixIsRefusedWithWhereAndWhy() {
        ScriptedDice dice = new ScriptedDice(2, 7);
        dice.face(6, "x");
        DiceException e = assertThrows(DiceException.class, () -> dice.face(6, "hits"));
        assertTrue(e.getMessage().contains("die 2"), e.getMessage());
        assertTrue(e.getMessage().contains("cannot show 7"), e.getMessage());
    }
}
