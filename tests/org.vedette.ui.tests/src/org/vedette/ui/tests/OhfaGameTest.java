package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ui.tests.SharpeGameTest.set;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.GameLogPart;
import org.vedette.ui.internal.parts.TurnPart;

/**
 * A whole turn of the fate deck for three players (Over the Hills &amp; Far
 * Away, examples/scenarios/ohfa-ambush-at-the-ford.json, whose option
 * fate-deck-order fixes the deck) played in the workbench: a troop type card
 * played as an interrupt, a firing card passed to its player's hand while the
 * reload card is up, a melee whose secret allocations each side commits in
 * turn — the first shown nowhere until the second is in — and the Joker's
 * reshuffle, which ends the turn of the deck.
 */
class OhfaGameTest {
    private static final String SCENARIO = "scenarios/ohfa-ambush-at-the-ford.json";
    private static final String GAME = "games/ambush.game";

    @AfterEach
    void clear() {
        Games.clear();
    }

    @Test
    void aTurnOfTheDeckWithAnInterruptAFiringCardASecretMeleeAndTheJoker() {
        ActionResolverPart resolver = Games.resolver();
        Path game = Games.beginUnplaced(SCENARIO, GAME); // the deck's order is the scenario's: no die is thrown
        TurnPart turn = Games.turn();
        assertTrue(turn.turnText().contains("18 cards to draw, 0 discarded"), turn.turnText());
        assertEquals(6, turn.actorRows().size());
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        assertEquals("ohfa", resolver.ruleset().info().id());

        String t = Games.next();
        assertTrue(t.contains("displayed: [troop:veteran]"), t);
        t = Games.next();
        assertTrue(t.contains("card: Capt Sharpe. To act: Capt Sharpe"), t);
        assertTrue(t.contains("troop cards held: british [veteran]"), "the British take the Veteran card: " + t);
        resolver.selectAction("move");
        set(resolver, "actor", "sharpe", "how", "basic");
        String o = Games.take(resolver);
        assertTrue(o.startsWith("Capt Sharpe moves up to 12\""), o);

        // The reload card is up; Harper's firing card, drawn now, goes to the British player's hand.
        t = Games.next();
        assertTrue(t.contains("reload card up"), t);
        t = Games.next();
        assertTrue(t.contains("Sgt Harper's volley-gun firing card goes to player british"), t);
        assertTrue(turn.actorRow("Sgt Harper").endsWith("| Firing cards (Volley gun): 1 card"), turn.actorRow("Sgt Harper"));

        // Dubois's card; Harper plays the British Veteran card before Dubois acts, aims, and Dubois's turn begins.
        t = Games.next();
        assertTrue(t.contains("To act: Sgt Dubois"), t);
        resolver.selectAction("play-card");
        set(resolver, "actor", "harper", "card", "veteran");
        o = Games.take(resolver);
        assertTrue(o.startsWith("a Veteran troop type card for Sgt Harper interrupts Sgt Dubois's turn"), o);
        assertTrue(turn.turnText().contains("free turn: Sgt Harper. To act: Sgt Harper"), turn.turnText());
        resolver.selectAction("aim");
        set(resolver, "actor", "harper", "target", "dubois");
        Games.take(resolver);
        assertTrue(turn.actorRow("Sgt Harper").contains("Aiming at: Sgt Dubois"), turn.actorRow("Sgt Harper"));
        t = Games.next();
        assertTrue(t.contains("card: Sgt Dubois (his turn begins now, after the higher card)"), t);

        // Dubois charges Pablo: a melee, whose allocations each player commits in secret.
        resolver.selectAction("charge");
        set(resolver, "actor", "dubois", "target", "pablo", "distance", 4.0);
        o = Games.take(resolver, 2, 3);
        assertTrue(o.contains("Sgt Dubois and Pablo commit their combat points"), o);

        resolver.selectAction("commit-allocation");
        assertEquals("Commit", resolver.takeLabel());
        Text assault = assertInstanceOf(Text.class, resolver.field("assault").control());
        assertTrue((assault.getStyle() & SWT.PASSWORD) != 0, "an allocation is typed into a masked box");
        set(resolver, "actor", "dubois", "assault", 4, "close", 2, "grappling", 2);
        o = Games.take(resolver);
        assertTrue(o.startsWith("Sgt Dubois has committed his combat points; waiting for Pablo"), o);
        // Nothing shows what Dubois committed: not the form (emptied), the outcome, the Turn part, the
        // journal list or the game log — until Pablo has committed too.
        assertNull(resolver.field("assault").value(), "the boxes are emptied for the next fighter");
        assertNull(resolver.field("close").value());
        assertNull(resolver.field("grappling").value());
        assertTrue(turn.turnText().contains("committed: Sgt Dubois, not yet: Pablo"), turn.turnText());
        List<String> journal = turn.journalRows();
        assertTrue(journal.get(journal.size() - 1).contains("| Commit combat points: Sgt Dubois {concealed} | Sgt Dubois has committed"),
                journal.toString());
        Workbench.part(Workbench.GAME_LOG, GameLogPart.class);
        String log = Workbench.part(Workbench.GAME_LOG, GameLogPart.class).shownText();
        assertTrue(log.contains("Commit combat points: Sgt Dubois {concealed} — games/ambush.game (ohfa)\n  Inputs: {actor=dubois}"),
                log);
        Games.turn();
        Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        for (String shown : List.of(Workbench.everythingShown(), log)) {
            for (String secret : List.of("assault=4", "close=2", "grappling=2", "4 / 2 / 2", "4/2/2", "reveals")) {
                assertFalse(shown.contains(secret), "'" + secret + "' shows before Pablo commits:\n" + shown);
            }
        }

        set(resolver, "actor", "pablo", "assault", 1, "close", 2, "grappling", 3);
        o = Games.take(resolver, 3, 1, 2);
        assertTrue(o.startsWith("Melee, Sgt Dubois v Pablo: Sgt Dubois strikes Pablo: wounded; Pablo strikes Sgt Dubois:"
                + " wounded"), o);
        assertTrue(o.contains("Sgt Dubois reveals 4 / 2 / 2"), "now the allocations are revealed: " + o);
        assertTrue(turn.actorRow("Pablo").contains("| 1 wound"), turn.actorRow("Pablo"));

        // Pablo's card: shocked, he recovers. Dubois's firing card goes to the French while reload is up.
        t = Games.next();
        assertTrue(t.contains("To act: Pablo"), t);
        resolver.selectAction("recover");
        set(resolver, "actor", "pablo");
        o = Games.take(resolver);
        assertTrue(o.startsWith("Pablo recovers"), o);
        t = Games.next();
        assertTrue(t.contains("Sgt Dubois's musket firing card goes to player french"), t);
        assertTrue(turn.actorRow("Sgt Dubois").contains("Firing cards (Musket): 1 card"), turn.actorRow("Sgt Dubois"));

        // Harper's card: he fires his aimed volley gun at Dubois, who is killed.
        t = Games.next();
        assertTrue(t.contains("To act: Sgt Harper"), t);
        resolver.selectAction("shoot");
        set(resolver, "actor", "harper", "target", "dubois", "range", 8.0);
        o = Games.take(resolver, 2, 2);
        assertTrue(o.startsWith("Sgt Harper shoots at Sgt Dubois with his volley gun at 8\" (close range): hits: killed"), o);
        assertTrue(turn.actorRow("Sgt Dubois").contains("out"), turn.actorRow("Sgt Dubois"));
        resolver.selectAction("stand");
        Combo actors = (Combo) resolver.field("actor").control();
        assertFalse(List.of(actors.getItems()).stream().anyMatch(i -> i.contains("Sgt Dubois")),
                "a figure out of the game is not offered: " + List.of(actors.getItems()));
        set(resolver, "actor", "harper");
        Games.take(resolver);

        // The Raw card is displayed and Leroux takes it; Hogan stands.
        Games.next();
        t = Games.next();
        assertTrue(t.contains("troop cards held: french [raw]"), t);
        resolver.selectAction("stand");
        set(resolver, "actor", "leroux");
        Games.take(resolver);
        Games.next();
        set(resolver, "actor", "hogan");
        Games.take(resolver);
        for (int i = 0; i < 6; i++) t = Games.next();                // Regular, four firing cards, Hero
        assertTrue(t.contains("1 card to draw"), t);

        // The Joker: every card back but those held and set aside, dealt by 12 dice (D13 down to D2).
        t = Games.next(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
        assertTrue(t.contains("Turn 2\n"), t);
        assertTrue(t.contains("the Joker: the fate deck is shuffled"), t);
        assertTrue(t.contains("13 cards to draw, 0 discarded"), t);
        assertEquals(32, Games.lines(game).size(), "the header, the beginning and 30 moves");
        t = Games.next();
        assertTrue(t.contains("To act: Sgt Harper"), t);
    }
}
