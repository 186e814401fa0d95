package org.vedette.ai.tests;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.ai.NpcAi;
import org.vedette.ai.conformance.Conformance;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.io.RulesetCatalog;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.sharpe.Sharpe;

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
    static final Ruleset SHARPE = load(Sharpe.class, "org.vedette.rules.sharpe.internal.SharpeRuleset");
    static final Ruleset OHFA = load(org.vedette.rules.ohfa.Ohfa.class, "org.vedette.rules.ohfa.internal.OhfaRuleset");
    static final Ruleset OSOTH = load(org.vedette.rules.osoth.Osoth.class,
            "org.vedette.rules.osoth.internal.OsothRuleset");
    static final NpcAi AI = Conformance.ai();
    /** The five rulesets, for reading the example scenarios. */
    static final RulesetCatalog CATALOG = RulesetCatalog.of(ONE_HOUR, SHARPE, RISK_FACTOR, OHFA, OSOTH);

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

    /** A Sharpe figure: initiative, dexterity, strength, close combat, firing (Sharpe §2), his weapons. */
    static Actor man(String id, String side, int i, int d, int s, int c, int f, String... weapons) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put(Sharpe.Field.INITIATIVE, i);
        p.put(Sharpe.Field.DEXTERITY, d);
        p.put(Sharpe.Field.STRENGTH, s);
        p.put(Sharpe.Field.CLOSE_COMBAT, c);
        p.put(Sharpe.Field.FIRING, f);
        return new Actor(id, id, side, side, null, false, List.of(weapons), p, null, null, null);
    }

    /** A Sharpe state: the mover's move in the bound (Sharpe §3). */
    static GameState sharpe(String mover, Actor... figures) {
        Map<String, Actor> map = new LinkedHashMap<>();
        for (Actor a : figures) map.put(a.id(), a);
        TurnState turn = new TurnState(1, null, new Activation(map.get(mover).side(), List.of(mover), mover + "'s move"),
                null);
        return new GameState(Sharpe.RULESET, Map.of(), null, List.of(new Side(BRITISH, "British", null, null, List.of()),
                new Side(FRENCH, "French", null, null, List.of())), map, turn);
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
