package org.vedette.table;

import java.util.HashMap;
import java.util.Map;

/**
 * Which places of a {@link Stands}' array hold each unit's figures, in order: what a figure keeps with
 * ({@link Cohesion}). Only the units' names and the places' indices — no stand, no actor — so the stands of the
 * next state take it over from these without keeping this state alive, and keep it where every place still holds
 * a figure of the unit it held ({@link #holds}): a step changes a figure's place, marks or wounds, and its unit
 * seldom, where sorting every figure into its unit again for each state was a twentieth of an OSOTH game.
 */
final class Units {
    private static final int[] NONE = {};

    /** The unit of the figure at each place (null for none), as it was when these were made. */
    private final String[] unitOf;
    private final Map<String, int[]> places;

    private Units(String[] unitOf, Map<String, int[]> places) {
        this.unitOf = unitOf;
        this.places = places;
    }

    static Units of(Stand[] all) {
        String[] unitOf = new String[all.length];
        Map<String, int[]> counted = new HashMap<>();
        for (int i = 0; i < all.length; i++) {
            String unit = all[i].actor().unit();
            unitOf[i] = unit;
            if (unit != null) counted.computeIfAbsent(unit, u -> new int[1])[0]++;
        }
        Map<String, int[]> places = HashMap.newHashMap(counted.size());
        counted.forEach((unit, n) -> places.put(unit, new int[n[0]]));
        // Counted again from nought as each figure takes the next place of its unit's, in order.
        counted.replaceAll((unit, n) -> new int[1]);
        for (int i = 0; i < all.length; i++) {
            if (unitOf[i] != null) places.get(unitOf[i])[counted.get(unitOf[i])[0]++] = i;
        }
        return new Units(unitOf, places);
    }

    /** Whether these are the units of {@code all}: as many places, each with a figure of the unit it had. */
    boolean holds(Stand[] all) {
        if (all.length != unitOf.length) return false;
        for (int i = 0; i < all.length; i++) {
            String unit = all[i].actor().unit();
            // Most often the very string: an actor remade for a move or a mark keeps its unit's.
            if (unit != unitOf[i] && (unit == null || !unit.equals(unitOf[i]))) return false;
        }
        return true;
    }

    /** The places of the unit's figures, in order; never written. */
    int[] places(String unit) {
        return places.getOrDefault(unit, NONE);
    }
}
