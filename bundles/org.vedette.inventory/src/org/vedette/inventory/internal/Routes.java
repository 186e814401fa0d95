package org.vedette.inventory.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm.SingleSourcePaths;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.vedette.inventory.Allowance;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.StandIn;

/**
 * Every kind of figure that may be put down for a need's kind, each at its
 * cheapest chain of stand-ins: the rules make a graph whose vertices are
 * kinds and whose edges are rules applied (and, when allowed, "any nation"),
 * weighted by preference, and JGraphT's Dijkstra finds the cheapest chain to
 * each. A cycle of rules (French line for light infantry and light for line)
 * is only a cycle in this graph: each kind is reached once, at its best.
 */
final class Routes {
    /** Kinds explored from one need: a bound on what a hostile rules file can make the planner do. */
    static final int MAX_KINDS = 2_000;

    /** One way to put a kind down for the need: the rules applied, in order. */
    record Route(FigureKind kind, int cost, List<StandIn> standIns, boolean otherNation) {
    }

    /** An edge: a rule applied, or (rule null) the nation let go. Identity matters, not equality. */
    private static final class Step {
        final StandIn rule;

        Step(StandIn rule) {
            this.rule = rule;
        }
    }

    private Routes() {
    }

    static List<Route> from(FigureKind start, InventoryRules rules) {
        Graph<FigureKind, Step> g = new DirectedWeightedPseudograph<>(Step.class);
        g.addVertex(start);
        Deque<FigureKind> todo = new ArrayDeque<>(List.of(start));
        Allowance mix = rules.mixNations();
        while (!todo.isEmpty() && g.vertexSet().size() < MAX_KINDS) {
            FigureKind k = todo.poll();
            for (StandIn r : rules.standIns()) {
                if (r.forKind().covers(k)) link(g, todo, k, k.replacedBy(r.use()), new Step(r), r.preference());
            }
            if (mix.allowed() && k.nation() != null) {
                link(g, todo, k, k.anyNation(), new Step(null), mix.preference());
            }
        }
        SingleSourcePaths<FigureKind, Step> paths = new DijkstraShortestPath<>(g).getPaths(start);
        Map<FigureKind, Route> routes = new LinkedHashMap<>();
        for (FigureKind k : g.vertexSet()) {
            GraphPath<FigureKind, Step> p = paths.getPath(k);
            if (p == null) continue;
            List<StandIn> used = new ArrayList<>();
            boolean otherNation = false;
            for (Step s : p.getEdgeList()) {
                if (s.rule == null) {
                    otherNation = true;
                } else {
                    used.add(s.rule);
                }
            }
            routes.put(k, new Route(k, (int) Math.round(p.getWeight()), used, otherNation));
        }
        return List.copyOf(routes.values());
    }

    private static void link(Graph<FigureKind, Step> g, Deque<FigureKind> todo, FigureKind from, FigureKind to,
            Step step, int weight) {
        if (to.equals(from)) return;
        if (g.addVertex(to)) todo.add(to);
        g.addEdge(from, to, step);
        g.setEdgeWeight(step, weight);
    }
}
