package org.vedette.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.model.Table;
import org.vedette.core.turn.AlternateSides;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnKind;

/**
 * The checks before a ruleset's own rules, and the last accepted request a
 * {@link CatalogRuleset} remembers: every answer and every refusal is the one
 * a ruleset checking afresh gives.
 */
class RequestsTest {
    private static final RuleRef STRIKE = RuleRef.of("Duel", "Striking");

    /** A duel's catalog: strike a target, or shout at a volume of 1 to 10. */
    private static final class Duel extends CatalogRuleset {
        Duel() {
            super(new RulesetInfo("duel", "Duel", "1.0", "test", MeasurementUnit.INCH),
                    new Profile(Scale.FIGURE, List.of(), List.of(), List.of()),
                    ActionCatalog.of(List.of(
                            new ActionSpec("strike", "Strike", STRIKE, Timing.IN_TURN, List.of(),
                                    List.of(FieldSpec.actor("actor", "Actor", true),
                                            FieldSpec.actor("target", "Target", true))),
                            new ActionSpec("shout", "Shout", STRIKE, Timing.ANY_TIME, List.of(),
                                    List.of(FieldSpec.actor("actor", "Actor", true),
                                            FieldSpec.builder("volume", FieldType.INTEGER).range(1, 10).build())))),
                    List.of(), new AlternateSides(TurnKind.ALTERNATE_SIDES, STRIKE,
                            List.of(new PhaseSpec("fight", "Fighting", STRIKE)), null));
        }

        @Override
        public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
                throws IllegalActionException {
            Requests.check(this, request, state);
            return new Outcome("done", List.of(), dice.rolls(), explanation.steps());
        }
    }

    private static GameState state(Status ann) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        actors.put("ann", new Actor("ann", "Ann", "red", "red-unit", null, false, List.of(), Map.of(), ann, Map.of(),
                null));
        actors.put("bob", new Actor("bob", "Bob", "blue", "blue-unit", null, false, List.of(), Map.of(), null,
                Map.of(), null));
        return new GameState("duel", Map.of(), new Table(36, 36, null, null), List.of(), actors, null);
    }

    private static ActionRequest shout(int volume) {
        return new ActionRequest("duel", "shout", Map.of("actor", "ann", "volume", volume));
    }

    private static String refusal(Ruleset rules, ActionRequest request, GameState state) {
        return assertThrows(IllegalActionException.class, () -> Requests.check(rules, request, state)).getMessage();
    }

    @Test
    void aRefusalAfterAnAcceptedRequestIsWordedAsAfresh() throws IllegalActionException {
        Duel rules = new Duel();
        GameState s = state(null);
        ActionRequest strike = new ActionRequest("duel", "strike", Map.of("actor", "ann", "target", "bob"));
        assertSame(rules.action("strike").orElseThrow(), Requests.check(rules, strike, s));
        String tooLoud = refusal(rules, shout(11), s);
        assertEquals(refusal(new Duel(), shout(11), s), tooLoud);
        assertTrue(tooLoud.contains("volume"), tooLoud);
        assertEquals(refusal(new Duel(), new ActionRequest("duel", "strike", Map.of("actor", "ann", "target", "eve")),
                s), refusal(rules, new ActionRequest("duel", "strike", Map.of("actor", "ann", "target", "eve")), s));
        // Accepted, then the same again (an equal request, a new object): the same spec.
        assertSame(rules.action("shout").orElseThrow(), Requests.check(rules, shout(3), s));
        assertSame(rules.action("shout").orElseThrow(), Requests.check(rules, shout(3), s));
        // Refused right after it was accepted: a request differing only in an input.
        assertEquals(refusal(new Duel(), shout(0), s), refusal(rules, shout(0), s));
    }

    @Test
    void anAcceptedRequestIsCheckedAgainAgainstAnotherState() throws IllegalActionException {
        Duel rules = new Duel();
        ActionRequest shout = shout(5);
        Requests.check(rules, shout, state(null));
        // Ann is out in the next state: the same request object is refused there, as a fresh ruleset refuses it.
        GameState out = state(Status.FRESH.withOut(true));
        String refused = refusal(rules, shout, out);
        assertEquals(refusal(new Duel(), shout, out), refused);
        assertEquals("Ann is out of the game and cannot act", refused);
        // And a request for another ruleset is refused whatever was accepted before.
        Requests.check(rules, shout, state(null));
        assertEquals("the request is for ruleset 'sword', not 'duel'",
                refusal(rules, new ActionRequest("sword", "shout", shout.inputs()), state(null)));
    }
}
