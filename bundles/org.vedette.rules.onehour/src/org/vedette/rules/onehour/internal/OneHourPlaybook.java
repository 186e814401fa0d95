package org.vedette.rules.onehour.internal;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.core.game.Actor;
import org.vedette.rules.onehour.OneHour;

/**
 * The NPC AI's playbook for the Napoleonic One Hour Wargame, shipped beside the rules it plays:
 * {@code playbook/onehour/temperament.txt} in this bundle (docs/PLAYBOOKS.md).
 */
@Component(service = Playbook.class)
public final class OneHourPlaybook extends BundledPlaybook {
    public OneHourPlaybook() {
        super(OneHour.RULESET);
    }

    /** A unit fights its round of hand-to-hand combat once a turn: the mark says it has. */
    @Override
    public boolean fought(Actor actor) {
        return Boolean.TRUE.equals(actor.marks().get(OneHour.Mark.FOUGHT));
    }
}
