package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Engagement;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.TurnLedger;

/**
 * The Player force of The Other Side of the Hill played by the AI as the generic scouting mission ("Scenarios",
 * "Winning and Losing"): on a 48" × 48" table whose friendly lines are the south edge, with the village of Fuentes
 * on the far half (x 16 to 32, y 30 to 38), a Veteran rifleman goes to the village, explores it, heads home and
 * returns to friendly lines with its points. The French are a single figure far off, so nobody fights.
 */
class ScoutingMissionTest {
    private static final TerrainFeature FUENTES = new TerrainFeature("fuentes", TerrainKind.TOWN, "Fuentes",
            List.of(Position.at(16, 30), Position.at(32, 30), Position.at(32, 38), Position.at(16, 38)), CoverClass.HARD,
            Going.OPEN);
    private static final Table TABLE = new Table(48, 48, Edge.SOUTH, List.of(FUENTES));

    private static Actor scout(double x, double y) {
        return new Actor("rifleman", "Rifleman Harris", BRITISH, "95th", Osoth.Quality.VETERAN, false, List.of("rifle"),
                Map.of(Osoth.Field.TYPE, Osoth.Type.RIFLEMAN), null, null, Position.at(x, y));
    }

    private static final Actor VOLTIGEUR = new Actor("voltigeur", "Voltigeur Roux", FRENCH, "voltigeurs",
            Osoth.Quality.AVERAGE, false, List.of("musket"), Map.of(Osoth.Field.TYPE, Osoth.Type.INFANTRY), null, null,
            Position.at(46, 2));

    /**
     * The Players' initiative in this round, drawn afresh: the scout free to act, the ledger's places done, points
     * and what is carried as given.
     */
    private static GameState players(int round, TurnLedger l, Actor scout) {
        TurnLedger ledger = new TurnLedger("players", null, List.of(), List.of(), l.done(), l.scores(), l.pending(),
                l.engaged(), l.lost());
        Map<String, Actor> actors = new LinkedHashMap<>();
        actors.put(scout.id(), scout);
        actors.put(VOLTIGEUR.id(), VOLTIGEUR);
        return new GameState(Osoth.RULESET, Map.of(), TABLE, List.of(
                new Side(BRITISH, "British", Side.Control.PLAYER, Edge.SOUTH, List.of()),
                new Side(FRENCH, "French", Side.Control.NON_PLAYER, Edge.NORTH, List.of())), actors,
                new TurnState(round, null, new Activation(BRITISH, List.of(scout.id()), "Players' initiative"), ledger));
    }

    private static Suggestion suggest(GameState s, int lastTurn) {
        return AI.suggest(Games.OSOTH, s, "rifleman", Checklist.NONE.lastTurn(lastTurn), new Dice(new ScriptedDice(3)));
    }

    /** Plays the suggestion through the game, as Engagement does; the rules must accept it. */
    private static GameState play(GameState s, Suggestion suggestion, int... faces) throws Exception {
        Game g = Game.unbegun(Games.OSOTH, s);
        for (Game.Played p : suggestion.play(g, new ScriptedDice(faces), false)) g = p.game();
        return g.state();
    }

    private static Position end(ActionRequest move) throws Exception {
        List<Position> path = TableMove.pathOf(move);
        assertNotNull(path, "a move on the table: " + move);
        return path.get(path.size() - 1);
    }

    private static boolean says(Suggestion s, Reason.Kind kind, String words) {
        return s.reasons(kind).stream().anyMatch(r -> r.text().contains(words));
    }

    @Test
    void scenariosTheScoutMakesForTheNearestVillageNotYetExplored() throws Exception {
        GameState s = players(1, TurnLedger.EMPTY, scout(24, 2));
        Suggestion go = suggest(s, 12);
        assertEquals(1, go.requests().size(), go.reasons().toString());
        ActionRequest move = go.requests().get(0);
        assertEquals(Osoth.Action.MOVE, move.action());
        Position to = end(move);
        // A Veteran on foot moves its least move, 5": straight for the village's centre (24, 34).
        assertEquals(24, to.x(), 1e-6);
        assertEquals(7, to.y(), 1e-6);
        assertTrue(says(go, Reason.Kind.INTENT, "the village Fuentes"), go.reasons().toString());
        assertTrue(go.reasons(Reason.Kind.ACTION).stream().anyMatch(r -> r.rule() != null && r.rule().section().contains("Move")));
        // The move is the game's: the scout stands at the path's end (the D6 of the move's rate scripted).
        GameState after = play(s, go, 4);
        assertEquals(7, after.actor("rifleman").position().y(), 1e-6);
    }

