package org.vedette.ai.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.RuleRef;
import org.vedette.actions.Playbook;

/**
 * The risk-factor rules' "Charging and Melee" as the figure in it sees it: the enemy in base-to-base contact it
 * fights, and how many more are in contact on each side. "Figures are matched as evenly as possible (IE: they
 * can't gang up on 1 figure leaving others unengaged!)": of the enemies touching it, the nearest that has not fought
 * this turn, else the nearest. "-1 … per enemy over 1 in base to base contact with him": those over one touching
 * the figure, and those of its side over one touching the enemy.
 *
 * @param enemy            the enemy it fights, or null when none touches it
 * @param outnumbered      enemies over 1 in contact with the figure
 * @param targetOutnumbered the figure's side over 1 in contact with the enemy
 */
record Contact(Actor enemy, int outnumbered, int targetOutnumbered) {
    static final RuleRef MELEE = RuleRef.of("RF", "Charging and Melee");

    /** How near two bases are to be in contact, in inches: a move "to contact" stops within a tenth of a unit. */
    static final double WITHIN = 0.1;

    /** Nobody in contact. */
    static final Contact NONE = new Contact(null, 0, 0);

    /**
     * The figure's contact on the field: no enemy when nobody touches it or it has no base; of several, the first
     * its ruleset's playbook says has not fought this turn ({@link Playbook#fought}), else the first.
     */
    static Contact of(Field field, Actor a, Playbook book) {
        int at = field.place(a.id());
        if (at < 0) return NONE;
        int[] enemies = field.inContact(at, WITHIN, false);
        if (enemies.length == 0) return NONE;
        int chosen = enemies[0];
        for (int e : enemies) {
            if (book == null || !book.fought(field.actor(e))) {
                chosen = e;
                break;
            }
        }
        int ours = 0;
        for (int f : field.inContact(chosen, WITHIN, false)) {
            if (a.side().equals(field.actor(f).side())) ours++;
        }
        return new Contact(field.actor(chosen), enemies.length - 1, Math.max(0, ours - 1));
    }
}
