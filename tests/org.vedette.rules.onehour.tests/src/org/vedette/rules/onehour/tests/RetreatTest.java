package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Hand to Hand Combat and Movement — retreat: "If a unit fails to inflict any hits on the enemy in a round
 * of hand-to-hand combat it retreats 3” to its own rear without changing facing ... Infantry in Square cannot
 * move back." Ruling D4 on saved hits.
 */
class RetreatTest {
    private static GameState table(Map<String, Object> options) {
        return state(BRITISH, Phase.HAND_TO_HAND, options, charging(british("b", Type.LIGHT_CAVALRY), "f"),
                chargedBy(french("f", Type.INFANTRY), "b", Arc.FRONT).withMark(Mark.SQUARE_TESTED, true));
    }

    private static Outcome fight(GameState s, Object[] flags, int... faces) {
        Object[] inputs = new Object[4 + flags.length];
        inputs[0] = Input.ACTOR;
        inputs[1] = "b";
        inputs[2] = Input.TARGET;
        inputs[3] = "f";
        System.arraycopy(flags, 0, inputs, 4, flags.length);
        return resolve(s, request(Action.FIGHT, inputs), faces);
    }

    @Test
    void noHitsMeansRetreatingThreeInchesAndLeavingContact() {
        GameState s = table(Map.of());
        Outcome o = fight(s, new Object[0], 3, 2);
        assertTrue(instruction(o).startsWith("retreats 3\" to its own rear without changing facing"), instruction(o));
        assertEquals("b", ((GameEvent.TableInstruction) o.events().stream()
                .filter(GameEvent.TableInstruction.class::isInstance).findFirst().orElseThrow()).actor());
        GameState t = after(s, o);
        assertNull(mark(t, "b", Mark.CHARGING));
        assertNull(mark(t, "f", Mark.CHARGED_BY));
        assertNull(mark(t, "f", Mark.ATTACKED_FROM));
        assertNull(mark(t, "f", Mark.SQUARE_TESTED));
        assertTrue(o.headline().contains("retreats"), o.headline());
    }

    @Test
    void aHitKeepsTheUnitInContact() {
        GameState s = table(Map.of());
        Outcome o = fight(s, new Object[0], 4, 2);
        assertNull(instruction(o));
        assertEquals("f", mark(after(s, o), "b", Mark.CHARGING));
    }

    @Test
    void hitsAllSavedAreNotInflictedSoTheUnitRetreats_D4() {
        GameState s = table(Map.of());
        Outcome o = fight(s, new Object[] { Input.UPHILL, true }, 5, 6, 4, 6);
        assertEquals(0, hitsOn(after(s, o), "f"));
        assertTrue(instruction(o).startsWith("retreats 3\""));
    }

    @Test
    void withTheOptionSavedHitsCountAndTheUnitStays_D4() {
        GameState s = table(option(Option.SAVED_HITS_COUNT, true));
        Outcome o = fight(s, new Object[] { Input.UPHILL, true }, 5, 6, 4, 6);
        assertEquals(0, hitsOn(after(s, o), "f"));
        assertNull(instruction(o));
        assertEquals("f", mark(after(s, o), "b", Mark.CHARGING));
    }

    @Test
    void aSquareThatInflictsNothingCannotMoveBack() {
        GameState s = state(FRENCH, Phase.HAND_TO_HAND, charging(british("b", Type.LIGHT_CAVALRY), "f"),
                chargedBy(french("f", Type.INFANTRY), "b", Arc.FRONT).withMark(Mark.SQUARE, true));
        Outcome o = resolve(s, request(Action.FIGHT, Input.ACTOR, "f", Input.TARGET, "b"), 1, 2);
        assertTrue(instruction(o).contains("cannot move back"), instruction(o));
        assertEquals("b", mark(after(s, o), "f", Mark.CHARGED_BY), "still in contact");
    }
}
