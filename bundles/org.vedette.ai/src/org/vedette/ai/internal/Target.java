package org.vedette.ai.internal;

import org.vedette.ai.Checklist;
import org.vedette.core.game.Actor;

/**
 * The enemy an actor's intent is aimed at — the risk-factor rules' "nearest
 * enemy" — and its distance in the ruleset's unit, with the reasons for it
 * and against the others in the suggestion's reasons. Null enemy: not known (no positions, not answered).
 */
record Target(Actor enemy, Double distance) {
    static Target unknown(Checklist answers) {
        return new Target(null, answers.distance());
    }
}