    @Test
    void playersTheSuggestionForAPlayersFigureSaysItIsTheirs() {
        // "The players are British scouts": the AI's line for the rifleman is a suggestion for them, and says so
        // first; the voltigeur's side is the computer's, and his says nothing of the kind.
        GameState s = players(1, TurnLedger.EMPTY, scout(24, 2));
        Suggestion theirs = suggest(s, 12);
        assertTrue(theirs.reasons().get(0).text().startsWith("British is the players' side: this is what the AI would"
                + " do in their place"), theirs.reasons().toString());
        assertTrue(theirs.reasons().stream().noneMatch(r -> r.text().contains("French is the players'")));
        assertEquals(List.of(), AI.suggest(Games.OSOTH, s, "rifleman", Checklist.NONE.lastTurn(12),
                new Dice(new ScriptedDice(3)), false).reasons(), "and nothing is worded where no reasons are wanted");
    }

    @Test
    void exploreVillageTheScoutInTheVillageExploresIt() throws Exception {
        GameState s = players(3, TurnLedger.EMPTY, scout(24, 33));
        Suggestion explore = suggest(s, 12);
        assertEquals(Osoth.Action.EXPLORE_VILLAGE, explore.requests().get(0).action(), explore.reasons().toString());
        assertEquals("Fuentes", explore.requests().get(0).text(Osoth.Input.PLACE));
        // 2D6 of 4 + 5 = 9 on the village's yields: "9–11 an outpost (2 VP)", carried home.
        GameState after = play(s, explore, 4, 5);
        TurnLedger ledger = (TurnLedger) after.turn().detail();
        assertTrue(ledger.done().contains("explore-village:fuentes"), ledger.toString());
        assertEquals(List.of(Osoth.Victory.ASSET_LOCATED), ledger.pending());
        assertEquals(0, ledger.points());
    }

    @Test
    void winningAndLosingWithTheVillageExploredTheScoutHeadsHomeAndScoresThere() throws Exception {
        TurnLedger explored = new TurnLedger("players", null, List.of(), List.of(), List.of("explore-village:fuentes"),
                List.of(), List.of(Osoth.Victory.ASSET_LOCATED), false, false);
        GameState s = players(4, explored, scout(24, 33));
        Suggestion home = suggest(s, 12);
        Position to = end(home.requests().get(0));
        assertEquals(28, to.y(), 1e-6, "south, toward friendly lines: " + home.reasons());
        assertTrue(says(home, Reason.Kind.INTENT, "carried home"), home.reasons().toString());

        // At the friendly edge: home with what the force carries. The village's points are the referee's entry,
        // never the player's (#30): the scout only returns.
        GameState edge = players(10, explored, scout(24, 0));
        Suggestion back = suggest(edge, 12);
        assertEquals(List.of(Osoth.Action.RETURN_HOME), back.requests().stream().map(ActionRequest::action).toList(),
                back.reasons().toString());
        GameState returned = play(edge, back);
        TurnLedger carried = (TurnLedger) returned.turn().detail();
        assertEquals(2, carried.points(), "the outpost located, carried home: " + carried.describe());
        assertTrue(carried.pending().isEmpty());

        // The referee then enters the village, on the far half (2): 4 points.
        List<ActionRequest> entries = AI.refereeEntries(Games.OSOTH, edge, returned);
        assertEquals(1, entries.size(), entries.toString());
        assertEquals(Osoth.Action.VICTORY, entries.get(0).action());
        assertEquals(Osoth.Victory.OBJECTIVE_FAR, entries.get(0).text(Osoth.Input.ITEM));
        GameState scored = Game.unbegun(Games.OSOTH, returned).act(entries.get(0), new ScriptedDice(), false).game().state();
        assertEquals(4, ((TurnLedger) scored.turn().detail()).points(), scored.turn().describe());
        // Entered once: nothing more for the village at the next unit home, nothing while nobody comes home.
        assertEquals(List.of(), AI.refereeEntries(Games.OSOTH, edge, scored));
        assertEquals(List.of(), AI.refereeEntries(Games.OSOTH, edge, edge));
    }

