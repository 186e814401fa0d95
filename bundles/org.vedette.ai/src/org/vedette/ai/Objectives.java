package org.vedette.ai;

import java.util.List;

import org.vedette.core.game.Game;
import org.vedette.core.game.ReplayException;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.VictoryCondition;
import org.vedette.table.victory.Scorekeeper;
import org.vedette.table.victory.VictoryJudge;

/**
 * The scenario's victory conditions the AI still heads for in a game: all of them but those that score once, the
 * moment they are met (checked at once, not decisive: a village explored), and have scored in it already — a scout
 * does not stay for ever on the village it has explored. What {@link Engagement} keeps track of step by step, read
 * here off a game's journal for a single suggestion (the command line's {@code game ai}, the workbench's AI view).
 */
public final class Objectives {
    private Objectives() {
    }

    /** Whether the condition scores once when met: checked at once and not decisive. */
    public static boolean scoresOnce(VictoryCondition c) {
        return c.check() == VictoryCondition.Check.AT_ONCE && !c.decisive();
    }

    /**
     * The conditions still to head for in the game, its journal replayed as the victory summary replays it.
     *
     * @throws ReplayException the journal does not replay
     */
    public static List<VictoryCondition> toSeek(Scenario scenario, Game game) throws ReplayException {
        List<VictoryCondition> all = scenario.victoryConditions();
        if (all.stream().noneMatch(Objectives::scoresOnce) || scenario.table() == null) return all;
        List<String> scored = Scorekeeper.replay(VictoryJudge.of(scenario), game).standing().scored();
        return all.stream().filter(c -> !(scoresOnce(c) && scored.contains(c.id()))).toList();
    }
}
