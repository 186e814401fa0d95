package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.ai.NpcAi;
import org.vedette.ai.conformance.Conformance;
import org.vedette.balance.internal.Simulator;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.sharpe.Sharpe;

/**
 * The fields the balance tests play on: the rulesets and the AI are the
 * bundles' own component classes, loaded through their bundles (their
 * packages are not exported); the example scenarios; a symmetric scenario.
 */
final class Fields {
    static final Ruleset ONE_HOUR = load(OneHour.class, "org.vedette.rules.onehour.internal.OneHourRuleset");
    static final Ruleset RISK_FACTOR = load(RiskFactor.class, "org.vedette.rules.riskfactor.internal.RiskFactorRuleset");
    static final Ruleset SHARPE = load(Sharpe.class, "org.vedette.rules.sharpe.internal.SharpeRuleset");
    static final Ruleset OHFA = load(org.vedette.rules.ohfa.Ohfa.class, "org.vedette.rules.ohfa.internal.OhfaRuleset");
    static final Ruleset OSOTH = load(org.vedette.rules.osoth.Osoth.class,
            "org.vedette.rules.osoth.internal.OsothRuleset");
    static final NpcAi AI = Conformance.ai();
    static final RulesetCatalog CATALOG = RulesetCatalog.of(ONE_HOUR, SHARPE, RISK_FACTOR, OHFA, OSOTH);
    static final Simulator SIMULATOR = new Simulator(AI);

    private Fields() {
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

    static Scenario example(String file) {
        String root = System.getProperty("vedette.root", "../..");
        ReadResult<Scenario> r = ScenarioFiles.read(Path.of(root, "examples", "scenarios", file), CATALOG);
        assertTrue(r.ok(), r.report());
        return r.value();
    }

    /** An example with one text of its file replaced by another: a variant the examples do not ship. */
    static Scenario variant(String file, String text, String replacement) throws java.io.IOException {
        Path path = Path.of(System.getProperty("vedette.root", "../.."), "examples", "scenarios", file);
        String json = java.nio.file.Files.readString(path);
        assertTrue(json.contains(text), file + " has no " + text);
        ReadResult<Scenario> r = ScenarioFiles.parse(json.replace(text, replacement), path, CATALOG);
        assertTrue(r.ok(), r.report());
        return r.value();
    }

    static Ruleset rules(Scenario s) {
        return CATALOG.find(s.ruleset()).orElseThrow();
    }

    /**
     * Two identical One Hour forces of three line infantry each 12" apart on an open 36" table, one the other's mirror
     * through the table's centre, each facing the other: {@code first} is listed first, and so moves first (One
     * Hour's alternate turns begin with the first side).
     */
    static Scenario mirrored(String first, int turns) {
        Map<String, Side> sides = new LinkedHashMap<>();
        sides.put("blue", side("blue", Edge.SOUTH, 12, 0));
        sides.put("red", side("red", Edge.NORTH, 24, 180));
        List<Side> order = new ArrayList<>();
        order.add(sides.remove(first));
        order.addAll(sides.values());
        return new Scenario("mirror", "Mirror", OneHour.RULESET, null, Map.of(), new Table(36, 36, Edge.SOUTH, List.of()),
                order, List.of(), turns);
    }

    private static Side side(String id, Edge edge, double y, double facing) {
        List<Unit> units = new ArrayList<>();
        Map<String, Position> deployment = new LinkedHashMap<>();
        double[] xs = { 12, 18, 24 };
        for (int i = 0; i < xs.length; i++) {
            String unit = id + "-" + (i + 1);
            units.add(new Unit(unit, unit, "trained", false, Map.of(OneHour.TYPE_FIELD, "infantry"), List.of(), null));
            // Mirrored through the centre: red's first unit stands where blue's last would, turned about.
            double x = facing == 0 ? xs[i] : 36 - xs[i];
            deployment.put(unit, new Position(x, y, facing));
        }
        return new Side(id, id.equals("blue") ? "Blue" : "Red", Side.Control.PLAYER, edge, units, deployment);
    }
}
