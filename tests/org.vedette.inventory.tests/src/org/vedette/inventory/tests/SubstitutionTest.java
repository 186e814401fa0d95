package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.inventory.tests.Planning.assertNoFigureCountedTwice;
import static org.vedette.inventory.tests.Planning.collection;
import static org.vedette.inventory.tests.Planning.item;
import static org.vedette.inventory.tests.Planning.kind;
import static org.vedette.inventory.tests.Planning.line;
import static org.vedette.inventory.tests.Planning.need;
import static org.vedette.inventory.tests.Planning.planner;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.inventory.Allowance;
import org.vedette.inventory.Assigned;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.Plan;
import org.vedette.inventory.StandIn;

/** Stand-ins, allowances and cycles of stand-ins, with the default rules and with rules made for the case. */
class SubstitutionTest {
    private final InventoryPlanner planner = planner();
    private final InventoryRules defaults = planner.defaultRules();

    private Plan plan(InventoryRules rules, FigureCollection c, org.vedette.inventory.Need... needs) {
        Plan p = planner.plan("test", List.of(needs), c, rules);
        assertNoFigureCountedTwice(p, c);
        return p;
    }

    @Test
    void frenchLineStandsInForLightInfantryOnlyWhenTheLegereRunsOut() {
        FigureCollection c = collection(item("legere", "french", "light-infantry", 8),
                item("ligne", "french", "infantry", 30));
        Plan p = plan(defaults, c, need("light", kind("french", "light-infantry", false, null), 12));
        NeedLine l = line(p, "light");
        assertEquals(0, l.shortBy());
        assertEquals(8, l.owned(), "owned of that very kind");
        assertEquals(4, l.substitutedCount());
        Assigned legere = l.assigned().stream().filter(a -> a.itemId().equals("legere")).findFirst().orElseThrow();
        assertEquals(8, legere.count());
        assertFalse(legere.substituted());
        Assigned ligne = l.assigned().stream().filter(a -> a.itemId().equals("ligne")).findFirst().orElseThrow();
        assertEquals("French infantry for French light infantry", ligne.standIns().get(0).describe());
        assertEquals(NeedLine.State.SUBSTITUTED, l.state());
    }

    @Test
    void armedMonksForGuerrillasAndThroughThemForBandits() {
        FigureCollection c = collection(item("monks", null, "armed-monk", 5));
        Plan p = plan(defaults, c, need("guerrillas", kind("spanish", "guerrilla", null, null), 3),
                need("bandits", kind("spanish", "bandit", null, null), 2));
        assertEquals(3, line(p, "guerrillas").substitutedCount());
        // Bandits ← guerrillas ← armed monks: a chain of two rules, both named.
        Assigned toBandits = line(p, "bandits").assigned().get(0);
        assertEquals(2, toBandits.count());
        assertEquals(2, toBandits.standIns().size(), toBandits.how());
        assertEquals("guerrilla for bandit; armed monk for guerrilla", toBandits.how());
    }

    @Test
    void greatcoatedFrenchForConvoyGuardsAndPiratesForBandits() {
        FigureCollection c = collection(item("greatcoats", "french", "infantry", 6, "greatcoat"),
                item("pirates", null, "pirate", 4));
        Plan p = plan(defaults, c, need("guards", kind("french", "convoy-guard", false, null), 6),
                need("bandits", kind("spanish", "bandit", null, null), 4));
        assertEquals(0, p.shortBy());
        assertEquals("greatcoats", line(p, "guards").assigned().get(0).itemId());
        assertEquals("pirates", line(p, "bandits").assigned().get(0).itemId());
        // Without the greatcoat tag only the worse rule (plain French infantry) serves, and it is marked so.
        FigureCollection plain = collection(item("line", "french", "infantry", 6));
        Plan q = plan(defaults, plain, need("guards", kind("french", "convoy-guard", false, null), 6));
        assertEquals(6, line(q, "guards").substitutedCount());
        assertEquals(3, line(q, "guards").assigned().get(0).standIns().get(0).preference());
    }

