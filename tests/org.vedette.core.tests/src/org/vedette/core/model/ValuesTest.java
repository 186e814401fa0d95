package org.vedette.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class ValuesTest {
    @Test
    void onlyScalarsAreAllowed() {
        Map<String, Object> m = new HashMap<>();
        m.put("list", List.of(1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Values.copyOf(m));
        assertEquals("value of 'list' must be a number, flag or text, not [1]", e.getMessage());
    }

    @Test
    void withSetsAndRemoves() {
        Map<String, Object> m = Values.with(Map.of("a", 1), "b", true);
        assertEquals(Map.of("a", 1, "b", true), m);
        assertEquals(Map.of("a", 1), Values.with(m, "b", null));
    }

    @Test
    void statusReadsLikeARefereeWouldSayIt() {
        assertEquals("fresh", Status.FRESH.toString());
        assertEquals("2 wounds, 1 shock, down", new Status(2, 1, true, false).toString());
    }

    @Test
    void aCheckedCopyNeedsNoCopyAgainAndStaysUnchangeable() {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("b", 2);
        m.put("a", "x");
        Map<String, Object> checked = Values.copyOf(m);
        m.put("c", 3);
        assertEquals(List.of("b", "a"), List.copyOf(checked.keySet()), "its own copy, in order");
        org.junit.jupiter.api.Assertions.assertSame(checked, Values.copyOf(checked));
        assertThrows(UnsupportedOperationException.class, () -> checked.put("c", 3));
        assertThrows(UnsupportedOperationException.class, () -> checked.entrySet().iterator().next().setValue(9));
        assertEquals(Map.of("b", 2, "a", "x", "c", 3.5), Values.with(checked, "c", 3.5));
        assertEquals(List.of("b", "a", "c"), List.copyOf(Values.with(checked, "c", 3.5).keySet()), "added at the end");
        Map<String, Object> replaced = Values.with(checked, "b", true);
        assertEquals(List.of("b", "a"), List.copyOf(replaced.keySet()), "set in its place");
        assertEquals(true, replaced.get("b"));
        assertEquals(2, checked.get("b"), "the map it came from is unchanged");
        assertEquals(List.of("a"), List.copyOf(Values.with(checked, "b", null).keySet()));
        assertEquals(checked, Values.with(checked, "zed", null));
        assertEquals(Map.of(), Values.with(Values.with(checked, "b", null), "a", null));
        assertEquals(Map.of("b", 2, "a", "x").hashCode(), checked.hashCode());
        assertEquals(null, checked.get("c"));
        assertEquals("x", checked.getOrDefault("a", "y"));
        assertEquals("y", checked.getOrDefault("c", "y"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Values.with(checked, "list", List.of(1)));
        assertEquals("value of 'list' must be a number, flag or text, not [1]", e.getMessage());
    }

    /**
     * A checked map tells most absent keys by one bit of their hash: a key whose bit another key set must still
     * be told absent, and a key equal to one of the map's but another string object (read from a file, say)
     * found, however the map was made.
     */
    @Test
    void aKeyIsFoundByItsTextAndAnAbsentOneWhoseHashSharesABitIsNot() {
        String loaded = "loaded";
        String sameBit = null;
        for (int i = 0; sameBit == null; i++) {
            String k = "mark" + i;
            if ((k.hashCode() & 63) == (loaded.hashCode() & 63) && k.hashCode() != loaded.hashCode()) sameBit = k;
        }
        Map<String, Object> made = Values.copyOf(Map.of(loaded, true, "square", 2));
        Map<String, Object> set = Values.with(Values.with(made, "square", null), "rallied", 1);
        for (Map<String, Object> m : List.of(made, set, Values.with(made, "square", 3))) {
            assertEquals(true, m.get(new String("loaded".toCharArray())), m + ": found by its text");
            assertEquals(null, m.get(sameBit), m + ": " + sameBit + " shares the bit of 'loaded' and is absent");
            assertEquals(null, m.get("fired"), m + ": absent");
        }
        assertEquals(1, set.get(new String("rallied".toCharArray())), "a key added by with");
        assertEquals(null, set.get("square"), "a key removed by with");
    }
}
