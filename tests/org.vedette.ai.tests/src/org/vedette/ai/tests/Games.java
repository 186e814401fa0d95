package org.vedette.ai.tests;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.ai.NpcAi;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.riskfactor.RiskFactor;

/**
 * Games for the AI's tests: the rulesets and the AI are the bundles' own
 * component classes, loaded through their bundles (their packages are not
 * exported); states in a side's turn and phase.
 */
final class Games {
    static final String BRITISH = "british";
    static final String FRENCH = "french";
    static final Ruleset ONE_HOUR = load(OneHour.class, "org.vedette.rules.onehour.internal.OneHourRuleset");
    static final Ruleset RISK_FACTOR = load(RiskFactor.class, "org.vedette.rules.riskfactor.internal.RiskFactorRuleset");
    static final NpcAi AI = load(NpcAi.class, "org.vedette.ai.internal.Npc");

    private Games() {
    }

    @SuppressWarnings("unchecked")
    private static <T> T load(Class<?> exported, String component) {
        Bundle bundle = FrameworkUtil.getBundle(exported);
        try {
            return (T) bundle.loadClass(component).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the component class is missing or has no public constructor", e);
        }
    }

    static Actor unit(String id, String side, String type) {
        return new Actor(id, id, side, id, null, false, List.of(), Map.of(OneHour.TYPE_FIELD, type), null, null, null);
    }

    static Actor figure(String id, String side, String group, List<String> weapons) {
        return new Actor(id, id, side, group, RiskFactor.Quality.REGULAR, false, weapons, Map.of(), null, null, null);
    }

    /** A state of this ruleset in the given side's turn and phase, every actor of that side free to act. */
    static GameState state(String ruleset, Table table, String side, String phase, Actor... actors) {
        Map<String, Actor> map = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (Actor a : actors) {
            map.put(a.id(), a);
            if (a.side().equals(side)) ids.add(a.id());
        }
        TurnState turn = new TurnState(1, phase, new Activation(side, ids, side + "'s turn"), null);
        return new GameState(ruleset, Map.of(), table, List.of(new Side(BRITISH, "British", null, null, List.of()),
                new Side(FRENCH, "French", null, null, List.of())), map, turn);
    }
}
