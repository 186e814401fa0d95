package org.vedette.rules.osoth.internal;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.rules.osoth.Osoth;

/**
 * The NPC AI's playbook for The Other Side of the Hill, shipped beside the rules it plays:
 * {@code playbook/osoth/temperament.txt} in this bundle (docs/PLAYBOOKS.md).
 */
@Component(service = Playbook.class)
public final class OsothPlaybook extends BundledPlaybook {
    public OsothPlaybook() {
        super(Osoth.RULESET);
    }
}
