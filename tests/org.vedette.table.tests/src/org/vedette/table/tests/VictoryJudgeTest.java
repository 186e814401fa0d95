package org.vedette.table.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.VictoryCondition.Check;
import org.vedette.table.victory.Finding;
import org.vedette.table.victory.Moment;
import org.vedette.table.victory.Standing;
import org.vedette.table.victory.VictoryJudge;

/**
 * The table's rulings on victory conditions (RULINGS.md, T14), on states
 * built by hand: a 72" × 48" table with a mill (a building from (30, 20) to
 * (40, 28)) between the British (south) and the French (north).
 */
class VictoryJudgeTest {
    private static final Table TABLE = Fixtures.table(Fixtures.area("mill", TerrainKind.BUILDING,
            Fixtures.rect(30, 20, 40, 28), null, null));

    private static final VictoryCondition HOLD_MILL_BRITISH = new VictoryCondition("british-mill", "british",
            new VictoryCondition.Hold(List.of(new VictoryCondition.FeatureArea("mill")), true), Check.END_OF_TURN, 6,
            true, 0, "The side holding the mill at the end of turn 6 wins");
    private static final VictoryCondition HOLD_MILL_FRENCH = new VictoryCondition("french-mill", "french",
            new VictoryCondition.Hold(List.of(new VictoryCondition.FeatureArea("mill")), true), Check.END_OF_TURN, 6,
            true, 0, null);

    private static VictoryJudge judge(VictoryCondition... conditions) {
        Scenario s = new Scenario("test", null, "riskfactor", null, Map.of(), TABLE,
                List.of(new Side("british", null, null, Edge.SOUTH, List.of()),
                        new Side("french", null, null, Edge.NORTH, List.of())),
                List.of(), 6, List.of(conditions));
        return VictoryJudge.of(s);
    }

    private static GameState state(Actor... actors) {
        Map<String, Actor> m = new LinkedHashMap<>();
        for (Actor a : actors) m.put(a.id(), a);
        return new GameState("riskfactor", Map.of(), TABLE, List.of(), m, null);
    }

    private static Actor at(String id, String side, double x, double y) {
        return Fixtures.figure(id, side, x, y);
    }

    private static Actor member(String id, String unit, String side, double x, double y) {
        return new Actor(id, id, side, unit, null, false, List.of(), Map.of(), null, null, Position.at(x, y));
    }

    private static Actor out(Actor a) {
        return a.withStatus(Status.FRESH.withOut(true));
    }

    @Test
    void theSideHoldingTheMillAtTheEndOfTurn6Wins() {
        VictoryJudge j = judge(HOLD_MILL_BRITISH, HOLD_MILL_FRENCH);
        GameState s = state(at("ashby", "british", 35, 24), at("roux", "french", 35, 40));
        Standing during = j.look(j.start(), s, Moment.during(5));
        assertFalse(during.decided(), "looked at only at the end of turn 6");
        Standing turn5 = j.look(j.start(), s, Moment.endOfTurn(5));
        assertFalse(turn5.decided(), "not the end of turn 6");
        Standing turn6 = j.look(j.start(), s, Moment.endOfTurn(6));
        assertTrue(turn6.decided());
        assertEquals("british", turn6.winner());
        assertEquals(List.of("british-mill"), turn6.decidedBy());
        // A game that ends with turn 6 played is looked at as its end.
        assertEquals("british", j.look(j.start(), s, Moment.gameEnd(6)).winner());
        assertFalse(j.look(j.start(), s, Moment.gameEnd(5)).decided(), "turn 6 never ended");
    }

    /**
     * A force not on the table yet (a scenario's hidden force before its turn) neither contests a place nor is lost:
     * the Frenchman hidden in the mill leaves it to the Briton, and the French are not broken for being unseen.
     */
    @Test
    void aHiddenForceHoldsNoPlaceAndIsNotBrokenBeforeItComesOn() {
        VictoryJudge j = judge(HOLD_MILL_BRITISH, HOLD_MILL_FRENCH);
        VictoryCondition frenchBroken = new VictoryCondition("french-broken", "british",
                new VictoryCondition.Broken("french"), Check.AT_ONCE, 0, true, 0, null);
        Map<String, Actor> m = new LinkedHashMap<>();
        m.put("ashby", at("ashby", "british", 35, 24));
        m.put("roux", at("roux", "french", 36, 25));
        List<Side> sides = List.of(new Side("british", null, null, Edge.SOUTH, List.of()),
                new Side("french", null, null, Edge.NORTH, List.of()).withHidden(new Side.Hidden(null, 7)));
        GameState hidden = new GameState("riskfactor", Map.of(), TABLE, sides, m, null);
        assertEquals("british", j.look(j.start(), hidden, Moment.endOfTurn(6)).winner(),
                "the hidden Frenchman does not contest the mill");
        assertFalse(judge(frenchBroken).met(frenchBroken, hidden), "a force still to come is not broken");
        GameState revealed = hidden.withSide(sides.get(1).withHidden(null));
        assertFalse(j.look(j.start(), revealed, Moment.endOfTurn(6)).decided(), "revealed, he contests it");
    }

