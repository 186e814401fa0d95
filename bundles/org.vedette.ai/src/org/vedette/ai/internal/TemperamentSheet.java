package org.vedette.ai.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.RuleRef;
import org.vedette.actions.ActionsTable;
import org.vedette.actions.Playbook;
import org.vedette.actions.Result;

/**
 * The AI's temperament as data, gathered from every ruleset's
 * {@link Playbook} (docs/PLAYBOOKS.md): for each ruleset, what each result of
 * the risk-factor Actions table becomes in the ruleset's own actions, phase by
 * phase, with fallbacks; the actor's whole move; which Actions table it dices
 * on; its archetypes. Immutable once read.
 */
final class TemperamentSheet {
    /** The guard of a do line: only when the nearest enemy is known to be within N. */
    static final String WITHIN = "?within=";
    /**
     * The guard's distance that reads the actor's own reach ({@code ?within=reach}): how far the ruleset says its
     * shooting reaches ({@code Ruleset.reach}), so that a line such as OHFA's aim holds only at an enemy it could
     * shoot — "+2 to his next shot" at a man 40" away is no shot at all.
     */
    static final double REACH = Double.NaN;
    /** The guard's distance that reads the actor's move ({@code ?within=allowance+N}): its allowance and N more. */
    static final String ALLOWANCE = "allowance";
    /** The guard of a do line: only when the table shows the nearest enemy in the actor's sight. */
    static final String SEEN = "?seen";
    /** The guard of a do line: only when the nearest enemy is known to be further than N. */
    static final String BEYOND = "?beyond=";

    /**
     * One {@code do} line: in this ruleset and phase, with this intent, try this action. {@code self}: the actor
     * does it himself ({@code actor=@self}); {@code literals}: the inputs written as values, by id, for the
     * playbook's {@link Playbook#refusesFor}.
     */
    record Choice(String ruleset, String phase, Result intent, String action, List<Input> inputs, Double within,
            Double withinMove, Double beyond, boolean seen, RuleRef rule, String sheet, int line, boolean self,
            Map<String, Object> literals) {
        Choice(String ruleset, String phase, Result intent, String action, List<Input> inputs, Double within,
                Double withinMove, Double beyond, boolean seen, RuleRef rule, String sheet, int line) {
            this(ruleset, phase, intent, action, inputs, within, withinMove, beyond, seen, rule, sheet, line,
                    selfIn(inputs), literalsIn(inputs));
        }

        private static boolean selfIn(List<Input> inputs) {
            for (Input i : inputs) {
                if ("actor".equals(i.id())) return "@self".equals(i.name());
            }
            return false;
        }

        private static Map<String, Object> literalsIn(List<Input> inputs) {
            Map<String, Object> m = new HashMap<>();
            for (Input i : inputs) {
                if (i.literal() != null) m.put(i.id(), i.literal());
            }
            return Map.copyOf(m);
        }

        /** Where the line is, for a reason: "osoth/temperament.txt line 12". */
        String where() {
            return sheet + " line " + line;
        }

        /** Whether it asks for the target the ruleset's own priorities pick. */
        boolean usesPriority() {
            for (Input i : inputs) {
                if (i.value().startsWith("@priority")) return true;
            }
            return false;
        }
    }

    /** One input of a {@code do} line: its id and value as written ({@code @nearest}, {@code 6}). */
    /**
     * One input of a line: its id and its value as the sheet writes it
     * ({@code @nearest}, {@code open}, {@code 6}, a trailing {@code ?} for
     * optional), read once when the sheet is: whether it is optional, the value
     * without the mark, and a literal's value (a number, a flag or the text).
     */
    record Input(String id, String value, boolean optional, String name, Object literal) {
        Input(String id, String value) {
            this(id, value, value.endsWith("?"), value.endsWith("?") ? value.substring(0, value.length() - 1) : value,
                    null);
        }

        Input {
            if (literal == null && !name.startsWith("@")) literal = literalOf(name);
        }

        private static Object literalOf(String v) {
            if (v.equals("true") || v.equals("false")) return Boolean.valueOf(v);
            try {
                return v.contains(".") ? (Object) Double.valueOf(v) : (Object) Integer.valueOf(v);
            } catch (NumberFormatException e) {
                return v;
            }
        }
    }

