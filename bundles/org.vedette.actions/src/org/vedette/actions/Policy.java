package org.vedette.actions;

import java.util.List;
import java.util.Objects;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;

/**
 * A ruleset's own way of playing some of its figures where a line of the temperament sheet cannot say it: a
 * player's whole mission or command, read from the table and the ruleset's own marks (The Other Side of the
 * Hill's scouts, the risk-factor rules' Player Character and the troops he commands). A {@link Playbook} makes
 * one for each AI ({@link Playbook#policy}); it may keep what it read of the last state it was asked about, so
 * one is never shared between AIs (nor threads). Whatever it does not play, the sheet plays.
 *
 * @since 0.3
 */
public interface Policy {
    /** Whether it plays the actor now, in this state (the AI asks before the sheet). */
    boolean plays(GameState state, Actor actor);

    /**
     * What the actor does now: the requests, in order, with the intent they carry out; the reasons through
     * {@code aide} ({@link Aide#note}), with the AI's own tools (the sheet's decision, the table, the rules'
     * refusals). Asked only where {@link #plays} said so.
     */
    Course play(Aide aide, GameState state, Actor actor);

    /**
     * What the referee enters after the game went from {@code before} to {@code after} by the rules' own
     * bookkeeping that no figure does (The Other Side of the Hill: the villages a unit explored are scored when
     * it comes home with the news); empty, the default, when nothing is.
     */
    default List<ActionRequest> refereeEntries(GameState before, GameState after) {
        return List.of();
    }

    /**
     * A course of action: the intent and the requests that carry it out (none: the actor takes no action now).
     */
    record Course(Result intent, List<ActionRequest> requests) {
        public Course {
            Objects.requireNonNull(intent, "intent");
            requests = List.copyOf(requests);
        }

        /** No action now, with this intent. */
        public static Course none(Result intent) {
            return new Course(intent, List.of());
        }

        /** Whether it takes no action now. */
        public boolean standsStill() {
            return requests.isEmpty();
        }
    }
}
