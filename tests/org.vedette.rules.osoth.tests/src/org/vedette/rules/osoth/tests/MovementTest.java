package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/** "Movement" and "Actions — Move": rates by class and ground (TABLES.md "Movement"), groups, mounts, limbers. */
class MovementTest {
    static final Actor VETERAN = figure("vet", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor CONSCRIPT = figure("con", FRENCH, "conscripts", "infantry", "conscript", "musket");

    private static String rate(GameState s, String actor, String terrain, int face, Object... more) {
        Object[] inputs = new Object[4 + more.length];
        inputs[0] = Input.ACTOR;
        inputs[1] = actor;
        inputs[2] = Input.TERRAIN;
        inputs[3] = terrain;
        System.arraycopy(more, 0, inputs, 4, more.length);
        return resolve(s, request(Action.MOVE, inputs), face).headline();
    }

    @Test
    void veteransOnFootOutpaceConscriptsAndRidersOutpaceBothInTheOpen() {
        GameState s = state(VETERAN, CONSCRIPT, mounted(figure("lt", BRITISH, "16th", "light-cavalry", "veteran", "carbine")));
        // A D6 read as D3: 5 → 3. Veteran foot 4 + 3, Conscript 2 + 3, Veteran mounted 9 + 3.
        assertTrue(rate(s, "vet", "open", 5).endsWith("may move 7\""));
        assertTrue(rate(s, "con", "open", 5).endsWith("may move 5\""));
        assertTrue(rate(s, "lt", "open", 5).endsWith("may move 12\""));
        // The road adds 1" on foot, 2" mounted; a D6 of 1 reads 1.
        assertTrue(rate(s, "vet", "road", 1).endsWith("may move 6\""));
        assertTrue(rate(s, "lt", "road", 1).endsWith("may move 12\""));
    }

    @Test
    void roughGroundHalvesFootAndQuartersRiders() {
        GameState s = state(VETERAN, mounted(figure("lt", BRITISH, "16th", "light-cavalry", "veteran", "carbine")));
        assertTrue(rate(s, "vet", "rough", 6).endsWith("may move 3.5\""));  // (4 + 3) / 2
        assertTrue(rate(s, "lt", "rough", 6).endsWith("may move 3\""));    // (9 + 3) / 4
        Outcome o = resolve(s, request(Action.MOVE, Input.ACTOR, "vet", Input.TERRAIN, "rough"), 6);
        contains(text(o), "any part of it in the open or on a road counts twice");
    }

    @Test
    void aLinearObstacleCostsAnInch() {
        assertTrue(rate(state(VETERAN), "vet", "open", 6, Input.OBSTACLE, true).endsWith("may move 6\""));
    }

    @Test
    void aGroupMovesAtItsSlowestFigureWhichMustBeTheActor() {
        Actor sergeant = with(figure("sgt", FRENCH, "conscripts", "infantry", null, "musket"), Field.RANK, "nco");
        GameState s = state(CONSCRIPT, sergeant);
        contains(refused(s, request(Action.MOVE, Input.ACTOR, "sgt", Input.GROUP, "con")).getMessage(), "the slowest figure");
        Outcome o = resolve(s, request(Action.MOVE, Input.ACTOR, "con", Input.GROUP, "sgt"), 3);
        GameState after = s.apply(o.events());
        assertTrue(after.actor("sgt").hasMark(Mark.ACTED) && after.actor("con").hasMark(Mark.ACTED));
        assertTrue(o.headline().endsWith("group of 2 may move 4\""), o.headline());
    }

    @Test
    void aRiderDismountsAsPartOfHisMoveAndTheMountedBoxNeedsAllMounted() {
        Actor rider = mounted(figure("lt", BRITISH, "16th", "light-cavalry", "veteran", "carbine"));
        Actor foot = figure("lt2", BRITISH, "16th", "light-cavalry", "veteran", "carbine");
        GameState s = state(rider, foot);
        Outcome o = resolve(s, request(Action.MOVE, Input.ACTOR, "lt", Input.MOUNT, "dismount", Input.ACTOR_MOUNTED, false), 2);
        assertTrue(s.apply(o.events()).actor("lt").hasMark(Mark.DISMOUNTED));
        contains(refused(s, request(Action.MOVE, Input.ACTOR, "lt", Input.GROUP, "lt2", Input.ACTOR_MOUNTED, true)).getMessage(),
                "only if all figures are mounted");
    }

    @Test
    void aGunLimbersInsteadOfMovingAndTransportIsTheSlowest() {
        Actor gun = with(figure("gun", FRENCH, "battery", "light-gun", "average"), Field.LIMBERED, true);
        GameState s = state(gun, figure("g1", FRENCH, "battery", "artillery-crew", "average", "musket"));
        Outcome unlimber = resolve(s, request(Action.MOVE, Input.ACTOR, "gun", Input.LIMBER, "unlimber", Input.GROUP, "unit"));
        GameState after = s.apply(unlimber.events());
        assertEquals(Boolean.FALSE, after.actor("gun").marks().get(Mark.LIMBERED));
        assertTrue(after.actor("g1").hasMark(Mark.ACTED));
        // Transport on foot: 0 + D3.
        assertTrue(rate(s, "gun", "open", 6).endsWith("may move 3\""));
        assertFalse(unlimber.rolls().size() > 0, "limbering throws no die");
    }
}