    /** One {@code allowance} or {@code table} line. */
    record Rated<T>(String ruleset, List<Condition> when, T value, RuleRef rule, String sheet, int line) {
        boolean holds(Actor a) {
            for (Condition c : when) {
                if (!c.holds(a)) return false;
            }
            return true;
        }
    }

    private final Map<String, List<Choice>> choices;
    private final Map<String, List<Rated<Double>>> allowances;
    private final Map<String, List<Rated<ActionsTable>>> tables;
    private final Set<String> rulesets;
    private final List<Archetype> archetypes;
    /** The playbooks read, by ruleset: what else they rank for the AI ({@link Playbook#choose}). */
    private final Map<String, Playbook> playbooks;

    private TemperamentSheet(Map<String, List<Choice>> choices, Map<String, List<Rated<Double>>> allowances,
            Map<String, List<Rated<ActionsTable>>> tables, Set<String> rulesets, List<Archetype> archetypes,
            Map<String, Playbook> playbooks) {
        this.choices = choices;
        this.allowances = allowances;
        this.tables = tables;
        this.rulesets = rulesets;
        this.archetypes = archetypes;
        this.playbooks = playbooks;
    }

    /** The ruleset's playbook, or null for a ruleset that brought none (or a designer's whole sheet). */
    Playbook playbook(String ruleset) {
        return playbooks.get(ruleset);
    }

    /** Every playbook read, each once. */
    java.util.Collection<Playbook> playbooks() {
        return playbooks.values();
    }

    /** An archetype line, before its targets and attitude lines are joined to it. */
    private record Draft(String name, String ruleset, List<Condition> when, RuleRef rule, int line) {
    }

    /**
     * The playbooks' sheets as one, each read on its own (an archetype's targets are its own playbook's).
     *
     * @throws IllegalArgumentException a line that cannot be read or names another ruleset than its playbook's,
     *                                  with the playbook's name and the line's number; two playbooks for one ruleset
     */
    static TemperamentSheet of(List<? extends Playbook> playbooks) {
        List<Playbook> sorted = new ArrayList<>(playbooks);
        sorted.sort(java.util.Comparator.comparing(Playbook::ruleset));
        Map<String, List<Choice>> choices = new HashMap<>();
        Map<String, List<Rated<Double>>> allowances = new HashMap<>();
        Map<String, List<Rated<ActionsTable>>> tables = new HashMap<>();
        Set<String> rulesets = new LinkedHashSet<>();
        List<Archetype> archetypes = new ArrayList<>();
        Map<String, Playbook> named = new HashMap<>();
        for (Playbook p : sorted) {
            Playbook before = named.put(p.ruleset(), p);
            if (before != null) {
                throw new IllegalArgumentException("two playbooks for the ruleset '" + p.ruleset() + "': "
                        + before.name() + " and " + p.name());
            }
            TemperamentSheet one = read(p.sheet(), p.name(), p.ruleset());
            choices.putAll(one.choices);
            allowances.putAll(one.allowances);
            tables.putAll(one.tables);
            rulesets.add(p.ruleset());
            archetypes.addAll(one.archetypes);
        }
        return new TemperamentSheet(Map.copyOf(choices), Map.copyOf(allowances), Map.copyOf(tables),
                Set.copyOf(rulesets), List.copyOf(archetypes), Map.copyOf(named));
    }

    /**
     * Reads a sheet that may name any ruleset (a designer's own, whole).
     *
     * @throws IllegalArgumentException a line that is not a do, allowance or table line, with its file and line number
     */
    static TemperamentSheet read(String text, String name) {
        return read(text, name, null);
    }

