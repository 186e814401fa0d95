package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.AiSettings;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.rules.osoth.Osoth;
import org.vedette.actions.Result;

/**
 * The Other Side of the Hill's guidelines for non-player figures (ch. IV) as
 * the AI's archetypes, with positions on a 72" × 48" table whose friendly
 * lines are the south edge: given this state, the AI does this, for this
 * reason. The Actions-table D6 is scripted: with no risk factor, 1–5 is a
 * Continue and 6 an Advance (RF Actions Table, Up to RF0).
 */
class OsothArchetypeTest {
    private static final Table TABLE = new Table(72, 48, Edge.SOUTH, List.of());

    private static Actor figure(String id, String side, String type, String quality, double x, double y,
            String... weapons) {
        return new Actor(id, id, side, id, quality, false, List.of(weapons), Map.of(Osoth.Field.TYPE, type), null,
                null, Position.at(x, y));
    }

    /** The figure facing south, towards the British of these tables: none of them on its flank or rear. */
    private static Actor facingSouth(Actor a) {
        return a.withPosition(new Position(a.position().x(), a.position().y(), 180.0));
    }

    /** The French (non-player) to act; the British are the players. */
    private static GameState french(Table table, Actor... actors) {
        GameState s = Games.state(Osoth.RULESET, table, FRENCH, null, actors);
        return new GameState(s.ruleset(), s.options(), s.table(), List.of(
                new Side(BRITISH, "British", Side.Control.PLAYER, Edge.SOUTH, List.of()),
                new Side(FRENCH, "French", Side.Control.NON_PLAYER, Edge.NORTH, List.of())), s.actors(), s.turn());
    }

    private static Suggestion suggest(GameState s, String actor, int... dice) {
        Suggestion suggestion = AI.suggest(Games.OSOTH, s, actor, Checklist.NONE, new Dice(new ScriptedDice(dice)));
        Game g = Game.unbegun(Games.OSOTH, s);
        for (ActionRequest r : suggestion.requests()) {
            try {
                g = g.act(r, new SeededDice(3), false).game();
            } catch (Exception e) {
                throw new AssertionError("the game refuses " + r + ": " + e.getMessage(), e);
            }
        }
        return suggestion;
    }

    /** The first actor's suggestion, which throws no die (an archetype with a fixed intent, or a threat). */
    private static Suggestion suggest(GameState s) {
        return suggest(s, s.actors().keySet().iterator().next());
    }

    private static boolean says(Suggestion s, Reason.Kind kind, String words) {
        return s.reasons(kind).stream().anyMatch(r -> r.text().contains(words));
    }

    @Test
    void enemyInfantryShootThePlayersBeforeANearerGuerrilla_IVEnemyInfantryAndCavalry() {
        GameState s = french(TABLE, facingSouth(figure("voltigeur", FRENCH, Osoth.Type.INFANTRY, Osoth.Quality.AVERAGE,
                36, 30, Osoth.Weapon.MUSKET)), figure("rifleman", BRITISH, Osoth.Type.RIFLEMAN, Osoth.Quality.VETERAN, 36,
                        20, Osoth.Weapon.RIFLE), figure("el-pastor", FRENCH, Osoth.Type.GUERRILLA, Osoth.Quality.AVERAGE,
                                39, 30, Osoth.Weapon.MUSKET));
        // The rifleman's rifle reaches the voltigeur, measured on the table: RF1, a 1: Halt, and he fires.
        Suggestion sg = suggest(s, "voltigeur", 1);
        assertEquals(Result.HALT, sg.intent(), sg.reasons()::toString);
        assertTrue(says(sg, Reason.Kind.OBSERVATION, "rifleman sees voltigeur at 9.0\", within his 36.0\" range"),
                sg.reasons()::toString);
        ActionRequest shot = sg.requests().get(0);
        assertEquals(Osoth.Action.FIRE_MUSKET, shot.action(), sg.reasons()::toString);
        assertEquals("rifleman", shot.input(Osoth.Input.TARGET), "players first, though the guerrilla is nearer");
        assertTrue(says(sg, Reason.Kind.TARGET, "(british, priority 1 of enemy-soldiers)"), sg.reasons()::toString);
        assertTrue(says(sg, Reason.Kind.ARCHETYPE, "is of the archetype enemy-soldiers"), sg.reasons()::toString);
    }

