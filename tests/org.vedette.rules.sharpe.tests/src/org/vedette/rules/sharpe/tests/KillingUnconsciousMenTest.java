package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Side;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §16 Killing unconscious men (optional): an enemy in base contact
 * since the last bound may use his move and attack to kill without any combat
 * test; attacked afterwards he may not turn to face.
 */
class KillingUnconsciousMenTest {
    static final Actor BANDIT = french("bandit", 4, 4, 4, 4, 6, Weapon.CLUB);
    static final Actor VICTIM = down(british("victim", 4, 4, 4, 4, 6)).withMark(Mark.UNCONSCIOUS, true);
    static final Actor AVENGER = british("avenger", 3, 3, 3, 3, 6, Weapon.SWORD);

    @Test
    void refusedWithoutTheOption() {
        refusedBy(state("bandit", BANDIT, VICTIM), request(Action.KILL_UNCONSCIOUS, Input.ACTOR, "bandit", Input.TARGET, "victim",
                Input.IN_CONTACT, true), "16 Killing", "option 'killing-unconscious'");
    }

    @Test
    void theDirtyDeed() {
        GameState s = state(options(Option.KILLING_UNCONSCIOUS, true), "bandit", BANDIT, VICTIM, AVENGER);
        refusedBy(s, request(Action.KILL_UNCONSCIOUS, Input.ACTOR, "bandit", Input.TARGET, "victim"), "16 Killing", "since the last bound");
        refusedBy(s, request(Action.KILL_UNCONSCIOUS, Input.ACTOR, "bandit", Input.TARGET, "avenger", Input.IN_CONTACT, true), "16 Killing", "not unconscious");
        Outcome o = resolve(s, request(Action.KILL_UNCONSCIOUS, Input.ACTOR, "bandit", Input.TARGET, "victim", Input.IN_CONTACT, true));
        GameState after = after(s, o);
        assertTrue(after.actor("victim").status().out());
        assertTrue(o.rolls().isEmpty(), "without any combat testing");
        // "If attacked after the dirty deed has been performed the murderer may not turn to face any new attacker".
        GameState revenge = mover(after.apply(java.util.List.of(new org.vedette.core.game.GameEvent.MarkChanged("bandit", Mark.FIGHTS, null, 1))), "avenger");
        Outcome r = resolve(revenge, request(Action.ATTACK, Input.ACTOR, "avenger", Input.TARGET, "bandit", Input.FROM, Side.REAR,
                Input.DEFENDER_TURNS, true), 1, 6);
        assertTrue(says(r, "may not turn to face"), explain(r));
        assertTrue(says(r, "rear side, not turned to face +3"));
    }
}
