package org.vedette.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;

/**
 * A scenario's hidden force and later arrivals in a game without positions: not on the table before their turn
 * (neither acting nor a target, told when they come on), on it from then, and revealed early by the referee.
 */
class HiddenForcesTest {
    private final DuelRules rules = new DuelRules();

    /** Ann (red) against Bob (blue), blue's side as {@code blue} makes it. */
    private Game begun(java.util.function.UnaryOperator<Side> blue) {
        Unit red = new Unit("red-unit", "Red", null, false, Map.of(),
                List.of(new Figure("ann", "Ann", null, false, List.of("sword"), Map.of("skill", 4), null)), null);
        Unit bob = new Unit("blue-unit", "Blue", null, false, Map.of(),
                List.of(new Figure("bob", "Bob", null, false, List.of(), Map.of("skill", 3), null)), null);
        Unit cid = new Unit("blue-reserve", "Reserve", null, false, Map.of(),
                List.of(new Figure("cid", "Cid", null, false, List.of(), Map.of("skill", 3), null)), null);
        Side blueSide = blue.apply(new Side("blue", "Blue", null, null, List.of(bob, cid)));
        Scenario s = new Scenario("s", "S", "duel", null, Map.of(), new Table(36, 36, null, null),
                List.of(new Side("red", "Red", null, null, List.of(red)), blueSide), List.of(), 0);
        return Game.begin(rules, GameState.of(s, rules), new ScriptedDice(), false).game();
    }

    private static ActionRequest strike(String actor, String target) {
        return new ActionRequest("duel", "strike", Map.of("actor", actor, "target", target));
    }

    private static Game next(Game g) throws IllegalActionException {
        return g.advance(new ScriptedDice(), false).game();
    }

