package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Rank;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/** RF Figure Activation: command dice by class, points per figure, a group whole or not at all, command distance (ruling C6). */
class FigureActivationTest {
    private static final List<String> MUSKET = List.of(Weapon.MUSKET);

    private static GameState withPc(String quality, Map<String, Object> options, List<Actor> others) {
        List<Actor> all = new ArrayList<>();
        all.add(pc("capt", BRITISH, "hq", quality, List.of(Weapon.SWORD, Weapon.PISTOL)));
        all.addAll(others);
        return state(BRITISH, Phase.COMMAND, options, false, all);
    }

    private static int points(GameState s, String pc) {
        return (Integer) mark(s, pc, Mark.COMMAND_POINTS);
    }

    @Test
    void heroesThrowFourVeteransThreeRawTwo() {
        for (var q : new Object[][] { { Quality.HERO, new int[] { 1, 2, 3, 4 }, 10 }, { Quality.VETERAN, new int[] { 6, 5, 4 }, 15 },
                { Quality.RAW, new int[] { 2, 2 }, 4 } }) {
            GameState s = withPc((String) q[0], Map.of(), List.of());
            Outcome o = resolve(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), (int[]) q[1]);
            assertEquals(q[2], points(after(s, o), "capt"), (String) q[0]);
            assertEquals("capt has " + q[2] + " command points", o.headline());
            assertEquals(((int[]) q[1]).length, o.rolls().get(0).count());
        }
    }

    @Test
    void aRegularThrowsTwoOrThreeWithTheOption() {
        GameState two = withPc(Quality.REGULAR, Map.of(), List.of());
        assertEquals(7, points(after(two, resolve(two, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), 3, 4)), "capt"));
        GameState three = withPc(Quality.REGULAR, Map.of(RiskFactor.Option.REGULAR_COMMAND_DICE, "3"), List.of());
        assertEquals(8, points(after(three, resolve(three, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), 3, 4, 1)), "capt"));
    }

    @Test
    void anOfficerInMeleeThrowsOneDieFewer() {
        GameState s = withPc(Quality.VETERAN, Map.of(), List.of());
        Outcome o = resolve(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt", Input.BUSY, true), 6, 6);
        assertEquals(12, points(after(s, o), "capt"));
        assertTrue(cites(o, "C6"));
    }

    @Test
    void onlyPlayerCharactersDiceAndOnlyOnceATurn() {
        GameState s = withPc(Quality.VETERAN, Map.of(), privates("p", 2, BRITISH, "squad", Quality.REGULAR, MUSKET));
        refusedBy(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "p-1"), "(1) Player Characters", "is not a player character");
        GameState t = after(s, resolve(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), 1, 1, 1));
        refusedBy(t, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), "Heroes throw 4D6", "this turn already");
        refusedBy(t, request(Action.COMMAND, Input.ACTOR, "p-1", Input.GROUP, "p-2"), "If an NCO", "cannot command");
    }

    @Test
    void aGroupIsCommandedWholeOrNotAtAll() {
        GameState s = withPc(Quality.RAW, Map.of(), all(privates("a", 6, BRITISH, "six", Quality.REGULAR, MUSKET),
                privates("b", 5, BRITISH, "five", Quality.REGULAR, MUSKET)));
        s = after(s, resolve(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), 2, 3));
        Outcome fails = resolve(s, request(Action.COMMAND, Input.ACTOR, "capt", Input.GROUP, "a-1", Input.DISTANCE, 30.0));
        assertEquals("capt fails to command six: 5 points, 6 needed", fails.headline());
        assertTrue(fails.events().isEmpty(), "none of them are commanded, and nothing is spent");
        Outcome ok = resolve(s, request(Action.COMMAND, Input.ACTOR, "capt", Input.GROUP, "b-3", Input.DISTANCE, 30.0));
        assertEquals("capt commands five (5 points; 0 left)", ok.headline());
        GameState t = after(s, ok);
        for (int i = 1; i <= 5; i++) assertEquals(true, mark(t, "b-" + i, Mark.COMMANDED));
        assertNull(mark(t, "a-1", Mark.COMMANDED));
        assertEquals(0, points(t, "capt"));
        refusedBy(t, request(Action.COMMAND, Input.ACTOR, "capt", Input.GROUP, "b-1"), "If all the members", "commanded already");
    }

    @Test
    void disloyalFiguresAndRoutersCostTwo() {
        Actor loyal = figure("l", BRITISH, "mixed", Quality.REGULAR, MUSKET);
        Actor disloyal = figure("d", BRITISH, "mixed", Quality.REGULAR, MUSKET, Field.DISLOYAL, true);
        Actor router = figure("r", BRITISH, "mixed", Quality.REGULAR, MUSKET).withMark(Mark.MORALE, "routing");
        GameState s = withPc(Quality.RAW, Map.of(), List.of(loyal, disloyal, router));
        s = after(s, resolve(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), 2, 2));
        Outcome o = resolve(s, request(Action.COMMAND, Input.ACTOR, "capt", Input.GROUP, "l"));
        assertEquals("capt fails to command mixed: 4 points, 5 needed", o.headline());
        assertTrue(explained(o).contains("mixed: 1 loyal × 1 + 2 disloyal or routing × 2 = 5 points"), explained(o));
    }

    @Test
    void onlyFiguresWithinCommandDistanceMayBeCommanded() {
        GameState s = withPc(Quality.HERO, Map.of(), privates("p", 3, BRITISH, "squad", Quality.REGULAR, MUSKET));
        s = after(s, resolve(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), 1, 1, 1, 1));
        refusedBy(s, request(Action.COMMAND, Input.ACTOR, "capt", Input.GROUP, "p-1", Input.DISTANCE, 30.0, Input.ENCLOSED, true),
                "Command distance", "beyond the command distance of 25 cm in enclosed terrain");
        refusedBy(s, request(Action.COMMAND, Input.ACTOR, "capt", Input.GROUP, "p-1", Input.DISTANCE, 50.5),
                "Command distance", "beyond the command distance of 50 cm in the open");
        assertEquals("capt commands squad (3 points; 1 left)",
                resolve(s, request(Action.COMMAND, Input.ACTOR, "capt", Input.GROUP, "p-1", Input.DISTANCE, 50.0)).headline());
    }

    @Test
    void aCommandedDrummerAddsTheExtraDieOnce() {
        List<Actor> band = new ArrayList<>(privates("p", 2, BRITISH, "colour", Quality.REGULAR, MUSKET));
        band.add(figure("drum", BRITISH, "colour", Quality.REGULAR, List.of(), Field.RANK, Rank.DRUMMER));
        band.add(figure("bugle", BRITISH, "colour", Quality.REGULAR, List.of(), Field.RANK, Rank.BUGLER));
        GameState s = withPc(Quality.RAW, Map.of(), band);
        s = after(s, resolve(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), 3, 2));
        // 5 points for 4 figures: commanded, 1 left, then the extra D6 (4): 5.
        Outcome o = resolve(s, request(Action.COMMAND, Input.ACTOR, "capt", Input.GROUP, "p-1"), 4);
        assertEquals("capt commands colour (4 points; 5 left)", o.headline());
        GameState t = after(s, o);
        assertEquals(true, mark(t, "capt", Mark.DRUM));
        assertTrue(explained(o).contains("Throw an extra D6 if at least 1 Drummer and/or Bugler is commanded: drum is; +4 points"));
    }

    @Test
    void commandBelongsToTheCommandPhase() {
        GameState s = state(BRITISH, Phase.MOVEMENT, pc("capt", BRITISH, "hq", Quality.HERO, List.of()));
        refusedBy(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), "Play Sequence", "command phase");
        GameState french = state(FRENCH, Phase.COMMAND, pc("capt", BRITISH, "hq", Quality.HERO, List.of()));
        refusedBy(french, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "capt"), "Play Sequence", "in french's turn");
    }
}