    /**
     * Reads a sheet; with {@code only}, every line must be for that ruleset (a playbook's).
     *
     * @throws IllegalArgumentException a line that is not a do, allowance or table line, with its file and line number
     */
    private static TemperamentSheet read(String text, String name, String only) {
        Map<String, List<Choice>> choices = new HashMap<>();
        Map<String, List<Rated<Double>>> allowances = new HashMap<>();
        Map<String, List<Rated<ActionsTable>>> tables = new HashMap<>();
        Set<String> rulesets = new LinkedHashSet<>();
        List<Draft> drafts = new ArrayList<>();
        Map<String, String[]> targets = new HashMap<>();
        Map<String, String[]> attitudes = new HashMap<>();
        Map<String, Integer> lineOf = new HashMap<>();
        int number = 0;
        try (BufferedReader r = new BufferedReader(new java.io.StringReader(text))) {
            for (String line; (line = r.readLine()) != null;) {
                number++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) continue;
                try {
                    String[] parts = t.split("\\|");
                    if (parts.length != 3) {
                        throw new IllegalArgumentException("a line ends with '| BOOK | SECTION'");
                    }
                    RuleRef rule = RuleRef.of(parts[1].strip(), parts[2].strip());
                    String[] w = parts[0].strip().split("\\s+");
                    if (only != null) mustBeFor(only, w);
                    switch (w[0]) {
                        case "do" -> {
                            if (w.length < 5) throw new IllegalArgumentException("do RULESET PHASE INTENT ACTION INPUT=VALUE…");
                            Result intent = Result.of(w[3]);
                            if (intent == null) throw new IllegalArgumentException("no Actions-table result '" + w[3] + "'");
                            List<Input> inputs = new ArrayList<>();
                            Double within = null;
                            Double withinMove = null;
                            Double beyond = null;
                            boolean seen = false;
                            for (int i = 5; i < w.length; i++) {
                                if (w[i].equals(SEEN)) {
                                    seen = true;
                                    continue;
                                }
                                if (w[i].startsWith(WITHIN)) {
                                    String n = w[i].substring(WITHIN.length());
                                    if (n.startsWith(ALLOWANCE)) {
                                        // ?within=allowance+N: as far as the actor's least move and N more.
                                        String more = n.substring(ALLOWANCE.length());
                                        withinMove = more.isEmpty() ? 0.0 : Double.parseDouble(more);
                                    } else {
                                        within = n.equals("reach") ? REACH : Double.parseDouble(n);
                                    }
                                    continue;
                                }
                                if (w[i].startsWith(BEYOND)) {
                                    beyond = Double.parseDouble(w[i].substring(BEYOND.length()));
                                    continue;
                                }
                                int eq = w[i].indexOf('=');
                                if (eq <= 0) throw new IllegalArgumentException("an input is INPUT=VALUE, not '" + w[i] + "'");
                                inputs.add(new Input(w[i].substring(0, eq), w[i].substring(eq + 1)));
                            }
                            Choice c = new Choice(w[1], w[2], intent, w[4], List.copyOf(inputs), within,
                                    withinMove, beyond, seen, rule, name, number);
                            choices.computeIfAbsent(key(c.ruleset(), c.phase(), intent), k -> new ArrayList<>()).add(c);
                            rulesets.add(w[1]);
                        }
                        case "allowance" -> {
                            if (w.length < 4) throw new IllegalArgumentException("allowance RULESET CONDITION… MOVE");
                            double move = Double.parseDouble(w[w.length - 1]);
                            allowances.computeIfAbsent(w[1], k -> new ArrayList<>())
                                    .add(new Rated<>(w[1], conditions(w), move, rule, name, number));
                        }
                        case "table" -> {
                            if (w.length < 4) throw new IllegalArgumentException("table RULESET CONDITION… TABLE");
                            ActionsTable table = table(w[w.length - 1]);
                            tables.computeIfAbsent(w[1], k -> new ArrayList<>())
                                    .add(new Rated<>(w[1], conditions(w), table, rule, name, number));
                        }
                        case "archetype" -> {
                            if (w.length < 4) throw new IllegalArgumentException("archetype NAME RULESET CONDITION…");
                            List<Condition> when = new ArrayList<>();
                            for (int i = 3; i < w.length; i++) when.add(Condition.parse(w[i]));
                            drafts.add(new Draft(w[1], w[2], List.copyOf(when), rule, number));
                        }
                        case "targets", "attitude" -> {
                            if (w.length < 2) throw new IllegalArgumentException(w[0] + " NAME …");
                            Map<String, String[]> into = w[0].equals("targets") ? targets : attitudes;
                            if (into.put(w[1], java.util.Arrays.copyOfRange(w, 2, w.length)) != null) {
                                throw new IllegalArgumentException("a second " + w[0] + " line for '" + w[1] + "'");
                            }
                            lineOf.put(w[0] + " " + w[1], number);
                        }
                        default -> throw new IllegalArgumentException(
                                "a line starts with do, allowance, table, archetype, targets or attitude, not '" + w[0] + "'");
                    }
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(name + ":" + number + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        choices.replaceAll((k, v) -> List.copyOf(v));
        allowances.replaceAll((k, v) -> List.copyOf(v));
        tables.replaceAll((k, v) -> List.copyOf(v));
        return new TemperamentSheet(Map.copyOf(choices), Map.copyOf(allowances), Map.copyOf(tables),
                Set.copyOf(rulesets), archetypes(drafts, targets, attitudes, lineOf, name), Map.of());
    }

    /** Joins each archetype line with its targets and attitude lines; every name they use must be an archetype's. */
    private static List<Archetype> archetypes(List<Draft> drafts, Map<String, String[]> targets,
            Map<String, String[]> attitudes, Map<String, Integer> lineOf, String file) {
        Set<String> names = new LinkedHashSet<>();
        for (Draft d : drafts) names.add(d.name());
        for (String kind : List.of("targets", "attitude")) {
            for (String n : (kind.equals("targets") ? targets : attitudes).keySet()) {
                if (!names.contains(n)) {
                    throw new IllegalArgumentException(file + ":" + lineOf.get(kind + " " + n) + ": no archetype '" + n
                            + "' (an archetype line names it first)");
                }
            }
        }
        List<Archetype> list = new ArrayList<>();
        for (Draft d : drafts) {
            String[] t = targets.getOrDefault(d.name(), new String[0]);
            for (String n : t) {
                if (!names.contains(n)) {
                    throw new IllegalArgumentException(file + ":" + lineOf.get("targets " + d.name())
                            + ": no archetype '" + n + "' to target");
                }
            }
            int die = 0;
            Result intent = null;
            Double threat = null;
            List<String> avoids = List.of();
            boolean travels = false;
            int at = lineOf.getOrDefault("attitude " + d.name(), d.line());
            try {
                for (String word : attitudes.getOrDefault(d.name(), new String[0])) {
                    int eq = word.indexOf('=');
                    String key = eq < 0 ? word : word.substring(0, eq);
                    String value = eq < 0 ? null : word.substring(eq + 1);
                    switch (key) {
                        case "die" -> die = Integer.parseInt(value);
                        case "intent" -> {
                            intent = Result.of(value);
                            if (intent == null) throw new IllegalArgumentException("no Actions-table result '" + value + "'");
                        }
                        case "threat" -> threat = Double.valueOf(value);
                        case "avoids" -> avoids = List.of(value.split(","));
                        case "travels" -> travels = true;
                        default -> throw new IllegalArgumentException(
                                "an attitude is die=N, intent=RESULT, threat=INCHES, avoids=A,B or travels, not '" + word + "'");
                    }
                }
                for (String n : avoids) {
                    if (!names.contains(n)) throw new IllegalArgumentException("no archetype '" + n + "' to avoid");
                }
            } catch (NumberFormatException | NullPointerException e) {
                throw new IllegalArgumentException(file + ":" + at + ": a number is missing or wrong in the attitude", e);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + at + ": " + e.getMessage(), e);
            }
            list.add(new Archetype(d.name(), d.ruleset(), d.when(), List.of(t), die, intent, threat, avoids, travels,
                    d.rule(), file, d.line()));
        }
        return List.copyOf(list);
    }

    /** The actor's archetype in this game: the first archetype line that holds, or null. */
    Archetype archetype(GameState state, Actor a) {
        for (Archetype t : archetypes) {
            if (t.holds(a, state)) return t;
        }
        return null;
    }

    /**
     * Whether two actors read alike to every condition of the sheet ({@link Condition}: the profile, quality,
     * mounted, wounds and, through the side, player or not) and to the scenario's orders for their unit: the same
     * figure a step changed only in what no line asks — its place, its marks — so its allowance and archetype
     * stand. The profile is shared, not copied, by an actor made from another.
     */
    static boolean readsAlike(Actor x, Actor y) {
        return x == y || x.id().equals(y.id()) && x.side().equals(y.side()) && x.unit().equals(y.unit())
                && x.profile() == y.profile() && java.util.Objects.equals(x.quality(), y.quality())
                && x.mounted() == y.mounted() && x.status().wounds() == y.status().wounds();
    }

    /** The archetype of this name for this ruleset, or null. */
    Archetype archetype(String name, String ruleset) {
        for (Archetype t : archetypes) {
            if (t.name().equals(name) && t.ruleset().equals(ruleset)) return t;
        }
        return null;
    }

    /** Whether any archetype is written for this ruleset. */
    boolean hasArchetypes(String ruleset) {
        for (Archetype t : archetypes) {
            if (t.ruleset().equals(ruleset)) return true;
        }
        return false;
    }

    /** Every archetype, in the sheet's order. */
    List<Archetype> archetypes() {
        return archetypes;
    }

    /** A playbook's line names its own ruleset: do, allowance and table lines second, archetype lines third. */
    private static void mustBeFor(String ruleset, String[] w) {
        int at = switch (w[0]) {
            case "do", "allowance", "table" -> 1;
            case "archetype" -> 2;
            default -> -1;
        };
        if (at > 0 && w.length > at && !w[at].equals(ruleset)) {
            throw new IllegalArgumentException("a line for the ruleset '" + w[at] + "' in the playbook of '" + ruleset
                    + "'");
        }
    }

    private static List<Condition> conditions(String[] w) {
        List<Condition> list = new ArrayList<>();
        for (int i = 2; i < w.length - 1; i++) list.add(Condition.parse(w[i]));
        return List.copyOf(list);
    }

    private static ActionsTable table(String id) {
        for (ActionsTable t : ActionsTable.values()) {
            if (t.id().equals(id)) return t;
        }
        throw new IllegalArgumentException("no Actions table '" + id + "' (gunpowder or close-combat)");
    }

    private static String key(String ruleset, String phase, Result intent) {
        return ruleset + ' ' + phase + ' ' + intent.id();
    }

    /** A ruleset, phase and intent, as {@link #choices} is asked them. */
    private record Asked(String ruleset, String phase, Result intent) {
    }

    /** Each question's answer, joined once: asked for every decision, and the sheet never changes. */
    private final java.util.concurrent.ConcurrentHashMap<Asked, List<Choice>> joined =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** The lines to try for this ruleset, phase and intent, in order: the phase's own, then those for any phase. */
    List<Choice> choices(String ruleset, String phase, Result intent) {
        return joined.computeIfAbsent(new Asked(ruleset, phase, intent), k -> join(ruleset, phase, intent));
    }

    private List<Choice> join(String ruleset, String phase, Result intent) {
        List<Choice> own = phase == null ? List.of() : choices.getOrDefault(key(ruleset, phase, intent), List.of());
        List<Choice> any = choices.getOrDefault(key(ruleset, "*", intent), List.of());
        if (any.isEmpty()) return own;
        if (own.isEmpty()) return any;
        List<Choice> both = new ArrayList<>(own);
        both.addAll(any);
        return List.copyOf(both);
    }

    /** The first allowance line that holds for the actor, or null. */
    Rated<Double> allowance(String ruleset, Actor a) {
        return first(allowances.get(ruleset), a);
    }

    /** The first table line that holds for the actor, or null (gunpowder). */
    Rated<ActionsTable> table(String ruleset, Actor a) {
        return first(tables.get(ruleset), a);
    }

    private static <T> Rated<T> first(List<Rated<T>> lines, Actor a) {
        if (lines == null) return null;
        for (Rated<T> r : lines) {
            if (r.holds(a)) return r;
        }
        return null;
    }

    /** The rulesets with at least one do line. */
    Set<String> rulesets() {
        return rulesets;
    }
}
