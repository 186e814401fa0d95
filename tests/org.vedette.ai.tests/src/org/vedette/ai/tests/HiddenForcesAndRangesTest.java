package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.TurnLedger;
import org.vedette.actions.Result;

/**
 * The Other Side of the Hill's hidden forces and the firearms' ranges as the AI plays them, on a bare 48" × 48"
 * table whose friendly lines are the south edge. "The scenario-specified French figures (Ducos and the garrison)
 * appear on the table if they move or act before the Player figures conduct a search of the village" (The Spy in
 * the Village): a hidden garrison musketeer takes no action while the patrol is beyond his musket's 24" (TABLES.md
 * "Fire"), and fires once it is within. "If a figure fires and gets an 'out of range' result, the action has still
 * been taken" (Firing): no figure, French or British, is sent to fire beyond its weapon's range.
 */
class HiddenForcesAndRangesTest {
    private static final Table TABLE = new Table(48, 48, Edge.SOUTH, List.of());

    private static Actor musketeer(boolean hidden) {
        Actor a = new Actor("garrison-1", "Fusilier Lebrun", FRENCH, "garrison", Osoth.Quality.VETERAN, false,
                List.of("musket"), Map.of(Osoth.Field.TYPE, Osoth.Type.INFANTRY, Osoth.Field.HIDDEN_UNTIL,
                        Osoth.Hidden.SEARCH, Osoth.Field.HIDDEN_IN, "San Martín"), null, null, Position.at(24, 40));
        return hidden ? a.withMark(Osoth.Mark.HIDDEN, Boolean.TRUE) : a;
    }

    private static Actor rifleman(double y) {
        return new Actor("rifleman", "Rifleman Harris", BRITISH, "95th", Osoth.Quality.VETERAN, false, List.of("rifle"),
                Map.of(Osoth.Field.TYPE, Osoth.Type.RIFLEMAN), null, null, Position.at(24, y));
    }

    /** The initiative of the side of the first actor given, in round 1. */
    private static GameState state(String drawn, Actor acting, Actor other) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        actors.put(acting.id(), acting);
        actors.put(other.id(), other);
        TurnLedger ledger = new TurnLedger(drawn, null, List.of(), List.of(), List.of(), List.of(), List.of(), false,
                false);
        return new GameState(Osoth.RULESET, Map.of(), TABLE, List.of(
                new Side(BRITISH, "British", Side.Control.PLAYER, Edge.SOUTH, List.of()),
                new Side(FRENCH, "French", Side.Control.NON_PLAYER, Edge.NORTH, List.of())), actors,
                new TurnState(1, null, new Activation(acting.side(), List.of(acting.id()), drawn), ledger));
    }

    private static Suggestion suggest(GameState s, String actor) {
        return AI.suggest(Games.OSOTH, s, actor, Checklist.NONE.lastTurn(12), new Dice(new ScriptedDice(3)), true);
    }

    private static boolean fires(Suggestion s) {
        return s.requests().stream().anyMatch(r -> r.action().startsWith("fire-"));
    }

    @Test
    void theSpyInTheVillageTheHiddenGarrisonHoldsWhileThePatrolIsBeyondItsMuskets() {
        // 38" from the patrol: a musket reaches 24". Any action would show the garrison; it takes none.
        Suggestion far = suggest(state("non-players", musketeer(true), rifleman(2)), "garrison-1");
        assertTrue(far.standsStill(), far.requests().toString());
        assertEquals(Result.HALT, far.intent());
        assertTrue(far.reasons(Reason.Kind.INTENT).stream().anyMatch(r -> r.text().contains("hidden and holds")
                && r.text().contains("38.0\"") && r.rule() != null && r.rule().section().contains("Spy in the Village")),
                far.reasons().toString());
        // The same garrison seen already (no hidden mark) does not hold: 38" is still out of range, so it does not
        // fire either, but it is free to do something else.
        Suggestion seen = suggest(state("non-players", musketeer(false), rifleman(2)), "garrison-1");
        assertFalse(fires(seen), seen.requests().toString());
        assertTrue(seen.reasons(Reason.Kind.INTENT).stream().noneMatch(r -> r.text().contains("hidden and holds")));
    }

    @Test
    void theSpyInTheVillageTheHiddenGarrisonFiresOnceThePatrolIsWithinRange() {
        // 20" off: within the musket's long band; the hidden musketeer fires (and so will be revealed).
        Suggestion near = suggest(state("non-players", musketeer(true), rifleman(20)), "garrison-1");
        assertEquals(1, near.requests().size(), near.reasons().toString());
        ActionRequest shot = near.requests().get(0);
        assertEquals(Osoth.Action.FIRE_MUSKET, shot.action(), near.reasons().toString());
        assertEquals("rifleman", shot.text(Osoth.Input.TARGET));
        assertTrue(shot.number(Osoth.Input.RANGE, 99) <= 24, shot.toString());
    }

    @Test
    void firingNoShotBeyondTheWeaponsRange() {
        // Ducos, seen and armed only with a pistol (12"), 15" between the bases from a rifleman: the temperament's
        // line fires the pistol, but there it is "out of range", the action wasted; he does something else.
        Actor ducos = new Actor("ducos", "Etienne Ducos", FRENCH, "garrison", Osoth.Quality.VETERAN, false,
                List.of("pistol"), Map.of(Osoth.Field.TYPE, Osoth.Type.INFANTRY, Osoth.Field.RANK, Osoth.Rank.OFFICER),
                null, null, Position.at(24, 18));
        Suggestion far = suggest(state("non-players", ducos, rifleman(2)), "ducos");
        assertFalse(far.requests().stream().anyMatch(r -> r.action().equals(Osoth.Action.FIRE_PISTOL)),
                far.requests() + " " + far.reasons());
        assertTrue(far.reasons(Reason.Kind.REFUSED).stream().anyMatch(r -> r.text().contains("out of range")
                && r.rule() != null && r.rule().section().startsWith("Firing")), far.reasons().toString());
        // 9" between the bases: within the pistol's 12", he fires it.
        Suggestion near = suggest(state("non-players", ducos.withPosition(Position.at(24, 12)), rifleman(2)), "ducos");
        assertEquals(Osoth.Action.FIRE_PISTOL, near.requests().get(0).action(), near.reasons().toString());
        assertTrue(near.reasons(Reason.Kind.REFUSED).stream().noneMatch(r -> r.text().contains("out of range")),
                near.reasons().toString());
    }
}
