package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.balance.Muster;
import org.vedette.balance.Scoring;
import org.vedette.balance.internal.Judge;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.osoth.TurnLedger;

/**
 * The bundle's README, "Who won": casualties — the larger share of the enemy
 * put out wins, equal is a draw; and The Other Side of the Hill's "Winning and
 * Losing" victory points, which score the Player force alone: the ruleset
 * keeps them ({@code Ruleset.victoryPoints}), and the judge reads them without
 * knowing the ruleset.
 */
class WhoWonTest {
    private static final Status OUT = Status.FRESH.withOut(true);

    private static Muster muster(Scoring scoring) {
        return new Muster("s", "S", "onehour", scoring, 6, List.of(new Muster.Side("british", "British"),
                new Muster.Side("french", "French")), List.of());
    }

    private static GameState state(TurnLedger ledger, Actor... actors) {
        Map<String, Actor> map = new LinkedHashMap<>();
        for (Actor a : actors) map.put(a.id(), a);
        return new GameState("onehour", Map.of(), null, List.of(new Side("british", "British", Side.Control.PLAYER,
                null, List.of()), new Side("french", "French", Side.Control.NON_PLAYER, null, List.of())), map,
                new TurnState(3, null, new Activation("british", List.of(), ""), ledger));
    }

    private static Actor a(String id, String side, Status s) {
        return new Actor(id, id, side, id, null, false, List.of(), Map.of(), s, null, null);
    }

    @Test
    void theLargerShareOfTheEnemyOutWins() {
        // Two of three French out (2/3) against one of two British (1/2): the British win, by 2/3 − 1/2.
        Judge.Judgement j = Judge.judge(Fields.ONE_HOUR, muster(Scoring.CASUALTIES), state(null, a("b1", "british", OUT),
                a("b2", "british", Status.FRESH), a("f1", "french", OUT), a("f2", "french", OUT),
                a("f3", "french", Status.FRESH.withWounds(3))));
        assertEquals("british", j.winner());
        assertEquals(List.of(2.0 / 3, 0.5), j.scores());
    }

    @Test
    void equalSharesAreADrawWhateverTheWounds() {
        Judge.Judgement j = Judge.judge(Fields.ONE_HOUR, muster(Scoring.CASUALTIES), state(null, a("b1", "british", OUT),
                a("b2", "british", Status.FRESH.withWounds(5)), a("f1", "french", OUT), a("f2", "french", Status.FRESH)));
        assertNull(j.winner());
    }

    @Test
    void victoryPointsScoreThePlayersAndALostGameIsLost() {
        Muster m = muster(Scoring.VICTORY_POINTS);
        TurnLedger two = new TurnLedger("", null, List.of(), List.of(), List.of(),
                List.of(new TurnLedger.Score("met-enemy", "met the enemy", 1, ""),
                        new TurnLedger.Score("intelligence", "intelligence", 2, ""),
                        new TurnLedger.Score("unit-destroyed", "unit destroyed", -2, "")), List.of(), true, false);
        Judge.Judgement won = Judge.judge(Fields.OSOTH, m, state(two, a("b1", "british", OUT), a("f1", "french", Status.FRESH)));
        assertEquals("british", won.winner(), "1 + 2 − 2 = 1 point: a win, whatever the casualties");
        assertEquals(List.of(1.0, 0.0), won.scores());
        TurnLedger lost = new TurnLedger("", null, List.of(), List.of(), List.of(), two.scores(), List.of(), true, true);
        Judge.Judgement l = Judge.judge(Fields.OSOTH, m, state(lost, a("b1", "british", Status.FRESH)));
        assertEquals("french", l.winner(), "no unit home is an automatic and categorical loss");
        assertEquals(-1.0, l.scores().get(0));
        Judge.Judgement nothing = Judge.judge(Fields.OSOTH, m, state(TurnLedger.EMPTY, a("b1", "british", Status.FRESH)));
        assertNull(nothing.winner(), "no points either way is a draw");
    }
}
