package org.vedette.inventory;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The figures a plan takes, grouped by where they are kept: box, then drawer,
 * as the collection says (figures with no place given come last, under "not
 * stored anywhere named"). Within a place an item appears once, with every
 * need it serves.
 */
public record PackingList(List<Place> places) {
    /** A box and drawer (either may be null) and what to take from it. */
    public record Place(String box, String drawer, List<Line> lines) {
        public Place {
            lines = List.copyOf(lines);
        }

        /** "Box 2, drawer A"; "not stored anywhere named". */
        public String label() {
            if (box == null && drawer == null) return "not stored anywhere named";
            if (box == null) return "drawer " + drawer;
            return drawer == null ? box : box + ", " + drawer;
        }

        public int count() {
            return lines.stream().mapToInt(Line::count).sum();
        }
    }

    /** So many figures of an item, and the needs they are for. */
    public record Line(String itemId, String description, int count, List<String> forNeeds) {
        public Line {
            Objects.requireNonNull(itemId, "itemId");
            forNeeds = List.copyOf(forNeeds);
        }
    }

    public PackingList {
        places = List.copyOf(places);
    }

    public int count() {
        return places.stream().mapToInt(Place::count).sum();
    }

    static PackingList of(Plan plan) {
        record Key(String box, String drawer) {
        }
        Map<Key, Map<String, Line>> byPlace = new LinkedHashMap<>();
        for (NeedLine l : plan.lines()) {
            for (Assigned a : l.assigned()) {
                Map<String, Line> lines = byPlace.computeIfAbsent(new Key(a.box(), a.drawer()),
                        k -> new LinkedHashMap<>());
                Line old = lines.get(a.itemId());
                List<String> needs = new ArrayList<>(old == null ? List.of() : old.forNeeds());
                if (!needs.contains(l.need().label())) needs.add(l.need().label());
                lines.put(a.itemId(), new Line(a.itemId(), a.description(),
                        (old == null ? 0 : old.count()) + a.count(), needs));
            }
        }
        Comparator<String> namedFirst = Comparator.nullsLast(String.CASE_INSENSITIVE_ORDER);
        List<Place> places = new ArrayList<>();
        byPlace.entrySet().stream()
                .sorted(Comparator.comparing((Map.Entry<Key, Map<String, Line>> e) -> e.getKey().box(), namedFirst)
                        .thenComparing(e -> e.getKey().drawer(), namedFirst))
                .forEach(e -> places.add(new Place(e.getKey().box(), e.getKey().drawer(),
                        new ArrayList<>(e.getValue().values()))));
        return new PackingList(places);
    }
}
