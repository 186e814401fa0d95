package org.vedette.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.inventory.Allowance;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;
import org.vedette.inventory.Plan;
import org.vedette.inventory.StandIn;
import org.vedette.inventory.internal.Planner;

/**
 * Plans for a big collection: 5,000 items against 100 needs with 300 stand-in
 * rules (issue #15's target: under 50 ms on one core), made from a fixed seed
 * so every run plans the same problem. The planner is the DS component class,
 * built directly as DS would.
 *
 * <p>{@link #plan}: a collector's collection — the 5,000 items are boxes of
 * figures of 300 kinds (6 nations × 50 troop types, with their officers,
 * NCOs, musicians and standards, some mounted, some greatcoated), and the 300
 * rules are troop type for troop type, a third of them for one nation, some
 * asking for a tag or swapping a role, chains and cycles included; unpainted
 * and unbased figures allowed, nations not mixed (the defaults' choice).
 *
 * <p>{@link #planTangled}: the worst case found — every item a kind of its
 * own, rules that rewrite troop type, role and tags at random and nations
 * mixed, so each need reaches about a thousand kinds and 6,800 groups of
 * figures, and the flow has 190,000 links. It is measured to show the cost
 * of rules that connect everything to everything, not as a target.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class InventoryBenchmark {
    private static final List<String> NATIONS = List.of("british", "french", "spanish", "portuguese", "kgl",
            "brunswick");
    private static final List<String> ROLES = List.of("officer", "nco", "musician", "standard");

    private final Planner planner = new Planner();
    private FigureCollection collection;
    private List<Need> needs;
    private InventoryRules rules;
    private FigureCollection tangledCollection;
    private List<Need> tangledNeeds;
    private InventoryRules tangledRules;

    @Setup
    public void setUp() {
        Random r = new Random(15);
        List<FigureKind> kinds = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            // Mostly rank and file; one kind in five a command figure.
            String role = r.nextInt(5) == 0 ? ROLES.get(r.nextInt(ROLES.size())) : FigureKind.RANK_AND_FILE;
            kinds.add(new FigureKind(NATIONS.get(r.nextInt(NATIONS.size())), "type-" + r.nextInt(50),
                    r.nextInt(6) == 0, role, null, r.nextInt(8) == 0 ? List.of("greatcoat") : List.of()));
        }
        List<CollectionItem> items = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            FigureKind k = kinds.get(r.nextInt(kinds.size()));
            int count = 1 + r.nextInt(24);
            items.add(new CollectionItem("item-" + i, "Item " + i, k.troopType(), k.nation(), k.mounted(), count,
                    r.nextInt(count + 1), k.tags(), "Box " + r.nextInt(40), "drawer " + r.nextInt(6), k.role(), null,
                    r.nextInt(10) > 0));
        }
        collection = new FigureCollection("big", null, null, items);
        needs = new ArrayList<>();
        for (int n = 0; n < 100; n++) {
            FigureKind k = kinds.get(r.nextInt(kinds.size()));
            needs.add(new Need("need-" + n, null, new FigureKind(k.nation(), k.troopType(), k.mounted(), k.role(), null,
                    List.of()), 5 + r.nextInt(60), 0, List.of()));
        }
        List<StandIn> standIns = new ArrayList<>();
        for (int s = 0; s < 300; s++) {
            FigureKind forKind = new FigureKind(r.nextInt(3) == 0 ? NATIONS.get(r.nextInt(NATIONS.size())) : null,
                    "type-" + r.nextInt(50), null, r.nextInt(10) == 0 ? "nco" : null, null, List.of());
            FigureKind use = new FigureKind(null, "type-" + r.nextInt(50), null,
                    forKind.role() != null ? "officer" : null, null, r.nextInt(10) == 0 ? List.of("greatcoat")
                            : List.of());
            standIns.add(new StandIn(forKind, use, 1 + r.nextInt(5), ""));
        }
        rules = planner.defaultRules().withStandIns(standIns)
                .withAllowances(new Allowance(true, 5), new Allowance(true, 1), Allowance.NEVER);
        tangled(new Random(15));
    }

    private void tangled(Random r) {
        List<String> roles = List.of("rank-and-file", "rank-and-file", "officer", "nco", "musician");
        List<CollectionItem> items = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            int count = 1 + r.nextInt(24);
            items.add(new CollectionItem("item-" + i, "Item " + i, "type-" + r.nextInt(30), NATIONS.get(r.nextInt(4)),
                    r.nextInt(5) == 0, count, r.nextInt(count + 1), List.of("tag-" + r.nextInt(10)),
                    "Box " + r.nextInt(20), "drawer " + r.nextInt(4), roles.get(r.nextInt(roles.size())), null,
                    r.nextInt(10) > 0));
        }
        tangledCollection = new FigureCollection("tangled", null, null, items);
        tangledNeeds = new ArrayList<>();
        for (int n = 0; n < 100; n++) {
            FigureKind kind = new FigureKind(NATIONS.get(r.nextInt(4)), "type-" + r.nextInt(30), r.nextInt(5) == 0,
                    roles.get(r.nextInt(roles.size())), null, List.of());
            tangledNeeds.add(new Need("need-" + n, null, kind, 5 + r.nextInt(60), 0, List.of()));
        }
        List<StandIn> standIns = new ArrayList<>();
        for (int s = 0; s < 300; s++) {
            FigureKind forKind = new FigureKind(r.nextBoolean() ? NATIONS.get(r.nextInt(4)) : null,
                    "type-" + r.nextInt(30), null, null, null, List.of());
            FigureKind use = new FigureKind(null, "type-" + r.nextInt(30), null, r.nextInt(4) == 0 ? "nco" : null,
                    null, r.nextInt(4) == 0 ? List.of("tag-" + r.nextInt(10)) : List.of());
            standIns.add(new StandIn(forKind, use, r.nextInt(6), ""));
        }
        tangledRules = planner.defaultRules().withStandIns(standIns)
                .withAllowances(new Allowance(true, 5), new Allowance(true, 1), new Allowance(true, 4));
    }

    @Benchmark
    public Plan plan() {
        return planner.plan("benchmark", needs, collection, rules);
    }

    @Benchmark
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    public Plan planTangled() {
        return planner.plan("tangled", tangledNeeds, tangledCollection, tangledRules);
    }
}
