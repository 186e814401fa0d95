package org.vedette.rules.ohfa.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.model.Status;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;

/**
 * A hit on a character ("Wound roll", DAMAGE TABLE, "Cover"): a shock counter
 * for every hit, a roll on the damage table for his quality, a save where the
 * table or his cover gives one, a saved dead result becoming a wound, and two
 * wounds in one game killing him.
 */
final class Damage {
    /** What a hit came to, for headlines. */
    enum Result {
        SAVED("saved"), WOUNDED("wounded"), KILLED("killed");

        final String text;

        Result(String text) {
            this.text = text;
        }
    }

    static final String DAMAGE = "damage table";
    static final String SAVE = "save";
    /** A save of "7+": none, unless cover brings it within reach (ruling B9). */
    private static final int NO_SAVE = 7;

    private Damage() {
    }

    /**
     * Rolls a hit's damage and adds its events.
     *
     * @param cover 0 in the open, +1 soft cover, +2 hard cover
     */
    static Result hit(Changes ch, String targetId, int cover, Dice dice, Explanation ex) throws IllegalActionException {
        // Name and quality are the roster's; the status is read through the changes (no copy of the actor).
        Actor t = ch.original(targetId);
        Quality q = Quality.of(t);
        Status s = ch.status(t);
        // "Every time a character is hit they receive a shock counter. Even if they avoid a wound"
        s = s.withShock(s.shock() + 1);
        int roll = dice.d6(DAMAGE);
        DamageTable.Cell cell = DamageTable.cell(roll, q);
        int base = cell.save() == 0 ? NO_SAVE : cell.save();
        int need = base - cover;
        boolean saved = false;
        int face = 0;
        if (need <= 6) {
            face = dice.d6(SAVE);
            // "Saving rolls of 1 always fail."
            saved = face != 1 && face >= need;
        }
        Result result;
        if (cell.dead() && !saved) {
            result = Result.KILLED;
            s = s.withOut(true);
        } else if (cell.dead() || !saved) {
            // "Saving a dead result gives the character a wound instead." "2 wounds kill."
            s = s.withWounds(s.wounds() + 1);
            result = s.wounds() >= 2 ? Result.KILLED : Result.WOUNDED;
            if (result == Result.KILLED) s = s.withOut(true);
        } else {
            result = Result.SAVED;
        }
        ch.status(targetId, s);
        if (ex.isWanted()) {
            ex.step(Book.SHOCK, t.name() + " is hit: a shock counter (" + s.shock() + " now)");
            ex.step(Book.WOUND_ROLL, "Damage table, " + q.label + ", roll " + roll + ": " + cell);
            if (need <= 6) {
                // In the book's terms: "Hard cover gives +2 to save, soft cover gives +1".
                String why = cover == 0 ? "Save " + need + "+ (" + q.label + ", damage table)"
                        : "Save " + (cell.save() == 0 ? "none on the damage table (7+, ruling B9)"
                                : cell.save() + "+ on the damage table") + ", " + Shooting.coverLabel(cover)
                                + " cover +" + cover + " to save: " + need + "+ needed";
                ex.step(cover > 0 && cell.save() == 0 ? Book.B9 : Book.COVER, why + "; rolls " + face
                        + (face == 1 ? ", and a 1 always fails" : saved ? ", saved" : ", fails"));
            } else {
                ex.step(Book.WOUND_ROLL, "No save");
            }
            ex.step(Book.WOUND_ROLL, switch (result) {
                case SAVED -> t.name() + " avoids the wound";
                case WOUNDED -> t.name() + (cell.dead() ? " saves the dead result and is wounded instead" : " is wounded");
                case KILLED -> t.name() + (cell.dead() && !saved ? " is killed" : " has two wounds: \"2 wounds kill\"");
            });
        }
        return result;
    }
}
