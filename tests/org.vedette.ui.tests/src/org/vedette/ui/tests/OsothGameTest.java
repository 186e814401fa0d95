package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ui.tests.SharpeGameTest.set;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.TurnPart;
import org.vedette.ui.scenario.internal.EventAtNext;

/**
 * The Other Side of the Hill in the workbench, on the example scenario The
 * Marquise of Alorna, with dice entered by hand: the first press of the
 * Initiative/Event button gives an event, which the scenario generator draws
 * at once and the journal records; the
 * hidden Veterans are not in the Turn part; the Players' initiative, a charge,
 * the charged officer's reaction fire and the attack that kills him; the
 * escort's morale check failed; the ledger of the turn shown.
 */
class OsothGameTest {
    private static final String SCENARIO = "scenarios/osoth-the-marquise-of-alorna.json";

    @AfterEach
    void clear() {
        Games.clear();
    }

    @Test
    void anEventAChargeWithReactionAndAMoraleFailureWithEnteredDice() {
        ActionResolverPart resolver = Games.resolver();
        // The first press, D6 6: an event, which the scenario generator draws at once — D66 1,1: conscripts;
        // D6 3: 16 of them; 2D6 2+3: left front; 2D6 3+3: 18". The referee reads where to put them.
        List<String> shown = Games.beginWithForms(SCENARIO, "games/alorna", EventAtNext.TITLE, new int[] {6},
                new int[] {1, 1, 3, 2, 3, 3, 3});
        Path game = Games.open().file();
        assertTrue(String.join("\n", shown).contains("16 Conscript French infantry"), shown.toString());
        TurnPart turn = Games.turn();
        String t = turn.turnText();
        assertTrue(t.contains("an event"), t);
        assertNull(turn.actorRow("Capt Rouvier"), "the hidden Veterans are not shown to the players");
        assertNotNull(turn.actorRow("Lt Delorme"));

        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        assertEquals("osoth", resolver.ruleset().info().id());
        List<org.vedette.core.game.JournalEntry> journal = Games.open().game().journal();
        assertEquals("event", journal.get(journal.size() - 1).request().action(), "the event is journaled");

        t = Games.next(1);
        assertTrue(t.contains("Players' initiative: a unit to act"), t);
        // Lt Simmons charges Lt Delorme 5" away: Veteran on foot 4 + D3 (D6 6: 3) = 7".
        resolver.selectAction("charge");
        set(resolver, "actor", "lt-simmons", "target", "lt-delorme", "distance", 5.0);
        // The map has them 39" apart: the referee rules they are 5", as a table's pieces may stand out of place.
        resolver.overrideTable("Simmons crept up along the road: the map is behind the table");
        String o = Games.take(resolver, 6);
        assertTrue(o.startsWith("Lt Simmons charges Lt Delorme: contact; Lt Delorme may react"), o);
        // Delorme, an officer and so a Veteran, fires his pistol at its shortest bracket: 4", 7+; 1+1 misses.
        resolver.selectAction("react");
        set(resolver, "actor", "lt-delorme");
        Workbench.spin(); // the reactions offered follow the actor: the weapons he carries
        set(resolver, "reaction", "pistol");
        o = Games.take(resolver, 1, 1);
        assertTrue(o.startsWith("Lt Delorme fires his pistol at the charging Lt Simmons at 4\": miss"), o);
        // Simmons attacks: 7, Veteran -1, charging -1, a rider in the open +1: 6; 6+6 hits, 6 kills.
        resolver.selectAction("attack");
        set(resolver, "actor", "lt-simmons", "target", "lt-delorme");
        // An attack needs the two in contact (ruling O12): on the map Simmons still stands where he was, so the
        // referee rules over the table again.
        resolver.overrideTable("Simmons is in contact: the map is behind the table");
        o = Games.take(resolver, 6, 6, 6);
        assertTrue(o.startsWith("Lt Simmons attacks Lt Delorme: hit, Lt Delorme is a casualty"), o);
        assertTrue(turn.turnText().contains("morale check due: escort-a"), turn.turnText());

        // The escort checks as Average, 6+: 1+1 fails — Wavering.
        resolver.selectAction("check-morale");
        set(resolver, "actor", "escort-a-1");
        o = Games.take(resolver, 1, 1);
        assertTrue(o.startsWith("escort-a-1's escort-a fail their morale check: Wavering"), o);
        assertTrue(turn.actorRow("escort-a-1").contains("Morale: Wavering"), turn.actorRow("escort-a-1"));
        assertTrue(turn.turnText().contains("victory points 0"), turn.turnText());
        assertEquals(8, Games.lines(game).size(), "the header, the beginning, the event, a press and four actions");
    }
}
