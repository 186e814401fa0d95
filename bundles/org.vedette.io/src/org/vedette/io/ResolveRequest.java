package org.vedette.io;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;

/**
 * A request file read: the action asked for, the game situation it is asked
 * in, the dice to use (empty: throw them) and what the file expects to come of
 * it (free-form, for tests; empty when not given).
 *
 * @param request the action and its inputs
 * @param state   the situation: options, table, sides, actors and the turn (null turn when the file gives none)
 * @param dice    die faces to script, in order; empty when the file gives none
 * @param expect  the file's "expect" object as plain values (maps, lists, numbers, flags, text, null)
 */
public record ResolveRequest(ActionRequest request, GameState state, List<Integer> dice, Map<String, Object> expect) {
    /**
     * The action that is no ruleset's: the situation's turn moves on, as
     * {@code vedette game next} moves a game on (the next phase, figure or
     * card, and what that brings: One Hour's eliminations, OHFA's waiting
     * plays taken by precedence).
     */
    public static final String NEXT = "next";

    public ResolveRequest {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(state, "state");
        dice = dice == null ? List.of() : List.copyOf(dice);
        expect = expect == null ? Map.of() : expect;
    }

    /** Whether the request moves the turn on ({@value #NEXT}) rather than resolving an action. */
    public boolean advances() {
        return NEXT.equals(request.action());
    }
}