    @Test
    void aContestedMillIsNobodys() {
        VictoryJudge j = judge(HOLD_MILL_BRITISH, HOLD_MILL_FRENCH);
        GameState both = state(at("ashby", "british", 35, 24), at("roux", "french", 36, 25));
        assertFalse(j.look(j.start(), both, Moment.endOfTurn(6)).decided());
        // The Frenchman down is out of the fight: the Briton holds it.
        GameState down = state(at("ashby", "british", 35, 24),
                at("roux", "french", 36, 25).withStatus(Status.FRESH.withDown(true)));
        assertEquals("british", j.look(j.start(), down, Moment.endOfTurn(6)).winner());
        // Nobody in it: nobody holds it.
        GameState outside = state(at("ashby", "british", 29.5, 24), at("roux", "french", 40.5, 25));
        assertFalse(j.look(j.start(), outside, Moment.endOfTurn(6)).decided());
    }

    @Test
    void aHoldWithTheEnemyAllowedNeedsOnlyOnesOwn() {
        VictoryCondition shared = new VictoryCondition("b", "british",
                new VictoryCondition.Hold(List.of(new VictoryCondition.Circle(Position.at(10, 10), 3)), false),
                Check.GAME_END, 0, false, 2, null);
        VictoryJudge j = judge(shared);
        GameState s = state(at("ashby", "british", 12, 11), at("roux", "french", 10, 10));
        Standing end = j.look(j.start(), s, Moment.gameEnd(3));
        assertFalse(end.decided(), "points, not the game");
        assertEquals(2, end.pointsOf("british"));
        assertEquals("british", end.leader());
        // 3.2" from the centre is outside the 3" circle.
        assertEquals(0, j.look(j.start(), state(at("ashby", "british", 13.2, 10)), Moment.gameEnd(3))
                .pointsOf("british"));
    }

    @Test
    void holdingBothTheBridgeAndTheVillageNeedsBoth() {
        VictoryCondition both = new VictoryCondition("french", "french",
                new VictoryCondition.Hold(List.of(new VictoryCondition.FeatureArea("mill"),
                        new VictoryCondition.Rectangle(0, 0, 10, 10)), true),
                Check.GAME_END, 0, true, 0, null);
        VictoryJudge j = judge(both);
        assertFalse(j.look(j.start(), state(at("roux", "french", 35, 24)), Moment.gameEnd(15)).decided());
        assertEquals("french", j.look(j.start(), state(at("roux", "french", 35, 24), at("leroux", "french", 5, 5)),
                Moment.gameEnd(15)).winner());
    }

    @Test
    void killOrCaptureEtienneDucosIsMetTheMomentHeIsOut() {
        VictoryCondition ducos = new VictoryCondition("ducos", "british",
                new VictoryCondition.Casualties(List.of("ducos"), 1, false), Check.AT_ONCE, 0, true, 0, null);
        VictoryJudge j = judge(ducos);
        assertTrue(j.watchesDuring());
        assertFalse(j.look(j.start(), state(at("ducos", "french", 30, 40)), Moment.during(0)).decided());
        Standing taken = j.look(j.start(), state(out(at("ducos", "french", 30, 40))), Moment.during(0));
        assertEquals("british", taken.winner());
        // Down is not killed or captured unless the scenario counts the knocked out.
        assertFalse(j.look(j.start(), state(at("ducos", "french", 30, 40).withStatus(Status.FRESH.withDown(true))),
                Moment.during(0)).decided());
        // Taken off the game by the referee: no longer there to be saved.
        assertEquals("british", j.look(j.start(), state(at("x", "french", 1, 1)), Moment.during(0)).winner());
        // Fled off the north edge: escaped, not captured.
        assertFalse(j.look(j.start(), state(out(at("ducos", "french", 30, 48.5))), Moment.during(0)).decided());
    }

