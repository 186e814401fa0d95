package org.vedette.rules.sharpe.internal;

import java.util.function.Supplier;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;

/** What one resolution works with: the game as it stood, the changes made so far, the dice and the explanation. */
final class Resolution {
    final GameState state;
    final Changes ch;
    final Dice dice;
    final Explanation ex;

    Resolution(GameState state, Dice dice, Explanation ex) {
        this.state = state;
        // Sharpe's flags and counts read the same absent as false or 0 (Fighter.flag, Fighter.count): writing
        // false or 0 removes the mark, so the journal never holds one that says nothing.
        this.ch = Changes.clearingEmptyMarks(state);
        this.dice = dice;
        this.ex = ex;
    }

    Fighter fighter(String id) {
        return new Fighter(ch, id);
    }

    boolean explaining() {
        return ex.isWanted();
    }

    Outcome outcome(String headline) {
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }

    /**
     * An outcome whose headline — who did what to whom, with what, and what
     * came of it — is composed only when someone reads it: bulk runs never do.
     */
    Outcome outcome(Supplier<String> headline) {
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }
}
