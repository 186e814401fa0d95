package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.RULES;
import static org.vedette.rules.sharpe.tests.Skirmish.british;
import static org.vedette.rules.sharpe.tests.Skirmish.french;
import static org.vedette.rules.sharpe.tests.Skirmish.request;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe's Skirmish on a table with positions: §4 Movement, §7 Shooting and §8 Melee asked of the table rather than
 * typed — an attack needs base contact, a shot a man seen, a move is costed along its path by §4's bad going — and
 * the referee's override that takes what the table forbids, said in the outcome.
 */
class OnTheTableTest {
    /** A stone building between (20, 0) and (24, 30): it blocks every line across it. */
    private static final TerrainFeature MONASTERY = new TerrainFeature("monastery", TerrainKind.BUILDING, "the monastery",
            List.of(Position.at(20, 0), Position.at(24, 0), Position.at(24, 30), Position.at(20, 30)), CoverClass.HARD,
            Going.IMPASSABLE);
    /** An orchard: bad going, halving a move through it (§4 Bad going). */
    private static final TerrainFeature ORCHARD = new TerrainFeature("orchard", TerrainKind.WOODS, "Orchard",
            List.of(Position.at(4, 40), Position.at(8, 40), Position.at(8, 50), Position.at(4, 50)), CoverClass.SOFT,
            Going.BAD);
    private static final Table TABLE = new Table(48, 60, null, List.of(MONASTERY, ORCHARD));

    private static Actor at(Actor a, double x, double y, double facing) {
        return a.withPosition(new Position(x, y, facing));
    }

    private static final Actor HARPER = british("harper", 4, 4, 5, 5, 6, Weapon.MUSKET, "bayonet");
    private static final Actor LEROUX = french("leroux", 4, 4, 4, 4, 6, Weapon.MUSKET, "bayonet");

    /** Harper to move, on the table. */
    private static Game game(Actor... figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        for (Actor a : figures) actors.put(a.id(), a);
        TurnState turn = new TurnState(1, null, new Activation(Skirmish.BRITISH, List.of("harper"), "Harper's move"),
                null);
        GameState s = new GameState(Sharpe.RULESET, Map.of(), TABLE, List.of(new Side(Skirmish.BRITISH, "British",
                null, null, List.of()), new Side(Skirmish.FRENCH, "French", null, null, List.of())), actors, turn);
        return Game.unbegun(RULES, s);
    }