    @Test
    void twoOfTheChosenMenKilledOrKnockedOut() {
        VictoryCondition two = new VictoryCondition("two", "french",
                new VictoryCondition.Casualties(List.of("sharpe", "harper", "harris"), 2, true), Check.AT_ONCE, 0, true, 0,
                null);
        VictoryJudge j = judge(two);
        GameState one = state(out(at("sharpe", "british", 1, 1)), at("harper", "british", 2, 2),
                at("harris", "british", 3, 3));
        assertFalse(j.look(j.start(), one, Moment.during(2)).decided());
        GameState twoOut = state(out(at("sharpe", "british", 1, 1)), out(at("harper", "british", 2, 2)),
                at("harris", "british", 3, 3));
        assertEquals("french", j.look(j.start(), twoOut, Moment.during(2)).winner());
        Finding f = j.findings(twoOut).get(0);
        assertEquals(Finding.Truth.MET, f.truth());
        assertEquals("2 of 2 killed or captured or knocked out", f.words());
        // Knocked out (down) counts when the scenario says so.
        GameState knocked = state(out(at("sharpe", "british", 1, 1)),
                at("harper", "british", 2, 2).withStatus(Status.FRESH.withDown(true)), at("harris", "british", 3, 3));
        assertEquals("french", j.look(j.start(), knocked, Moment.during(2)).winner());
    }

    @Test
    void aNamedUnitOfFiguresCountsWhenEveryFigureIsOut() {
        VictoryCondition escort = new VictoryCondition("escort", "british",
                new VictoryCondition.Casualties(List.of("escort-a"), 1, false), Check.GAME_END, 0, false, 3, null);
        VictoryJudge j = judge(escort);
        GameState half = state(out(member("e1", "escort-a", "french", 5, 5)), member("e2", "escort-a", "french", 6, 6));
        assertEquals(0, j.look(j.start(), half, Moment.gameEnd(1)).pointsOf("british"));
        GameState all = state(out(member("e1", "escort-a", "french", 5, 5)),
                out(member("e2", "escort-a", "french", 6, 6)));
        assertEquals(3, j.look(j.start(), all, Moment.gameEnd(1)).pointsOf("british"));
    }

    @Test
    void bringingTheMarquiseBackToFriendlyLines() {
        VictoryCondition marquise = new VictoryCondition("marquise", "british",
                new VictoryCondition.LeaveBy(Edge.SOUTH, List.of("marquise"), 1), Check.AT_ONCE, 0, true, 0, null);
        VictoryJudge j = judge(marquise);
        // She is the French side's: she counts for the British only once in their care (OSOTH ruling O13).
        Actor taken = at("marquise", "french", 20, 0.5).withMark("player-controlled", true);
        assertFalse(j.look(j.start(), state(taken), Moment.during(4)).decided(), "still on the table");
        assertEquals("british", j.look(j.start(), state(taken.withPosition(Position.at(20, -0.5))),
                Moment.during(4)).winner());
        // OSOTH marks figures gone home behind friendly lines (the south edge here).
        Actor home = out(taken.withPosition(Position.at(20, 3))).withMark(VictoryJudge.HOME, true);
        assertEquals("british", j.look(j.start(), state(home), Moment.during(4)).winner());
        // Off by the north edge is not back to friendly lines.
        assertFalse(j.look(j.start(), state(taken.withPosition(Position.at(20, 49))), Moment.during(4)).decided());
        // Her French escort carrying her over the border is no British success (#30): she is not theirs.
        assertFalse(j.look(j.start(), state(at("marquise", "french", 20, -0.5)), Moment.during(4)).decided(),
                "carried off by her own side");
        assertFalse(j.look(j.start(), state(out(at("marquise", "french", 20, 3)).withMark(VictoryJudge.HOME, true)),
                Moment.during(4)).decided(), "marked home without being taken");
    }

    @Test
    void aSideLeavingByAnEdgeWithNoneNamedCountsItsOwn() {
        VictoryCondition scouts = new VictoryCondition("home", "british",
                new VictoryCondition.LeaveBy(Edge.SOUTH, List.of(), 2), Check.GAME_END, 0, false, 1, null);
        VictoryJudge j = judge(scouts);
        GameState s = state(at("a", "british", 5, -1), at("b", "british", 6, 10), at("c", "french", 7, -1));
        assertEquals(0, j.look(j.start(), s, Moment.gameEnd(1)).pointsOf("british"), "the Frenchman is not theirs");
        GameState two = state(at("a", "british", 5, -1), at("b", "british", 6, -2));
        assertEquals(1, j.look(j.start(), two, Moment.gameEnd(1)).pointsOf("british"));
    }

