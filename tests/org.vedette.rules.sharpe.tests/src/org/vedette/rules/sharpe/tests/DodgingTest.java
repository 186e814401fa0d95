package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Defence;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §10 Dodging: "Dodging can be carried out to any form of attack in
 * close combat instead of parrying or riposting. […] if wished can be moved 1
 * inch to the rear or side. […] Each dodge costs 1 dexterity point." Ruling
 * A6: a dexterity check (default, as both worked examples play it, +1 against
 * a sword thrust) or the table's opposed roll (option).
 */
class DodgingTest {
    static final Actor OFFICER = french("officer", 4, 4, 4, 4, 6, Weapon.SWORD);
    static final Actor PRIVATE = french("private", 4, 4, 4, 4, 6, Weapon.MUSKET);
    static final Actor RIFLEMAN = british("rifleman", 4, 4, 4, 2, 10, Weapon.BAKER_RIFLE);

    @Test
    void byDefaultADodgeIsADexterityCheckAndCostsAPoint() {
        GameState s = state("private", PRIVATE, RIFLEMAN);
        Outcome o = resolve(s, request(Action.ATTACK, Input.ACTOR, "private", Input.TARGET, "rifleman", Input.DEFENCE, Defence.DODGE), 4);
        assertTrue(o.headline().contains("dodges"));
        assertEquals(1, o.rolls().size(), "the attacker does not roll against a dodge that works");
        assertTrue(instructed(o, "1 inch to the rear or side"));
        GameState after = after(s, o);
        assertEquals(1, count(after, "rifleman", Mark.SPENT_D));
        assertEquals(1, count(after, "private", Mark.SPENT_C), "the attack is still spent");
        assertTrue(flag(after, "private", Mark.ATTACKED));
    }

    @Test
    void dodgingASwordThrustIsPlusOne() {
        GameState s = state("officer", OFFICER, RIFLEMAN);
        // 4 + 1 = 5 is above dexterity 4: the dodge fails; the attack lands by 4+1-4 = 1... over the dodge die 4.
        Outcome o = resolve(s, request(Action.ATTACK, Input.ACTOR, "officer", Input.TARGET, "rifleman", Input.DEFENCE, Defence.DODGE), 4, 1, 1, 1);
        assertTrue(says(o, "+1 for dodging a sword thrust"), explain(o));
        assertTrue(o.headline().contains("the attack hits"));
    }

    @Test
    void aSixAlwaysFailsTheCheck() {
        Actor nimble = british("rifleman", 4, 6, 4, 2, 10, Weapon.BAKER_RIFLE);
        GameState s = state("private", PRIVATE, nimble);
        Outcome o = resolve(s, request(Action.ATTACK, Input.ACTOR, "private", Input.TARGET, "rifleman", Input.DEFENCE, Defence.DODGE), 6, 1, 1, 1);
        assertTrue(o.headline().contains("the attack hits"), explain(o));
    }

    @Test
    void withTheOptionADodgeIsAnOpposedRollOnDexterity() {
        GameState s = state(options(Option.DODGE, Reading.OPPOSED), "private", PRIVATE, RIFLEMAN);
        // Attack 4 + 3 = 7; dodge: dexterity 4 + 4 = 8: dodged.
        Outcome o = resolve(s, request(Action.ATTACK, Input.ACTOR, "private", Input.TARGET, "rifleman", Input.DEFENCE, Defence.DODGE), 3, 4);
        assertTrue(o.headline().contains("dodges"), explain(o));
        assertTrue(says(o, "dodges: dexterity 4"));
        assertEquals(1, count(after(s, o), "rifleman", Mark.SPENT_D));
        Outcome hit = resolve(s, request(Action.ATTACK, Input.ACTOR, "private", Input.TARGET, "rifleman", Input.DEFENCE, Defence.DODGE), 5, 2, 1, 1);
        assertTrue(hit.headline().contains("the attack hits"), explain(hit));
    }

    @Test
    void aManOnTheGroundCannotDodge() {
        GameState s = state("private", PRIVATE, down(RIFLEMAN));
        refusedBy(s, request(Action.ATTACK, Input.ACTOR, "private", Input.TARGET, "rifleman", Input.DEFENCE, Defence.DODGE), "10 Dodging", "cannot dodge");
    }
}
