package org.vedette.actions;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.RuleRef;

/**
 * A ruleset's playbook for the NPC AI, which its own bundle registers as a
 * Declarative Services component: its temperament sheet, what each result of
 * the {@link ActionsChart} becomes in the ruleset's own actions, phase by
 * phase, with the fallbacks, the actor's whole move, which
 * {@link ActionsTable} it dices on, and its archetypes with their priorities
 * and attitudes (the format is docs/PLAYBOOKS.md). The AI gathers every
 * playbook there is, so a ruleset gets an AI without a change to the AI's
 * bundle; what the AI observes for it (losses, reach, sight) the ruleset says
 * through {@code Ruleset} itself.
 *
 * @since 0.2
 */
public interface Playbook {
    /** The id of the ruleset whose actions the sheet names ({@code RulesetInfo.id}); every line is for it. */
    String ruleset();

    /** The sheet's name in the AI's reasons and in a message about a line of it ({@code onehour/temperament.txt}). */
    String name();

    /** The sheet's text. */
    String sheet();

    /**
     * Whether the ruleset's own rules rank the enemies a figure may shoot at ({@link #choose}); the AI measures
     * what the figure sees only for one that does. False by default.
     */
    default boolean ranksTargets() {
        return false;
    }

    /**
     * The enemy the ruleset's own rules make the firer shoot at first among those he can see (Sharpe's Skirmish
     * §7 "Target Priorities"), for the sheet's {@code @priority}; null when he has nothing that reaches any of
     * them, or the book has no such rule (the default), and the sheet's next line takes the nearest.
     *
     * @param seen    every enemy he can see, with the range and cover the table shows
     * @param explain whether to word why (and why not the others)
     */
    default TargetChoice choose(Actor firer, List<TargetChoice.Seen> seen, boolean explain) {
        return null;
    }

    /**
     * Whether the ruleset refuses the action by this figure for what it is, whatever else the state holds (in The
     * Other Side of the Hill only a gun fires artillery, and a figure fires only a firearm it carries): the AI
     * passes such a line of the sheet over without filling it in or rehearsing it. Only ever a sufficient reason,
     * asked when no reasons are wanted (then the rules' own words are asked for); false by default.
     *
     * @param literals the line's inputs written as values ({@code limber=unlimber}), by input id
     */
    default boolean refusesFor(GameState state, Actor actor, String action, Map<String, Object> literals) {
        return false;
    }

    /**
     * Whether the ruleset certainly refuses the filled-in request on this state, for a reason its marks show (a
     * Solid unit's rally, a shot at a wagon): the AI passes it over without rehearsing it. Only ever sufficient,
     * asked when no reasons are wanted; false by default.
     */
    default boolean certainlyRefuses(GameState state, ActionRequest request) {
        return false;
    }

    /**
     * Why a request the rules would accept spends the action on nothing, so that no sensible player makes it
     * (OSOTH: a shot beyond the weapon's range is "out of range", and "the action has still been taken"); null,
     * the default, when it does not.
     */
    default Why futile(GameState state, ActionRequest request) {
        return null;
    }

    /**
     * Why a figure is never a target of the archetypes' priorities (OSOTH: "the crew/drivers are the only
     * legitimate targets - the gun, wagon, etc. is not"); null, the default, for one that is.
     */
    default Why notATarget(Actor enemy) {
        return null;
    }

    /**
     * Why a non-player figure holds where it stands rather than give itself away (OSOTH's hidden forces, which
     * any action reveals, while no Player figure is within their reach); null, the default, when it does not.
     */
    default Why holds(GameState state, Actor actor) {
        return null;
    }

    /**
     * The intent the ruleset's own rules have already decided for the actor's group this turn, with the section
     * (the risk-factor rules' command phase dices each uncommanded group on the Actions table and leaves the
     * result as its {@code action} mark): the AI follows it and throws nothing. Null, the default, where the AI
     * decides.
     */
    default Decided decided(Actor actor) {
        return null;
    }

    /**
     * Whether the figure has fought its melee this turn, so that an enemy in contact who has not is matched
     * first ("as evenly as possible") for the sheet's {@code @contact}; false by default.
     */
    default boolean fought(Actor actor) {
        return false;
    }

    /**
     * The actions the rules make due for the figure now, whatever its intent, in order (OSOTH: "If the figures
     * are in combat at this point, the charging figure will make an Attack action on the target figure. If the
     * target figure survives, it will make an Attack action on the charging figure"); the AI suggests the first
     * the rules accept, with the section that makes it due. Empty, the default, when none is.
     */
    default List<Due> due(GameState state, Actor actor) {
        return List.of();
    }

    /**
     * A new policy of the ruleset's own for one AI, for figures the sheet cannot play (a player's mission or
     * command), or null, the default, when the sheet plays every figure. One for each AI: a policy may keep what
     * it read of the last state it was asked about.
     *
     * @since 0.3
     */
    default Policy policy() {
        return null;
    }

    /** An action the rules make due, and the section that does. */
    record Due(ActionRequest request, String why, RuleRef rule) {
    }

    /** An intent the rules decided, and the section that decided it. */
    record Decided(Result intent, RuleRef rule) {
    }

    /** A reason a playbook gives the AI, with the section it follows. */
    record Why(String words, RuleRef rule) {
    }

    /**
     * A sheet shipped as a resource of the class's bundle, read once by the component that offers it.
     *
     * @throws IllegalStateException the bundle lacks it: a broken build, not the user's mistake
     */
    static String resource(Class<?> owner, String path) {
        try (InputStream in = owner.getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException("the bundle of " + owner.getName() + " lacks " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
