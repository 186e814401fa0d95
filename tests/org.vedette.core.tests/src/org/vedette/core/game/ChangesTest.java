package org.vedette.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Base;
import org.vedette.core.model.Status;
import org.vedette.core.model.Table;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;

/** The events of one resolution: right "befores", no empty events, reads that see writes, one turn change last. */
class ChangesTest {
    private static final TurnState RED_TURN = new TurnState(1, null, new Activation("red", List.of(), "Red"), null);
    private static final TurnState BLUE_TURN = new TurnState(1, null, new Activation("blue", List.of(), "Blue"), null);
    private static final TurnState NEXT_ROUND = new TurnState(2, null, new Activation("red", List.of(), "Red"), null);

    private final GameState start = state();

    private static GameState state() {
        Map<String, Actor> actors = new LinkedHashMap<>();
        actors.put("ann", new Actor("ann", "Ann", "red", "red-unit", null, false, List.of("musket"), Map.of("skill", 4),
                null, Map.of("loaded", true, "spent", 2), null, new Base(1, 1, Base.Shape.ROUND)));
        actors.put("bob", new Actor("bob", "Bob", "blue", "blue-unit", null, false, List.of(), Map.of(),
                new Status(1, 0, false, false), Map.of(), null));
        return new GameState("duel", Map.of(), new Table(36, 36, null, null), List.of(), actors, RED_TURN);
    }

    @Test
    void eachBeforeIsWhatTheEarlierEventsLeft() {
        Changes ch = new Changes(start);
        ch.mark("ann", "spent", 3).mark("ann", "spent", 5);
        ch.status("bob", new Status(2, 0, false, false)).status("bob", new Status(2, 1, true, false));
        assertEquals(List.of(new GameEvent.MarkChanged("ann", "spent", 2, 3),
                new GameEvent.MarkChanged("ann", "spent", 3, 5),
                new GameEvent.StatusChanged("bob", new Status(1, 0, false, false), new Status(2, 0, false, false)),
                new GameEvent.StatusChanged("bob", new Status(2, 0, false, false), new Status(2, 1, true, false))),
                ch.events());
        // Replayed, the events leave the actors as the changes saw them (their bases too).
        GameState after = start.apply(ch.events());
        assertEquals(after.actor("ann"), ch.now("ann"));
        assertEquals(after.actor("bob"), ch.now("bob"));
        assertEquals(5, after.actor("ann").markInt("spent", 0));
    }

    @Test
    void aChangeThatChangesNothingMakesNoEvent() {
        Changes ch = new Changes(start);
        ch.mark("ann", "loaded", true).mark("ann", "aiming", null).status("bob", new Status(1, 0, false, false));
        ch.turn(RED_TURN);
        assertEquals(List.of(), ch.events());
        // A mark set and then set back makes two events: each changed something when made.
        ch.mark("ann", "loaded", null).mark("ann", "loaded", true).mark("ann", "loaded", true);
        assertEquals(List.of(new GameEvent.MarkChanged("ann", "loaded", true, null),
                new GameEvent.MarkChanged("ann", "loaded", null, true)), ch.events());
    }

    @Test
    void readsSeeTheWritesMadeSoFar() {
        Changes ch = new Changes(start);
        Actor ann = ch.original("ann");
        ch.mark("ann", "loaded", null).mark("ann", "aiming", "bob").add("ann", "spent", 1);
        ch.status("ann", Status.FRESH.withDown(true));
        assertNull(ch.mark("ann", "loaded"));
        assertFalse(ch.markFlag("ann", "loaded"));
        assertEquals("bob", ch.markText("ann", "aiming"));
        assertEquals(3, ch.markInt("ann", "spent"));
        assertEquals("bob", ch.mark(ann, "aiming"));
        assertTrue(ch.status("ann").down());
        assertTrue(ch.status(ann).down());
        // The actor as it stood is untouched; now() is the actor with the changes.
        assertSame(start.actor("ann"), ch.original("ann"));
        assertEquals(Map.of("aiming", "bob", "spent", 3), ch.now("ann").marks());
        assertTrue(ch.now("ann").status().down());
        assertSame(ch.now("ann"), ch.now("ann"), "no new actor without a new event");
        ch.mark("ann", "aiming", null);
        assertEquals(Map.of("spent", 3), ch.now("ann").marks());
        // An actor nobody changed is the state's own.
        assertSame(start.actor("bob"), ch.now("bob"));
        assertNull(ch.now("nobody"));
        assertNull(ch.original("nobody"));
    }

    @Test
    void theTurnChangesOnceAndLast() {
        Changes ch = new Changes(start);
        assertSame(RED_TURN, ch.turn());
        assertEquals(1, ch.round());
        ch.turn(BLUE_TURN);
        ch.mark("bob", "moved", true);
        ch.turn(NEXT_ROUND);
        assertEquals(2, ch.round());
        assertEquals(List.of(new GameEvent.MarkChanged("bob", "moved", null, true),
                new GameEvent.TurnChanged(RED_TURN, NEXT_ROUND)), ch.events());
        assertEquals(NEXT_ROUND, start.apply(ch.events()).turn());
        // Back to the state's turn: no turn change at all.
        ch.turn(RED_TURN);
        assertEquals(List.of(new GameEvent.MarkChanged("bob", "moved", null, true)), ch.events());
    }

