package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.RULES;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.GameState;
import org.vedette.core.game.Referee;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour;

/**
 * The referee's hand in the One Hour Wargame: hits the engine did not resolve
 * are rolled as shooting is (Shooting — Assess Casualties: 4 or more hits;
 * cover ignores a hit on 4 or more) and counted for the elimination phase.
 */
class RefereesHandTest {
    private static final GameState TABLE = Situation.state(Situation.BRITISH, OneHour.Phase.SHOOTING,
            Situation.british("52nd", OneHour.Type.INFANTRY), Situation.french("4e-leger", OneHour.Type.LIGHT_INFANTRY));

    private static ActionRequest hit(Object... inputs) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(Referee.TARGET, "4e-leger");
        for (int i = 0; i < inputs.length; i += 2) m.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(OneHour.RULESET, Referee.HIT, m);
    }

    private static Outcome resolve(GameState s, ActionRequest q, int... faces) throws IllegalActionException {
        ScriptedDice dice = new ScriptedDice(faces);
        Outcome o = Referee.resolve(RULES, q, s, new Dice(dice), Explanation.wanted());
        Referee.check(RULES, o, s.apply(o.events()));
        assertEquals(0, dice.remaining(), o.headline());
        return o;
    }

    /** "Each die which scored 4 or more indicates a hit"; in cover "On a 4 or more the hit is ignored". */
    @Test
    void shootingAssessCasualties_theRefereesDiceHitOnFourAndCoverSavesOnFour() throws IllegalActionException {
        Outcome o = resolve(TABLE, hit("dice", 3, "cover", true), 4, 2, 6, 5, 1);
        assertEquals("Referee: 4e-leger takes 1 hit (1 saved)", o.headline());
        assertEquals(1, TABLE.apply(o.events()).actor("4e-leger").status().wounds());
    }

    /** Eliminating Units: "Units are eliminated upon the acquisition of 5 hits" — in the elimination phase, not at once. */
    @Test
    void eliminatingUnits_hitsAwardedToTheLimitEliminateInTheEliminationPhase() throws IllegalActionException {
        GameState hurt = TABLE.withActor(Situation.hits(TABLE.actor("4e-leger"), 3));
        Outcome o = resolve(hurt, hit("hits", 2));
        assertTrue(o.headline().endsWith("takes 2 hits and will be eliminated in the elimination phase"), o.headline());
        assertEquals(false, hurt.apply(o.events()).actor("4e-leger").status().out());
    }

    @Test
    void shootingAssessCasualties_aHitNeedsDiceOrHits() {
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> resolve(TABLE, hit()));
        assertTrue(e.getMessage().contains("how many dice"), e.getMessage());
    }
}
