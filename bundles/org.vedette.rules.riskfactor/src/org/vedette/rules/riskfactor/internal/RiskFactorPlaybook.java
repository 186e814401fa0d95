package org.vedette.rules.riskfactor.internal;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.rules.riskfactor.RiskFactor;

/**
 * The NPC AI's playbook for the risk-factor rules, shipped beside the rules it plays:
 * {@code playbook/riskfactor/temperament.txt} in this bundle (docs/PLAYBOOKS.md).
 */
@Component(service = Playbook.class)
public final class RiskFactorPlaybook extends BundledPlaybook {
    public RiskFactorPlaybook() {
        super(RiskFactor.RULESET);
    }
}
