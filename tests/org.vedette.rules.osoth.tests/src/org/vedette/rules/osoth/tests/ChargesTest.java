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
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/** "Charges", "Actions — Charge" and "— Attack": the charge move, the reaction, the attack pair (TABLES.md "Attack"). */
class ChargesTest {
    static final Actor HUSSAR = mounted(figure("hussar", FRENCH, "hussars", "cavalry", "average", "carbine"));
    static final Actor RIFLEMAN = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor RECRUIT = figure("recruit", BRITISH, "95th", "rifleman", "conscript", "musket");

    private static GameState charged(Actor target, double from, int face) {
        GameState s = state(HUSSAR, target);
        Outcome o = resolve(s, request(Action.CHARGE, Input.ACTOR, "hussar", Input.TARGET, target.id(), Input.DISTANCE, from), face);
        return s.apply(o.events());
    }

    @Test
    void aChargeThatFallsShortUsesOnlyTheChargersAction() {
        GameState s = state(HUSSAR, RIFLEMAN);
        // Average mounted 8 + D3 (D6 1 → 1) = 9, short of 10".
        Outcome o = resolve(s, request(Action.CHARGE, Input.ACTOR, "hussar", Input.TARGET, "harris", Input.DISTANCE, 10.0), 1);
        contains(o.headline(), "falls short (9\" of 10\")");
        GameState after = s.apply(o.events());
        assertTrue(after.actor("hussar").hasMark(Mark.ACTED));
        assertFalse(after.actor("harris").hasMark(Mark.ACTED));
        assertNull(after.actor("harris").marks().get(Mark.CHARGED_BY));
    }

    @Test
    void aVeteranReactsWithFireAtTheShortestBracket() {
        GameState s = charged(RIFLEMAN, 10, 6); // 8 + 3 = 11 reaches
        assertEquals("hussar", s.actor("harris").marks().get(Mark.CHARGED_BY));
        // Rifle's shortest band reaches 10": the bracket is 10" (short, 6+), Veteran -1, a mounted target -1: 4.
        Outcome o = resolve(s, request(Action.REACT, Input.ACTOR, "harris", Input.REACTION, "rifle"), 2, 2, 4);
        contains(text(o), "Veteran reaction fire at 10\" (the charge began 10\" away)");
        contains(text(o), "needs 4; rolled 2+2 = 4: hit");
        GameState after = s.apply(o.events());
        assertTrue(out(after, "hussar"));
        assertNull(after.actor("harris").marks().get(Mark.CHARGED_BY), "the charge is over");
        assertTrue(after.actor("harris").hasMark(Mark.RIFLE_FIRED));
    }

    @Test
    void aConscriptFiresAtTheWholeDistanceAndAnAverageAtHalf() {
        GameState s = charged(RECRUIT, 8, 6);
        Outcome o = resolve(s, request(Action.REACT, Input.ACTOR, "recruit", Input.REACTION, "musket"), 1, 1);
        contains(text(o), "Conscript reaction fire at 8\"");
        contains(text(o), "(always a miss)");
        Actor average = figure("avg", BRITISH, "95th", "light-infantry", "average", "musket");
        Outcome half = resolve(charged(average, 9, 6), request(Action.REACT, Input.ACTOR, "avg", Input.REACTION, "musket"), 1, 1);
        contains(text(half), "Average reaction fire at 4.5\"");
    }

    @Test
    void aReactionMoveBeyondTheChargersLeftoverBreaksContact() {
        GameState s = charged(RIFLEMAN, 10, 6); // 1" of charge left
        Outcome away = resolve(s, request(Action.REACT, Input.ACTOR, "harris", Input.REACTION, "move", Input.GAP, 2.0));
        contains(away.headline(), "the charge of hussar fails");
        Outcome near = resolve(s, request(Action.REACT, Input.ACTOR, "harris", Input.REACTION, "move", Input.GAP, 1.0));
        contains(near.headline(), "follows up and regains contact");
    }

    @Test
    void theChargerAttacksThenASurvivorAttacksBack() {
        GameState s = charged(RIFLEMAN, 10, 6);
        // 7; Average attacker 0, Veteran defender +1, charging -1, mounted in the open -1: 6.
        Outcome first = resolve(s, request(Action.ATTACK, Input.ACTOR, "hussar", Input.TARGET, "harris"), 3, 2);
        contains(text(first), "needs 6; rolled 5: miss");
        contains(first.headline(), "harris attacks back");
        GameState after = s.apply(first.events());
        assertTrue(after.actor("harris").hasMark(Mark.ACTED), "the charged figure's action is used");
        contains(refused(after, request(Action.REACT, Input.ACTOR, "harris", Input.REACTION, "rifle")).getMessage(), "has acted");
        contains(refused(after, request(Action.ATTACK, Input.ACTOR, "hussar", Input.TARGET, "harris")).getMessage(), "attacks back");
        // 7; Veteran -1, Average defender 0, a rider in the open +1: 7.
        Outcome back = resolve(after, request(Action.ATTACK, Input.ACTOR, "harris", Input.TARGET, "hussar"), 4, 3, 3);
        contains(text(back), "a rider in the open +1");
        GameState end = after.apply(back.events());
        assertTrue(out(end, "hussar"));
        assertNull(end.actor("harris").marks().get(Mark.CHARGED_BY));
    }

