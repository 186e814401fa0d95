package org.vedette.balance.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.balance.Muster;
import org.vedette.balance.Scoring;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;

/**
 * Who won a game that has ended, by the rulings of the bundle's README ("Who
 * won"): victory points where the ruleset keeps them in the game's state,
 * else the larger share of the enemy put out. Stateless.
 */
public final class Judge {
    /** A game's judgement: each side's score in the muster's order, and the winner's id (null for a draw). */
    public record Judgement(List<Double> scores, String winner) {
    }

    private Judge() {
    }

    /** How a ruleset's games are judged: The Other Side of the Hill keeps victory points in its turn ledger. */
    static Scoring scoring(String ruleset) {
        return "osoth".equals(ruleset) ? Scoring.VICTORY_POINTS : Scoring.CASUALTIES;
    }

    public static Judgement judge(Muster muster, GameState end) {
        return muster.scoring() == Scoring.VICTORY_POINTS ? VictoryPoints.judge(muster, end) : casualties(muster, end);
    }

    /**
     * README "Who won", casualties: each side scores the share of the actors of the other sides (all of them in
     * the game at its end, those who came on during it included) that are out — dead, routed, eliminated or off
     * the table; the one highest score wins, equal highest is a draw.
     */
    static Judgement casualties(Muster muster, GameState end) {
        int n = muster.sides().size();
        int[] all = new int[n];
        int[] out = new int[n];
        for (Actor a : end.actors().values()) {
            int s = muster.sideIndex(a.side());
            if (s < 0) continue;
            all[s]++;
            if (a.status().out()) out[s]++;
        }
        List<Double> scores = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int enemies = 0;
            int enemiesOut = 0;
            for (int j = 0; j < n; j++) {
                if (j == i) continue;
                enemies += all[j];
                enemiesOut += out[j];
            }
            scores.add(enemies == 0 ? 0.0 : (double) enemiesOut / enemies);
        }
        return new Judgement(scores, best(muster, scores));
    }

    /** The side with the one highest score, or null when two or more share it. */
    static String best(Muster muster, List<Double> scores) {
        int top = -1;
        boolean tie = false;
        for (int i = 0; i < scores.size(); i++) {
            if (top < 0 || scores.get(i) > scores.get(top)) {
                top = i;
                tie = false;
            } else if (scores.get(i).equals(scores.get(top))) {
                tie = true;
            }
        }
        return top < 0 || tie ? null : muster.sides().get(top).id();
    }
}
