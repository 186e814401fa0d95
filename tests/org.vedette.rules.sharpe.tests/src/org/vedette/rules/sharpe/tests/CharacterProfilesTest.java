package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.Scale;
import org.vedette.rules.sharpe.FigureGenerator;
import org.vedette.rules.sharpe.FigureKind;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Rank;
import org.vedette.rules.sharpe.Sharpe.Troop;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §2 Character profiles: initiative, dexterity, strength and close
 * combat by 1D6; firing skill 6 for line troops and voltigeurs, D6+3 for
 * special characters, D6+6 for riflemen.
 */
class CharacterProfilesTest {
    @Test
    void theProfileHasTheFiveCharacteristicsWithTheirRanges() {
        assertEquals(Scale.FIGURE, RULES.profile().scale());
        assertEquals("sharpe", RULES.info().id());
        for (String f : new String[] { Field.INITIATIVE, Field.DEXTERITY, Field.STRENGTH, Field.CLOSE_COMBAT }) {
            FieldSpec spec = RULES.profile().field(f).orElseThrow();
            assertEquals(1.0, spec.min());
            assertEquals(6.0, spec.max(), f + " is 1D6");
            assertTrue(spec.required());
        }
        assertEquals(12.0, RULES.profile().field(Field.FIRING).orElseThrow().max(), "firing skill up to 2D6");
        assertTrue(RULES.profile().hasWeapon(Weapon.BAKER_RIFLE));
        assertTrue(RULES.profile().hasWeapon(Weapon.VOLLEY_GUN));
    }

    @Test
    void lineInfantryRollFourD6AndHaveFiringSkillSix() {
        Dice dice = new Dice(new ScriptedDice(3, 5, 2, 6));
        Map<String, Object> p = FigureGenerator.roll(FigureKind.LINE_INFANTRY, null, dice);
        assertEquals(Map.of(Field.INITIATIVE, 3, Field.DEXTERITY, 5, Field.STRENGTH, 2, Field.CLOSE_COMBAT, 6,
                Field.FIRING, 6, Field.TROOP, Troop.LINE, Field.RANK, Rank.PRIVATE), p);
        assertEquals(4, dice.rolls().size(), "no die for the firing skill");
    }

    @Test
    void voltigeursToo() {
        Map<String, Object> p = FigureGenerator.roll(FigureKind.VOLTIGEUR, Rank.NCO, new Dice(new ScriptedDice(1, 1, 1, 1)));
        assertEquals(6, p.get(Field.FIRING));
        assertEquals(Troop.LIGHT, p.get(Field.TROOP));
        assertEquals(Rank.NCO, p.get(Field.RANK));
    }

    @Test
    void specialCharactersRollD6PlusThree() {
        Map<String, Object> p = FigureGenerator.roll(FigureKind.SPECIAL_CHARACTER, Rank.OFFICER, new Dice(new ScriptedDice(6, 6, 6, 6, 4)));
        assertEquals(7, p.get(Field.FIRING));
    }

    @Test
    void riflemenRollD6PlusSix() {
        Dice dice = new Dice(new ScriptedDice(4, 4, 4, 4, 5));
        Map<String, Object> p = FigureGenerator.roll(FigureKind.RIFLEMAN, null, dice);
        assertEquals(11, p.get(Field.FIRING));
        assertEquals(Troop.RIFLE, p.get(Field.TROOP));
        assertTrue(dice.rolls().get(4).purpose().contains("D6+6"));
    }

    @Test
    void aCharacteristicOutOfItsRangeIsRefused() {
        GameState s = state("b", profile(british("b", 3, 3, 3, 3, 6, Weapon.MUSKET), Field.CLOSE_COMBAT, 7),
                french("f", 3, 3, 3, 3, 6));
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 10), "2 Character profiles",
                "'C' is 7 but must be from 1 to 6");
        GameState t = state("b", profile(british("b", 3, 3, 3, 3, 6, Weapon.MUSKET), Field.FIRING, 13), french("f", 3, 3, 3, 3, 6));
        refusedBy(t, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 10), "2 Character profiles", "'F' is 13");
    }

    @Test
    void aMissingCharacteristicIsRefused() {
        GameState s = state("b", british("b", 3, 3, 3, 3, 6, Weapon.MUSKET), profile(french("f", 3, 3, 3, 3, 6), Field.INITIATIVE, "quick"));
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 10), "2 Character profiles", "'I' must be a whole number");
    }

    @Test
    void theRulesetIsNamed() {
        assertEquals(Sharpe.NAME, RULES.info().name());
    }
}
