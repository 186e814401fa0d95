package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.RULES;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.Marks;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Mark;

/** The marks Over the Hills &amp; Far Away keeps on characters are declared and checked; "2 wounds kill". */
class DeclaredMarksTest {
    @Test
    void everyMarkOfTheRulesetIsDeclaredWithASectionOfTheBook() throws IllegalAccessException {
        int constants = 0;
        for (Field f : Mark.class.getFields()) {
            String id = (String) f.get(null);
            constants++;
            Optional<MarkSpec> spec = RULES.marks().stream().filter(m -> m.id().equals(id)).findFirst();
            assertTrue(spec.isPresent(), "Ohfa.Mark." + f.getName() + " is declared");
            assertTrue(spec.get().rule().book().startsWith("OHFA"), spec.get().rule().toString());
        }
        assertEquals(constants, RULES.marks().size());
    }

    /** Fate deck — firing cards: a firing card is held for a firearm. */
    @Test
    void firingCards_areHeldForAFirearm() {
        assertEquals(Optional.empty(), Marks.check(RULES, Mark.firingCards(Ohfa.Weapon.MUSKET), 1));
        assertTrue(Marks.check(RULES, Mark.firingCards(Ohfa.Weapon.SWORD), 1).orElseThrow().contains("no key 'sword'"));
        assertTrue(Marks.check(RULES, Mark.firingCards(Ohfa.Weapon.MUSKET), "one").orElseThrow()
                .contains("must be a whole number"));
    }

    /** Wound roll: "2 wounds kill" — unless one is an old wound of an earlier game. */
    @Test
    void woundRoll_twoWoundsOfThisGameOnACharacterNotOutAreImpossible() {
        Actor harper = Table.wounds(Table.character("harper", Table.BRITISH, Ohfa.Quality.VETERAN), 2);
        List<String> problems = Marks.check(RULES, harper, null);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("\"2 wounds kill\""), problems.get(0));
        assertEquals(List.of(), Marks.check(RULES, harper.withMark(Mark.OLD_WOUND, true), null));
        assertEquals(List.of(), Marks.check(RULES, harper.withStatus(harper.status().withOut(true)), null));
    }
}
