package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Over the Hills &amp; Far Away through {@code vedette game}: the fate deck
 * drawn card by card, a troop type card played as an interrupt, a firing card
 * passed while the reload card is up, a melee whose allocations each side
 * commits with its own {@code game act} and which nothing shows until both are
 * in, and undo.
 */
class OhfaGameTest {
    static final String SCENARIO = """
            { "format": "vedette.scenario", "version": 1, "id": "ambush", "title": "Ambush at the ford",
              "ruleset": "ohfa", "table": { "width": 72, "depth": 48 },
              "options": { "firing-cards-in-hand": false,
                "fate-deck-order": "troop:veteran,char:sharpe,reload,fire:harper:volley-gun,char:dubois,char:pablo,char:harper,troop:raw,troop:regular,troop:hero,joker,fire:sharpe:rifle,fire:dubois:musket,fire:pablo:musket" },
              "sides": [
                { "id": "british", "name": "British", "units": [ { "id": "rifles", "figures": [
                  { "id": "sharpe", "name": "Capt Sharpe", "quality": "hero", "weapons": ["rifle", "sword"] },
                  { "id": "harper", "name": "Sgt Harper", "quality": "veteran", "weapons": ["volley-gun", "bayonet"] } ] } ] },
                { "id": "french", "name": "French", "units": [ { "id": "ligne", "figures": [
                  { "id": "dubois", "name": "Sgt Dubois", "quality": "regular", "weapons": ["musket", "bayonet"] } ] } ] },
                { "id": "spanish", "name": "Guerrilleros", "units": [ { "id": "band", "figures": [
                  { "id": "pablo", "name": "Pablo", "quality": "regular", "weapons": ["musket", "knife"] } ] } ] }
              ] }
            """;

    @TempDir
    Path dir;
    String game;

