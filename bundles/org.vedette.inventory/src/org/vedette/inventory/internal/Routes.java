package org.vedette.inventory.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm.SingleSourcePaths;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.alg.shortestpath.TreeSingleSourcePathsImpl;
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
    /** Kinds explored for one plan: a bound on what a hostile rules file can make the planner do. */
    static final int MAX_KINDS = 20_000;

    /**
     * One way to put a kind down for the need, at its cost. The rules applied
     * are read from the shortest-path tree only when asked for — for the few
     * routes the flow uses — since a plan has thousands of routes.
     */
    static final class Route {
        private final FigureKind kind;
        private final int cost;
        private final SingleSourcePaths<FigureKind, Step> paths;

        Route(FigureKind kind, int cost, SingleSourcePaths<FigureKind, Step> paths) {
            this.kind = kind;
            this.cost = cost;
            this.paths = paths;
        }

        FigureKind kind() {
            return kind;
        }

        int cost() {
            return cost;
        }

        /** The stand-in rules applied, in order from the need. */
        List<StandIn> standIns() {
            List<StandIn> used = new ArrayList<>();
            for (Step s : paths.getPath(kind).getEdgeList()) {
                if (s.rule != null) used.add(s.rule);
            }
            return used;
        }

        /** Whether the nation was let go on the way. */
        boolean otherNation() {
            for (Step s : paths.getPath(kind).getEdgeList()) {
                if (s.rule == null) return true;
            }
            return false;
        }
    }

    /** An edge: a rule applied, or (rule null) the nation let go. Identity matters, not equality. */
    private static final class Step {
        final StandIn rule;

        Step(StandIn rule) {
            this.rule = rule;
        }
    }

    private final Allowance mix;
    private final Graph<FigureKind, Step> g = new DirectedWeightedPseudograph<>(Step.class);
    /** The rules by the troop type their "for" names: a kind need only be checked against its own type's. */
    private final Map<String, List<StandIn>> byType = new HashMap<>();
    /** The rules whose "for" names no troop type, checked against every kind. */
    private final List<StandIn> anyType = new ArrayList<>();

    Routes(InventoryRules rules) {
        this.mix = rules.mixNations();
        for (StandIn r : rules.standIns()) {
            String type = r.forKind().troopType();
            if (type == null) {
                anyType.add(r);
            } else {
                byType.computeIfAbsent(type, t -> new ArrayList<>()).add(r);
            }
        }
    }

    private void apply(List<StandIn> rules, FigureKind k, Deque<FigureKind> todo) {
        for (StandIn r : rules) {
            if (r.forKind().covers(k)) link(todo, k, k.replacedBy(r.use()), new Step(r), r.preference());
        }
    }

    /**
     * Every kind reachable from {@code start}. The graph is shared by all the
     * needs of one plan: a kind's rules are applied once, however many needs
     * reach it, and each need's Dijkstra walks only the part it reaches.
     */
    List<Route> from(FigureKind start) {
        if (g.addVertex(start)) {
            Deque<FigureKind> todo = new ArrayDeque<>(List.of(start));
            while (!todo.isEmpty() && g.vertexSet().size() < MAX_KINDS) {
                FigureKind k = todo.poll();
                if (k.troopType() != null) apply(byType.getOrDefault(k.troopType(), List.of()), k, todo);
                apply(anyType, k, todo);
                if (mix.allowed() && k.nation() != null) {
                    link(todo, k, k.anyNation(), new Step(null), mix.preference());
                }
            }
        }
        SingleSourcePaths<FigureKind, Step> paths = new DijkstraShortestPath<>(g).getPaths(start);
        List<Route> routes = new ArrayList<>();
        // The kinds this need reaches, which JGraphT's tree of paths holds: walking the shared graph's every vertex
        // instead (thousands, each hashed for its weight) was most of a 5,000-item plan's time.
        Iterable<FigureKind> reached = paths instanceof TreeSingleSourcePathsImpl<FigureKind, Step> tree
                ? tree.getDistanceAndPredecessorMap().keySet() : g.vertexSet();
        for (FigureKind k : reached) {
            double weight = paths.getWeight(k);
            if (weight != Double.POSITIVE_INFINITY) routes.add(new Route(k, (int) Math.round(weight), paths));
        }
        return routes;
    }

    private void link(Deque<FigureKind> todo, FigureKind from, FigureKind to, Step step, int weight) {
        if (to.equals(from)) return;
        if (g.addVertex(to)) todo.add(to);
        g.addEdge(from, to, step);
        g.setEdgeWeight(step, weight);
    }
}
