package org.vedette.rules.riskfactor.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.riskfactor.RiskFactor.Ground;
import org.vedette.rules.riskfactor.RiskFactor.Input;

/**
 * "Visibility": figures in terrain are seen at D6 × 10 cm if within 5 cm of
 * its edge, or if they fire, or are in plain sight; within woods visibility
 * is 15 cm; troops within woods look out only from within 5 cm of the edge.
 * A figure in the open is seen (the text limits only terrain). Changes
 * nothing: it tells the referee whether the observation holds.
 */
final class Visibility {
    private Visibility() {
    }

    static Outcome spot(ActionRequest r, GameState s, Dice dice, Explanation ex) {
        Actor a = s.actor(r.text(Input.ACTOR));
        Actor t = s.actor(r.text(Input.TARGET));
        double range = r.number(Input.RANGE, 0);
        String ground = r.text(Input.TARGET_IN) == null ? Ground.OPEN : r.text(Input.TARGET_IN);
        String verdict;
        if (r.flag(Input.BOTH_IN_WOODS)) {
            boolean seen = range <= 15;
            ex.step(Book.VISIBILITY, "Visibility is 15 cms within woods: " + Text.cm(range) + (seen ? ", seen" : ", not seen"));
            verdict = seen ? "seen" : "not seen";
        } else if (r.flag(Input.OBSERVER_DEEP)) {
            ex.step(Book.VISIBILITY, "Troops within woods can look out (and shoot) if within 5cms of the edge: " + a.name()
                    + " is deeper in");
            verdict = "not seen: " + a.name() + " cannot look out of the woods";
        } else if (Ground.OPEN.equals(ground)) {
            ex.step(Book.VISIBILITY, t.name() + " is not in terrain: seen");
            verdict = "seen";
        } else if (Ground.TERRAIN_EDGE.equals(ground) || r.flag(Input.FIRED) || r.flag(Input.PLAIN_SIGHT)) {
            int d6 = dice.d6("D6 × 10 cm to see " + t.name());
            boolean seen = range <= d6 * 10;
            ex.step(Book.VISIBILITY, "Figures in terrain are seen at D6 x 10cms range if within 5cms of the edge, or if they fire, or are in plain sight: D6 "
                    + d6 + " × 10 = " + (d6 * 10) + " cm; at " + Text.cm(range) + (seen ? " seen" : " not seen"));
            verdict = (seen ? "seen" : "not seen") + " (" + (d6 * 10) + " cm)";
        } else {
            ex.step(Book.VISIBILITY, t.name() + " is more than 5 cm inside the terrain, has not fired and is not in plain sight: not seen");
            verdict = "not seen";
        }
        String seen = verdict;
        return new Outcome(() -> a.name() + " looks for " + t.name() + ": " + seen, java.util.List.of(), dice.rolls(), ex.steps());
    }
}