    @Test
    void banditsGoAfterAConvoyThroughItsPeopleNotItsWagon_IVBanditsAndFiring() {
        // Bandits "will generally go after enemy convoys … before anything else", but "When firing at artillery and
        // transport, the crew/drivers are the only legitimate targets - the gun, wagon, etc. is not": a wagon with
        // nobody on it is passed over for the next figure on their list, the voltigeur further off — standing where
        // the wagon is not in the line (Firing: "If an unobstructed line exists …").
        GameState s = french(TABLE, figure("bandit", FRENCH, Osoth.Type.BANDIT, Osoth.Quality.CONSCRIPT, 36, 30,
                Osoth.Weapon.MUSKET), figure("wagon", FRENCH, Osoth.Type.TRANSPORT, Osoth.Quality.CIVILIAN, 36, 27),
                figure("voltigeur", FRENCH, Osoth.Type.INFANTRY, Osoth.Quality.AVERAGE, 42, 22, Osoth.Weapon.MUSKET));
        Suggestion sg = suggest(s, "bandit", 4);
        assertEquals(Result.CONTINUE, sg.intent(), sg.reasons()::toString);
        ActionRequest shot = sg.requests().get(0);
        assertEquals(Osoth.Action.FIRE_MUSKET, shot.action(), sg.reasons()::toString);
        assertEquals("voltigeur", shot.input(Osoth.Input.TARGET), sg.reasons()::toString);
        assertTrue(says(sg, Reason.Kind.NOT_TARGET, "wagon is not a target"), sg.reasons()::toString);
    }

    @Test
    void guerrillasNeverGoAfterInnocents_IVGuerillas() {
        GameState s = french(TABLE, figure("el-pastor", FRENCH, Osoth.Type.GUERRILLA, Osoth.Quality.AVERAGE, 36, 30,
                Osoth.Weapon.MUSKET), figure("villager", FRENCH, Osoth.Type.VILLAGER, Osoth.Quality.CIVILIAN, 37, 30),
                figure("voltigeur", FRENCH, Osoth.Type.INFANTRY, Osoth.Quality.AVERAGE, 36, 22, Osoth.Weapon.MUSKET));
        Suggestion sg = suggest(s, "el-pastor", 2);
        assertEquals("voltigeur", sg.requests().get(0).input(Osoth.Input.TARGET), sg.reasons()::toString);
    }

    @Test
    void villagersStayWhereTheyAreWithoutADie_IVVillagers() {
        GameState s = french(TABLE, figure("villager", FRENCH, Osoth.Type.VILLAGER, Osoth.Quality.CIVILIAN, 20, 30),
                figure("rifleman", BRITISH, Osoth.Type.RIFLEMAN, Osoth.Quality.VETERAN, 20, 25, Osoth.Weapon.RIFLE));
        Suggestion sg = suggest(s);
        assertEquals(Result.HALT, sg.intent(), "the British are not a threat to them");
        assertTrue(sg.rolls().isEmpty(), "no die: they stay");
        assertEquals(Osoth.Action.STAND, sg.requests().get(0).action());
    }

    @Test
    void villagersRunFromBanditsWithinTwelveInches_IVVillagers() {
        GameState s = french(TABLE, figure("villager", FRENCH, Osoth.Type.VILLAGER, Osoth.Quality.CIVILIAN, 20, 30),
                figure("bandit", BRITISH, Osoth.Type.BANDIT, Osoth.Quality.CONSCRIPT, 20, 22, Osoth.Weapon.MUSKET));
        Suggestion sg = suggest(s);
        assertEquals(Result.RETREAT, sg.intent());
        assertTrue(says(sg, Reason.Kind.ARCHETYPE, "villagers avoid it"), sg.reasons()::toString);
        ActionRequest move = sg.requests().get(0);
        assertEquals(Osoth.Action.MOVE, move.action());
        assertEquals("20,30; 20,32", move.text(TableMove.PATH), "straight away from the bandit, a civilian's least move");
    }

