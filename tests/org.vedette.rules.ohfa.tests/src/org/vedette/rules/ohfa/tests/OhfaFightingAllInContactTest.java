package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.BRITISH;
import static org.vedette.rules.ohfa.tests.Table.FRENCH;
import static org.vedette.rules.ohfa.tests.Table.RULES;
import static org.vedette.rules.ohfa.tests.Table.character;
import static org.vedette.rules.ohfa.tests.Table.request;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;

/**
 * OHFA "Fighting" on a table with positions: "The character whose turn it is must fight all enemy characters that
 * he is in contact with" — the others his base touches besides his target ("Also in contact") are the table's to
 * say: filled in where the request names none, a list naming others refused with what the table shows. Sharpe
 * stands at (10, 10); Dubois touches his front, Leroux his right side, Martin stands 10" off; 1" bases.
 */
class OhfaFightingAllInContactTest {
    private static final org.vedette.core.model.Table TABLE = new org.vedette.core.model.Table(48, 48, null, List.of());

    private static GameState state(boolean positions) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        Object[][] who = { { "sharpe", BRITISH, 10.0, 10.0, 0.0 }, { "dubois", FRENCH, 10.0, 11.0, 180.0 },
                { "leroux", FRENCH, 11.0, 10.0, 270.0 }, { "martin", FRENCH, 20.0, 10.0, 270.0 } };
        for (Object[] w : who) {
            Actor a = character((String) w[0], (String) w[1], Quality.REGULAR, Ohfa.Weapon.MUSKET);
            if (positions) a = a.withPosition(new Position((double) w[2], (double) w[3], (double) w[4]));
            actors.put(a.id(), a);
        }
        return new GameState(Ohfa.RULESET, Map.of(), positions ? TABLE : null, List.of(new Side(BRITISH, BRITISH,
                null, null, List.of()), new Side(FRENCH, FRENCH, null, null, List.of())), actors,
                new TurnState(1, null, new Activation(BRITISH, new ArrayList<>(List.of("sharpe")), "Sharpe acts"), null));
    }

    private static ActionRequest fight(String alsoFights) {
        return alsoFights == null ? request(Action.FIGHT, Input.ACTOR, "sharpe", Input.TARGET, "dubois")
                : request(Action.FIGHT, Input.ACTOR, "sharpe", Input.TARGET, "dubois", Input.ALSO_FIGHTS, alsoFights);
    }

    @Test
    void fighting_heFightsEveryEnemyInContact_theTableNamesThem() throws Exception {
        ActionRequest judged = TableLaw.rule(RULES, fight(null), state(true)).request();
        assertEquals("leroux", judged.input(Input.ALSO_FIGHTS), "Leroux touches him; Martin, 10\" off, does not");
    }

    @Test
    void fighting_aListNamingAnEnemyNotInContactIsRefusedWithWhatTheTableShows() {
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> TableLaw.rule(RULES, fight("martin"), state(true)));
        assertTrue(e.getMessage().contains("martin typed, leroux in contact"), e.getMessage());
        assertTrue(e.getMessage().contains("martin is 9.0\" off"), e.getMessage());
        assertTrue(e.getMessage().contains("leroux is in contact and not named"), e.getMessage());
        assertEquals("Fighting", e.rule().section());
    }

    @Test
    void fighting_theListTheTableShowsIsTakenAsTyped() throws Exception {
        assertEquals(" leroux ", TableLaw.rule(RULES, fight(" leroux "), state(true)).request().input(Input.ALSO_FIGHTS));
    }

    @Test
    void fighting_withoutPositionsTheRefereeSaysWhoIsInContact() throws Exception {
        assertEquals("martin", TableLaw.rule(RULES, fight("martin"), state(false)).request().input(Input.ALSO_FIGHTS));
        assertNull(TableLaw.rule(RULES, fight(null), state(false)).request().input(Input.ALSO_FIGHTS));
    }
}
