package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.RULES;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.Marks;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;

/** The marks the risk-factor rules keep on figures are declared, each with its section, and checked. */
class DeclaredMarksTest {
    @Test
    void everyMarkOfTheRulesetIsDeclaredWithASectionOfTheBook() throws IllegalAccessException {
        Field[] constants = Mark.class.getFields();
        for (Field f : constants) {
            String id = (String) f.get(null);
            Optional<MarkSpec> spec = Marks.find(RULES.marks(), id);
            assertTrue(spec.isPresent() && spec.get().id().equals(id), "RiskFactor.Mark." + f.getName() + " is declared");
            assertTrue(spec.get().rule().book().startsWith("RF"), spec.get().rule().toString());
        }
        assertEquals(constants.length, RULES.marks().size());
    }

    /** Actions Table: a result is one of the table's words; morale one of the four effects (ruling C10). */
    @Test
    void actionsTableResultsAndMoraleAreTheBooksWords() {
        assertEquals(Optional.empty(), Marks.check(RULES, Mark.ACTION, "retreat"));
        assertTrue(Marks.check(RULES, Mark.ACTION, "charge").orElseThrow().contains("must be one of"));
        assertEquals(Optional.empty(), Marks.check(RULES, Mark.MORALE, "falling-back"));
        assertEquals(Optional.empty(), Marks.check(RULES, Mark.MOVED, 12.5));
        assertTrue(Marks.check(RULES, Mark.COMMAND_POINTS, -1).isPresent());
        assertTrue(Marks.check(RULES, "routed", true).orElseThrow().contains("unknown mark 'routed'"));
    }

    /** Figure Activation: an activated NCO commands for a Player Character of the game. */
    @Test
    void anActivatedNcoNamesAPlayerCharacterOfTheGame() {
        Actor nco = Skirmish.figure("nco", Skirmish.BRITISH, "squad", Quality.VETERAN, List.of()).withMark(Mark.CHAIN, "ghost");
        var state = Skirmish.state(Skirmish.BRITISH, Phase.COMMAND, nco);
        assertTrue(Marks.check(RULES, nco, state).get(0).contains("'ghost', who is not in the game"));
    }
}