    @Test
    void unpaintedAndUnbasedFiguresOnlyWhenTheRulesAllow() {
        CollectionItem half = new CollectionItem("dragoons", null, "heavy-cavalry", "french", true, 8, 3, List.of());
        CollectionItem loose = new CollectionItem("loose", null, "heavy-cavalry", "french", true, 4, 4, List.of(),
                "Box 1", null, null, null, false);
        FigureCollection c = collection(half, loose);
        var needDragoons = need("dragoons", kind("french", "heavy-cavalry", true, null), 10);
        InventoryRules strict = defaults.withAllowances(Allowance.NEVER, Allowance.NEVER, Allowance.NEVER);
        assertEquals(7, line(plan(strict, c, needDragoons), "dragoons").shortBy(), "only the 3 painted and based");
        InventoryRules unbased = defaults.withAllowances(Allowance.NEVER, new Allowance(true, 1), Allowance.NEVER);
        NeedLine u = line(plan(unbased, c, needDragoons), "dragoons");
        assertEquals(3, u.shortBy());
        assertTrue(u.assigned().stream().anyMatch(a -> a.unbased() && a.count() == 4 && a.how().equals("unbased")));
        InventoryRules both = defaults.withAllowances(new Allowance(true, 5), new Allowance(true, 1), Allowance.NEVER);
        NeedLine b = line(plan(both, c, needDragoons), "dragoons");
        assertEquals(0, b.shortBy());
        assertEquals(3, b.assigned().stream().filter(Assigned::unpainted).mapToInt(Assigned::count).sum(),
                "three of the five unpainted: the painted and the unbased (cheaper) go first");
    }

    @Test
    void nationsAreMixedOnlyWhenAllowed() {
        FigureCollection c = collection(item("redcoats", "british", "infantry", 10));
        var french = need("french", kind("french", "infantry", false, null), 10);
        assertEquals(10, line(plan(defaults, c, french), "french").shortBy());
        InventoryRules mixing = defaults.withAllowances(defaults.unpainted(), defaults.unbased(), new Allowance(true, 4));
        NeedLine l = line(plan(mixing, c, french), "french");
        assertEquals(0, l.shortBy());
        assertTrue(l.assigned().get(0).otherNation());
        assertEquals("another nation", l.assigned().get(0).how());
    }

    @Test
    void aCycleOfStandInsNeverCountsAFigureTwice() {
        FigureKind a = kind("french", "grenadier", false, null);
        FigureKind b = kind("french", "fusilier", false, null);
        FigureKind cKind = kind("french", "voltigeur", false, null);
        // a for b, b for c, c for a: every kind reaches every other, round and round.
        InventoryRules cyclic = defaults.withStandIns(List.of(
                new StandIn(b, new FigureKind(null, "grenadier", null, null, null, List.of()), 1, "a for b"),
                new StandIn(cKind, new FigureKind(null, "fusilier", null, null, null, List.of()), 1, "b for c"),
                new StandIn(a, new FigureKind(null, "voltigeur", null, null, null, List.of()), 1, "c for a")));
        FigureCollection c = collection(item("grenadiers", "french", "grenadier", 10));
        Plan p = plan(cyclic, c, need("a", a, 10), need("b", b, 10), need("c", cKind, 10));
        assertEquals(10, p.assigned(), "ten figures are ten figures");
        assertEquals(20, p.shortBy());
        assertEquals(10, line(p, "a").assignedCount(), "the grenadiers go where they need no stand-in");
        assertEquals(0, line(p, "a").substitutedCount());
        // And with only stand-in needs, the chain c ← b ← a is found at its cost of two rules.
        Plan q = plan(cyclic, c, need("c", cKind, 10));
        assertEquals(2, line(q, "c").assigned().get(0).standIns().size());
        assertEquals(0, q.shortBy());
    }
}
