package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.model.Status;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;

/** "Winning and Losing": the victory points the game keeps and those the referee enters, shown in the turn. */
class WinningAndLosingTest {
    static final Actor HARRIS = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor COOPER = figure("cooper", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor TOM = figure("tom", BRITISH, "52nd", "light-infantry", "veteran", "musket");
    static final Actor V1 = figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket");

    @Test
    void meetingTheEnemyAndReturningScoresOnceAndWhatIsCarriedHomeIsBanked() {
        Game g = begin(state(HARRIS, COOPER, TOM, V1), 1);
        g = act(g, request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 5.0), 6, 6, 6);
        g = act(g, request(Action.EXPLORE_CAVE, Input.ACTOR, "cooper", Input.PLACE, "cueva"), 6, 6);
        g = act(g, request(Action.RETURN_HOME, Input.ACTOR, "harris"));
        assertEquals(4, ledger(g).points(), ledger(g).describe());
        contains(ledger(g).describe(), "victory points 4 (met the enemy +1, treasure +3)");
        contains(actRefused(g, request(Action.VICTORY, Input.ITEM, "met-enemy")).getMessage(), "only awarded once per game");
    }

    @Test
    void aUnitHomeWithHalfItsFiguresGoneCostsAPointAndADestroyedUnitTwo() {
        Game g = begin(state(HARRIS, COOPER.withStatus(Status.FRESH.withOut(true)), TOM, V1), 4);
        g = act(g, request(Action.FIRE_MUSKET, Input.ACTOR, "v1", Input.TARGET, "tom", Input.RANGE, 5.0), 6, 6, 6);
        contains(ledger(g).describe(), "unit destroyed -2");
        g = act(g, request(Action.RETURN_HOME, Input.ACTOR, "harris"));
        contains(ledger(g).describe(), "home with half losses -1");
        contains(ledger(g).describe(), "met the enemy +1");
        assertEquals(-2, ledger(g).points());
    }

    @Test
    void theRefereeEntersObjectivesCowardiceAndTheCategoricalLoss() {
        Game g = begin(state(HARRIS, V1), 1);
        g = act(g, request(Action.VICTORY, Input.ITEM, "objective-far", Input.TEXT, "the bridge scouted"));
        g = act(g, request(Action.VICTORY, Input.ITEM, "cowardice", Input.TEXT, "the captain turned back at the first shot"));
        contains(ledger(g).describe(), "objective, far half +2");
        contains(ledger(g).describe(), "cowardice (the referee's judgement) +0");
        g = act(g, request(Action.VICTORY, Input.ITEM, "none-returned"));
        assertTrue(ledger(g).lost());
        contains(g.state().turn().describe(), "LOST: no unit returned to friendly lines");
    }
}