    @Test
    void aUnitThatArrivesLaterCannotActBeforeItsTurnAndTheRefusalSaysWhen() throws Exception {
        Game blueTurn = next(begun(b -> b.withArrivals(Map.of("blue-reserve", 2))));
        assertEquals("blue", blueTurn.state().turn().activation().side());
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> blueTurn.act(strike("cid", "ann"), new ScriptedDice(6), false));
        assertTrue(e.getMessage().contains("Cid is not on the table yet: it arrives on turn 2"), e.getMessage());
        assertTrue(e.getMessage().contains("cannot act before then"), e.getMessage());
        // Bob, on the table from the start, strikes as ever.
        blueTurn.act(strike("bob", "ann"), new ScriptedDice(6), false);
    }

    @Test
    void nobodyMayTargetAUnitBeforeItArrivesNorAfterwardsBeRefused() throws Exception {
        Game g = begun(b -> b.withArrivals(Map.of("blue-reserve", 2)));
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> g.act(strike("ann", "cid"), new ScriptedDice(6), false));
        assertTrue(e.getMessage().contains("nobody may target it before then"), e.getMessage());
        Game turn2 = next(next(g));
        assertEquals(2, turn2.state().turn().round());
        Game.Played hit = turn2.act(strike("ann", "cid"), new ScriptedDice(6), false);
        assertEquals(1, hit.game().state().actor("cid").status().wounds());
    }

    @Test
    void aHiddenForceIsOffTheTableUntilItsTurnThenOnIt() throws Exception {
        Game g = begun(b -> b.withHidden(new Side.Hidden("the church bell rings", 2)));
        Actor bob = g.state().actor("bob");
        assertEquals("Bob is with Blue's hidden force, off the table until the church bell rings, or turn 2 at the"
                + " latest", g.state().waiting(bob));
        assertNull(g.state().waiting(g.state().actor("ann")), "red is not hidden");
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> g.act(strike("ann", "bob"), new ScriptedDice(6), false));
        assertTrue(e.getMessage().contains("hidden force"), e.getMessage());
        Game turn2 = next(next(g));
        assertNull(turn2.state().waiting(turn2.state().actor("bob")));
        assertFalse(turn2.state().anyWaiting());
        turn2.act(strike("ann", "bob"), new ScriptedDice(6), false);
    }

    @Test
    void theRefereeRevealsAHiddenForceEarlyJournaledReplayedAndUndone() throws Exception {
        Game g = begun(b -> b.withHidden(new Side.Hidden("the church bell rings", null)));
        Game.Played revealed = g.referee(new ActionRequest("duel", Referee.REVEAL, Map.of(Referee.SIDE, "blue",
                Referee.REASON, "the bell rang")), new ScriptedDice(), false);
        assertEquals(JournalEntry.Kind.REFEREE, revealed.entry().kind());
        assertTrue(revealed.outcome().headline().startsWith("Referee: Blue's hidden force is revealed"),
                revealed.outcome().headline());
        Game after = revealed.game();
        assertNull(after.state().side("blue").hidden());
        after.act(strike("ann", "bob"), new ScriptedDice(6), false);
        assertEquals(after.state(), Game.replay(rules, g.start(), after.journal()).state());
        assertNotNull(after.undo().state().waiting(after.undo().state().actor("bob")), "undone, Bob is hidden again");
    }

    @Test
    void theRefereeBringsOneUnitOnBeforeItsTurnAndNotTheOthers() throws Exception {
        Game g = begun(b -> b.withArrivals(Map.of("blue-reserve", 3, "blue-unit", 2)));
        Game after = g.referee(new ActionRequest("duel", Referee.REVEAL, Map.of(Referee.SIDE, "blue",
                Referee.UNIT, "blue-reserve")), new ScriptedDice(), false).game();
        assertNull(after.state().waiting(after.state().actor("cid")));
        assertNotNull(after.state().waiting(after.state().actor("bob")), "Bob still arrives on turn 2");
        assertEquals(Map.of("blue-unit", 2), after.state().side("blue").arrivals());
    }

    @Test
    void revealingWhatIsOnTheTableIsRefusedNamingWhatArrivesLater() throws Exception {
        Game g = begun(b -> b.withArrivals(Map.of("blue-reserve", 3)));
        IllegalActionException noForce = assertThrows(IllegalActionException.class, () -> g.referee(
                new ActionRequest("duel", Referee.REVEAL, Map.of(Referee.SIDE, "blue")), new ScriptedDice(), false));
        assertTrue(noForce.getMessage().contains("no hidden force") && noForce.getMessage().contains("blue-reserve"),
                noForce.getMessage());
        IllegalActionException onTable = assertThrows(IllegalActionException.class, () -> g.referee(
                new ActionRequest("duel", Referee.REVEAL, Map.of(Referee.SIDE, "blue", Referee.UNIT, "blue-unit")),
                new ScriptedDice(), false));
        assertTrue(onTable.getMessage().contains("blue-reserve (turn 3)"), onTable.getMessage());
    }

    @Test
    void beforeTheGameBeginsWhatIsOnTheTableFromTheStartIsNotWaiting() {
        GameState start = begun(b -> b.withArrivals(Map.of("blue-reserve", 2))).start();
        assertNull(start.turn(), "not begun");
        assertNull(start.waiting(start.actor("ann")));
        assertNull(start.waiting(start.actor("bob")));
        assertNotNull(start.waiting(start.actor("cid")));
        assertFalse(start.inHiddenForce(start.actor("cid")), "arriving later is no secret");
        GameState hidden = begun(b -> b.withHidden(new Side.Hidden(null, 2))).start();
        assertTrue(hidden.inHiddenForce(hidden.actor("bob")));
        assertFalse(hidden.inHiddenForce(hidden.actor("ann")));
    }

    @Test
    void aSidesViewLeavesOutTheOtherSidesActorsNotOnTheTableButKeepsItsOwn() {
        GameState s = begun(b -> b.withArrivals(Map.of("blue-reserve", 2))).state();
        assertNull(s.seenBy("red").actor("cid"), "red does not see blue's reserve before it comes on");
        assertNotNull(s.seenBy("blue").actor("cid"), "blue knows its own reserve");
        assertNull(s.seenBy(null).actor("cid"));
        GameState none = begun(b -> b).state();
        assertTrue(none.seenBy("red") == none, "nobody waiting: the state itself");
    }

    @Test
    void aSideChangedEventAppliedInBulkGivesWhatItGivesAlone() {
        GameState s = begun(b -> b.withHidden(new Side.Hidden(null, 4))).state();
        Side blue = s.side("blue");
        GameEvent e = new GameEvent.SideChanged(blue, blue.withHidden(null));
        assertEquals(s.apply(e), s.apply(List.of(e)));
        assertEquals("blue: hidden force revealed", e.describe());
    }

    @Test
    void aHiddenForceNeedsWhatRevealsItOrItsTurnAndAnArrivalATurn() {
        assertThrows(IllegalArgumentException.class, () -> new Side.Hidden(" ", null));
        assertThrows(IllegalArgumentException.class, () -> new Side.Hidden(null, 0));
        Side s = new Side("blue", "Blue", null, null, List.of());
        assertThrows(IllegalArgumentException.class, () -> s.withArrivals(Map.of("x", 0)));
        assertEquals(3, s.withArrivals(Map.of("u", 3)).arrival("u", "f"));
        assertEquals(2, s.withArrivals(Map.of("u", 3, "f", 2)).arrival("u", "f"), "a figure's own entry first");
        assertEquals(1, s.arrival("u", "f"), "on the table from the start");
    }
}