    @BeforeEach
    void newGame() throws IOException {
        Path scenario = Files.writeString(dir.resolve("ambush.json"), SCENARIO);
        game = dir.resolve("ambush.journal").toString();
        Cli.Run r = Cli.run("game", "new", scenario.toString(), "-o", game);
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("14 cards to draw"), r::toString);
    }

    private Cli.Run ok(String... args) {
        Cli.Run r = Cli.run(args);
        assertEquals(0, r.code(), r::toString);
        return r;
    }

    @Test
    void aTurnOfTheDeckWithAnInterruptAndASecretMelee() {
        ok("game", "next", game);                                           // troop:veteran displayed
        assertTrue(ok("game", "next", game).out().contains("card: Capt Sharpe"));
        ok("game", "act", game, "stand", "actor=sharpe");
        ok("game", "next", game);                                           // reload up
        ok("game", "next", game);                                           // Harper's firing card to hand
        assertTrue(ok("game", "show", game).out().contains("harper (Sgt Harper): fresh; marks: Firing cards (Volley gun): 1 card"));
        assertTrue(ok("game", "next", game).out().contains("card: Sgt Dubois"));
        Cli.Run interrupt = ok("game", "act", game, "play-card", "actor=harper", "card=veteran");
        assertTrue(interrupt.out().contains("interrupts Sgt Dubois's turn"), interrupt::toString);
        ok("game", "act", game, "stand", "actor=harper");
        ok("game", "next", game);                                           // Dubois's turn begins
        Cli.Run charge = ok("game", "act", game, "charge", "actor=dubois", "target=pablo", "distance=4", "--dice", "2,3");
        assertTrue(charge.out().contains("commit their combat points"), charge::toString);

        Cli.Run first = ok("game", "act", game, "commit-allocation", "actor=dubois", "assault=4", "close=2", "grappling=2");
        Cli.Run show = ok("game", "show", game);
        for (Cli.Run r : new Cli.Run[] {first, show}) {
            assertFalse(r.out().contains("assault=4") || r.out().contains("4 / 2 / 2") || r.out().contains("grappling"), r::toString);
        }
        assertTrue(show.out().contains("committed: dubois, not yet: pablo"), show::toString);
        assertTrue(show.out().contains("commit-allocation {concealed}"), show::toString);

        Cli.Run second = ok("game", "act", game, "commit-allocation", "actor=pablo", "assault=1", "close=2", "grappling=3",
                "--dice", "3,1,2", "--explain");
        assertTrue(second.out().contains("Sgt Dubois strikes Pablo: wounded; Pablo strikes Sgt Dubois: wounded"), second::toString);
        assertTrue(second.out().contains("Sgt Dubois reveals 4 / 2 / 2"), second::toString);

        Cli.Run undo = ok("game", "undo", game);
        assertTrue(undo.out().contains("committed: dubois, not yet: pablo"), undo::toString);
    }

    @Test
    void refusedRequestsChangeNothing() throws IOException {
        ok("game", "next", game);
        ok("game", "next", game);
        byte[] before = Files.readAllBytes(Path.of(game));
        Cli.Run noCard = Cli.run("game", "act", game, "shoot", "actor=sharpe", "target=dubois", "range=10", "weapon=rifle");
        assertEquals(1, noCard.code(), noCard::toString);
        assertTrue(noCard.err().contains("does not hold his rifle firing card"), noCard::toString);
        Cli.Run over = Cli.run("game", "act", game, "fight", "actor=sharpe", "target=dubois", "assault=6", "close=4", "grappling=1",
                "target-assault=2", "target-close=2", "target-grappling=2");
        assertEquals(1, over.code(), over::toString);
        assertTrue(over.err().contains("allocates 11 points but has only 10"), over::toString);
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(Path.of(game))), "the journal is unchanged");
    }

    /**
     * The whole first turn of the deck of the example scenario, Ambush at the
     * Ford (its deck order fixed by the scenario), the same moves the
     * workbench's OhfaGameTest makes, through to the Joker: the fate deck is
     * shuffled by 12 entered dice (D13 down to D2) and every card comes back
     * into it — the discards, the displayed troop type cards and the Raw card
     * the French held — but the firing cards in the players' hands.
     */
    @Test
    void theJokerShufflesEveryCardButTheFiringCardsInHandBackIntoTheDeck() throws IOException {
        String ford = dir.resolve("ford.game").toString();
        ok("game", "new", Cli.unplaced("ohfa-ambush-at-the-ford.json", dir).toString(), "-o", ford);
        assertTrue(ok("game", "next", ford).out().contains("displayed: [troop:veteran]"));
        assertTrue(ok("game", "next", ford).out().contains("troop cards held: british [veteran]"));
        ok("game", "act", ford, "move", "actor=sharpe", "how=basic");
        assertTrue(ok("game", "next", ford).out().contains("reload card up"));
        assertTrue(ok("game", "next", ford).out().contains("Sgt Harper's volley-gun firing card goes to player british"));
        assertTrue(ok("game", "next", ford).out().contains("card: Sgt Dubois"));
        ok("game", "act", ford, "play-card", "actor=harper", "card=veteran");
        ok("game", "act", ford, "aim", "actor=harper", "target=dubois");
        assertTrue(ok("game", "next", ford).out().contains("card: Sgt Dubois (his turn begins now, after the higher card)"));
        ok("game", "act", ford, "charge", "actor=dubois", "target=pablo", "distance=4", "--dice", "2,3");
        ok("game", "act", ford, "commit-allocation", "actor=dubois", "assault=4", "close=2", "grappling=2");
        ok("game", "act", ford, "commit-allocation", "actor=pablo", "assault=1", "close=2", "grappling=3", "--dice", "3,1,2");
        assertTrue(ok("game", "next", ford).out().contains("card: Pablo"));
        ok("game", "act", ford, "recover", "actor=pablo");
        assertTrue(ok("game", "next", ford).out().contains("Sgt Dubois's musket firing card goes to player french"));
        assertTrue(ok("game", "next", ford).out().contains("card: Sgt Harper"));
        Cli.Run volley = ok("game", "act", ford, "shoot", "actor=harper", "target=dubois", "range=8", "--dice", "2,2");
        assertTrue(volley.out().startsWith("Sgt Harper shoots at Sgt Dubois with his volley gun at 8\" (close range): hits: killed\n"), volley::toString);
        ok("game", "act", ford, "stand", "actor=harper");
        ok("game", "next", ford);                                           // the Raw card displayed
        assertTrue(ok("game", "next", ford).out().contains("troop cards held: french [raw]"));
        ok("game", "act", ford, "stand", "actor=leroux");
        ok("game", "next", ford);
        ok("game", "act", ford, "stand", "actor=hogan");
        for (int i = 0; i < 6; i++) ok("game", "next", ford);               // Regular, four firing cards, Hero

        String beforeJoker = ok("game", "show", ford).out();
        for (String e : List.of("Turn 1: troop type card displayed: hero — 1 card to draw, 8 discarded; reload card up;"
                + " displayed: [troop:regular, troop:hero]; troop cards held: french [raw]\nTo act: nobody\n",
                "  sharpe (Capt Sharpe): fresh; marks: Firing cards (Rifle): 1 card\n",
                "  harper (Sgt Harper): fresh\n",
                "  hogan (Rfn Hogan): fresh; marks: Firing cards (Musket): 1 card\n",
                "  dubois (Sgt Dubois): 2 wounds, 2 shock, out; marks: Firing cards (Musket): 1 card\n",
                "  leroux (Fusilier Leroux): fresh; marks: Firing cards (Musket): 1 card\n",
                "  pablo (Pablo): 1 wound; marks: Firing cards (Musket): 1 card\n")) {
            assertTrue(beforeJoker.contains(e), () -> "expected «" + e + "» in:\n" + beforeJoker);
        }

        Cli.Run joker = ok("game", "next", ford, "--dice", "1,1,1,1,1,1,1,1,1,1,1,1");
        assertTrue(joker.out().startsWith("Turn 2: the Joker: the fate deck is shuffled — 13 cards to draw, 0 discarded\n"),
                joker::toString);
        assertEquals(12, joker.out().split("shuffle the fate deck: ", -1).length - 1, "a die for each of 12 places: " + joker);
        assertTrue(joker.out().contains("dice: 12 faces given with --dice"), joker::toString);
        assertFalse(joker.err().contains("not needed"), joker::toString);
        assertEquals(32, Files.readAllLines(Path.of(ford)).size(), "the header, the beginning and 30 moves");

        // 18 cards less the 5 firing cards still in hand: the 8 discards, the displayed Regular and Hero and
        // the French player's Raw card are all back in the deck; each firing card stays with its figure.
        String afterJoker = ok("game", "show", ford).out();
        assertTrue(afterJoker.contains("Turn 2: the Joker: the fate deck is shuffled — 13 cards to draw, 0 discarded\n"
                + "To act: nobody\n"), afterJoker);
        for (String gone : List.of("troop cards held", "displayed:", "reload card up")) {
            assertFalse(afterJoker.lines().skip(1).findFirst().orElseThrow().contains(gone), afterJoker);
        }
        assertEquals(beforeJoker.substring(beforeJoker.indexOf("British (british):"), beforeJoker.indexOf("Journal (")),
                afterJoker.substring(afterJoker.indexOf("British (british):"), afterJoker.indexOf("Journal (")),
                "the shuffle changes no figure: the firing cards are still in hand");
        assertTrue(afterJoker.contains("Journal (31 entries):"), afterJoker);

        assertTrue(ok("game", "next", ford).out().contains("Turn 2: card: Sgt Harper"));
        assertTrue(ok("game", "show", ford).out().contains("To act: harper\n"));
    }
}
