package org.vedette.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Position;
import org.vedette.core.model.Status;
import org.vedette.core.model.Table;
import org.vedette.core.model.Values;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;

/**
 * A state applies an outcome's events to one copy of its actors, and keeps
 * the actors and marks of another state or actor as they are (issue 16): it
 * must give what applying the events one by one gives, in the same order,
 * and nobody may change what it keeps.
 */
class GameStateEventsTest {
    private static final TurnState RED = new TurnState(1, null, new Activation("red", List.of(), "Red"), null);
    private static final TurnState BLUE = new TurnState(1, null, new Activation("blue", List.of(), "Blue"), null);

    private static GameState start(int figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        for (int i = 0; i < figures; i++) {
            String id = "f" + i;
            actors.put(id, new Actor(id, null, i % 2 == 0 ? "red" : "blue", "u" + i / 4, null, false, List.of(),
                    Map.of("skill", i % 6), null, null, new Position(i, i, null)));
        }
        return new GameState("duel", Map.of(), new Table(36, 36, null, null), List.of(), actors, RED);
    }

    @Test
    void anOutcomesEventsAtOnceGiveWhatTheyGiveOneByOne() {
        SplittableRandom random = new SplittableRandom(1812);
        GameState at = start(12); // more than eight figures: their places by a hash table
        int added = 0;
        for (int outcome = 0; outcome < 2_000; outcome++) {
            List<GameEvent> events = new ArrayList<>();
            GameState one = at;
            for (int n = random.nextInt(6); n > 0; n--) {
                List<String> ids = List.copyOf(one.actors().keySet());
                String id = ids.get(random.nextInt(ids.size()));
                Actor a = one.actor(id);
                GameEvent e = switch (random.nextInt(8)) {
                    case 0 -> new GameEvent.StatusChanged(id, a.status(), new Status(random.nextInt(3), 0, false,
                            random.nextInt(9) == 0));
                    case 1, 2 -> new GameEvent.MarkChanged(id, "m" + random.nextInt(10), null,
                            random.nextBoolean() ? null : random.nextInt(3));
                    case 3 -> new GameEvent.Moved(id, a.position(), new Position(random.nextInt(36), 1, null),
                            List.of(), 1);
                    case 4 -> new GameEvent.TurnChanged(one.turn(), one.turn() == RED ? BLUE : RED);
                    case 5 -> new GameEvent.TableInstruction(id, "place a marker");
                    case 6 -> ids.size() > 6 ? new GameEvent.ActorRemoved(id, a) : new GameEvent.TableInstruction(null, "-");
                    default -> new GameEvent.ActorAdded(new Actor("new" + added++, null, "red", "u9", null, false,
                            List.of(), Map.of(), null, null, null));
                };
                events.add(e);
                one = one.apply(e);
            }
            GameState all = at.apply(events);
            assertEquals(one, all, "outcome " + outcome + ": " + events);
            assertEquals(List.copyOf(one.actors().keySet()), List.copyOf(all.actors().keySet()), "the actors' order");
            assertEquals(one.toString(), all.toString());
            assertEquals(one.hashCode(), all.hashCode());
            at = all;
        }
    }

    @Test
    void anEventForAnActorTheStateLacksIsRefusedAsOneByOne() {
        GameState s = start(3);
        List<GameEvent> events = List.of(new GameEvent.MarkChanged("f1", "m", null, 1),
                new GameEvent.StatusChanged("nobody", Status.FRESH, new Status(1, 0, false, false)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.apply(events));
        assertEquals("no actor 'nobody' in this game", e.getMessage());
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> s.apply(List.of(new GameEvent.MarkChanged("f1", "m", null, 1),
                        new GameEvent.ActorAdded(s.actor("f2")))));
        assertEquals("the game already has an actor 'f2'", twice.getMessage());
    }

