package org.vedette.inventory.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryRules;

/**
 * A collection as the planner sees it: figures the rules let it use, in
 * classes of one kind and one condition (painted or not, based or not) —
 * figures of a class are interchangeable, so the flow is solved per class
 * (a few hundred) rather than per item (thousands), and then shared out to
 * the items in the collection's order.
 */
final class Supply {
    /** Figures of one item in one class. */
    record Portion(CollectionItem item, int count, boolean unpainted) {
    }

    /** Interchangeable figures: one kind, one extra cost for their condition. */
    static final class Group {
        final FigureKind kind;
        final boolean unpainted;
        final boolean unbased;
        final int extra;
        final List<Portion> portions = new ArrayList<>();
        int count;

        Group(FigureKind kind, boolean unpainted, boolean unbased, int extra) {
            this.kind = kind;
            this.unpainted = unpainted;
            this.unbased = unbased;
            this.extra = extra;
        }
    }

    final List<Group> groups;

    private Supply(List<Group> groups) {
        this.groups = groups;
    }

    static FigureKind kindOf(CollectionItem i) {
        return new FigureKind(i.nation(), i.troopType(), i.mounted(),
                i.role() == null ? FigureKind.RANK_AND_FILE : i.role(), i.weapon(), i.tags());
    }

    static Supply of(FigureCollection collection, InventoryRules rules) {
        record Key(FigureKind kind, boolean unpainted, boolean unbased) {
        }
        Map<Key, Group> groups = new LinkedHashMap<>();
        for (CollectionItem item : collection.items()) {
            boolean unbased = !item.based();
            if (unbased && !rules.unbased().allowed()) continue;
            FigureKind kind = kindOf(item);
            int base = unbased ? rules.unbased().preference() : 0;
            add(groups.computeIfAbsent(new Key(kind, false, unbased), k -> new Group(kind, false, unbased, base)),
                    new Portion(item, item.painted(), false));
            if (rules.unpainted().allowed()) {
                int extra = base + rules.unpainted().preference();
                add(groups.computeIfAbsent(new Key(kind, true, unbased), k -> new Group(kind, true, unbased, extra)),
                        new Portion(item, item.count() - item.painted(), true));
            }
        }
        return new Supply(groups.values().stream().filter(g -> g.count > 0).toList());
    }

    private static void add(Group g, Portion p) {
        if (p.count() <= 0) return;
        g.portions.add(p);
        g.count += p.count();
    }
}
