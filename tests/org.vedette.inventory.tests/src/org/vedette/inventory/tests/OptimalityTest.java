package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.inventory.tests.Planning.assertNoFigureCountedTwice;
import static org.vedette.inventory.tests.Planning.collection;
import static org.vedette.inventory.tests.Planning.item;
import static org.vedette.inventory.tests.Planning.kind;
import static org.vedette.inventory.tests.Planning.line;
import static org.vedette.inventory.tests.Planning.need;
import static org.vedette.inventory.tests.Planning.planner;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;
import org.vedette.inventory.Plan;
import org.vedette.inventory.StandIn;

/**
 * The planner's assignment against a greedy pass: each need in turn takes the
 * best figures left (its own kind, then the most preferred stand-in). Greedy
 * can give away the only figures another need could use.
 */
class OptimalityTest {
    private final InventoryPlanner planner = planner();
    private final InventoryRules defaults = planner.defaultRules();

    /** Shortfall of the greedy pass, with one-step stand-ins (all these cases need). */
    static int greedyShortfall(List<Need> needs, FigureCollection c, InventoryRules rules) {
        Map<String, Integer> left = new HashMap<>();
        for (CollectionItem i : c.items()) left.put(i.id(), i.painted());
        int shortBy = 0;
        for (Need n : needs) {
            record Option(CollectionItem item, int cost) {
            }
            List<Option> options = new ArrayList<>();
            for (CollectionItem i : c.items()) {
                FigureKind owned = new FigureKind(i.nation(), i.troopType(), i.mounted(), i.role(), i.weapon(),
                        i.tags());
                if (n.kind().admits(owned)) options.add(new Option(i, 0));
                for (StandIn s : rules.standIns()) {
                    if (s.forKind().covers(n.kind()) && n.kind().replacedBy(s.use()).admits(owned)) {
                        options.add(new Option(i, s.preference()));
                    }
                }
            }
            options.sort(Comparator.comparingInt(Option::cost));
            int want = n.count();
            for (Option o : options) {
                int take = Math.min(want, left.get(o.item().id()));
                left.merge(o.item().id(), -take, Integer::sum);
                want -= take;
            }
            shortBy += want;
        }
        return shortBy;
    }

    @Test
    void greedyGivesThePiratesToTheGuerrillasAndLeavesTheBanditsShort() {
        // Pirates stand in for guerrillas (3) and bandits (2); armed monks only for guerrillas (2).
        // Guerrillas, planned first, take the monks and pirates alike by preference… and greedy,
        // listing the guerrillas first, is free to take pirates the bandits cannot do without.
        FigureCollection c = collection(item("pirates", null, "pirate", 6), item("monks", null, "armed-monk", 6));
        List<Need> needs = List.of(need("guerrillas", kind("spanish", "guerrilla", null, null), 6),
                need("bandits", kind("spanish", "bandit", null, null), 6));
        InventoryRules piratesFirst = defaults.withStandIns(List.of(
                new StandIn(kind(null, "guerrilla", null, null), kind(null, "pirate", null, null), 1, ""),
                new StandIn(kind(null, "guerrilla", null, null), kind(null, "armed-monk", null, null), 2, ""),
                new StandIn(kind(null, "bandit", null, null), kind(null, "pirate", null, null), 2, "")));
        int greedy = greedyShortfall(needs, c, piratesFirst);
        Plan plan = planner.plan("case", needs, c, piratesFirst);
        assertNoFigureCountedTwice(plan, c);
        assertEquals(6, greedy, "greedy: the guerrillas take the 6 pirates, the bandits get none");
        assertEquals(0, plan.shortBy(), "the flow: monks for the guerrillas, pirates for the bandits");
        assertEquals("monks", line(plan, "guerrillas").assigned().get(0).itemId());
        assertEquals("pirates", line(plan, "bandits").assigned().get(0).itemId());
    }

    @Test
    void neverWorseThanGreedyOnRandomCollections() {
        Random random = new Random(15);
        List<String> types = List.of("guerrilla", "bandit", "pirate", "armed-monk", "deserter", "infantry");
        for (int round = 0; round < 200; round++) {
            List<CollectionItem> items = new ArrayList<>();
            for (int i = 0; i < 1 + random.nextInt(5); i++) {
                items.add(item("i" + i, random.nextBoolean() ? "spanish" : null,
                        types.get(random.nextInt(types.size())), random.nextInt(8)));
            }
            FigureCollection c = new FigureCollection("random", null, null, items);
            List<Need> needs = new ArrayList<>();
            for (int n = 0; n < 1 + random.nextInt(4); n++) {
                needs.add(need("n" + n, kind("spanish", types.get(random.nextInt(4)), null, null), random.nextInt(8)));
            }
            Plan plan = planner.plan("random", needs, c, defaults);
            assertNoFigureCountedTwice(plan, c);
            // Greedy looks one stand-in deep; the flow follows chains too, which can only help it.
            int greedy = greedyShortfall(needs, c, defaults);
            assertTrue(plan.shortBy() <= greedy, "round " + round + ": flow " + plan.shortBy() + " > greedy " + greedy);
        }
    }
}
