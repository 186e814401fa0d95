package org.vedette.table.victory;

/**
 * When a game is looked at for its victory conditions: during a turn (after
 * an action), at the end of a turn, or at the game's end — with the last turn
 * that was played to its end (0 when none was).
 */
public record Moment(Kind kind, int turnEnded) {
    /** Which kind of moment. */
    public enum Kind {
        DURING, END_OF_TURN, GAME_END
    }

    public Moment {
        if (kind == null) throw new IllegalArgumentException("a moment needs its kind");
        if (turnEnded < 0) throw new IllegalArgumentException("the turn ended cannot be negative");
    }

    /** During turn play: only conditions looked at "at once" apply; {@code turnEnded} is the last turn finished. */
    public static Moment during(int turnEnded) {
        return new Moment(Kind.DURING, turnEnded);
    }

    /** Turn {@code turn} has just ended. */
    public static Moment endOfTurn(int turn) {
        return new Moment(Kind.END_OF_TURN, turn);
    }

    /** The game is over; {@code turnEnded} is the last turn played to its end. */
    public static Moment gameEnd(int turnEnded) {
        return new Moment(Kind.GAME_END, turnEnded);
    }
}