    @Test
    void winningAndLosingTheVillagesPointsAreEnteredOnlyByAnAiThatPlaysTheReferee() throws Exception {
        TurnLedger explored = new TurnLedger("players", null, List.of(), List.of(), List.of("explore-village:fuentes"),
                List.of(), List.of(), false, false);
        Game edge = Game.unbegun(Games.OSOTH, players(10, explored, scout(24, 0)));
        // The players' AI alone (a referee at the table): the scout comes home, the referee enters the village.
        Engagement players = new Engagement(AI, edge, java.util.Set.of(BRITISH), new SeededDice(1), false);
        Engagement.Step alone = players.step();
        assertEquals(List.of(Osoth.Action.RETURN_HOME), alone.played().stream().map(p -> p.entry().request().action())
                .toList());
        assertEquals(0, ((TurnLedger) alone.game().state().turn().detail()).points());
        // The AI on every side plays the referee too: the village's points follow the scout home, an entry of their own.
        Engagement everyone = new Engagement(AI, edge, java.util.Set.of(), new SeededDice(1), false);
        Engagement.Step both = everyone.step();
        assertEquals(List.of(Osoth.Action.RETURN_HOME, Osoth.Action.VICTORY), both.played().stream()
                .map(p -> p.entry().request().action()).toList());
        assertEquals(2, ((TurnLedger) both.game().state().turn().detail()).points());
    }

    @Test
    void winningAndLosingNearTheLastTurnTheScoutTurnsForHome() throws Exception {
        // 20" from the friendly edge at 5" a move is four moves home: on turn 7 of 8 there is no time for the village.
        GameState s = players(7, TurnLedger.EMPTY, scout(24, 20));
        Suggestion late = suggest(s, 8);
        Position to = end(late.requests().get(0));
        assertEquals(15, to.y(), 1e-6, late.reasons().toString());
        assertTrue(says(late, Reason.Kind.INTENT, "the last turn is 8"), late.reasons().toString());
        // With the game's end further off, the same scout goes on to the village.
        Suggestion early = suggest(players(2, TurnLedger.EMPTY, scout(24, 20)), 12);
        assertEquals(25, end(early.requests().get(0)).y(), 1e-6, early.reasons().toString());
    }

    @Test
    void scenariosAWholeGameTheScoutExploresAndBringsThePointsHome() throws Exception {
        GameState s = players(1, TurnLedger.EMPTY, scout(24, 2));
        Game g = Game.unbegun(Games.OSOTH, s);
        SeededDice dice = new SeededDice(16);
        // The scout's own moves, each as the AI suggests it, the turn's bookkeeping left aside: to the village,
        // the exploration, and back, until it is home; the referee's entries after each.
        for (int i = 0; i < 30 && !Boolean.TRUE.equals(g.state().actor("rifleman").marks().get(Osoth.Mark.HOME)); i++) {
            // A new initiative: the mark for having acted is removed ("Sequence of Play").
            GameState now = players(1 + i / 2, (TurnLedger) g.state().turn().detail(),
                    g.state().actor("rifleman").withMark(Osoth.Mark.ACTED, null));
            Suggestion next = AI.suggest(Games.OSOTH, now, "rifleman", Checklist.NONE.lastTurn(20), new Dice(dice));
            assertTrue(!next.standsStill(), next.reasons().toString());
            Game from = Game.unbegun(Games.OSOTH, now);
            for (Game.Played p : next.play(from, dice, false)) from = p.game();
            // The referee's entries the move made due (the village's points when the scout comes home).
            for (ActionRequest r : AI.refereeEntries(Games.OSOTH, now, from.state())) from = from.act(r, dice, false).game();
            g = from;
        }
        TurnLedger ledger = (TurnLedger) g.state().turn().detail();
        assertTrue(Boolean.TRUE.equals(g.state().actor("rifleman").marks().get(Osoth.Mark.HOME)), ledger.describe());
        assertTrue(ledger.done().contains("explore-village:fuentes"), ledger.describe());
        // At least the far-half objective's 2 points, whatever the yield's dice gave.
        assertTrue(ledger.points() >= 2, ledger.describe());
    }

