package org.vedette.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.model.Position;
import org.vedette.core.model.Status;

/** A state after a list of events, applied at once, and its actors' map. */
class GameStateTest {
    private final DuelRules rules = new DuelRules();
    private final GameState begun = Game.begin(rules, GameState.of(DuelRules.duel(Map.of()), rules),
            new ScriptedDice(), false).game().state();

    private static Actor recruit(String id) {
        return new Actor(id, "Recruit " + id, "red", null, "average", false, List.of(), Map.of(), null, null, null);
    }

    @Test
    void eventsAppliedAtOnceGiveWhatTheyGiveOneByOne() {
        Actor cid = recruit("cid");
        List<GameEvent> events = List.of(
                new GameEvent.StatusChanged("bob", Status.FRESH, Status.FRESH.withWounds(1)),
                new GameEvent.MarkChanged("ann", "loaded", null, true),
                new GameEvent.TurnChanged(begun.turn(), null),
                new GameEvent.ActorAdded(cid),
                new GameEvent.Moved("cid", null, new Position(3, 4, null), List.of(new Position(3, 4, null)), 0),
                new GameEvent.TableInstruction("bob", "fall back"),
                new GameEvent.StatusChanged("bob", Status.FRESH.withWounds(1), Status.FRESH.withWounds(2)),
                new GameEvent.ActorRemoved("ann", begun.actor("ann")),
                new GameEvent.MarkChanged("cid", "loaded", null, 1),
                new GameEvent.TurnChanged(null, begun.turn()));
        GameState oneByOne = begun;
        for (GameEvent e : events) oneByOne = oneByOne.apply(e);
        GameState atOnce = begun.apply(events);
        assertEquals(oneByOne, atOnce);
        assertEquals(List.of("bob", "cid"), List.copyOf(atOnce.actors().keySet()));
        assertEquals(2, atOnce.actor("bob").status().wounds());
        assertEquals(new Position(3, 4, null), atOnce.actor("cid").position());
        assertEquals(1, atOnce.actor("cid").markInt("loaded", 0));
        assertNull(atOnce.actor("ann"));
        assertEquals(0, begun.actor("bob").status().wounds(), "the state before is unchanged");
        assertEquals(List.of("ann", "bob"), List.copyOf(begun.actors().keySet()));
    }

    @Test
    void manyActorsLeftOutAtOnceLeaveWhatLeavingThemOutOneByOneLeaves() {
        GameState many = begun;
        for (String id : List.of("cid", "dan", "eve", "fay")) many = many.withActor(recruit(id));
        GameState oneByOne = many.without("bob").without("eve");
        GameState atOnce = many.without(Set.of("eve", "bob", "nobody"));
        assertEquals(oneByOne, atOnce);
        assertEquals(List.of("ann", "cid", "dan", "fay"), List.copyOf(atOnce.actors().keySet()));
        assertEquals("Recruit dan", atOnce.actor("dan").name());
        assertNull(atOnce.actor("bob"));
        assertEquals(6, many.actors().size(), "the state before is unchanged");
        assertSame(many, many.without(Set.of("nobody")), "nobody left out: the same state");
        assertTrue(many.without(many.actors().keySet()).actors().isEmpty());
    }

    @Test
    void eventsThatChangeNoActorKeepTheActorsAndNothingKeepsTheState() {
        assertSame(begun, begun.apply(List.of()));
        assertSame(begun, begun.apply(List.of(new GameEvent.TableInstruction(null, "roll for the weather"))));
        GameState later = begun.apply(List.of(new GameEvent.TurnChanged(begun.turn(), null)));
        assertNull(later.turn());
        assertSame(begun.actors(), later.actors(), "shared, not copied: nobody can change them");
    }

    @Test
    void anEventForNobodyInTheGameIsRefusedWithItsName() {
        List<GameEvent> events = List.of(new GameEvent.StatusChanged("bob", null, Status.FRESH.withWounds(1)),
                new GameEvent.MarkChanged("zed", "loaded", null, true));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> begun.apply(events));
        assertEquals("no actor 'zed' in this game", e.getMessage());
        assertEquals(0, begun.actor("bob").status().wounds());
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> begun.apply(List.of(new GameEvent.ActorAdded(recruit("bob")))));
        assertTrue(twice.getMessage().contains("already has an actor 'bob'"), twice.getMessage());
    }

    @Test
    void theActorsAreAMapInTheirOrderThatNobodyCanChange() {
        Map<String, Actor> actors = begun.actors();
        assertEquals(Map.of("ann", begun.actor("ann"), "bob", begun.actor("bob")), actors);
        assertEquals(Map.of("ann", begun.actor("ann"), "bob", begun.actor("bob")).hashCode(), actors.hashCode());
        List<String> seen = new ArrayList<>();
        actors.forEach((id, a) -> seen.add(id + "=" + a.name()));
        assertEquals(List.of("ann=" + begun.actor("ann").name(), "bob=" + begun.actor("bob").name()), seen);
        assertEquals(List.of(begun.actor("ann"), begun.actor("bob")), List.copyOf(actors.values()));
        assertTrue(actors.containsKey("bob"));
        assertThrows(UnsupportedOperationException.class, () -> actors.put("cid", recruit("cid")));
        assertThrows(UnsupportedOperationException.class, () -> actors.remove("ann"));
        assertThrows(UnsupportedOperationException.class, () -> actors.values().clear());
        java.util.Iterator<String> ids = actors.keySet().iterator();
        assertEquals("ann", ids.next());
        assertThrows(UnsupportedOperationException.class, ids::remove);
        assertEquals(2, begun.actors().size());
    }
}
