package org.vedette.rules.sharpe.internal;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.rules.sharpe.Sharpe;

/**
 * The NPC AI's playbook for Sharpe's Skirmish, shipped beside the rules it plays:
 * {@code playbook/temperament.txt} in this bundle (docs/PLAYBOOKS.md).
 */
@Component(service = Playbook.class)
public final class SharpePlaybook extends BundledPlaybook {
    public SharpePlaybook() {
        super(Sharpe.RULESET);
    }
}
