package org.vedette.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class ActionCatalogTest {
    private static ActionSpec action(String id) {
        return new ActionSpec(id, id.toUpperCase(), RuleRef.of("T", id), Timing.ANY_TIME, List.of(),
                List.of(FieldSpec.actor("actor", "Actor", true)));
    }

    @Test
    void findsEachActionByIdAndKeepsTheBooksOrder() {
        ActionSpec shoot = action("shoot");
        ActionSpec move = action("move");
        ActionCatalog c = ActionCatalog.of(List.of(shoot, move));
        assertEquals(List.of("shoot", "move"), c.ids());
        assertEquals(List.of(shoot, move), c.actions());
        assertSame(move, c.find("move").orElseThrow());
        assertTrue(c.contains("shoot"));
        assertFalse(c.find("fight").isPresent());
        assertFalse(c.find(null).isPresent());
    }

    @Test
    void refusesTwoActionsWithOneId() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ActionCatalog.of(List.of(action("move"), action("shoot"), action("move"))));
        assertTrue(e.getMessage().contains("'move'"), e.getMessage());
    }
}
