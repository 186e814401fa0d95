package org.vedette.scenario.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.EncounterNeeds;
import org.vedette.inventory.EncounterSource;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.Need;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EncounterKind;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.TableHalf;

/**
 * The figures The Other Side of the Hill's events may bring, for the
 * inventory planner (ch. XII: "As a consequence of the random appearance of
 * different figure types during game play, it is difficult to specify an
 * exact number of figures needed"). A game is the tables' {@code game.events}
 * events, the first half drawn on the near half's table and the rest on the
 * far half's (the force goes out and comes back), every encounter counted as
 * on the table at once — the planner's "at the same time" read at its most
 * cautious, since the tables do not say when an encounter leaves (ruling G9).
 * The worst case is each need's most over any game the tables allow; a
 * percentile is read from {@code game.games} simulated games.
 */
@Component(service = EncounterSource.class)
public final class OsothEncounters implements EncounterSource {
    static final String RULESET = "osoth";
    private final Generator generator = new Generator();

    @Override
    public String name() {
        return "OSOTH event tables 1.0";
    }

    @Override
    public boolean serves(Scenario scenario) {
        return RULESET.equals(scenario.ruleset());
    }

    @Override
    public EncounterNeeds needs(Scenario scenario, Coverage coverage) {
        return needs(EventTableReader.book(), coverage);
    }

    /** The needs of these tables at this coverage. */
    public EncounterNeeds needs(EventTables tables, Coverage coverage) {
        Map<String, Need> kinds = new LinkedHashMap<>();
        for (EncounterKind k : tables.kinds().values()) {
            for (Map.Entry<Need, Integer> e : figures(k, k.mostFigures()).entrySet()) kinds.putIfAbsent(e.getKey().id(), e.getKey());
        }
        List<String> ids = new ArrayList<>(kinds.keySet());
        int[] counts = new int[ids.size()];
        String basis;
        if (coverage.worstCase()) {
            worst(tables, ids, counts);
            basis = "the worst case of the event tables: " + tables.game().events() + " events a game, all on the table at once";
        } else {
            simulate(tables, ids, counts, coverage.percentile());
            basis = String.format(Locale.ROOT, "%s of %,d simulated games of %d events, seed %d", coverage.describe(),
                    tables.game().games(), tables.game().events(), tables.game().seed());
        }
        List<Need> out = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            if (counts[i] > 0) out.add(kinds.get(ids.get(i)).withCount(counts[i]));
        }
        return new EncounterNeeds(out, basis);
    }

    /** Each need's most: every event of a game the kind that asks most of it, a limited group only up to its limit. */
    private static void worst(EventTables tables, List<String> ids, int[] counts) {
        int events = tables.game().events();
        for (EncounterKind k : tables.kinds().values()) {
            if (!drawable(tables, k)) continue;
            int times = k.group() != null && tables.limits().containsKey(k.group())
                    ? Math.min(events, tables.limits().get(k.group())) : events;
            for (Map.Entry<Need, Integer> e : figures(k, k.mostFigures()).entrySet()) {
                int i = ids.indexOf(e.getKey().id());
                counts[i] = Math.max(counts[i], times * e.getValue());
            }
        }
    }

    private static boolean drawable(EventTables tables, EncounterKind k) {
        for (TableHalf h : TableHalf.values()) {
            for (EventTables.Row r : tables.events(h)) {
                if (r.result().equals(k.id())) return true;
            }
        }
        return false;
    }

    private void simulate(EventTables tables, List<String> ids, int[] counts, double percentile) {
        int games = tables.game().games();
        int[][] seen = new int[ids.size()][games];
        Dice dice = new Dice(new SeededDice(tables.game().seed()));
        int events = tables.game().events();
        for (int g = 0; g < games; g++) {
            Map<String, Integer> groups = new LinkedHashMap<>();
            Set<String> full = new HashSet<>();
            for (int e = 0; e < events; e++) {
                TableHalf half = e < (events + 1) / 2 ? TableHalf.NEAR : TableHalf.FAR;
                Encounter enc = generator.draw(tables, dice, half, full);
                String group = enc.kind().group();
                if (group != null) {
                    int n = groups.merge(group, 1, Integer::sum);
                    Integer limit = tables.limits().get(group);
                    if (limit != null && n >= limit) full.add(group);
                }
                for (Map.Entry<Need, Integer> f : figures(enc.kind(), enc.figures(), enc.officers()).entrySet()) {
                    seen[ids.indexOf(f.getKey().id())][g] += f.getValue();
                }
            }
        }
        for (int i = 0; i < ids.size(); i++) {
            int[] s = seen[i];
            Arrays.sort(s);
            counts[i] = s[Math.max(0, (int) Math.ceil(percentile * games) - 1)];
        }
    }

    private static Map<Need, Integer> figures(EncounterKind k, int figures) {
        return figures(k, figures, k.officerFrom() > 0 && figures >= k.officerFrom() ? 1 : 0);
    }

    /** An encounter's figures as the planner's needs: rank and file, officers, and what comes with them. */
    static Map<Need, Integer> figures(EncounterKind k, int figures, int officers) {
        Map<Need, Integer> out = new LinkedHashMap<>();
        String from = "OSOTH ch. X, the event tables";
        String prefix = k.nation() == null ? "" : k.nation() + "-";
        if (figures > 0 || !k.terrainPiece()) {
            if (figures - officers > 0 || officers == 0) {
                out.put(new Need(prefix + k.type(), null, new FigureKind(k.nation(), k.type(), k.mounted(),
                        FigureKind.RANK_AND_FILE, null, List.of()), 1, 0, List.of(from)), figures - officers);
            }
            if (officers > 0) {
                out.put(new Need(prefix + k.type() + "-officer", null, new FigureKind(k.nation(), k.type(), k.mounted(),
                        "officer", null, List.of()), 1, 0, List.of(from)), officers);
            }
        }
        for (EncounterKind.Companion c : k.with()) {
            out.put(new Need(prefix + c.type(), c.noun(), new FigureKind(k.nation(), c.type(), null, null, null, List.of()),
                    1, 0, List.of(from)), c.count());
        }
        out.values().removeIf(n -> n <= 0);
        return out;
    }
}