    @Test
    void aSideWhoseEveryGroupIsOutOfTheFightLoses() {
        VictoryCondition broken = new VictoryCondition("broken", "british", new VictoryCondition.Broken("french"),
                Check.AT_ONCE, 0, true, 0, null);
        VictoryJudge j = judge(broken);
        GameState one = state(at("ashby", "british", 1, 1), out(at("roux", "french", 5, 5)),
                at("moreau", "french", 6, 6).withStatus(Status.FRESH.withDown(true)));
        assertEquals("british", j.look(j.start(), one, Moment.during(1)).winner());
        GameState standing = state(out(at("roux", "french", 5, 5)), at("moreau", "french", 6, 6));
        assertFalse(j.look(j.start(), standing, Moment.during(1)).decided());
    }

    @Test
    void keepingTheDoorShutOutlastsOnlyAnUndecidedGame() {
        VictoryCondition door = new VictoryCondition("door", "french", new VictoryCondition.Outlast(),
                Check.END_OF_TURN, 6, true, 0, null);
        VictoryCondition broken = new VictoryCondition("broken", "british", new VictoryCondition.Broken("french"),
                Check.AT_ONCE, 0, true, 0, null);
        VictoryJudge j = judge(door, broken);
        GameState s = state(at("ashby", "british", 1, 1), at("roux", "french", 5, 5));
        assertFalse(j.look(j.start(), s, Moment.endOfTurn(5)).decided());
        assertEquals("french", j.look(j.start(), s, Moment.endOfTurn(6)).winner());
        // The French gone first: the British won, and the end of turn 6 changes nothing.
        Standing gone = j.look(j.start(), state(at("ashby", "british", 1, 1)), Moment.during(3));
        assertEquals("british", gone.winner());
        assertEquals("british", j.look(gone, s, Moment.endOfTurn(6)).winner());
        // A garrison with nobody left in the fight keeps nothing shut.
        GameState fallen = state(at("ashby", "british", 1, 1), out(at("roux", "french", 5, 5)));
        assertFalse(judge(door).look(judge(door).start(), fallen, Moment.endOfTurn(6)).decided());
    }

    @Test
    void twoSidesMeetingTheirsAtOnceIsADraw() {
        VictoryCondition a = new VictoryCondition("a", "british", new VictoryCondition.Broken("french"),
                Check.AT_ONCE, 0, true, 0, null);
        VictoryCondition b = new VictoryCondition("b", "french", new VictoryCondition.Broken("british"),
                Check.AT_ONCE, 0, true, 0, null);
        VictoryJudge j = judge(a, b);
        Standing s = j.look(j.start(), state(out(at("x", "british", 1, 1)), out(at("y", "french", 2, 2))),
                Moment.during(1));
        assertTrue(s.decided());
        assertNull(s.winner());
        assertEquals(List.of("a", "b"), s.decidedBy());
    }

    @Test
    void pointsAreScoredOnceAndAddUp() {
        VictoryCondition each = new VictoryCondition("mill-each-turn", "british",
                new VictoryCondition.Hold(List.of(new VictoryCondition.FeatureArea("mill")), true), Check.AT_ONCE, 0,
                false, 1, null);
        VictoryCondition end = new VictoryCondition("mill-end", "british",
                new VictoryCondition.Hold(List.of(new VictoryCondition.FeatureArea("mill")), true), Check.GAME_END, 0,
                false, 2, null);
        VictoryJudge j = judge(each, end);
        GameState s = state(at("ashby", "british", 35, 24));
        Standing first = j.look(j.start(), s, Moment.during(1));
        assertEquals(1, first.pointsOf("british"));
        Standing again = j.look(first, s, Moment.during(2));
        assertEquals(1, again.pointsOf("british"), "scored once");
        assertEquals(3, j.look(again, s, Moment.gameEnd(2)).pointsOf("british"));
    }

    @Test
    void withoutPositionsAHoldCannotBeTold() {
        VictoryJudge j = judge(HOLD_MILL_BRITISH);
        Actor nowhere = new Actor("ashby", "Pte Ashby", "british", null, null, false, List.of(), Map.of(), null, null,
                null);
        GameState s = state(nowhere);
        assertFalse(j.look(j.start(), s, Moment.endOfTurn(6)).decided());
        Finding f = j.findings(s).get(0);
        assertEquals(Finding.Truth.UNKNOWN, f.truth());
        GameState placed = state(at("ashby", "british", 35, 24));
        Finding held = j.findings(placed).get(0);
        assertEquals(Finding.Truth.MET, held.truth());
        assertEquals("mill: ashby (british)", held.words());
    }
}
