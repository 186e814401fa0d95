package org.vedette.rules.ohfa.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;

/**
 * "After the battle": in a campaign, wounded and 'killed' characters roll
 * for recovery. All wounds go on 5+ (Raw -1, Veteran +1, Hero +3); a Raw who
 * does not get better is removed, anyone else starts the next game with an
 * old wound that does not count towards "two wounds kill". Kills become
 * wounds on 5+ (Veteran +1, Hero +3); a killed Raw is dead; a Hero who rolls
 * a 6 recovers fully; a failed roll leaves the character dead (ruling B8).
 */
final class AfterTheBattle {
    static final int RECOVERS = 5;
    static final String WOUND_ROLL = "recovery from wounds (5+)";
    static final String KILL_ROLL = "recovery from a kill (5+)";

    private AfterTheBattle() {
    }

    static Outcome recover(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor a = s.actor(r.text(Input.CHARACTER));
        Quality q = Quality.of(a);
        if (a.hasMark(Mark.DEAD)) {
            throw new IllegalActionException(Book.AFTER_THE_BATTLE, a.name() + " is dead and rolls for nothing");
        }
        Changes ch = new Changes(s);
        String headline;
        // A new game: no shock counters carry over.
        if (a.status().out()) {
            if (q == Quality.RAW) {
                ch.mark(a.id(), Mark.DEAD, true);
                ex.step(Book.AFTER_THE_BATTLE, "\"Raw characters who were killed are actually dead, sorry.\"");
                return new Outcome(a.name() + " (Raw) was killed and is dead", ch.events(), dice.rolls(), ex.steps());
            }
            int roll = dice.d6(KILL_ROLL);
            int total = roll + q.killRecovery;
            if (q == Quality.HERO && roll == 6) {
                ch.status(a.id(), Status.FRESH);
                ch.mark(a.id(), Mark.OLD_WOUND, null);
                headline = a.name() + " (Hero) rolls a 6 and recovers fully";
                ex.step(Book.AFTER_THE_BATTLE, "\"A Hero who rolls a 6 recovers fully.\"");
            } else if (total >= RECOVERS) {
                ch.status(a.id(), Status.FRESH);
                ch.mark(a.id(), Mark.OLD_WOUND, true);
                headline = a.name() + " survives: the kill becomes a wound he carries into the next game";
                ex.step(Book.AFTER_THE_BATTLE, "\"Kills become wounds on a roll of 5+\": " + roll + modifier(q.killRecovery)
                        + " = " + total);
            } else {
                ch.mark(a.id(), Mark.DEAD, true);
                headline = a.name() + " does not survive his wounds";
                ex.step(Book.B8, "Kills become wounds on 5+: " + roll + modifier(q.killRecovery) + " = " + total
                        + ", so the kill stands and he is dead");
            }
        } else if (Characters.wounded(a)) {
            int roll = dice.d6(WOUND_ROLL);
            int total = roll + q.woundRecovery;
            if (total >= RECOVERS) {
                ch.status(a.id(), Status.FRESH);
                ch.mark(a.id(), Mark.OLD_WOUND, null);
                headline = a.name() + " recovers: all wounds removed";
                ex.step(Book.AFTER_THE_BATTLE, "\"All wounds are removed with a roll of 5+\": " + roll
                        + modifier(q.woundRecovery) + " = " + total);
            } else if (q == Quality.RAW) {
                ch.status(a.id(), Status.FRESH.withOut(true));
                ch.mark(a.id(), Mark.DEAD, true);
                headline = a.name() + " (Raw) does not get better and is removed from the game";
                ex.step(Book.AFTER_THE_BATTLE, "\"Raw characters who do not get better are removed from the game\": "
                        + roll + modifier(q.woundRecovery) + " = " + total);
            } else {
                ch.status(a.id(), Status.FRESH);
                ch.mark(a.id(), Mark.OLD_WOUND, true);
                headline = a.name() + " starts the next game with an old wound";
                ex.step(Book.AFTER_THE_BATTLE, roll + modifier(q.woundRecovery) + " = " + total + ": \"these old wounds"
                        + " do not count towards the two wounds kill rule\"");
            }
        } else {
            throw new IllegalActionException(Book.AFTER_THE_BATTLE, a.name()
                    + " is neither wounded nor killed: only they roll for recovery");
        }
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }

    private static String modifier(int m) {
        return m == 0 ? "" : (m > 0 ? " +" : " ") + m;
    }
}