    @Test
    void whatAStateKeepsNobodyCanChange() {
        GameState s = start(12).apply(List.of(new GameEvent.MarkChanged("f1", "m", null, 1),
                new GameEvent.MarkChanged("f2", "m", null, 2)));
        Map<String, Actor> actors = s.actors();
        assertThrows(UnsupportedOperationException.class, () -> actors.put("f1", s.actor("f2")));
        assertThrows(UnsupportedOperationException.class, () -> actors.remove("f1"));
        assertThrows(UnsupportedOperationException.class, actors::clear);
        assertThrows(UnsupportedOperationException.class, () -> {
            var walk = actors.values().iterator();
            walk.next();
            walk.remove();
        });
        assertThrows(UnsupportedOperationException.class, () -> {
            var walk = actors.keySet().iterator();
            walk.next();
            walk.remove();
        });
        assertThrows(UnsupportedOperationException.class, () -> actors.entrySet().iterator().next().setValue(null));
        Map<String, Object> marks = s.actor("f1").marks();
        assertThrows(UnsupportedOperationException.class, () -> marks.put("m", 5));
        // A state or actor made from another takes what it keeps as it is.
        assertSame(actors, s.withTurn(BLUE).actors());
        assertSame(marks, s.actor("f1").withStatus(new Status(1, 0, false, false)).marks());
        assertSame(marks, Values.copyOf(marks));
    }

    @Test
    void aMarkAddedToCheckedMarksIsCheckedItself() {
        Map<String, Object> marks = Values.with(Values.copyOf(Map.of("a", 1)), "b", true);
        assertEquals(Map.of("a", 1, "b", true), marks);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Values.with(marks, "c", List.of(1)));
        assertEquals("value of 'c' must be a number, flag or text, not [1]", e.getMessage());
        assertEquals(Map.of(), Values.with(Values.with(marks, "a", null), "b", null));
    }

    @Test
    void aStateTellsWhichActorsTheMovesSinceAnEarlierOneChanged() {
        GameState at = start(12);
        Actor moved = at.actor("f3").withPosition(new Position(20, 20, null));
        Actor hurt = at.actor("f7").withStatus(new Status(1, 0, false, false));
        GameState later = at.withActor(moved).withActor(hurt).withTurn(BLUE);
        assertEquals(List.of(moved, hurt), later.changedSince(at), "in the roster's order");
        assertEquals(List.of(), later.changedSince(later));
        assertEquals(List.of(), at.withTurn(BLUE).changedSince(at), "the turn moved on, nobody changed");
        // The same ids in the same order, from another roster: compared place by place all the same.
        GameState copy = new GameState("duel", Map.of(), at.table(), List.of(), new LinkedHashMap<>(later.actors()), RED);
        assertEquals(List.of(moved, hurt), copy.changedSince(at));
        assertEquals(null, at.without("f5").changedSince(at), "an actor gone: every actor is to be looked at");
        Actor newcomer = new Actor("f12", null, "red", "u9", null, false, List.of(), Map.of(), null, null, null);
        assertEquals(null, at.withActor(newcomer).changedSince(at), "an actor added");
    }

    /**
     * A state made from another by events knows which places they replaced, and tells them when asked of
     * that state without comparing every actor: the answer must be what the comparison gives — in the
     * roster's order whatever the events' order, an actor set more than once named once, one set back to
     * itself not at all — and asked of an older state the comparison still runs.
     */
    @Test
    void aStateMadeByEventsTellsTheActorsTheyReplacedAsTheComparisonWould() {
        GameState at = start(12);
        GameState after = at.apply(List.of(
                new GameEvent.MarkChanged("f9", "loaded", null, true),
                new GameEvent.Moved("f2", null, new Position(3, 4, null), List.of(), 0),
                new GameEvent.MarkChanged("f9", "loaded", true, null),
                new GameEvent.StatusChanged("f5", Status.FRESH, new Status(1, 0, false, false))));
        assertEquals(List.of(after.actor("f2"), after.actor("f5"), after.actor("f9")), after.changedSince(at),
                "in the roster's order; f9 is another object with the same marks");
        GameState same = at.withActor(at.actor("f4"));
        assertEquals(List.of(), same.changedSince(at), "an actor put back as itself changes nothing");
        GameState later = after.withActor(after.actor("f7").withStatus(new Status(0, 1, false, false)));
        assertEquals(List.of(later.actor("f7")), later.changedSince(after));
        assertEquals(List.of(later.actor("f2"), later.actor("f5"), later.actor("f7"), later.actor("f9")),
                later.changedSince(at), "two states on: every place compared");
        assertEquals(List.of(at.actor("f2"), at.actor("f5"), at.actor("f9")), at.changedSince(after),
                "asked the other way round");
    }
}
