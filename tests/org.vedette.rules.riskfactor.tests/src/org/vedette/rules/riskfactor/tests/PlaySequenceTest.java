package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnKind;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/**
 * RF Play Sequence: command, move, shoot, melee, then the other side; the
 * end of a side's command phase dices every uncommanded group on the Actions
 * table, "immediate and simultaneous for all uncommanded units" (ruling C15).
 */
class PlaySequenceTest {
    private static final List<String> MUSKET = List.of(Weapon.MUSKET);

    @Test
    void commandThenMoveShootAndMeleeForEachSide() {
        assertEquals(TurnKind.COMMAND_THEN_ACTIONS, RULES.turnStructure().kind());
        assertEquals(List.of(Phase.COMMAND, Phase.MOVEMENT, Phase.SHOOTING, Phase.MELEE),
                RULES.turnStructure().phases().stream().map(PhaseSpec::id).toList());
        GameState s = state(BRITISH, Phase.MELEE, figure("b", BRITISH, "b", null, MUSKET), figure("f", FRENCH, "f", null, MUSKET));
        // The French have no Player Character: f dices at once (RF 0, D6 3: Continue), ruling C15.
        GameState t = after(s, advance(s, 3));
        assertEquals(FRENCH, t.turn().activation().side(), "(5) Move the other side as the sequence above (1-4)");
        assertEquals(Phase.COMMAND, t.turn().phase());
        assertEquals("continue", mark(t, "f", Mark.ACTION));
    }

    @Test
    void theCommandPhasesStartDicesEveryUnitOfASideNoPlayerCharacterCanCommand() {
        List<Actor> british = privates("b", 2, BRITISH, "picket", Quality.REGULAR, MUSKET);
        Actor capitaine = pc("moreau", FRENCH, "hq", Quality.VETERAN, MUSKET);
        GameState s = state(FRENCH, Phase.MELEE, all(british, List.of(capitaine, figure("f", FRENCH, "f", null, MUSKET))));
        // Nobody can command the British: the start of their command phase dices the picket (RF 0, D6 6: Advance).
        Outcome o = advance(s, 6);
        GameState t = after(s, o);
        assertEquals(Phase.COMMAND, t.turn().phase());
        assertEquals("advance", mark(t, "b-1", Mark.ACTION));
        assertEquals("advance", mark(t, "b-2", Mark.ACTION));
        assertEquals(List.of("picket — Advance: Move towards the nearest visible enemy. Missile armed: it halts at medium range (40 cm with its musket)."), instructions(o));
        assertTrue(explained(o).contains("british has no Player Character to dice for command points"), explained(o));
        // The end of the phase does not dice them again.
        Outcome end = advance(t);
        assertEquals(Phase.MOVEMENT, after(t, end).turn().phase());
        assertTrue(instructions(end).isEmpty(), instructions(end).toString());
        // A Player Character out of the game commands nobody: the French, in their turn, dice at its start.
        GameState french = state(BRITISH, Phase.MELEE, all(british, List.of(out(capitaine), figure("f", FRENCH, "f", null, MUSKET))));
        assertEquals("continue", mark(after(french, advance(french, 2)), "f", Mark.ACTION));
    }

    @Test
    void theEndOfTheCommandPhaseDicesEveryUncommandedGroup() {
        List<Actor> commanded = privates("c", 2, BRITISH, "commanded", Quality.REGULAR, MUSKET).stream()
                .map(a -> a.withMark(Mark.COMMANDED, true)).toList();
        List<Actor> watching = privates("w", 3, BRITISH, "watching", Quality.REGULAR, MUSKET).stream()
                .map(a -> a.withMark(Mark.OBSERVED, "enemy-in-range enemy-to-flank-or-rear")).toList();
        List<Actor> shaken = privates("s", 2, BRITISH, "shaken", Quality.RAW, MUSKET);
        Actor rolled = figure("r", BRITISH, "rolled", Quality.REGULAR, MUSKET).withMark(Mark.ACTION, "halt");
        List<Actor> french = privates("f", 2, FRENCH, "french", Quality.REGULAR, MUSKET);
        GameState s = state(BRITISH, Phase.COMMAND, all(commanded, watching, shaken, List.of(rolled), french));
        // watching: RF 1 + 2 = 3, D6 1: Retreat; shaken: raw, nothing in range, RF 0, D6 6: Advance.
        Outcome o = advance(s, 1, 6);
        GameState t = after(s, o);
        assertEquals(Phase.MOVEMENT, t.turn().phase());
        for (String id : new String[] { "w-1", "w-2", "w-3" }) {
            assertEquals("retreat", mark(t, id, Mark.ACTION));
            assertEquals("falling-back", mark(t, id, Mark.MORALE));
        }
        assertEquals("advance", mark(t, "s-1", Mark.ACTION));
        assertNull(mark(t, "c-1", Mark.ACTION), "a commanded group acts as its player wishes");
        assertEquals("halt", mark(t, "r", Mark.ACTION), "diced this turn already");
        assertNull(mark(t, "f-1", Mark.ACTION), "the other side dices in its own turn");
        List<String> told = instructions(o);
        assertEquals(2, told.size(), told.toString());
        assertTrue(told.get(0).startsWith("watching — Retreat: Unit must move away from the nearest known enemy position"), told.get(0));
        assertTrue(told.get(1).startsWith("shaken — Advance: Move towards the nearest visible enemy."), told.get(1));
        String why = explained(o);
        assertTrue(why.contains("watching dices on the Actions table (gunpowder)"), why);
        assertTrue(why.contains("Risk factor 1 + 2 = 3"), why);
        assertTrue(why.contains("commanded is commanded: it acts as its player wishes"), why);
        assertEquals(List.of("D6 on the Actions table for watching", "D6 on the Actions table for shaken"),
                o.rolls().stream().map(r -> r.purpose()).toList());
    }

    @Test
    void aSidesNewTurnClearsItsLastTurnButKeepsMoraleAndWhatItSaw() {
        Actor b = figure("b", BRITISH, "b", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true).withMark(Mark.ACTION, "advance")
                .withMark(Mark.MOVED, 12.0).withMark(Mark.FIRED, true).withMark(Mark.FOUGHT, true)
                .withMark(Mark.MORALE, "halted").withMark(Mark.OBSERVED, "advancing").withMark(Mark.LOADED, 0);
        Actor pc = pc("capt", BRITISH, "hq", Quality.HERO, List.of()).withMark(Mark.COMMAND_POINTS, 3).withMark(Mark.DRUM, true);
        Actor f = figure("f", FRENCH, "f", Quality.REGULAR, MUSKET).withMark(Mark.FIRED, true);
        GameState s = state(FRENCH, Phase.MELEE, b, pc, f);
        GameState t = after(s, advance(s));
        assertEquals(BRITISH, t.turn().activation().side());
        assertEquals(2, t.turn().round());
        for (String m : new String[] { Mark.COMMANDED, Mark.ACTION, Mark.MOVED, Mark.FIRED, Mark.FOUGHT }) assertNull(mark(t, "b", m), m);
        assertNull(mark(t, "capt", Mark.COMMAND_POINTS));
        assertNull(mark(t, "capt", Mark.DRUM));
        assertEquals("halted", mark(t, "b", Mark.MORALE));
        assertEquals("advancing", mark(t, "b", Mark.OBSERVED));
        assertEquals(0, mark(t, "b", Mark.LOADED));
        assertEquals(true, mark(t, "f", Mark.FIRED), "the French marks wait for their own command phase");
    }
}