    @Test
    void aMonkTravelsToTheFurthestNonFriendlyEdge_XDestinations() {
        GameState s = french(TABLE, figure("fray-luis", FRENCH, Osoth.Type.MONK, Osoth.Quality.CIVILIAN, 10, 30),
                figure("rifleman", BRITISH, Osoth.Type.RIFLEMAN, Osoth.Quality.VETERAN, 60, 5, Osoth.Weapon.RIFLE));
        Suggestion sg = suggest(s);
        assertEquals(Result.CONTINUE, sg.intent());
        ActionRequest move = sg.requests().get(0);
        assertEquals(Osoth.Action.MOVE, move.action());
        assertEquals("10,30; 12,30", move.text(TableMove.PATH), "the east edge is the furthest (62\"), not the south");
        assertTrue(says(sg, Reason.Kind.TARGET, "travels to the east edge at 72,30"), sg.reasons()::toString);
    }

    @Test
    void aTravellerMakesForTheRoadsExitOnThatEdge_XDestinations() {
        TerrainFeature road = new TerrainFeature("camino-real", TerrainKind.ROAD, "Camino Real",
                List.of(Position.at(0, 10), Position.at(40, 20), Position.at(72, 46)), null, null);
        Table withRoad = new Table(72, 48, Edge.SOUTH, List.of(road));
        GameState s = french(withRoad, figure("fray-luis", FRENCH, Osoth.Type.MONK, Osoth.Quality.CIVILIAN, 10, 30));
        Suggestion sg = suggest(s);
        assertTrue(says(sg, Reason.Kind.TARGET, "travels to the east edge at 72,46"), sg.reasons()::toString);
    }

    @Test
    void banditsAreAverseToRisk_IVBandits() {
        GameState s = french(TABLE, facingSouth(figure("bandit", FRENCH, Osoth.Type.BANDIT, Osoth.Quality.CONSCRIPT, 20,
                30, Osoth.Weapon.MUSKET)), figure("rifleman", BRITISH, Osoth.Type.RIFLEMAN, Osoth.Quality.VETERAN, 20, 5,
                        Osoth.Weapon.RIFLE));
        // The rifleman's rifle reaches him 24" off: RF1.
        Suggestion sg = suggest(s, "bandit", 6);
        assertEquals(Result.ADVANCE, sg.intent(), () -> "a 6 less 1 is a 5 on RF1: Advance, not Attack" + sg.reasons());
        assertTrue(says(sg, Reason.Kind.ARCHETYPE, "-1 to the die: bandits are averse to risk"), sg.reasons()::toString);
        GameState soldiers = french(TABLE, facingSouth(figure("voltigeur", FRENCH, Osoth.Type.INFANTRY,
                Osoth.Quality.AVERAGE, 20, 30, Osoth.Weapon.MUSKET)), figure("rifleman", BRITISH, Osoth.Type.RIFLEMAN,
                        Osoth.Quality.VETERAN, 20, 5, Osoth.Weapon.RIFLE));
        assertEquals(Result.ATTACK, suggest(soldiers, "voltigeur", 6).intent(), "the same 6 for enemy infantry");
    }

    @Test
    void aConvoyRunsFromTheBritish_IVEnemyConvoys() {
        GameState s = french(TABLE, figure("wagon", FRENCH, Osoth.Type.TRANSPORT, Osoth.Quality.AVERAGE, 30, 30),
                figure("dragoon", BRITISH, Osoth.Type.LIGHT_CAVALRY, Osoth.Quality.VETERAN, 30, 10, Osoth.Weapon.CARBINE));
        Suggestion sg = suggest(s);
        assertEquals(Result.RETREAT, sg.intent(), "20\" is within the 24\" a convoy counts as danger");
        assertEquals("30,30; 30,31", sg.requests().get(0).text(TableMove.PATH));
    }

