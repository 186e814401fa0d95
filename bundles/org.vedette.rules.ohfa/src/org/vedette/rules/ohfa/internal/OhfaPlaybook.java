package org.vedette.rules.ohfa.internal;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.rules.ohfa.Ohfa;

/**
 * The NPC AI's playbook for Over the Hills & Far Away, shipped beside the rules it plays:
 * {@code playbook/ohfa/temperament.txt} in this bundle (docs/PLAYBOOKS.md).
 */
@Component(service = Playbook.class)
public final class OhfaPlaybook extends BundledPlaybook {
    public OhfaPlaybook() {
        super(Ohfa.RULESET);
    }
}
