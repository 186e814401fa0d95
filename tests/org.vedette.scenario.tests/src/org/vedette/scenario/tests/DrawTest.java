package org.vedette.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.scenario.Direction;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.TableHalf;

/** Ch. X "Placing Non-Player Units": "The event will specify how many … and what type of figures", where, how far. */
class DrawTest {
    private final EventGenerator generator = Tabletop.service(EventGenerator.class);
    private final EventTables book = EventTableReader.book();

    @Test
    void chXAnEventSaysHowManyOfWhatTypeInWhichDirectionAndHowFar() {
        // D66 1,1: conscripts; D6 3: the third count; 2D6 2+3 = 5: left front; 2D6 3+3 = 6 pips of 3".
        Dice dice = new Dice(new ScriptedDice(1, 1, 3, 2, 3, 3, 3));
        Encounter e = generator.draw(book, dice, TableHalf.NEAR, Set.of());
        assertEquals("conscript-infantry", e.kind().id());
        assertEquals(book.kinds().get("conscript-infantry").count().get(2), e.figures());
        assertEquals("conscript", e.quality());
        assertEquals(1, e.officers(), "units of 10 figures or more have an officer");
        assertEquals(Direction.LEFT_FRONT, e.direction());
        assertEquals(18, e.distance());
        assertEquals("16 Conscript French infantry (one an officer), 18 inches to the left front of your force", e.words());
        // Every die thrown is recorded with what it was for; the quality column is all one word: no die for it.
        List<String> purposes = dice.rolls().stream().map(Roll::purpose).toList();
        assertEquals(List.of("event (D66, near half)", "how many conscript-infantry", "direction (2D6)",
                "distance (2D6 × 3 inches)"), purposes);
    }

    /** Ch. II: cavalry and artillery "are not so common …, and typically there will only be one unit in play at a time". */
    @Test
    void chIIASecondCavalryUnitIsThrownAgain() {
        // D66 3,2: cavalry, but one is on the table: thrown again, 1,6: Average infantry; D6 1: 8 of them.
        Dice dice = new Dice(new ScriptedDice(3, 2, 1, 6, 1, 3, 4, 1, 1));
        Encounter e = generator.draw(book, dice, TableHalf.NEAR, Set.of("cavalry"));
        assertEquals("average-infantry", e.kind().id());
        assertEquals("8 Average French infantry, 6 inches to the front of your force", e.words());
        assertEquals(Direction.FRONT, e.direction());
        assertEquals(0, e.officers());
    }

    @Test
    void theFarHalfReadsItsOwnTable() {
        // D66 6,6 is an outpost on the near half and Massed Enemy on the far half.
        Encounter near = generator.draw(book, new Dice(new ScriptedDice(6, 6, 4, 4, 2, 2)), TableHalf.NEAR, Set.of());
        Encounter far = generator.draw(book, new Dice(new ScriptedDice(6, 6, 5, 4, 4, 2, 2)), TableHalf.FAR, Set.of());
        assertEquals("outpost", near.kind().id());
        assertEquals("an enemy outpost, 12 inches to the front of your force", near.words());
        assertEquals("massed-enemy", far.kind().id());
        assertEquals(21, far.figures());
    }

    @Test
    void theSameSeedDrawsTheSameEvents() {
        for (long seed = 0; seed < 200; seed++) {
            Dice a = new Dice(new SeededDice(seed));
            Dice b = new Dice(new SeededDice(seed));
            for (int i = 0; i < 5; i++) {
                assertEquals(generator.draw(book, a, TableHalf.FAR, Set.of()), generator.draw(book, b, TableHalf.FAR, Set.of()));
            }
        }
    }
}