    @Test
    void aGameWithoutATurnIsInItsFirstRound() {
        Changes ch = new Changes(start.withTurn(null));
        assertNull(ch.turn());
        assertEquals(1, ch.round());
        ch.turn(RED_TURN);
        assertEquals(List.of(new GameEvent.TurnChanged(null, RED_TURN)), ch.events());
    }

    @Test
    void instructionsKeepTheirPlaceAmongTheEvents() {
        Changes ch = new Changes(start);
        ch.status("bob", new Status(2, 0, false, false));
        ch.instruct("bob", "retreat 3 in to the rear");
        ch.instruct(null, "remove the smoke");
        ch.instruct("bob", "retreat 3 in to the rear");
        ch.mark("ann", "loaded", null);
        List<GameEvent> events = ch.events();
        assertEquals(5, events.size(), "instructions are never no-ops, even repeated");
        assertEquals(new GameEvent.TableInstruction("bob", "retreat 3 in to the rear"), events.get(1));
        assertEquals(new GameEvent.TableInstruction(null, "remove the smoke"), events.get(2));
        assertEquals(new GameEvent.MarkChanged("ann", "loaded", true, null), events.get(4));
        assertEquals(start.actors().size(), start.apply(events).actors().size());
    }

    @Test
    void falseAndZeroAreValuesUnlessEmptyMarksAreCleared() {
        Changes kept = new Changes(start);
        kept.mark("ann", "loaded", false).mark("ann", "spent", 0).mark("bob", "moved", false);
        assertEquals(List.of(new GameEvent.MarkChanged("ann", "loaded", true, false),
                new GameEvent.MarkChanged("ann", "spent", 2, 0),
                new GameEvent.MarkChanged("bob", "moved", null, false)), kept.events());

        Changes cleared = Changes.clearingEmptyMarks(start);
        cleared.mark("ann", "loaded", false).mark("ann", "spent", 0).mark("bob", "moved", false);
        assertEquals(List.of(new GameEvent.MarkChanged("ann", "loaded", true, null),
                new GameEvent.MarkChanged("ann", "spent", 2, null)), cleared.events(),
                "false and 0 remove the mark; on a mark already absent they are no change at all");
    }

    @Test
    void aCountAddedDownToZeroIsRemoved() {
        Changes ch = new Changes(start);
        ch.add("ann", "spent", -2).add("bob", "spent", 2).add("bob", "spent", 0);
        assertEquals(List.of(new GameEvent.MarkChanged("ann", "spent", 2, null),
                new GameEvent.MarkChanged("bob", "spent", null, 2)), ch.events());
    }

    @Test
    void aChangeToNobodyOrANonValueIsRefusedAndChangesNothing() {
        Changes ch = new Changes(start);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ch.mark("nobody", "moved", true));
        assertEquals("no actor 'nobody' in this game", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ch.status("nobody", Status.FRESH));
        e = assertThrows(IllegalArgumentException.class, () -> ch.mark("ann", "facing", List.of("north")));
        assertEquals("mark 'facing' on 'ann' must be a number, flag or text, not [north]", e.getMessage());
        assertEquals(List.of(), ch.events());
    }

    @Test
    void theEventsAreAnImmutableSnapshot() {
        Changes ch = new Changes(start);
        ch.mark("ann", "loaded", null);
        List<GameEvent> first = ch.events();
        ch.mark("bob", "moved", true).turn(BLUE_TURN);
        assertEquals(1, first.size());
        assertThrows(UnsupportedOperationException.class, () -> first.add(new GameEvent.TableInstruction(null, "x")));
        assertThrows(UnsupportedOperationException.class, () -> ch.events().clear());
        assertSame(start, ch.state());
        assertEquals(Map.of("loaded", true, "spent", 2), start.actor("ann").marks(), "the state is never changed");
    }

    @Test
    void manyChangesReadAsTheLatestOfEachMark() {
        // Past a few events reads go through an index: they must see what the scan saw, removals included.
        Changes ch = new Changes(start);
        for (int i = 1; i <= 12; i++) {
            ch.mark("bob", "m" + (i % 5), i);
            ch.instruct(null, "note " + i);
        }
        ch.mark("ann", "loaded", null).add("ann", "spent", 1).status("bob", Status.FRESH.withDown(true));
        assertEquals(10, ch.mark("bob", "m0"));
        assertEquals(11, ch.markInt("bob", "m1"));
        assertEquals(12, ch.markInt("bob", "m2"));
        assertNull(ch.mark("bob", "m5"));
        assertNull(ch.mark("ann", "loaded"));
        assertEquals(3, ch.markInt("ann", "spent"));
        assertNull(ch.mark(ch.original("ann"), "musket"));
        ch.mark("bob", "m0", null).add("ann", "spent", 2);
        assertNull(ch.mark("bob", "m0"));
        assertEquals(5, ch.mark(ch.original("ann"), "spent"));
        // Each event's "before" is the value the earlier ones left, and replayed they leave the same actors.
        GameState after = start.apply(ch.events());
        assertEquals(after.actor("ann"), ch.now("ann"));
        assertEquals(after.actor("bob"), ch.now("bob"));
        assertEquals(Map.of("m1", 11, "m2", 12, "m3", 8, "m4", 9), after.actor("bob").marks());
    }
}
