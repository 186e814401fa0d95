package org.vedette.inventory.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jgrapht.Graph;
import org.jgrapht.alg.flow.mincost.CapacityScalingMinimumCostFlow;
import org.jgrapht.alg.flow.mincost.MinimumCostFlowProblem;
import org.jgrapht.alg.interfaces.MinimumCostFlowAlgorithm.MinimumCostFlow;
import org.jgrapht.graph.DefaultDirectedWeightedGraph;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.inventory.Assigned;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.StandIn;

/**
 * The optimal assignment of a collection's figures to needs, as a minimum-cost
 * flow (JGraphT's capacity scaling): the source sends every figure needed;
 * it reaches a need either through a group of owned figures (capacity: the
 * figures in it; cost: the cheapest chain of stand-ins by which they may be
 * put down for the need, plus their condition's) or straight, as a shortfall.
 * A shortfall costs more than any chain of reassignments can save, so the
 * plan has the fewest shortfalls first and then the cheapest stand-ins; a
 * group's capacity keeps any figure from being counted twice, whatever cycles
 * the stand-in rules make.
 *
 * <p>A greedy pass (each need in turn takes the best figures left) can give a
 * need the only figures another could use, and leave that one short; the
 * flow moves them (see the planner's tests).
 */
final class Assignment {
    /** How a group reaches a need: its cost and the route taken. */
    private record Link(Supply.Group group, int needIndex, Routes.Route route, int cost) {
    }

    private Assignment() {
    }

    static List<NeedLine> solve(List<Need> needs, FigureCollection collection, InventoryRules rules) {
        Supply supply = Supply.of(collection, rules);
        List<Link> links = links(needs, supply, rules);
        int[] flows = flow(needs, supply, links);
        return lines(needs, collection, links, flows);
    }

    /** The cheapest route from every need to every group that can stand for it. */
    private static List<Link> links(List<Need> needs, Supply supply, InventoryRules rules) {
        // Groups by troop type, and by troop type and nation: a route of a type and nation looks at those alone
        // (and at the figures of no nation, which fit any).
        // (Maps of maps rather than a "type/nation" string key: a key made per route was hashed afresh each time.)
        Map<String, List<Supply.Group>> byType = new HashMap<>();
        Map<String, Map<String, List<Supply.Group>>> byTypeAndNation = new HashMap<>();
        for (Supply.Group g : supply.groups) {
            byType.computeIfAbsent(g.kind.troopType(), t -> new ArrayList<>()).add(g);
            byTypeAndNation.computeIfAbsent(g.kind.troopType(), t -> new HashMap<>())
                    .computeIfAbsent(g.kind.nation(), t -> new ArrayList<>()).add(g);
        }
        Map<FigureKind, List<Routes.Route>> routesByKind = new HashMap<>();
        Routes routing = new Routes(rules);
        List<Link> links = new ArrayList<>();
        for (int n = 0; n < needs.size(); n++) {
            Need need = needs.get(n);
            if (need.count() == 0) continue;
            List<Routes.Route> routes = routesByKind.computeIfAbsent(need.kind(), routing::from);
            Map<Supply.Group, Link> best = new LinkedHashMap<>();
            for (Routes.Route r : routes) {
                String type = r.kind().troopType();
                if (type == null) {
                    link(best, supply.groups, r, n);
                } else if (r.kind().nation() == null) {
                    link(best, byType.getOrDefault(type, List.of()), r, n);
                } else {
                    // (a HashMap or the empty map: both take the null nation as a key, which Map.of() would refuse)
                    Map<String, List<Supply.Group>> ofType = byTypeAndNation.getOrDefault(type, Collections.emptyMap());
                    link(best, ofType.getOrDefault(r.kind().nation(), List.of()), r, n);
                    link(best, ofType.getOrDefault(null, List.of()), r, n);
                }
            }
            links.addAll(best.values());
        }
        return links;
    }

    /** Keeps, for each group the route admits, the cheaper of its link so far and this route's. */
    private static void link(Map<Supply.Group, Link> best, List<Supply.Group> candidates, Routes.Route r, int need) {
        for (Supply.Group g : candidates) {
            if (!r.kind().admits(g.kind)) continue;
            int cost = r.cost() + g.extra;
            Link old = best.get(g);
            if (old == null || cost < old.cost) best.put(g, new Link(g, need, r, cost));
        }
    }