    /** The Players' initiative with the force given (and the far-off voltigeur), the commander to act. */
    private static GameState force(Actor... figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        for (Actor f : figures) actors.put(f.id(), f);
        actors.put(VOLTIGEUR.id(), VOLTIGEUR);
        TurnLedger ledger = new TurnLedger("players", null, List.of(), List.of(), List.of(), List.of(), List.of(), false,
                false);
        return new GameState(Osoth.RULESET, Map.of(), TABLE, List.of(
                new Side(BRITISH, "British", Side.Control.PLAYER, Edge.SOUTH, List.of()),
                new Side(FRENCH, "French", Side.Control.NON_PLAYER, Edge.NORTH, List.of())), actors,
                new TurnState(2, null, new Activation(BRITISH, List.of("major"), "Players' initiative"), ledger));
    }

    private static Actor major(double x, double y) {
        return new Actor("major", "Major Forrest", BRITISH, "command", Osoth.Quality.VETERAN, true, List.of("pistol"),
                Map.of(Osoth.Field.TYPE, Osoth.Type.LIGHT_CAVALRY, Osoth.Field.RANK, Osoth.Rank.OFFICER), null, null,
                Position.at(x, y));
    }

    private static Actor rifleman(String id, double x, double y) {
        return new Actor(id, "Rifleman " + id, BRITISH, "95th", Osoth.Quality.VETERAN, false, List.of("rifle"),
                Map.of(Osoth.Field.TYPE, Osoth.Type.RIFLEMAN), null, null, Position.at(x, y));
    }

    @Test
    void unitsAndGroupsTheMountedCommanderDoesNotRideAheadOfHisMen() throws Exception {
        // The men 10" out, the Major beside them: the village is 24" off, 10" a move for him on horseback — but he
        // stays with the force instead of riding on alone.
        GameState level = force(rifleman("r1", 20, 10), rifleman("r2", 22, 10), major(21, 10));
        Suggestion stay = AI.suggest(Games.OSOTH, level, "major", Checklist.NONE.lastTurn(12), new Dice(new ScriptedDice(3)));
        assertEquals(Osoth.Action.STAND, stay.requests().get(0).action(), stay.reasons().toString());
        assertTrue(says(stay, Reason.Kind.ACTION, "behind the middle of the force"), stay.reasons().toString());
        // Ahead of them, at 20": he drops back toward 3" behind their middle (y 7), at the men's pace of 5", not
        // his own 10".
        GameState ahead = force(rifleman("r1", 20, 10), rifleman("r2", 22, 10), major(21, 20));
        Suggestion back = AI.suggest(Games.OSOTH, ahead, "major", Checklist.NONE.lastTurn(12), new Dice(new ScriptedDice(3)));
        Position to = end(back.requests().get(0));
        assertEquals(15, to.y(), 1e-6, back.reasons().toString());
        assertEquals(21, to.x(), 1e-6);
        // Behind them, at 1": he follows, 5" toward the same place, and ends no further forward than his men.
        GameState rear = force(rifleman("r1", 20, 10), rifleman("r2", 22, 10), major(21, 1));
        Suggestion follow = AI.suggest(Games.OSOTH, rear, "major", Checklist.NONE.lastTurn(12), new Dice(new ScriptedDice(3)));
        Position after = end(follow.requests().get(0));
        assertEquals(6, after.y(), 1e-6, follow.reasons().toString());
        assertTrue(after.y() < 10, "not ahead of his men");
    }
}