    @Test
    void villagersContactedByTheEnemyAreRemoved() {
        Actor villager = figure("pepe", FRENCH, "villagers", "villager", null);
        Actor raider = figure("bandit", FRENCH, "bandits", "bandit", null, "musket");
        GameState s = state(raider, villager);
        Outcome o = resolve(s, request(Action.CHARGE, Input.ACTOR, "bandit", Input.TARGET, "pepe", Input.DISTANCE, 2.0), 4);
        assertTrue(out(s.apply(o.events()), "pepe"), text(o));
        contains(refused(s, request(Action.CHARGE, Input.ACTOR, "pepe", Input.TARGET, "bandit", Input.DISTANCE, 2.0)).getMessage(),
                "may not perform offensive actions");
    }

    /**
     * "Both Charge actions and subsequent reactions may be made by groups": every figure of the charging
     * group reaches and is in contact, each makes its attack, and the charged figure answers each in turn.
     */
    @Test
    void aGroupsChargePutsEveryChargerInContactAndEachAttacks() {
        Actor second = mounted(figure("hussar2", FRENCH, "hussars", "cavalry", "average", "carbine"));
        GameState s = state(HUSSAR, second, RIFLEMAN);
        // Average mounted 8 + D3 (D6 6 → 3) = 11: the group reaches 10" away.
        Outcome charge = resolve(s, request(Action.CHARGE, Input.ACTOR, "hussar", Input.GROUP, "hussar2", Input.TARGET, "harris",
                Input.DISTANCE, 10.0), 6);
        contains(text(charge), "the group charges together: hussar, hussar2 in contact with harris");
        s = s.apply(charge.events());
        assertEquals("harris", s.actor("hussar").marks().get(Mark.CHARGING));
        assertEquals("harris", s.actor("hussar2").marks().get(Mark.CHARGING));
        assertTrue(s.actor("hussar2").hasMark(Mark.ACTED), "the group's actions are used");
        s = s.apply(resolve(s, request(Action.REACT, Input.ACTOR, "harris", Input.REACTION, "none")).events());

        // Each charger attacks (7; Average 0, Veteran defender +1, charging -1, mounted in the open -1: needs 6).
        Outcome first = resolve(s, request(Action.ATTACK, Input.ACTOR, "hussar", Input.TARGET, "harris"), 3, 2);
        contains(first.headline(), "harris attacks back");
        s = s.apply(first.events());
        contains(refused(s, request(Action.ATTACK, Input.ACTOR, "hussar", Input.TARGET, "harris")).getMessage(), "has made its attack");
        Outcome other = resolve(s, request(Action.ATTACK, Input.ACTOR, "hussar2", Input.TARGET, "harris"), 2, 2);
        contains(text(other), "needs 6; rolled 4: miss");
        s = s.apply(other.events());

        // The charged figure answers each: the first answer kills hussar (7 needed, 4+3; D6 3 is a casualty).
        Outcome back = resolve(s, request(Action.ATTACK, Input.ACTOR, "harris", Input.TARGET, "hussar"), 4, 3, 3);
        s = s.apply(back.events());
        assertTrue(out(s, "hussar"));
        assertEquals("hussar2", s.actor("harris").marks().get(Mark.CHARGED_BY), "still charged by the group's other figure");
        Outcome second2 = resolve(s, request(Action.ATTACK, Input.ACTOR, "harris", Input.TARGET, "hussar2"), 1, 1);
        contains(text(second2), "miss");
        s = s.apply(second2.events());
        assertNull(s.actor("harris").marks().get(Mark.CHARGED_BY), "the charge is over");
        assertNull(s.actor("hussar2").marks().get(Mark.CHARGING));
    }

    /** The group moves at its slowest figure's pace: a rider on foot in the group leaves Actor Mounted unchecked. */
    @Test
    void aGroupChargesAtItsSlowestFiguresPace() {
        Actor onFoot = figure("hussar3", FRENCH, "hussars", "cavalry", "average", "carbine");
        GameState s = state(HUSSAR, onFoot, RIFLEMAN);
        contains(refused(s, request(Action.CHARGE, Input.ACTOR, "hussar", Input.GROUP, "hussar3", Input.TARGET, "harris",
                Input.DISTANCE, 10.0)).getMessage(), "checked only if all figures are mounted");
    }
}
