package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
        assertTrue(ok("game", "show", game).out().contains("harper (Sgt Harper): fresh; marks: firing-cards.volley-gun=1"));
        assertTrue(ok("game", "next", game).out().contains("card: Sgt Dubois"));
        Cli.Run interrupt = ok("game", "act", game, "play-card", "actor=harper", "card=veteran");
        assertTrue(interrupt.out().contains("interrupts Sgt Dubois's turn"), interrupt::toString);
        ok("game", "act", game, "stand", "actor=harper");
        ok("game", "next", game);                                           // Dubois resumes
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
}
