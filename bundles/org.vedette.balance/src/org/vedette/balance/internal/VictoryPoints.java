package org.vedette.balance.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.balance.Muster;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.rules.osoth.TurnLedger;

/**
 * README "Who won", victory points: The Other Side of the Hill's "Winning and
 * Losing" scores the Player force alone, in its turn ledger. Loaded only for
 * its games, so the bundle runs without The Other Side of the Hill's (an
 * optional import).
 */
final class VictoryPoints {
    private VictoryPoints() {
    }

    /**
     * The player sides score the ledger's points, the others nothing; the players win with more than 0 and lose
     * with less, or when the ledger says the game is lost ("If no friendly units return to friendly lines, that
     * is an automatic and categorical loss") — a loss scored at least −1. 0 points is a draw.
     */
    static Judge.Judgement judge(Muster muster, GameState end) {
        TurnLedger ledger = end.turn() != null && end.turn().detail() instanceof TurnLedger l ? l : TurnLedger.EMPTY;
        int points = ledger.points();
        if (ledger.lost()) points = Math.min(points, -1);
        List<String> players = new ArrayList<>();
        for (Side s : end.sides()) if (s.control() == Side.Control.PLAYER) players.add(s.id());
        List<Double> scores = new ArrayList<>();
        for (Muster.Side s : muster.sides()) scores.add(players.contains(s.id()) ? (double) points : 0.0);
        String winner = null;
        if (points > 0 && players.size() == 1) {
            winner = players.get(0);
        } else if (points < 0) {
            List<String> others = new ArrayList<>();
            for (Muster.Side s : muster.sides()) if (!players.contains(s.id())) others.add(s.id());
            if (others.size() == 1) winner = others.get(0);
        }
        return new Judge.Judgement(scores, winner);
    }
}