    /** The flow on each link, by the links' order. */
    private static int[] flow(List<Need> needs, Supply supply, List<Link> links) {
        int total = needs.stream().mapToInt(Need::count).sum();
        int[] flows = new int[links.size()];
        if (total == 0 || links.isEmpty()) return flows;
        int dearest = links.stream().mapToInt(Link::cost).max().orElse(0);
        // Dearer than reassigning along any path, which passes each need at most once.
        double shortfall = (dearest + 1.0) * (needs.size() + 1);
        Graph<Object, DefaultWeightedEdge> g = new DefaultDirectedWeightedGraph<>(DefaultWeightedEdge.class);
        Object source = "source";
        Object sink = "sink";
        g.addVertex(source);
        g.addVertex(sink);
        Map<DefaultWeightedEdge, Integer> capacity = new HashMap<>();
        Map<Supply.Group, Object> groupNodes = new HashMap<>();
        for (Link l : links) {
            groupNodes.computeIfAbsent(l.group(), k -> {
                Object node = new Object();
                g.addVertex(node);
                capacity.put(edge(g, source, node, 0), k.count);
                return node;
            });
        }
        List<Object> needNodes = new ArrayList<>();
        for (Need need : needs) {
            Object node = new Object();
            needNodes.add(node);
            g.addVertex(node);
            capacity.put(edge(g, node, sink, 0), need.count());
            capacity.put(edge(g, source, node, shortfall), need.count());
        }
        List<DefaultWeightedEdge> linkEdges = new ArrayList<>();
        for (Link l : links) {
            DefaultWeightedEdge e = edge(g, groupNodes.get(l.group()), needNodes.get(l.needIndex()), l.cost());
            capacity.put(e, Math.min(l.group().count, needs.get(l.needIndex()).count()));
            linkEdges.add(e);
        }
        MinimumCostFlowProblem<Object, DefaultWeightedEdge> problem =
                new MinimumCostFlowProblem.MinimumCostFlowProblemImpl<>(g,
                        v -> v == source ? total : v == sink ? -total : 0, capacity::get);
        // Scaling factor 1: plain successive shortest paths. Needs are a few dozen figures each, so there is
        // little to scale, and the phases of capacity scaling tripled the time of a 5,000-item plan.
        MinimumCostFlow<DefaultWeightedEdge> flow = new CapacityScalingMinimumCostFlow<Object, DefaultWeightedEdge>(1)
                .getMinimumCostFlow(problem);
        for (int i = 0; i < linkEdges.size(); i++) {
            flows[i] = (int) Math.round(flow.getFlow(linkEdges.get(i)));
        }
        return flows;
    }

    private static DefaultWeightedEdge edge(Graph<Object, DefaultWeightedEdge> g, Object from, Object to, double cost) {
        DefaultWeightedEdge e = g.addEdge(from, to);
        g.setEdgeWeight(e, cost);
        return e;
    }

    /** Each need's figures, shared out of its groups to their items in the collection's order. */
    private static List<NeedLine> lines(List<Need> needs, FigureCollection collection, List<Link> links, int[] flows) {
        List<List<Assigned>> assigned = new ArrayList<>();
        for (int n = 0; n < needs.size(); n++) assigned.add(new ArrayList<>());
        Map<Supply.Group, int[]> taken = new HashMap<>();
        for (int i = 0; i < links.size(); i++) {
            int left = flows[i];
            if (left == 0) continue;
            Link l = links.get(i);
            int[] usedOf = taken.computeIfAbsent(l.group(), g -> new int[g.portions.size()]);
            for (int p = 0; p < l.group().portions.size() && left > 0; p++) {
                Supply.Portion portion = l.group().portions.get(p);
                int n = Math.min(left, portion.count() - usedOf[p]);
                if (n <= 0) continue;
                usedOf[p] += n;
                left -= n;
                CollectionItem item = portion.item();
                boolean otherNation = l.route().otherNation() && l.route().kind().nation() == null
                        && item.nation() != null && !item.nation().equalsIgnoreCase(nationOf(needs, l));
                List<StandIn> standIns = l.route().standIns();
                assigned.get(l.needIndex()).add(new Assigned(item.id(), item.description(), n, standIns, otherNation,
                        portion.unpainted(), !item.based(), item.box(), item.drawer()));
            }
        }
        // The figures owned of each kind, counted once: a need's "owned" then looks at the collection's few hundred
        // kinds, not its thousands of items (this was a fifth of a 5,000-item plan, most of it making kinds).
        Map<FigureKind, Integer> ownedByKind = new LinkedHashMap<>();
        for (CollectionItem i : collection.items()) ownedByKind.merge(Supply.kindOf(i), i.count(), Integer::sum);
        List<NeedLine> lines = new ArrayList<>();
        for (int n = 0; n < needs.size(); n++) {
            Need need = needs.get(n);
            int owned = 0;
            for (Map.Entry<FigureKind, Integer> e : ownedByKind.entrySet()) {
                if (need.kind().admits(e.getKey())) owned += e.getValue();
            }
            int got = assigned.get(n).stream().mapToInt(Assigned::count).sum();
            lines.add(new NeedLine(need, owned, assigned.get(n), need.count() - got));
        }
        return lines;
    }

    private static String nationOf(List<Need> needs, Link l) {
        String nation = needs.get(l.needIndex()).kind().nation();
        return nation == null ? "" : nation;
    }
}
