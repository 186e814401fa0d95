package org.vedette.actions;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.vedette.core.game.Actor;

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
