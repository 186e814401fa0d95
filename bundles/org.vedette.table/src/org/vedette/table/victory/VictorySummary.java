package org.vedette.table.victory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.ReplayException;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.VictoryCondition;

/**
 * Who is winning, in words for the referee — the command line's
 * {@code game show} and the workbench's Turn part: each of the scenario's
 * victory conditions as it stands, and the game's standing by them — won (a
 * decisive condition met while it was played, its journal replayed as the
 * balance simulator plays), or the points so far and what the end would make
 * of it if the game stopped now; once the game has ended after its last turn
 * ({@link Game#ended}), who won it and by which conditions.
 */
public final class VictorySummary {
    private VictorySummary() {
    }

    /** The lines: a heading, one a condition, then the standing; none when the scenario has no victory conditions. */
    public static List<String> lines(Scenario scenario, Game game) {
        return lines(scenario, game, true);
    }

    /**
     * The standing alone, in one line ("Won by …", "If the game ended now: …", "The game ended after turn 8: …");
     * empty without conditions while the game goes on.
     */
    public static String standing(Scenario scenario, Game game) {
        List<String> l = lines(scenario, game, false);
        return l.isEmpty() ? "" : l.get(l.size() - 1);
    }

    /**
     * The end of an ended game in one line — "The game ended after turn 8: British won (hold-the-mill)." — judged
     * by the scenario's victory conditions as the balance simulator judges a game that reached its last turn;
     * without conditions, that the referee judges. Null while the game goes on (since 0.3).
     */
    public static String ended(Scenario scenario, Game game) {
        if (!game.ended()) return null;
        String when = "The game ended after turn " + game.state().lastTurn();
        if (scenario.victoryConditions().isEmpty()) {
            return when + ", the scenario's last: it has no victory conditions; the referee judges who won.";
        }
        return ended(scenario, game.state(), replay(VictoryJudge.of(scenario), game));
    }

    /** Who won an ended game, by the standing kept while it was played and the look at its end: the line. */
    private static String ended(Scenario scenario, GameState state, Scorekeeper keeper) {
        return "The game ended after turn " + state.lastTurn() + ": " + winner(scenario, state, keeper) + ".";
    }

    private static String winner(Scenario scenario, GameState state, Scorekeeper keeper) {
        // A decisive condition met during play decided it then; else the end judges the last turn played out.
        Standing s = keeper.standing().decided() ? keeper.standing() : keeper.end(state, state.lastTurn());
        if (s.decided()) {
            return s.winner() == null ? "a draw (" + String.join(", ", s.decidedBy()) + ")"
                    : side(scenario, s.winner()) + " won (" + String.join(", ", s.decidedBy()) + ")";
        }
        return s.leader() != null ? side(scenario, s.leader()) + " won on points (" + points(scenario, s.points()) + ")"
                : "no condition decides it; the referee judges by the objectives";
    }

    private static Scorekeeper replay(VictoryJudge judge, Game game) {
        try {
            return Scorekeeper.replay(judge, game);
        } catch (ReplayException e) {
            // The game was replayed once already to be shown: its journal replays again.
            throw new IllegalStateException("the journal no longer replays: " + e.getMessage(), e);
        }
    }

    private static List<String> lines(Scenario scenario, Game game, boolean each) {
        if (scenario.victoryConditions().isEmpty()) return List.of();
        VictoryJudge judge = VictoryJudge.of(scenario);
        Scorekeeper keeper = replay(judge, game);
        GameState state = game.state();
        List<String> out = new ArrayList<>();
        if (each) out.add("Victory conditions:");
        for (Finding f : each ? judge.findings(state) : List.<Finding>of()) {
            VictoryCondition c = f.condition();
            String truth = switch (f.truth()) {
                case MET -> "met";
                case NOT_MET -> "not met";
                case UNKNOWN -> "cannot be told";
            };
            out.add("  " + c.id() + " (" + side(scenario, c.side()) + ", " + effect(c) + "): " + truth + " now — "
                    + f.words());
        }
        if (game.ended()) {
            out.add(ended(scenario, state, keeper));
            return out;
        }
        Standing s = keeper.standing();
        if (s.decided()) {
            out.add(s.winner() == null ? "Decided: a draw, " + String.join(" and ", s.decidedBy()) + " met at once."
                    : "Won by " + side(scenario, s.winner()) + ": " + String.join(", ", s.decidedBy()) + ".");
            return out;
        }
        if (each && !s.scored().isEmpty()) out.add("Points so far: " + points(scenario, s.points()) + ".");
        Standing now = keeper.ifEndedNow(state);
        String verdict = now.decided()
                ? now.winner() == null ? "a draw (" + String.join(", ", now.decidedBy()) + ")"
                        : side(scenario, now.winner()) + " win (" + String.join(", ", now.decidedBy()) + ")"
                : now.leader() != null ? side(scenario, now.leader()) + " lead on points (" + points(scenario, now.points())
                        + ")" : "no condition decides it; the referee judges by the objectives";
        out.add("If the game ended now: " + verdict + ".");
        return out;
    }

    /** "wins at the end of turn 6", "2 points at once". */
    private static String effect(VictoryCondition c) {
        String what = c.decisive() ? (c.points() > 0 ? "wins, " + c.points() + " points" : "wins")
                : c.points() + (c.points() == 1 ? " point" : " points");
        String when = switch (c.check()) {
            case AT_ONCE -> "at once";
            case END_OF_TURN -> "at the end of turn " + c.turn();
            case GAME_END -> "at the end";
        };
        return what + " " + when;
    }

    private static String points(Scenario scenario, Map<String, Integer> points) {
        List<String> each = new ArrayList<>();
        points.forEach((side, p) -> each.add(side(scenario, side) + " " + p));
        return String.join(", ", each);
    }

    private static String side(Scenario scenario, String id) {
        for (Side s : scenario.sides()) if (s.id().equals(id)) return s.name();
        return id;
    }
}
