package org.vedette.scenario;

import org.vedette.core.model.Position;

/**
 * An objective of the generic scouting mission (OSOTH "Winning and Losing":
 * "Typically, an objective (such as scouting a village) will be worth a single
 * victory point per objective if on the near half of the table, and twice that
 * if on the far side").
 *
 * @param id       unique in its mission ("scout-village-v1")
 * @param what     in words ("explore the village of Fuentes")
 * @param action   the OSOTH action that achieves it ("explore-village")
 * @param at       where it is, or null
 * @param half     the half of the table it lies in
 * @param points   its points by that half
 * @param victory  the OSOTH ledger's item for it ("objective-near", "objective-far")
 */
public record Objective(String id, String what, String action, Position at, TableHalf half, int points,
        String victory) {
}
