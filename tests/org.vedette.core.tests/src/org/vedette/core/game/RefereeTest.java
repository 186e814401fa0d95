package org.vedette.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.model.Table;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.IllegalActionException;

/** The referee's hand: one mechanism for every ruleset, an ordinary journal entry, undone and replayed like any move. */
class RefereeTest {
    private final DuelRules rules = new DuelRules();

    private Game begun() {
        Unit red = new Unit("red-unit", "Red", null, false, Map.of(),
                List.of(new Figure("ann", "Ann", null, false, List.of("sword"), Map.of("skill", 4), null)), null);
        Unit blue = new Unit("blue-unit", "Blue", null, false, Map.of(),
                List.of(new Figure("bob", "Bob", null, false, List.of(), Map.of("skill", 3), null)), null);
        Scenario s = new Scenario("s", "S", "duel", null, Map.of(), new Table(36, 36, null, null),
                List.of(new Side("red", "Red", null, null, List.of(red)), new Side("blue", "Blue", null, null, List.of(blue))),
                List.of(), 0);
        return Game.begin(rules, GameState.of(s, rules), new ScriptedDice(), false).game();
    }

    private static ActionRequest referee(String action, Map<String, Object> inputs) {
        return new ActionRequest("duel", action, inputs);
    }

    @Test
    void everyRulesetIsOfferedStatusMarkAddRemoveRevealAndItsOwnHitIfItHasOne() {
        assertEquals(List.of(Referee.STATUS, Referee.MARK, Referee.ADD, Referee.REMOVE, Referee.REVEAL),
                Referee.actions(rules).stream().map(ActionSpec::id).toList());
        ActionSpec add = Referee.action(rules, Referee.ADD).orElseThrow();
        assertTrue(add.input(Referee.PROFILE + "skill").isPresent(), "a new actor's profile fields are inputs");
    }

    @Test
    void aRefereesEntryIsTheRefereesUndoneAndReplayedLikeAnyMove() throws Exception {
        Game g = begun();
        Game.Played p = g.referee(referee(Referee.STATUS, Map.of(Referee.TARGET, "bob", Referee.WOUNDS, 1)),
                new ScriptedDice(), true);
        assertEquals(JournalEntry.Kind.REFEREE, p.entry().kind());
        assertEquals("Referee: Bob fresh → 1 wound", p.outcome().headline());
        assertEquals(new Status(1, 0, false, false), p.game().state().actor("bob").status());
        assertEquals(p.game().state(), Game.replay(rules, g.start(), p.game().journal()).state());
        assertEquals(g.state(), p.game().undo().state());
    }

    @Test
    void aMarkTypedAsTextTakesTheTypeItReadsAsWhenTheRulesetDeclaresNone() throws Exception {
        Game.Played p = begun().referee(referee(Referee.MARK,
                Map.of(Referee.TARGET, "ann", Referee.MARK_NAME, "hoarse", Referee.VALUE, true)), new ScriptedDice(), false);
        assertEquals("true", p.entry().request().input(Referee.VALUE), "the journal keeps the value as typed text");
        assertEquals(Boolean.TRUE, p.game().state().actor("ann").marks().get("hoarse"));
        Game.Played removed = p.game().referee(referee(Referee.MARK,
                Map.of(Referee.TARGET, "ann", Referee.MARK_NAME, "hoarse")), new ScriptedDice(), false);
        assertFalse(removed.game().state().actor("ann").marks().containsKey("hoarse"));
    }

    @Test
    void anActorAddedTakesTheProfileOfTheOneHeIsLikeAndIsTakenOffAgain() throws Exception {
        Game g = begun();
        Game.Played added = g.referee(referee(Referee.ADD, Map.of(Referee.ID, "cid", Referee.NAME, "Cid",
                Referee.SIDE, "blue", Referee.LIKE, "bob")), new ScriptedDice(), false);
        Actor cid = added.game().state().actor("cid");
        assertEquals(3, cid.profileInt("skill", 0));
        assertEquals("blue-unit", cid.unit());
        assertEquals("Referee: Cid joins Blue", added.outcome().headline());
        Game.Played removed = added.game().referee(referee(Referee.REMOVE, Map.of(Referee.TARGET, "ann")),
                new ScriptedDice(), false);
        assertEquals(null, removed.game().state().actor("ann"));
        assertFalse(removed.game().state().turn().activation().includes("ann"), "the activation forgets him");
        assertEquals(removed.game().state(), Game.replay(rules, g.start(), removed.game().journal()).state());
    }

    @Test
    void whatCannotBeIsRefusedAndChangesNothing() {
        Game g = begun();
        assertThrows(IllegalActionException.class, () -> g.referee(referee(Referee.ADD,
                Map.of(Referee.ID, "bob", Referee.SIDE, "blue")), new ScriptedDice(), false), "an id in use");
        assertThrows(IllegalActionException.class, () -> g.referee(referee(Referee.ADD,
                Map.of(Referee.ID, "cid", Referee.SIDE, "green")), new ScriptedDice(), false), "a side not in the game");
        assertThrows(IllegalActionException.class, () -> g.referee(referee(Referee.ADD,
                Map.of(Referee.ID, "cid", Referee.SIDE, "blue", Referee.PROFILE + "skill", 9)), new ScriptedDice(), false),
                "a profile out of range");
        assertThrows(IllegalActionException.class, () -> g.referee(referee(Referee.STATUS,
                Map.of(Referee.TARGET, "bob")), new ScriptedDice(), false), "nothing to set");
        assertThrows(IllegalActionException.class, () -> g.referee(referee(Referee.HIT,
                Map.of(Referee.TARGET, "bob")), new ScriptedDice(), false), "the duel has no referee's hit");
        assertEquals(1, g.journal().size());
    }
}
