package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;
import static org.vedette.ai.tests.Games.RISK_FACTOR;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * The risk-factor rules' "Charging and Melee" as the AI plays the melee phase: "If a group is directed to 'Charge?'
 * It moves to contact the nearest enemy figures in reach", and then a figure in base to base contact with an enemy
 * fights him — "Figures are matched as evenly as possible (IE: they can't gang up on 1 figure leaving others
 * unengaged!)", "-1 … per enemy over 1 in base to base contact with him" — uncommanded (its group's result, but a
 * Rout: "it may neither fight nor shoot") or commanded alike. Figures stand on 1" round bases: centres 1" apart
 * touch. The rules resolve what the AI suggests.
 */
class ChargingAndMeleeTest {
    private static final Table TABLE = new Table(48, 36, null, List.of());

    private static Actor man(String id, String side, String group, double x, double y) {
        return new Actor(id, id, side, group, RiskFactor.Quality.REGULAR, false, List.of("musket", "bayonet"),
                Map.of(), null, null, Position.at(x, y));
    }

    /** Uncommanded, its group's Actions-table result this turn {@code result}. */
    private static Actor uncommanded(String id, String side, String group, double x, double y, Result result) {
        return man(id, side, group, x, y).withMark(Mark.ACTION, result.id());
    }

    /** The French to fight in their melee phase, both sides the players'. */
    private static GameState melee(Actor... actors) {
        Map<String, Actor> map = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (Actor a : actors) {
            map.put(a.id(), a);
            if (a.side().equals(FRENCH)) ids.add(a.id());
        }
        return new GameState(RiskFactor.RULESET, Map.of(), TABLE, List.of(
                new Side(BRITISH, "British", Side.Control.PLAYER, null, List.of()),
                new Side(FRENCH, "French", Side.Control.PLAYER, null, List.of())), map,
                new TurnState(2, Phase.MELEE, new Activation(FRENCH, ids, "French"), null));
    }

    private static Suggestion suggest(GameState s, String actor) {
        return AI.suggest(RISK_FACTOR, s, actor, Checklist.NONE, new Dice(new ScriptedDice()), true);
    }

    private static double gap(GameState s, String a, String b) {
        TableGeometry g = TableGeometry.of(TABLE, TableRules.forRuleset(RiskFactor.RULESET));
        return g.distance(g.stand(s.actor(a)), g.stand(s.actor(b)));
    }

    @Test
    void chargingAndMelee_aFigureInBaseContactFightsTheEnemyTouchingIt() {
        GameState s = melee(uncommanded("v-1", FRENCH, "voltigeurs", 24, 20, Result.ATTACK),
                man("b-1", BRITISH, "picket", 24, 21), man("b-2", BRITISH, "picket", 30, 20));
        assertEquals(0.0, gap(s, "v-1", "b-1"), 1e-6, "touching");
        Suggestion sg = suggest(s, "v-1");
        assertEquals(1, sg.requests().size(), sg.reasons()::toString);
        ActionRequest fight = sg.requests().get(0);
        assertEquals(Action.FIGHT, fight.action());
        assertEquals("b-1", fight.text(Input.TARGET), "the one touching him, not the one 5\" off");
        assertEquals(0.0, fight.number(Input.OUTNUMBERED, -1));
        assertEquals(0.0, fight.number(Input.TARGET_OUTNUMBERED, -1));
        // The rules resolve it: 6 against 2, the winner's natural 6 kills ("he kills an opponent on a roll of 6").
        GameState after = s.apply(assertDoesNotThrow(() -> RISK_FACTOR.resolve(fight, s,
                new Dice(new ScriptedDice(6, 2)), Explanation.none())).events());
        assertTrue(after.actor("b-1").status().out(), after.actor("b-1")::toString);

        // Nobody in contact: no fight (the sheet has nothing else for the melee phase).
        GameState apart = melee(uncommanded("v-1", FRENCH, "voltigeurs", 24, 20, Result.ATTACK),
                man("b-1", BRITISH, "picket", 24, 23));
        assertEquals(List.of(), suggest(apart, "v-1").requests());
    }

    @Test
    void chargingAndMelee_matchedAsEvenlyAsPossibleWithOneLessPerEnemyOverOne() {
        // Two British touch v-1; b-1, nearer, has fought already this turn: v-1 takes b-2, and is outnumbered by 1.
        GameState s = melee(uncommanded("v-1", FRENCH, "voltigeurs", 24, 20, Result.CONTINUE),
                man("b-1", BRITISH, "picket", 24, 21).withMark(Mark.FOUGHT, true),
                man("b-2", BRITISH, "picket", 25.0, 20.05));
        assertTrue(gap(s, "v-1", "b-2") < 0.1, "b-2 touches too: " + gap(s, "v-1", "b-2"));
        ActionRequest fight = suggest(s, "v-1").requests().get(0);
        assertEquals("b-2", fight.text(Input.TARGET));
        assertEquals(1.0, fight.number(Input.OUTNUMBERED, -1), "two enemies in contact with him");
        assertEquals(0.0, fight.number(Input.TARGET_OUTNUMBERED, -1), "b-2 has one Frenchman on him");
    }

    @Test
    void chargingAndMelee_aRoutingGroupNeitherFightsNorShoots() {
        GameState s = melee(uncommanded("v-1", FRENCH, "voltigeurs", 24, 20, Result.ROUT),
                man("b-1", BRITISH, "picket", 24, 21));
        Suggestion sg = suggest(s, "v-1");
        assertEquals(List.of(), sg.requests(), sg.reasons()::toString);
    }

    @Test
    void chargingAndMelee_aCommandedFigureInContactFightsToo() {
        GameState s = melee(man("v-1", FRENCH, "voltigeurs", 24, 20).withMark(Mark.COMMANDED, true),
                man("b-1", BRITISH, "picket", 24, 21));
        Suggestion sg = suggest(s, "v-1");
        assertEquals(1, sg.requests().size(), sg.reasons()::toString);
        assertEquals(Action.FIGHT, sg.requests().get(0).action());
        assertEquals("b-1", sg.requests().get(0).text(Input.TARGET));
        assertDoesNotThrow(() -> RISK_FACTOR.resolve(sg.requests().get(0), s, new Dice(new ScriptedDice(3, 3)),
                Explanation.none()), "the rules accept the fight");
    }
}
