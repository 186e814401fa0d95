package org.vedette.rules.riskfactor.internal;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.actions.Policy;
import org.vedette.actions.Result;
import org.vedette.core.game.Actor;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Mark;

/**
 * The NPC AI's playbook for the risk-factor rules, shipped beside the rules it plays:
 * {@code playbook/riskfactor/temperament.txt} in this bundle (docs/PLAYBOOKS.md).
 */
@Component(service = Playbook.class)
public final class RiskFactorPlaybook extends BundledPlaybook {
    public RiskFactorPlaybook() {
        super(RiskFactor.RULESET);
    }

    /** The command phase dices each uncommanded group on the Actions table and marks its figures with the result. */
    @Override
    public Decided decided(Actor actor) {
        Result r = actor.marks().get(Mark.ACTION) instanceof String id ? Result.of(id) : null;
        return r == null ? null : new Decided(r, Book.ACTIONS_TABLE);
    }

    /** "Figures in base to base contact" fight once a turn: the mark says he has. */
    @Override
    public boolean fought(Actor actor) {
        return Boolean.TRUE.equals(actor.marks().get(Mark.FOUGHT));
    }

    /** The Player Character's command and the troops he commands, as his player orders them ({@link PlayerCommand}). */
    @Override
    public Policy policy() {
        return new PlayerCommand();
    }
}
