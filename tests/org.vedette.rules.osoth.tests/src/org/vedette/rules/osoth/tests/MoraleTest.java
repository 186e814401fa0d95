package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Option;

/** "Morale" and "Actions — Check Morale": Solid, Wavering, removed; the best figure; half strength (TABLES.md "Morale"). */
class MoraleTest {
    static Actor con(String id) {
        return figure(id, FRENCH, "conscripts", "infantry", "conscript", "musket");
    }

    static final Actor DEAD = con("c3").withStatus(Status.FRESH.withOut(true));

    @Test
    void theUnitChecksAsItsBestFigure() {
        Actor sergeant = with(con("sgt"), "rank", "nco");
        // Veteran (the NCO) 5+; one of three gone, less than half.
        Outcome o = resolve(state(con("c1"), sergeant, DEAD), request(Action.CHECK_MORALE, Input.ACTOR, "c1"), 2, 3);
        contains(text(o), "checks as Veteran");
        contains(o.headline(), "pass their morale check");
    }

    @Test
    void halfStrengthRaisesTheScoreAndFailureMakesTheUnitWavering() {
        GameState s = state(con("c1"), con("c2").withStatus(Status.FRESH.withOut(true)));
        // Conscript 7+, half gone +2: 9; 4+4 fails.
        Outcome o = resolve(s, request(Action.CHECK_MORALE, Input.ACTOR, "c1"), 4, 4);
        contains(text(o), "1 of 2 gone: half or more");
        contains(text(o), "against 9");
        GameState after = s.apply(o.events());
        assertEquals("wavering", after.actor("c1").marks().get(Mark.MORALE));
        assertFalse(after.actor("c1").hasMark(Mark.ACTED), "a morale check is not an action");
    }

    @Test
    void aWaveringUnitMayOnlyMoveOrRallyAndAFailedRallyRemovesIt() {
        GameState s = state(con("c1").withMark(Mark.MORALE, "wavering"), con("c2").withMark(Mark.MORALE, "wavering"),
                figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle"));
        contains(refused(s, request(Action.FIRE_MUSKET, Input.ACTOR, "c1", Input.TARGET, "harris", Input.RANGE, 5.0)).getMessage(),
                "Wavering");
        resolve(s, request(Action.MOVE, Input.ACTOR, "c1"), 3);
        Outcome rallied = resolve(s, request(Action.STAND, Input.ACTOR, "c1", Input.ACTIVITY, "rally"), 4, 3);
        assertNull(s.apply(rallied.events()).actor("c2").marks().get(Mark.MORALE), "Solid again, the whole unit");
        Outcome failed = resolve(s, request(Action.STAND, Input.ACTOR, "c1", Input.ACTIVITY, "rally"), 3, 3);
        GameState after = s.apply(failed.events());
        assertTrue(out(after, "c1") && out(after, "c2"), text(failed));
        assertTrue(after.actor("c1").hasMark(Mark.ACTED), "a rally is the unit's action");
    }

    @Test
    void aWaveringUnitFailingAgainIsRemovedUnlessTheOptionIsOff() {
        Actor w = con("c1").withMark(Mark.MORALE, "wavering");
        assertTrue(out(state(w).apply(resolve(state(w), request(Action.CHECK_MORALE, Input.ACTOR, "c1"), 1, 1).events()), "c1"));
        GameState kept = state(Map.of(Option.WAVERING_FAILS_OUT, false), w);
        Outcome o = resolve(kept, request(Action.CHECK_MORALE, Input.ACTOR, "c1"), 1, 1);
        assertFalse(out(kept.apply(o.events()), "c1"));
        contains(o.headline(), "still Wavering");
    }

    @Test
    void strengthCountsFromTheLatestSplit() {
        GameState s = state(con("c1").withMark(Mark.STRENGTH, 4), con("c2").withMark(Mark.STRENGTH, 4),
                con("c3").withMark(Mark.STRENGTH, 4), con("c4").withMark(Mark.STRENGTH, 4),
                con("c5").withStatus(Status.FRESH.withOut(true)), con("c6").withStatus(Status.FRESH.withOut(true)));
        // Six figures, two gone, but four after the split and all four present: not half.
        Outcome o = resolve(s, request(Action.CHECK_MORALE, Input.ACTOR, "c1"), 6, 6);
        contains(text(o), "0 of 4 gone: less than half");
    }

    @Test
    void transportNeverChecks() {
        Actor wagon = figure("wagon", FRENCH, "convoy", "transport", null);
        contains(refused(state(wagon), request(Action.CHECK_MORALE, Input.ACTOR, "wagon")).getMessage(), "Transport never checks morale");
    }
}
