package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/** "Units and Groups": groups from one unit, sub-units, joining, field promotions, guerrillas joining the players. */
class UnitsAndGroupsTest {
    static final Actor LT = officer(figure("lt", BRITISH, "95th", "rifleman", null, "rifle", "pistol"));
    static final Actor SGT = with(figure("sgt", BRITISH, "95th", "rifleman", null, "rifle"), "rank", "nco");
    static final Actor R1 = figure("r1", BRITISH, "95th", "rifleman", "average", "rifle");
    static final Actor R2 = figure("r2", BRITISH, "95th", "rifleman", "average", "rifle");
    static final Actor TOM = figure("tom", BRITISH, "52nd", "light-infantry", "conscript", "musket");

    @Test
    void aGroupIsOfOneUnit() {
        GameState s = state(LT, R1, TOM);
        contains(refused(s, request(Action.MOVE, Input.ACTOR, "tom", Input.GROUP, "r1")).getMessage(),
                "Groups are made up of figures from the same unit");
        contains(refused(s, request(Action.FIRE_RIFLE, Input.ACTOR, "r1", Input.TARGET, "tom", Input.RANGE, 3.0,
                Input.GROUP, "lt")).getMessage(), "'fire-rifle' has no input 'group'");
    }

    @Test
    void aSubUnitNeedsItsOwnOfficerOrNcoAndCountsStrengthFromTheSplit() {
        GameState s = state(LT, SGT, R1, R2);
        contains(refused(s, request(Action.SPLIT, Input.ACTOR, "r1", Input.NAME, "picket", Input.GROUP, "r2")).getMessage(),
                "each part needs an officer or NCO");
        Outcome o = resolve(s, request(Action.SPLIT, Input.ACTOR, "sgt", Input.NAME, "picket", Input.GROUP, "r2"));
        GameState after = s.apply(o.events());
        assertEquals("picket", after.actor("r2").marks().get(Mark.UNIT));
        assertEquals(2, after.actor("r2").marks().get(Mark.STRENGTH));
        assertEquals(2, after.actor("lt").marks().get(Mark.STRENGTH));
        contains(o.headline(), "95th splits: picket (2) and 95th (2)");
    }

    @Test
    void joinedUnitsTakeTheirMajoritysQuality() {
        Actor l1 = figure("l1", BRITISH, "52nd", "light-infantry", "conscript", "musket");
        GameState s = state(LT, R1, R2, TOM, l1);
        // Veteran officer, two Average, two Conscripts: the tie of Average and Conscript … the majority is none;
        // counts Veteran 1, Average 2, Conscript 2: the better of the equal, Average.
        Outcome o = resolve(s, request(Action.JOIN, Input.ACTOR, "tom", Input.TARGET, "r1", Input.DISTANCE, 2.0));
        GameState after = s.apply(o.events());
        assertEquals("95th", after.actor("tom").marks().get(Mark.UNIT));
        assertEquals("average", after.actor("l1").marks().get(Mark.QUALITY));
        contains(refused(s, request(Action.JOIN, Input.ACTOR, "tom", Input.TARGET, "r1", Input.DISTANCE, 4.0)).getMessage(),
                "within 3 inches");
    }

    @Test
    void aUnitThatLosesItsLastOfficerPromotesOneInTheField() {
        Actor voltigeur = figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket");
        GameState s = state(LT, R1, R2, voltigeur);
        // Musket short (8"): 7; the Lieutenant is Veteran; 6+6 hits, D6 6 kills.
        Outcome o = resolve(s, request(Action.FIRE_MUSKET, Input.ACTOR, "v1", Input.TARGET, "lt", Input.RANGE, 5.0), 6, 6, 6);
        GameState after = s.apply(o.events());
        assertTrue(out(after, "lt"));
        assertTrue(after.actor("r1").hasMark(Mark.PROMOTED), text(o));
        contains(text(o), "r1 is promoted NCO in the field");
    }

    @Test
    void guerrillasJoinThePlayersWhenAFriendComesWithinSixInches() {
        Actor guerrilla = figure("pablo", FRENCH, "band", "guerrilla", "average", "musket");
        GameState s = state(R1, guerrilla);
        contains(refused(s, request(Action.TAKE_CONTROL, Input.ACTOR, "r1", Input.TARGET, "pablo", Input.DISTANCE, 7.0))
                .getMessage(), "within 6 inches");
        Outcome o = resolve(s, request(Action.TAKE_CONTROL, Input.ACTOR, "r1", Input.TARGET, "pablo", Input.DISTANCE, 5.0));
        assertTrue(s.apply(o.events()).actor("pablo").hasMark(Mark.PLAYER_CONTROLLED));
    }
}
