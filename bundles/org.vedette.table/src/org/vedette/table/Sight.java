package org.vedette.table;

import java.util.List;

import org.vedette.core.model.CoverClass;

/**
 * What a firer sees of a target: whether there is a line of sight, how much
 * of the target's base is seen, the cover the target has from this firer,
 * and the reasons, each citing its book.
 *
 * @param visible whether the firer may see (and so fire at or charge) the target
 * @param partial whether only part of the target's base is seen
 * @param cover   the target's cover from this firer: what it stands in, what it lines, what hides part of it
 * @param reasons why the line is blocked, or where the cover comes from
 */
public record Sight(boolean visible, boolean partial, CoverClass cover, List<String> reasons) {
    public Sight {
        reasons = List.copyOf(reasons);
    }
}
