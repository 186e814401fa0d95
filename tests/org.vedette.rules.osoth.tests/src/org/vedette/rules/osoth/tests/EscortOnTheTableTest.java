package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.BRITISH;
import static org.vedette.rules.osoth.tests.Table.FRENCH;
import static org.vedette.rules.osoth.tests.Table.RULES;
import static org.vedette.rules.osoth.tests.Table.act;
import static org.vedette.rules.osoth.tests.Table.actRefused;
import static org.vedette.rules.osoth.tests.Table.contains;
import static org.vedette.rules.osoth.tests.Table.figure;
import static org.vedette.rules.osoth.tests.Table.request;
import static org.vedette.rules.osoth.tests.Table.sides;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * Rulings O13 and O15 on a table with positions (friendly lines the south edge): the distance an escort is made
 * from is the table's, between the bases, not what was typed ("within 6 inches"); and a unit comes home figure by
 * figure — the figure returning must stand behind friendly lines, and only those of his unit there go with him.
 */
class EscortOnTheTableTest {
    private static final org.vedette.core.model.Table TABLE = new org.vedette.core.model.Table(72, 48, Edge.SOUTH,
            List.of());

    private static Actor at(Actor a, double x, double y) {
        return a.withPosition(new Position(x, y, 0.0));
    }

    private static Game game(Actor... figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<String> british = new java.util.ArrayList<>();
        for (Actor a : figures) {
            actors.put(a.id(), a);
            if (a.side().equals(BRITISH)) british.add(a.id());
        }
        return Game.unbegun(RULES, new GameState(Osoth.RULESET, Map.of(), TABLE, sides(), actors,
                new TurnState(1, null, new Activation(BRITISH, british, "the British act"), null)));
    }

    private static final Actor R1 = figure("r1", BRITISH, "95th", "rifleman", "veteran", "rifle");
    private static final Actor R2 = figure("r2", BRITISH, "95th", "rifleman", "veteran", "rifle");
    private static final Actor MARQUISE = figure("marquise", FRENCH, "carriage", "aristocrat", null);

    @Test
    void o13_theTableMeasuresTheEscortsDistance() {
        // 20" apart, centre to centre: a typed 4" is refused with what the table measures.
        Game far = game(at(R1, 10, 10), at(MARQUISE, 10, 30));
        contains(actRefused(far, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise",
                Input.DISTANCE, 4.0)).getMessage(), "the table measures 19.0\"");
        // Untyped, the table's 19" is what the rules judge: too far.
        contains(actRefused(far, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise")).getMessage(),
                "within 6");
        // 5" apart, the table's 4" between the bases is within 6.
        Game near = act(game(at(R1, 10, 10), at(MARQUISE, 10, 15)),
                request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise"));
        assertTrue(near.state().actor("marquise").hasMark(Mark.PLAYER_CONTROLLED));
    }

    @Test
    void o15_aFigureReturnsHomeOnlyFromBehindFriendlyLinesAndTakesOnlyThoseThere() {
        Game g = act(game(at(R1, 10, 8), at(R2, 12, 8), at(MARQUISE, 10, 12)),
                request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise"));
        // Mid-table, nobody returns home.
        contains(actRefused(g, request(Action.RETURN_HOME, Input.ACTOR, "r1")).getMessage(),
                "not behind friendly lines");
        // r1 on the south edge goes home; r2 and the Marquise, still out on the table, do not.
        GameState s = g.state().withActor(at(g.state().actor("r1"), 10, 0));
        Game edge = act(Game.unbegun(RULES, s), request(Action.RETURN_HOME, Input.ACTOR, "r1"));
        assertTrue(edge.state().actor("r1").hasMark(Mark.HOME));
        assertFalse(edge.state().actor("r2").hasMark(Mark.HOME));
        assertFalse(edge.state().actor("marquise").hasMark(Mark.HOME), "she is 12\" out: not home with him");
        // She reaches the lines in her carriers' care, and returns home with the unit's figures there.
        GameState later = edge.state().withActor(at(edge.state().actor("marquise"), 10, 0));
        Game home = act(Game.unbegun(RULES, later), request(Action.RETURN_HOME, Input.ACTOR, "marquise"));
        assertTrue(home.state().actor("marquise").hasMark(Mark.HOME));
        assertTrue(home.state().actor("marquise").status().out());
        assertFalse(home.state().actor("r2").hasMark(Mark.HOME));
        assertEquals(List.of(), home.state().actors().values().stream()
                .filter(a -> a.hasMark(Mark.HOME) && !a.status().out()).toList(), "everyone home is off the table");
    }
}
