package org.vedette.actions;

import org.vedette.actions.Policy.Course;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TablePath;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;

/**
 * What the AI lends a ruleset's {@link Policy} for one decision: the rules, the reasons it is giving, the
 * game's last turn, and its own tools — the temperament sheet's decision, the rules' refusals asked as the game
 * asks them, the table's geometry and stands as the AI reads them for this state, a move fitted to what its
 * path costs, the enemy in contact, the side's objective and the nearest enemy. So a policy is written in its
 * ruleset's own bundle, and the AI's bundle names no ruleset.
 *
 * @since 0.3
 */
public interface Aide {
    /** The rules of the game the decision is for. */
    Ruleset rules();

    /** Whether reasons are wanted: when not, a policy need not word them (nor look at what only they name). */
    boolean explains();

    /** Adds a reason to the suggestion (nothing when none are wanted). */
    void note(Note kind, String words, RuleRef rule);

    /** The game's last turn, 0 when it has none. */
    int lastTurn();

    /**
     * What the temperament sheet has the actor do in {@code state} (a view of the game the policy made, as the
     * players see it): its reasons go to this suggestion's, its dice are this decision's.
     */
    Course bySheet(GameState state, Actor actor);

    /**
     * Whether the rules accept the request now, asked as the game asks it (the turn, the table's law, the rules on
     * trial dice): nothing when they do.
     *
     * @throws IllegalActionException their refusal, with the section
     */
    void check(GameState state, ActionRequest request) throws IllegalActionException;

    /** The table's geometry for the state (null without positions). */
    TableGeometry geometry(GameState state);

    /** The figures' stands on the table in the state (null without positions). */
    Stands stands(GameState state);

    /** The actor's whole move by the sheet's least move of its class, in the rules' units; null when it gives none. */
    Double allowance(GameState state, Actor actor);

    /**
     * Whether the sheet reads the two actors alike (their allowance and archetype stand): what a step changes of
     * most figures — their places and marks — no line asks.
     */
    boolean readsAlike(Actor before, Actor after);

    /**
     * A straight path from {@code from} towards {@code to}, {@code inches} long but never past {@code to}, kept on
     * the table ({@code table} null: free to leave it by an edge); null when the figure would not move.
     */
    TablePath toward(Table table, Position from, Position to, double inches);

    /**
     * The move request with its path and distance fitted to what the path costs by the table's law, cut short of
     * another figure's base.
     */
    ActionRequest fit(GameState state, Actor actor, ActionRequest move);

    /**
     * The enemy the actor fights, in base to base contact ("no ganging up": first one that has not fought this
     * turn), with the odds at the contact; null when none touches it.
     */
    Engaged contact(GameState state, Actor actor);

    /**
     * The actor's objective from its side's victory conditions (ground to hold, a place to take, an enemy to
     * kill or capture, an edge to leave by); null when its side has none, or it has no position.
     *
     * @param pace how far the actor goes in a move, in inches
     */
    Objective objective(GameState state, Actor actor, double pace);

    /** The nearest enemy, with the reasons for it and against the others; null when none is known. */
    Sighted nearestEnemy(GameState state, Actor actor);

    /** What a reason is about, as the AI's suggestion orders them. */
    enum Note {
        ARCHETYPE, OBSERVATION, RISK_FACTOR, INTENT, TARGET, NOT_TARGET, ACTION, REFUSED
    }

    /**
     * An enemy in contact.
     *
     * @param outnumbered       enemies over 1 in contact with the figure
     * @param targetOutnumbered the figure's side over 1 in contact with the enemy
     */
    record Engaged(Actor enemy, int outnumbered, int targetOutnumbered) {
    }

    /**
     * An objective: where to go ({@code to}, null when the actor stands on ground to hold), the place in words, the
     * victory condition's own words, and whether it is an edge to leave by.
     */
    record Objective(Position to, String place, String words, boolean leaves, RuleRef rule) {
        /** Whether the actor stands on ground its side must hold: it stays there. */
        public boolean stays() {
            return to == null;
        }
    }

    /** The nearest enemy and its distance in the rules' units. */
    record Sighted(Actor enemy, double distance) {
    }
}
