package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A melee waiting for its fighters' secret allocations ("When both players
 * are ready, they simultaneously reveal their dice"): who fights whom, the
 * charge and cover that modify the points, and the commitments made so far,
 * which no description shows.
 *
 * @param attacker   the character whose turn it is; he fights every defender alone
 * @param defenders  the enemies in contact with him, in the order fought
 * @param charged    the attacker charged into this contact (+2 on foot, +4 mounted)
 * @param targetsBehindCover   the defenders are behind cover (the attacker has -2)
 * @param attackerBehindCover  the attacker is behind cover (each defender has -2)
 * @param commitments the allocations committed so far, by fighter
 */
record PendingMelee(String attacker, List<String> defenders, boolean charged, boolean targetsBehindCover,
        boolean attackerBehindCover, Map<String, Commitment> commitments) {
    PendingMelee {
        defenders = List.copyOf(defenders);
        commitments = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(commitments));
    }

    List<String> fighters() {
        List<String> all = new ArrayList<>();
        all.add(attacker);
        all.addAll(defenders);
        return all;
    }

    PendingMelee with(String fighter, Commitment c) {
        Map<String, Commitment> m = new LinkedHashMap<>(commitments);
        m.put(fighter, c);
        return new PendingMelee(attacker, defenders, charged, targetsBehindCover, attackerBehindCover, m);
    }

    @Override
    public String toString() {
        return "melee " + fighters() + ", committed: " + commitments.keySet();
    }
}
