package org.vedette.table.victory;

import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.ReplayException;

/**
 * One game's victory conditions kept as it is played: the standing so far,
 * looked at after every step — the conditions checked "at once" when the
 * scenario has any, and those of each turn's end when the turn moves on — so
 * that a decisive one is caught the moment it is met. The balance simulator
 * keeps one per simulated game; the command line and the workbench replay a
 * game's journal through one ({@link #replay}). Mutable: one per game and
 * thread.
 */
public final class Scorekeeper {
    private final VictoryJudge judge;
    private Standing standing;
    /** The last turn looked at as ended. */
    private int ended;

    public Scorekeeper(VictoryJudge judge) {
        this.judge = judge;
        this.standing = judge.start();
    }

    /** The standing of a game played so far: its journal replayed from the start, looked at after every entry. */
    public static Scorekeeper replay(VictoryJudge judge, Game game) throws ReplayException {
        Scorekeeper k = new Scorekeeper(judge);
        Game g = Game.unbegun(game.rules(), game.start());
        for (JournalEntry e : game.journal()) {
            g = g.replayNext(e, false).game();
            if (k.after(g.state(), round(g.state()))) break;
        }
        return k;
    }

    /** The turn a state is in, from 1; 0 before the game has begun. */
    public static int round(GameState state) {
        return state.turn() == null ? 0 : state.turn().round();
    }

    /**
     * Looks at the state after a step in turn {@code round} (0 before the first): every turn that ended since the
     * last look, then the moment itself. Whether a decisive condition has decided the game.
     */
    public boolean after(GameState state, int round) {
        while (ended < round - 1 && !standing.decided()) {
            ended++;
            standing = judge.look(standing, state, Moment.endOfTurn(ended));
        }
        if (judge.watchesDuring() && !standing.decided()) {
            standing = judge.look(standing, state, Moment.during(Math.max(0, round - 1)));
        }
        return standing.decided();
    }

    /** The standing at the game's end, {@code turnsEnded} turns having been played to their end. */
    public Standing end(GameState state, int turnsEnded) {
        after(state, turnsEnded + 1);
        standing = judge.look(standing, state, Moment.gameEnd(turnsEnded));
        return standing;
    }

    /** What the game's end would make of it if it stopped now, the turn in play unfinished; nothing is kept. */
    public Standing ifEndedNow(GameState state) {
        return judge.look(standing, state, Moment.gameEnd(Math.max(0, round(state) - 1)));
    }

    public Standing standing() {
        return standing;
    }
}
