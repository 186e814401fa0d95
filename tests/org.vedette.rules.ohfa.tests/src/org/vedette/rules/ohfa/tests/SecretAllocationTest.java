package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.ReplayException;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Step;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.Input;

/**
 * OHFA Fighting — "secretly turns each one up ... When both players are
 * ready, they simultaneously reveal their dice": each side commits apart,
 * nothing printed shows a commitment until both are in, and the journal
 * keeps them for undo and replay.
 */
class SecretAllocationTest {
    /** Dubois charges Harper: 2D6 = 7 reaches him at 5". */
    static Game charged() throws IllegalActionException {
        Game g = next(Games.begin(Deck.character("dubois"))).game();
        return act(g, request(Action.CHARGE, Input.ACTOR, "dubois", Input.TARGET, "harper", Input.DISTANCE, 5), 3, 4).game();
    }

    private static String printed(Game.Played p) {
        StringBuilder b = new StringBuilder(p.outcome().headline());
        for (GameEvent e : p.outcome().events()) b.append('\n').append(e.describe());
        for (Step s : p.outcome().explanation()) b.append('\n').append(s);
        b.append('\n').append(p.game().state().turn().describe());
        return b.toString();
    }

    @Test
    void aChargeIntoContactWaitsForBothAllocations() throws IllegalActionException {
        Game g = charged();
        assertTrue(describe(g).contains("melee dubois v harper, not yet: dubois, harper"), describe(g));
    }

    @Test
    void aCommitmentShowsOnlyThatItIsCommitted() throws IllegalActionException {
        Game g = charged();
        // Dubois charged on foot: 6 + 2 = 8 points. Two different allocations print the same.
        Game.Played one = act(g, request(Action.COMMIT, Input.ACTOR, "dubois", Input.ASSAULT, 5, Input.CLOSE, 2, Input.GRAPPLING, 1));
        Game.Played other = act(g, request(Action.COMMIT, Input.ACTOR, "dubois", Input.ASSAULT, 1, Input.CLOSE, 3, Input.GRAPPLING, 4,
                Input.MELEE_WEAPON, "none"));
        assertEquals(printed(one), printed(other));
        assertEquals("dubois has committed his combat points; waiting for harper", one.outcome().headline());
        assertTrue(describe(one.game()).contains("committed: dubois, not yet: harper"), describe(one.game()));
        assertEquals(List.of(), one.outcome().rolls());
        assertTrue(one.outcome().events().stream().allMatch(e -> e instanceof GameEvent.TurnChanged));
    }

    @Test
    void whenBothAreInTheMeleeIsRevealedAndResolved() throws IllegalActionException, ReplayException {
        Game g = charged();
        g = act(g, request(Action.COMMIT, Input.ACTOR, "dubois", Input.ASSAULT, 5, Input.CLOSE, 2, Input.GRAPPLING, 1)).game();
        // Dubois with his bayonet 7 / 3 / 0; Harper with his bayonet 2/3/3 -> 4 / 4 / 2
        // assault 7 v 4: Dubois; close 3 v 4: Harper; grappling 0 v 2: Harper over double, and two rounds
        Game.Played p = act(g, request(Action.COMMIT, Input.ACTOR, "harper", Input.ASSAULT, 2, Input.CLOSE, 3, Input.GRAPPLING, 3),
                3, 1, 6);
        assertEquals("Melee, dubois v harper: harper strikes dubois: wounded; harper strikes dubois: saved", p.outcome().headline());
        assertTrue(p.outcome().explanation().stream().anyMatch(s -> s.text().equals("dubois reveals 5 / 2 / 1")));
        assertTrue(p.outcome().explanation().stream().anyMatch(s -> s.text().equals("harper reveals 2 / 3 / 3")));
        g = p.game();
        assertTrue(!describe(g).contains("melee"), describe(g));
        assertEquals(1, g.state().actor("dubois").status().wounds());
        assertEquals(2, g.state().actor("dubois").status().shock());
        Game undone = g.undo();
        assertTrue(describe(undone).contains("committed: dubois, not yet: harper"), describe(undone));
        assertEquals(g.state(), Game.replay(RULES, g.start(), g.journal()).state());
    }

    @Test
    void badCommitmentsAreRefusedAndChangeNothing() throws IllegalActionException {
        Game g = charged();
        IllegalActionException over = assertThrows(IllegalActionException.class, () -> act(g, request(Action.COMMIT,
                Input.ACTOR, "dubois", Input.ASSAULT, 4, Input.CLOSE, 3, Input.GRAPPLING, 2)));
        assertTrue(over.getMessage().contains("allocates 9 points but has only 8"), over.getMessage());
        IllegalActionException outside = assertThrows(IllegalActionException.class, () -> act(g, request(Action.COMMIT,
                Input.ACTOR, "harper", Input.ASSAULT, 7, Input.CLOSE, 1, Input.GRAPPLING, 0)));
        assertTrue(outside.getMessage().contains("must be from 1 to 6"), outside.getMessage());
        IllegalActionException stranger = assertThrows(IllegalActionException.class, () -> act(g, request(Action.COMMIT,
                Input.ACTOR, "pablo", Input.ASSAULT, 2, Input.CLOSE, 2, Input.GRAPPLING, 2)));
        assertTrue(stranger.getMessage().contains("in no melee"), stranger.getMessage());
        Game once = act(g, request(Action.COMMIT, Input.ACTOR, "harper", Input.ASSAULT, 3, Input.CLOSE, 3, Input.GRAPPLING, 2)).game();
        IllegalActionException twice = assertThrows(IllegalActionException.class, () -> act(once, request(Action.COMMIT,
                Input.ACTOR, "harper", Input.ASSAULT, 2, Input.CLOSE, 3, Input.GRAPPLING, 3)));
        assertTrue(twice.getMessage().contains("already committed"), twice.getMessage());
        assertEquals(g.journal().size() + 1, once.journal().size());
    }

    @Test
    void aRawFighterThrowsAndDoesNotCommit() throws IllegalActionException {
        Game g = next(Games.begin(Deck.character("leroux"))).game();
        // Leroux (Raw) must throw to charge: 2D6 = 9 reaches Pablo at 6"
        g = act(g, request(Action.CHARGE, Input.ACTOR, "leroux", Input.TARGET, "pablo", Input.DISTANCE, 6), 4, 5).game();
        assertTrue(describe(g).contains("not yet: leroux, pablo"), describe(g));
        Game finalG = g;
        IllegalActionException raw = assertThrows(IllegalActionException.class, () -> act(finalG, request(Action.COMMIT,
                Input.ACTOR, "leroux", Input.ASSAULT, 2, Input.CLOSE, 2, Input.GRAPPLING, 2)));
        assertTrue(raw.getMessage().contains("is Raw"), raw.getMessage());
        // Pablo commits; Leroux throws 6, 6, 6 (3 / 3 / 3, +2 for his charge in the assault: 5 / 3 / 3)
        // Pablo's knife: 2/2/2 -> 2 / 3 / 4: assault Leroux over double (5 v 2), close tie, grappling Pablo
        Outcome o = act(g, request(Action.COMMIT, Input.ACTOR, "pablo", Input.ASSAULT, 2, Input.CLOSE, 2, Input.GRAPPLING, 2),
                6, 6, 6, 3).outcome();
        assertEquals("Melee, leroux v pablo: leroux strikes pablo: wounded", o.headline());
    }
}