    @Test
    void messengersGoAfterNobody_IVMessengers() {
        GameState s = french(TABLE, figure("aide", FRENCH, Osoth.Type.MESSENGER, Osoth.Quality.VETERAN, 30, 30,
                Osoth.Weapon.PISTOL), figure("rifleman", BRITISH, Osoth.Type.RIFLEMAN, Osoth.Quality.VETERAN, 30, 20,
                        Osoth.Weapon.RIFLE));
        Suggestion sg = suggest(s);
        assertEquals(Result.CONTINUE, sg.intent());
        ActionRequest r = sg.requests().get(0);
        assertEquals(Osoth.Action.MOVE, r.action(), "no shot: their job is to exit alive");
        assertNull(r.input(Osoth.Input.TARGET));
    }

    /** The state with the French side's settings for the AI, as a scenario gives them. */
    private static GameState ordered(GameState s, AiSettings french) {
        return new GameState(s.ruleset(), s.options(), s.table(), List.of(s.sides().get(0), s.sides().get(1).withAi(french)),
                s.actors(), s.turn());
    }

    @Test
    void aUnitTheScenarioHasHoldItsPositionHalts_ScenarioSettings() {
        GameState s = french(TABLE, figure("voltigeur", FRENCH, Osoth.Type.INFANTRY, Osoth.Quality.AVERAGE, 20, 30,
                Osoth.Weapon.MUSKET), figure("rifleman", BRITISH, Osoth.Type.RIFLEMAN, Osoth.Quality.VETERAN, 20, 5,
                        Osoth.Weapon.RIFLE));
        assertEquals(Result.ADVANCE, suggest(s, "voltigeur", 6).intent(), "left to itself, a 6 is an Advance");
        GameState held = ordered(s, AiSettings.NONE.withUnit("voltigeur",
                new AiSettings(null, null, null, null, true, Map.of())));
        Suggestion sg = suggest(held, "voltigeur");
        assertEquals(Result.HALT, sg.intent());
        assertTrue(sg.rolls().isEmpty());
        assertTrue(says(sg, Reason.Kind.INTENT, "the scenario has it hold its position"), sg.reasons()::toString);
    }

    @Test
    void theScenariosArchetypeAndRiskAversionTurnTheDie_ScenarioSettings() {
        GameState s = ordered(french(TABLE, facingSouth(figure("voltigeur", FRENCH, Osoth.Type.INFANTRY,
                Osoth.Quality.AVERAGE, 20, 30, Osoth.Weapon.MUSKET)), figure("rifleman", BRITISH, Osoth.Type.RIFLEMAN,
                        Osoth.Quality.VETERAN, 20, 5, Osoth.Weapon.RIFLE)), new AiSettings("deserters", 1, 2, null, null,
                                Map.of()));
        Suggestion sg = suggest(s, "voltigeur", 6);
        // RF1 (the rifleman's rifle reaches him): a 6 would Attack; a 3 advances.
        assertEquals(Result.ADVANCE, sg.intent(), () -> "6, deserters -2, the scenario's +1 -2: a 3" + sg.reasons());
        assertTrue(says(sg, Reason.Kind.ARCHETYPE, "is run as deserters, as the scenario says"), sg.reasons()::toString);
        assertTrue(says(sg, Reason.Kind.ARCHETYPE, "-1 to the die: the scenario's aggression 1, risk aversion 2"),
                sg.reasons()::toString);
    }

    @Test
    void aDestinationTheScenarioGivesIsWhereATravellerGoes_ScenarioSettings() {
        GameState s = ordered(french(TABLE, figure("fray-luis", FRENCH, Osoth.Type.MONK, Osoth.Quality.CIVILIAN, 10, 30)),
                new AiSettings(null, null, null, Position.at(10, 48), null, Map.of()));
        Suggestion sg = suggest(s);
        assertEquals("10,30; 10,32", sg.requests().get(0).text(TableMove.PATH), "north, not the furthest edge (east)");
    }
}
