package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
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

/** "Artillery", "Actions — Fire Light/Field Artillery", "— Test vs. Blast/Roundshot/Cannister" (TABLES.md "Artillery"). */
class ArtilleryTest {
    static Actor crew(String id, String battery) {
        return figure(id, FRENCH, battery, "artillery-crew", "veteran", "musket");
    }

    static final Actor LIGHT = figure("gun", FRENCH, "battery", "light-gun", "veteran");
    static final Actor FIELD = figure("twelve", FRENCH, "grand", "field-gun", "average");
    static final Actor HOWITZER = with(figure("how", FRENCH, "howitzers", "light-gun", "average"), Field.HOWITZER, true);

    @Test
    void roundshotIsALineToFortyEightInchesAndTheLightGunNeedsOneLoad() {
        GameState s = state(LIGHT, crew("g1", "battery"), crew("g2", "battery"));
        Outcome o = resolve(s, request(Action.FIRE_LIGHT_ARTILLERY, Input.ACTOR, "gun"));
        contains(text(o), "a line from the barrel out to 48\"");
        GameState after = s.apply(o.events());
        assertEquals(1, after.actor("gun").marks().get(Mark.LOADS_NEEDED));
        assertTrue(after.actor("g1").hasMark(Mark.ACTED) && after.actor("g2").hasMark(Mark.ACTED), "the whole crew fires");
        GameState next = state(after.actor("gun").withMark(Mark.ACTED, null), crew("g1", "battery"), crew("g2", "battery"));
        contains(refused(next, request(Action.FIRE_LIGHT_ARTILLERY, Input.ACTOR, "gun")).getMessage(), "needs 1 more Load");
        Outcome load = resolve(next, request(Action.STAND, Input.ACTOR, "gun", Input.ACTIVITY, "load", Input.AMMUNITION, "canister",
                Input.GROUP, "unit"));
        GameState loaded = next.apply(load.events());
        assertNull(loaded.actor("gun").marks().get(Mark.LOADS_NEEDED));
        assertEquals("canister", loaded.actor("gun").marks().get(Mark.AMMUNITION));
    }

    @Test
    void fieldGunsNeedTwoLoadsAndCanisterIsAThirtySixInchCone() {
        GameState s = state(FIELD.withMark(Mark.AMMUNITION, "canister"), crew("f1", "grand"), crew("f2", "grand"));
        Outcome o = resolve(s, request(Action.FIRE_FIELD_ARTILLERY, Input.ACTOR, "twelve"));
        contains(text(o), "60-degree cone from the barrel, out to 36\"");
        assertEquals(2, s.apply(o.events()).actor("twelve").marks().get(Mark.LOADS_NEEDED));
    }

    @Test
    void loadingNeedsTwoCrewmenAndALimberedGunNeitherLoadsNorFires() {
        GameState one = state(LIGHT.withMark(Mark.LOADS_NEEDED, 1), crew("g1", "battery"));
        contains(refused(one, request(Action.STAND, Input.ACTOR, "gun", Input.ACTIVITY, "load", Input.GROUP, "unit")).getMessage(),
                "A minimum of two crewmen");
        GameState limbered = state(with(LIGHT, Field.LIMBERED, true), crew("g1", "battery"), crew("g2", "battery"));
        contains(refused(limbered, request(Action.FIRE_LIGHT_ARTILLERY, Input.ACTOR, "gun")).getMessage(), "limbered");
        contains(refused(state(FIELD, crew("f1", "grand")), request(Action.FIRE_LIGHT_ARTILLERY, Input.ACTOR, "twelve")).getMessage(),
                "the light artillery piece");
    }

    @Test
    void aHowitzerFiresShellWhichAVeteranCrewDropsShortOnlyOnAOne() {
        GameState s = state(HOWITZER, crew("h1", "howitzers"), crew("h2", "howitzers"));
        // The crew fires as its best, Veteran: short on a 1 only, so a 2 bursts on the point.
        Outcome onPoint = resolve(s, request(Action.FIRE_LIGHT_ARTILLERY, Input.ACTOR, "how", Input.RANGE, 30.0), 2);
        contains(onPoint.headline(), "bursts on the point, at 30\"");
        Outcome shortOf = resolve(s, request(Action.FIRE_LIGHT_ARTILLERY, Input.ACTOR, "how", Input.RANGE, 30.0), 1, 4);
        contains(shortOf.headline(), "4\" short, at 26\"");
        contains(text(shortOf), "within 3\", friend or foe, tests vs. blast");
        contains(refused(s, request(Action.FIRE_LIGHT_ARTILLERY, Input.ACTOR, "how")).getMessage(), "range must be specified");
    }

    @Test
    void testsAgainstRoundshotCanisterAndBlast() {
        Actor rifleman = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
        GameState s = state(rifleman);
        // Roundshot at 30": 9+; hard cover +2: 11.
        Outcome rs = resolve(s, request(Action.TEST_ROUNDSHOT, Input.ACTOR, "harris", Input.RANGE, 30.0, Input.TERRAIN, "hard"), 5, 5);
        contains(text(rs), "11+ is a casualty; rolled 10: unharmed");
        Outcome canister = resolve(s, request(Action.TEST_CANISTER, Input.ACTOR, "harris", Input.RANGE, 10.0), 3, 3);
        assertTrue(out(s.apply(canister.events()), "harris"), text(canister));
        assertFalse(canister.events().stream().anyMatch(e -> e.describe().contains(Mark.ACTED)), "a test is not an action");
        Outcome beyond = resolve(s, request(Action.TEST_CANISTER, Input.ACTOR, "harris", Input.RANGE, 40.0));
        contains(beyond.headline(), "beyond the canister's reach");
        Actor wagon = figure("wagon", FRENCH, "convoy", "transport", null);
        Outcome blast = resolve(state(wagon), request(Action.TEST_BLAST, Input.ACTOR, "wagon"), 4, 3);
        contains(blast.headline(), "wagon is wrecked by the blast"); // 8, transport -1: 7
    }
}
