package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Hidden;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * "Scenarios": the worked examples' hidden forces — the spy's garrison, found
 * when the village is searched (and substituted for the table's result), and
 * the Marquise's Veterans, revealed when Player figures come within 12 inches
 * or when they act (ruling O9).
 */
class ScenariosTest {
    static final Actor HARRIS = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor DUCOS = with(with(officer(figure("ducos", FRENCH, "garrison", "infantry", "veteran", "pistol")),
            Field.HIDDEN_UNTIL, Hidden.SEARCH), Field.HIDDEN_IN, "San Martín");
    static final Actor GRENADIER = with(with(figure("g1", FRENCH, "garrison", "infantry", "veteran", "musket"),
            Field.HIDDEN_UNTIL, Hidden.SEARCH), Field.HIDDEN_IN, "San Martín");
    static final Actor AMBUSH = with(figure("a1", FRENCH, "ambush", "infantry", "veteran", "musket"), Field.HIDDEN_UNTIL, Hidden.APPROACH);

    @Test
    void theGarrisonIsFoundWhenTheVillageIsSearchedInsteadOfTheTablesResult() {
        Game g = begin(state(HARRIS, DUCOS, GRENADIER, AMBUSH), 1);
        assertTrue(g.state().actor("ducos").hasMark(Mark.HIDDEN) && g.state().actor("a1").hasMark(Mark.HIDDEN));
        g = act(g, request(Action.EXPLORE_VILLAGE, Input.ACTOR, "harris", Input.PLACE, "san-martín")); // no die: the garrison
        assertFalse(g.state().actor("ducos").hasMark(Mark.HIDDEN));
        assertFalse(g.state().actor("g1").hasMark(Mark.HIDDEN));
        assertTrue(g.state().actor("a1").hasMark(Mark.HIDDEN), "another hidden unit stays hidden");
        contains(g.journal().get(g.journal().size() - 1).headline(), "the garrison is found — garrison");
    }

    @Test
    void hiddenFiguresShowThemselvesWhenTheyActOrWhenPlayersComeWithinTwelveInches() {
        Game g = begin(state(HARRIS, AMBUSH, DUCOS, GRENADIER), 4);
        g = act(g, request(Action.FIRE_MUSKET, Input.ACTOR, "a1", Input.TARGET, "harris", Input.RANGE, 30.0));
        assertFalse(g.state().actor("a1").hasMark(Mark.HIDDEN), "acting reveals the unit");
        g = act(g, request(Action.REVEAL, Input.ACTOR, "ducos", Input.WHY, "approach"));
        assertFalse(g.state().actor("g1").hasMark(Mark.HIDDEN));
        contains(actRefused(g, request(Action.REVEAL, Input.ACTOR, "ducos")).getMessage(), "is not hidden");
    }

    @Test
    void theTurnIsOverWhenEveryUnitOnTheTableHasActedAHiddenUnitIsNotAwaited() {
        // D6 1: the Players. Harris stands; the hidden garrison has not acted, and need not: it is not on the table.
        Game g = begin(state(HARRIS, DUCOS, GRENADIER), 1);
        g = act(g, request(Action.STAND, Input.ACTOR, "harris"));
        // The button again: the turn is over, turn 2 begins, and its first press (D6 1) goes to the Players. Were the
        // garrison awaited, the 1 would be passed over and the 4 give the Non-Players turn 1 still.
        g = next(g, 1);
        assertEquals(2, g.state().turn().round(), g.state().turn().describe());
        assertEquals("players", ledger(g).drawn());
        assertTrue(g.state().actor("ducos").hasMark(Mark.HIDDEN), "the garrison stays hidden: it did not act");
        // While a unit on the table has yet to act, the hidden one may still take the Non-Players' initiative (D6 4)
        // — and acting shows it.
        Game h = begin(state(HARRIS, DUCOS, GRENADIER), 4);
        assertTrue(h.state().turn().activation().actors().contains("g1"), h.state().turn().describe());
    }
}
