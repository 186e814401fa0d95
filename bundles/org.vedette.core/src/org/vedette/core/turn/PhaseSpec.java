package org.vedette.core.turn;

import org.vedette.core.rules.RuleRef;

/** A named phase of a turn ("shooting"), with its rule. */
public record PhaseSpec(String id, String label, RuleRef rule) {
}
