package org.vedette.core.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Who may act now, compared as the record compares it: every component counts, and equal ones hash alike. */
class ActivationTest {
    private final Activation ann = new Activation("red", List.of("ann", "bob"), "initiative 11");

    @Test
    void equalWhenSideActorsAndLabelAreEqual() {
        Activation same = new Activation("red", new ArrayList<>(List.of("ann", "bob")), "initiative 11");
        assertEquals(ann, same);
        assertEquals(ann.hashCode(), same.hashCode());
        assertEquals(new Activation(null, null, null), new Activation(null, List.of(), ""));
    }

    @Test
    void anyComponentMakesADifference() {
        assertNotEquals(ann, new Activation("blue", List.of("ann", "bob"), "initiative 11"));
        assertNotEquals(ann, new Activation(null, List.of("ann", "bob"), "initiative 11"));
        assertNotEquals(ann, new Activation("red", List.of("ann"), "initiative 11"));
        assertNotEquals(ann, new Activation("red", List.of("bob", "ann"), "initiative 11"));
        assertNotEquals(ann, new Activation("red", List.of("ann", "eve"), "initiative 11"));
        assertNotEquals(ann, new Activation("red", List.of("ann", "bob"), "initiative 12"));
        assertNotEquals(ann, (Object) "red");
    }
}
