package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Hidden;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Terrain;
import org.vedette.rules.osoth.internal.OsothRuleset;

/**
 * "Actions" and "Movement", rehearsed then resolved: the NPC AI rehearses the lines it tries (Ruleset.rehearse)
 * and the game then resolves the one it chose against the same state. A ruleset that goes on from its rehearsal
 * (a stand's outcome, a move's die, a shot's dice, who acts next) must give exactly the outcome — headline, events in order,
 * rolls, steps, the activation — that a ruleset with nothing kept gives on the same dice, over many random
 * states: hidden units revealed by acting, refused lines rehearsed in between, another line resolved than the
 * one rehearsed, the explanation wanted.
 */
class ActionsResolvedAfterTheirRehearsalTest {
    private static final Actor[] FIGURES = {
            figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle"),
            figure("cooper", BRITISH, "95th", "rifleman", "veteran", "rifle"),
            figure("tom", BRITISH, "52nd", "light-infantry", "veteran", "musket"),
            figure("dan", BRITISH, "52nd", "light-infantry", "raw", "musket"),
            mounted(figure("h1", BRITISH, "hussars", "cavalry", "average", "carbine")),
            figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket"),
            figure("v2", FRENCH, "voltigeurs", "infantry", "average", "musket"),
            mounted(figure("d1", FRENCH, "dragoons", "cavalry", "average", "carbine")),
            with(figure("a1", FRENCH, "ambush", "infantry", "veteran", "musket"), Field.HIDDEN_UNTIL, Hidden.APPROACH),
            with(figure("a2", FRENCH, "ambush", "infantry", "average", "musket"), Field.HIDDEN_UNTIL, Hidden.APPROACH) };

    private static final String[] BRITONS = { "harris", "cooper", "tom", "dan", "h1" };
    private static final String[] FRENCHMEN = { "v1", "v2", "d1", "a1", "a2" };

    @Test
    void aResolutionThatGoesOnFromItsRehearsalGivesTheOutcomeOfOneResolvedAfresh() throws IllegalActionException {
        // The ruleset that keeps its rehearsals, as a simulator thread's (Ruleset.another).
        OsothRuleset keeping = new OsothRuleset();
        SplittableRandom random = new SplittableRandom(1808);
        int resumed = 0;
        int movesResumed = 0;
        int shotsResumed = 0;
        int revealed = 0;
        int afresh = 0;
        for (int game = 0; game < 60; game++) {
            Game g = begin(state(FIGURES), 1 + random.nextInt(6));
            for (int step = 0; step < 40; step++) {
                GameState s = g.state();
                List<String> acting = s.turn().activation().actors();
                if (acting.isEmpty() || random.nextInt(6) == 0) {
                    g = g.advance(new RandomFaces(random), false).game();
                    continue;
                }
                // The AI's way: a few lines rehearsed, refused or not, the last accepted one usually played.
                ActionRequest chosen = null;
                for (int tries = 1 + random.nextInt(3); tries > 0; tries--) {
                    ActionRequest r = request(acting.get(random.nextInt(acting.size())), random);
                    try {
                        keeping.rehearse(r, s);
                        chosen = r;
                    } catch (IllegalActionException refused) {
                        // a refused line: tried, not played
                    }
                }
                if (chosen == null || random.nextInt(8) == 0) chosen = request(acting.get(random.nextInt(acting.size())), random);
                boolean explain = random.nextInt(10) == 0;
                boolean resumes = !explain && keeping.resumes(chosen, s);
                Outcome o;
                try {
                    o = keeping.resolve(chosen, s, new Dice(new RandomFaces(random)),
                            explain ? Explanation.wanted() : Explanation.none());
                } catch (IllegalActionException refused) {
                    assertTrue(!resumes, "a rehearsal the rules accepted is refused when resolved: " + refused.explain());
                    continue;
                }
                Outcome fresh;
                try {
                    fresh = new OsothRuleset().resolve(chosen, s, new Dice(new ScriptedDice(faces(o))),
                            explain ? Explanation.wanted() : Explanation.none());
                } catch (IllegalActionException e) {
                    throw new AssertionError("resolved afresh on the same dice, " + chosen + " is refused: " + e.explain(), e);
                }
                String what = chosen + (resumes ? " (resumed)" : "");
                assertEquals(fresh.headline(), o.headline(), what);
                assertEquals(fresh.events(), o.events(), what);
                assertEquals(fresh.rolls(), o.rolls(), what);
                assertEquals(fresh.explanation(), o.explanation(), what);
                assertEquals(fresh, o, what);
                if (resumes) {
                    resumed++;
                    if (Action.MOVE.equals(chosen.action())) movesResumed++;
                    if (chosen.action().startsWith("fire-")) shotsResumed++;
                    if (revealsOnActing(s, chosen)) revealed++;
                } else {
                    afresh++;
                }
                g = g.act(chosen, new ScriptedDice(faces(o)), false).game();
            }
        }
        assertTrue(resumed > 300, "resolutions resumed from their rehearsal: " + resumed);
        assertTrue(movesResumed > 100, "moves resumed, their die thrown by the resolution: " + movesResumed);
        assertTrue(shotsResumed > 30, "shots resumed, their dice thrown by the resolution: " + shotsResumed);
        assertTrue(afresh > 100, "resolutions not resumed (another line, dice in the rehearsal, explained): " + afresh);
        // A hidden unit's figure that moves is revealed: the rehearsal leaves that to the resolution it goes on to.
        assertTrue(revealed > 0, "hidden figures that moved, resumed: " + revealed);
    }

    /** Whether the request is a move by a figure still hidden (acting reveals its unit; a move's rest does it). */
    private static boolean revealsOnActing(GameState s, ActionRequest r) {
        Actor a = s.actor(r.text(Input.ACTOR));
        return Action.MOVE.equals(r.action()) && a != null && a.hasMark(org.vedette.rules.osoth.Osoth.Mark.HIDDEN);
    }

    private static ActionRequest request(String actor, SplittableRandom random) {
        boolean french = List.of(FRENCHMEN).contains(actor);
        String target = (french ? BRITONS : FRENCHMEN)[random.nextInt(5)];
        String friend = (french ? FRENCHMEN : BRITONS)[random.nextInt(5)];
        String[] grounds = { Terrain.OPEN, Terrain.ROAD, Terrain.ROUGH, "marsh" };
        return switch (random.nextInt(9)) {
            case 0, 1 -> Table.request(Action.MOVE, Input.ACTOR, actor, Input.TERRAIN, grounds[random.nextInt(4)],
                    Input.OBSTACLE, random.nextBoolean());
            case 2 -> Table.request(Action.MOVE, Input.ACTOR, actor, Input.MOUNT,
                    random.nextBoolean() ? "dismount" : "remount");
            case 3 -> Table.request(Action.MOVE, Input.ACTOR, actor, Input.GROUP, friend);
            case 4 -> Table.request(Action.STAND, Input.ACTOR, actor);
            case 5 -> Table.request(Action.STAND, Input.ACTOR, actor, Input.ACTIVITY,
                    random.nextBoolean() ? "rally" : "load");
            case 6 -> Table.request(Action.JOIN, Input.ACTOR, actor, Input.TARGET, friend, Input.DISTANCE, 2.0);
            case 7 -> Table.request(random.nextBoolean() ? Action.FIRE_MUSKET : Action.FIRE_RIFLE, Input.ACTOR, actor, Input.TARGET, target, Input.RANGE,
                    (double) (2 + random.nextInt(20)));
            default -> Table.request(Action.ATTACK, Input.ACTOR, actor, Input.TARGET, target);
        };
    }
}
