package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Hand-to-Hand — One Sided Combat: "Units only inflict casualties during their own player turn." */
class OneSidedCombatTest {
    @Test
    void theChargedUnitCannotStrikeInTheChargersTurn() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, charging(british("b", Type.INFANTRY), "f"),
                chargedBy(french("f", Type.INFANTRY), "b", Arc.FLANK));
        refusedBy(s, request(Action.FIGHT, Input.ACTOR, "f", Input.TARGET, "b"), "One Sided Combat",
                "only inflict casualties during their own player turn");
    }

    @Test
    void itStrikesBackInItsOwnTurnToTheChargersFront() {
        GameState s = state(FRENCH, Phase.HAND_TO_HAND, charging(british("b", Type.INFANTRY), "f"),
                chargedBy(french("f", Type.INFANTRY), "b", Arc.FLANK));
        Outcome o = resolve(s, request(Action.FIGHT, Input.ACTOR, "f", Input.TARGET, "b"), 4, 4);
        assertEquals(2, o.rolls().get(0).count(), "the charger's front is engaged: no doubling");
        assertEquals(2, hitsOn(after(s, o), "b"));
    }

    @Test
    void onlyInTheHandToHandPhase() {
        GameState s = state(BRITISH, Phase.SHOOTING, charging(british("b", Type.INFANTRY), "f"),
                chargedBy(french("f", Type.INFANTRY), "b", Arc.FRONT));
        refusedBy(s, request(Action.FIGHT, Input.ACTOR, "b", Input.TARGET, "f"), "Sequence of Play", "hand-to-hand");
    }
}
