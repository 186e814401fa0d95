package org.vedette.rules.picket.internal;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.core.game.Actor;
import org.vedette.rules.picket.Picket;

/** The NPC AI's playbook for Picket: {@code playbook/picket/temperament.txt} in this bundle (docs/PLAYBOOKS.md). */
@Component(service = Playbook.class)
public final class PicketPlaybook extends BundledPlaybook {
    public PicketPlaybook() {
        super(Picket.RULESET);
    }

    /** §5: a figure fights once a turn. */
    @Override
    public boolean fought(Actor actor) {
        return Boolean.TRUE.equals(actor.marks().get(Picket.Mark.FOUGHT));
    }
}