    private static IllegalActionException refused(Game g, ActionRequest r) {
        GameState before = g.state();
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> g.act(r, new ScriptedDice(), true));
        assertEquals(before, g.state(), "a refusal changes nothing");
        return e;
    }

    @Test
    void section8MeleeAnAttackNeedsTheBasesInContact() throws Exception {
        Game far = game(at(HARPER, 10, 10, 90), at(LEROUX, 40, 10, 270));
        IllegalActionException e = refused(far, request(Action.ATTACK, Input.ACTOR, "harper", Input.TARGET, "leroux"));
        assertTrue(e.getMessage().contains("28.5\" from leroux") && e.getMessage().contains("in contact"),
                e.getMessage());
        assertEquals("8 Melee", e.rule().section());
        // Bases of 1.5" touching: the same attack is the rules' to resolve.
        Game touching = game(at(HARPER, 10, 10, 90), at(LEROUX, 11.5, 10, 270));
        Game.Played p = touching.act(request(Action.ATTACK, Input.ACTOR, "harper", Input.TARGET, "leroux"),
                new SeededDice(3), false);
        assertFalse(p.outcome().events().isEmpty());
    }

    @Test
    void section7ShootingAShotNeedsTheTargetSeen() {
        // The monastery stands between them.
        Game g = game(at(HARPER, 10, 10, 90), at(LEROUX, 34, 10, 270));
        IllegalActionException e = refused(g, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "leroux",
                Input.WEAPON, Weapon.MUSKET, Input.RANGE, 22.5));
        assertTrue(e.getMessage().startsWith("harper cannot see leroux"), e.getMessage());
        assertTrue(e.getMessage().contains("the monastery"), "says what blocks it: " + e.getMessage());
    }

    @Test
    void section7ShootingTheRangeIsMeasuredNotTyped() throws Exception {
        Game g = game(at(HARPER, 10, 40, 0), at(LEROUX, 10, 20, 180));
        // 20" centre to centre, 18.5" base to base: 30" typed is refused with both.
        IllegalActionException e = refused(g, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "leroux",
                Input.WEAPON, Weapon.MUSKET, Input.RANGE, 30.0));
        assertTrue(e.getMessage().contains("30.0\" typed, 18.5\" measured"), e.getMessage());
        // Left out, the range is the table's.
        TableLaw.Ruled r = TableLaw.rule(RULES, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "leroux",
                Input.WEAPON, Weapon.MUSKET), g.state());
        assertEquals(18.5, r.request().input(Input.RANGE));
        // Within half an inch, the measured range is the one the rules are given.
        r = TableLaw.rule(RULES, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "leroux",
                Input.WEAPON, Weapon.MUSKET, Input.RANGE, 18.2), g.state());
        assertEquals(18.5, r.request().input(Input.RANGE));
    }

    @Test
    void section4MovementBadGoingIsCostedAlongThePath() throws Exception {
        // 5" north into the orchard at x = 6: 2" open + 3" counting 6" = 8", more than a walk's 6".
        Game g = game(at(HARPER, 6, 38, 0), at(LEROUX, 40, 10, 270));
        ActionRequest walk = new ActionRequest(Sharpe.RULESET, Action.MOVE, Map.of(Input.ACTOR, "harper",
                Input.PACE, Pace.WALK, Input.DISTANCE, 6.0, "table.path", "6,38; 6,43"));
        IllegalActionException e = refused(g, walk);
        assertTrue(e.getMessage().contains("6.0\" typed, the path costs 8.0\""), e.getMessage());
        assertTrue(e.getMessage().contains("Orchard"), e.getMessage());
        // Left to the table, the walk asks for what the path costs, and §4 says a walk is at most 6".
        ActionRequest bare = new ActionRequest(Sharpe.RULESET, Action.MOVE, Map.of(Input.ACTOR, "harper",
                Input.PACE, Pace.WALK, "table.path", "6,38; 6,43"));
        IllegalActionException over = refused(g, bare);
        assertTrue(over.getMessage().contains("at most 6\""), over.getMessage());
        // A run pays for it, and he stands where the path ends.
        ActionRequest run = new ActionRequest(Sharpe.RULESET, Action.MOVE, Map.of(Input.ACTOR, "harper",
                Input.PACE, Pace.RUN, "table.path", "6,38; 6,43"));
        Game.Played p = g.act(run, new ScriptedDice(), false);
        assertEquals(6, p.game().state().actor("harper").position().x(), 1e-9);
        assertEquals(43, p.game().state().actor("harper").position().y(), 1e-9);
    }

    @Test
    void section4MovementAMoveWithNoPathGoesStraightAheadAsFarAsItBuys() throws Exception {
        Game g = game(at(HARPER, 10, 10, 0), at(LEROUX, 40, 10, 270));
        Game.Played p = g.act(request(Action.MOVE, Input.ACTOR, "harper", Input.PACE, Pace.WALK, Input.DISTANCE, 6.0),
                new ScriptedDice(), false);
        GameEvent.Moved m = p.outcome().events().stream().filter(GameEvent.Moved.class::isInstance)
                .map(GameEvent.Moved.class::cast).findFirst().orElseThrow();
        assertEquals(16, m.to().y(), 1e-6, "6\" ahead, facing north");
        assertEquals(10, m.to().x(), 1e-6);
    }

    @Test
    void noTwoBasesEndOnEachOther() {
        Game g = game(at(HARPER, 10, 10, 0), at(LEROUX, 10, 16, 180));
        IllegalActionException e = refused(g, request(Action.MOVE, Input.ACTOR, "harper", Input.PACE, Pace.WALK,
                Input.DISTANCE, 6.0));
        assertTrue(e.getMessage().contains("would end on leroux's base"), e.getMessage());
    }

    @Test
    void aFigureOffTheTableIsNobodysTarget() {
        Game g = game(at(HARPER, 10, 10, 0), at(LEROUX, 10, -3, 180));
        IllegalActionException e = refused(g, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "leroux",
                Input.WEAPON, Weapon.MUSKET, Input.RANGE, 11.5));
        assertTrue(e.getMessage().contains("has left the table"), e.getMessage());
    }

    @Test
    void theRefereeOverridesTheTableWithAReasonAndTheOutcomeSaysSo() throws Exception {
        Game far = game(at(HARPER, 10, 10, 90), at(LEROUX, 40, 10, 270));
        ActionRequest r = request(Action.ATTACK, Input.ACTOR, "harper", Input.TARGET, "leroux", TableLaw.OVERRIDE,
                "the map is a figure out of place");
        Game.Played p = far.act(r, new SeededDice(3), true);
        assertTrue(p.outcome().headline().contains("the referee's ruling over the table: the map is a figure out of place"),
                p.outcome().headline());
        assertTrue(p.outcome().headline().contains("in contact"), "says what the table said: " + p.outcome().headline());
        assertEquals("the map is a figure out of place", p.entry().request().input(TableLaw.OVERRIDE));
        // An override without a reason is no override.
        IllegalActionException e = refused(far, request(Action.ATTACK, Input.ACTOR, "harper", Input.TARGET, "leroux",
                TableLaw.OVERRIDE, " "));
        assertTrue(e.getMessage().contains("reason"), e.getMessage());
    }

    @Test
    void withoutPositionsTheRefereesTapeDecides() throws Exception {
        Game g = game(HARPER, LEROUX);
        Game.Played p = g.act(request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "leroux", Input.WEAPON,
                Weapon.MUSKET, Input.RANGE, 30.0), new SeededDice(1), false);
        assertFalse(p.outcome().rolls().isEmpty(), "the shot is the rules' to resolve as typed");
    }
}
