package org.vedette.balance;

/**
 * What a run reports its progress to and asks whether to stop — shaped so an
 * Eclipse {@code Job} can pass its {@code IProgressMonitor} through (worked ↔
 * {@link #played}, isCanceled ↔ {@link #cancelled}). Called from the
 * simulator's worker threads: implementations must be thread-safe, and
 * {@link #cancelled} cheap (it is asked before every game).
 */
public interface BalanceMonitor {
    /** Never cancelled, progress ignored. */
    BalanceMonitor NONE = new BalanceMonitor() {
        @Override
        public boolean cancelled() {
            return false;
        }

        @Override
        public void played(int games, int of) {
        }
    };

    /** Whether to stop: the games under way finish, no more begin, and the report holds what was played. */
    boolean cancelled();

    /**
     * Progress, at least once per batch of games.
     *
     * @param games the games played so far
     * @param of    the games asked for (the most a run with {@code untilWidth} may play)
     */
    void played(int games, int of);
}
