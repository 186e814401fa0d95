package org.vedette.balance;

import java.util.List;
import java.util.Objects;

/**
 * One simulated game, as much of it as the statistics need and no more (no
 * journal, no text): what a worker thread — or a machine elsewhere — hands
 * back for game {@code index}, and what {@link BalanceReport#of} merges in
 * index order. Immutable.
 *
 * @param index    the game's index in the run, from 0
 * @param seed     its dice's seed ({@link BalanceSpec#gameSeed})
 * @param end      how it ended
 * @param rounds   the turns it lasted
 * @param winner   the winning side's id, or null for a draw (and for a game unfinished or faulted)
 * @param scores   each side's score in the muster's order: victory points, or the share of its enemies' actors
 *                 it put out (0 to 1) — see {@link Scoring}
 * @param first    the side whose actor acted first, or null when nobody acted
 * @param survived for each actor of the muster, in its order, whether it was still in play at the end or had gone home
 *                 behind its own lines (OSOTH's figures marked home)
 * @param damage   for each actor, the damage its own actions did to the enemy (wounds and hits given, and one for
 *                 each enemy put out)
 * @param unattributed damage done in the game that no actor's action did (morale, the turn's end, events)
 * @param fault    when {@code end} is {@link End#FAULT}, what went wrong; else null
 * @param conditions the ids of the scenario's victory conditions that counted in it: those that decided it, then
 *                 those that scored
 */
public record GameResult(int index, long seed, End end, int rounds, String winner, List<Double> scores, String first,
        List<Boolean> survived, List<Integer> damage, int unattributed, String fault, List<String> conditions) {
    /** How a simulated game ended. */
    public enum End {
        /** The last turn was played. */
        TURN_LIMIT,
        /** No more than one side had an actor in play. */
        SIDE_GONE,
        /** A decisive victory condition of the scenario was met. */
        DECIDED,
        /** The turn moved on again and again with nobody able to act. */
        NOBODY_CAN_ACT,
        /** It was still going after the run's {@code maxSteps}: not counted in the rates. */
        UNFINISHED,
        /** The rules refused a move of the AI's, or the game could not begin: not counted in the rates. */
        FAULT;

        /** Whether a game that ended so counts in the win, draw and loss rates. */
        public boolean counts() {
            return this != UNFINISHED && this != FAULT;
        }
    }

    public GameResult {
        Objects.requireNonNull(end, "end");
        scores = List.copyOf(scores);
        survived = List.copyOf(survived);
        damage = List.copyOf(damage);
        conditions = conditions == null ? List.of() : List.copyOf(conditions);
        if (survived.size() != damage.size()) throw new IllegalArgumentException("one survival and one damage per actor");
    }

    /** A game in which no victory condition counted. */
    public GameResult(int index, long seed, End end, int rounds, String winner, List<Double> scores, String first,
            List<Boolean> survived, List<Integer> damage, int unattributed, String fault) {
        this(index, seed, end, rounds, winner, scores, first, survived, damage, unattributed, fault, List.of());
    }
}
