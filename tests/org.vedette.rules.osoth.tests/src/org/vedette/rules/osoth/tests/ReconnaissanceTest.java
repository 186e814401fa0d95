package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * "Actions — Parley …, Explore …, Scout Enemy Outpost, Interrogate/Search
 * Enemy Officer(s), Assess Massed Enemy": distances, Player forces only,
 * once per game, and the yields (TABLES.md "Yields").
 */
class ReconnaissanceTest {
    static final Actor RIFLEMAN = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor VILLAGER = figure("pepe", FRENCH, "villagers", "villager", null);

    @Test
    void aParleyWithinSixInchesYieldsAndRemovesTheVillagers() {
        GameState s = state(RIFLEMAN, VILLAGER, figure("maria", FRENCH, "villagers", "villager", null));
        contains(refused(s, request(Action.PARLEY_VILLAGERS, Input.ACTOR, "harris", Input.TARGET, "pepe", Input.DISTANCE, 7.0))
                .getMessage(), "within 6\" only");
        Outcome o = resolve(s, request(Action.PARLEY_VILLAGERS, Input.ACTOR, "harris", Input.TARGET, "pepe", Input.DISTANCE, 5.0), 4, 4);
        contains(o.headline(), "They tell of an enemy outpost: place it (enemy asset located, 2 VP when carried home)");
        GameState after = s.apply(o.events());
        assertTrue(out(after, "pepe") && out(after, "maria"), "the group is removed from play");
    }

    @Test
    void onlyPlayerForcesParleyAndThePartyMustBeTheRightKind() {
        Actor voltigeur = figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket");
        GameState s = state(RIFLEMAN, VILLAGER, voltigeur);
        contains(refused(s, request(Action.PARLEY_VILLAGERS, Input.ACTOR, "v1", Input.TARGET, "pepe", Input.DISTANCE, 1.0))
                .getMessage(), "only by Player forces");
        contains(refused(s, request(Action.PARLEY_MONKS, Input.ACTOR, "harris", Input.TARGET, "pepe", Input.DISTANCE, 1.0))
                .getMessage(), "not Monk/Priest");
    }

    @Test
    void aVillageIsExploredOncePerGame() {
        GameState start = state(RIFLEMAN, figure("tom", BRITISH, "52nd", "light-infantry", "veteran", "musket"),
                figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket"));
        Game g = begin(start, 1);                              // Players' initiative
        g = act(g, request(Action.EXPLORE_VILLAGE, Input.ACTOR, "harris", Input.PLACE, "El Bodón"), 4, 5);
        contains(g.state().turn().describe(), "to carry home: asset-located");
        g = next(g, 2);                                         // Players again, the 52nd
        contains(actRefused(g, request(Action.EXPLORE_VILLAGE, Input.ACTOR, "tom", Input.PLACE, "el-bodón")).getMessage(),
                "only be performed once per game");
    }

    @Test
    void scoutingNeedsTwelveInchesAndALineOfSight() {
        GameState s = state(RIFLEMAN);
        contains(refused(s, request(Action.SCOUT_OUTPOST, Input.ACTOR, "harris", Input.PLACE, "fort", Input.DISTANCE, 10.0))
                .getMessage(), "clear line of sight");
        Outcome o = resolve(s, request(Action.SCOUT_OUTPOST, Input.ACTOR, "harris", Input.PLACE, "fort", Input.DISTANCE, 10.0,
                Input.IN_SIGHT, true), 6, 6);
        contains(o.headline(), "A full-blown fortification");
    }

    @Test
    void anOfficerIsSearchedOnlyWhenDefeated() {
        Actor colonel = figure("colonel", FRENCH, "hq", "headquarters", null, "pistol");
        GameState standing = state(RIFLEMAN, colonel);
        contains(refused(standing, request(Action.INTERROGATE, Input.ACTOR, "harris", Input.TARGET, "colonel")).getMessage(),
                "has not been defeated");
        GameState fallen = state(RIFLEMAN, colonel.withStatus(Status.FRESH.withOut(true)));
        Outcome o = resolve(fallen, request(Action.INTERROGATE, Input.ACTOR, "harris", Input.TARGET, "colonel"), 6, 6);
        contains(o.headline(), "strategic plans and cipher, 4 VP");
        assertTrue(fallen.apply(o.events()).actor("colonel").hasMark(Mark.DEALT_WITH));
    }

    @Test
    void massedEnemyIsAssessedOnceSuccessfullyAndAFailureMayBeTriedAgain() {
        GameState start = state(RIFLEMAN, figure("tom", BRITISH, "95th", "rifleman", "veteran", "rifle"),
                figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket"));
        Game g = begin(start, 1);
        // Veteran 6+: 2+3 fails.
        g = act(g, request(Action.ASSESS, Input.ACTOR, "harris", Input.PLACE, "the army", Input.DISTANCE, 12.0,
                Input.IN_SIGHT, true), 2, 3);
        assertFalse(ledger(g).done().contains("assess-massed-enemy:thearmy"));
        g = act(g, request(Action.ASSESS, Input.ACTOR, "tom", Input.PLACE, "the army", Input.DISTANCE, 12.0,
                Input.IN_SIGHT, true), 3, 3);
        assertEquals(java.util.List.of("massed-assessed"), ledger(g).pending());
    }
}
