package org.vedette.io.internal;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.vedette.core.model.AiSettings;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Position;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.Unit;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.rules.Ruleset;

import com.fasterxml.jackson.databind.node.TextNode;
import org.vedette.io.Formats;
import org.vedette.io.RosterAccess;
import org.vedette.io.RulesetCatalog;

/**
 * Reads a {@value Formats#SCENARIO} document. A side's units are written
 * inline or taken from a roster file ({@code "roster": "../rosters/british.json"},
 * relative to the scenario file, optionally {@code "only": [unit ids]}); the
 * roster is read and checked too, its problems reported in its own file and
 * summed up on the scenario's line that names it. Ids are unique across the
 * whole scenario, rosters included.
 */
public final class ScenarioReader {
    private final Problems problems;
    private final Path dir;
    private final RulesetCatalog catalog;
    private final RosterAccess access;
    private final Ids ids = new Ids();

    private ScenarioReader(Problems problems, Path dir, RulesetCatalog catalog, RosterAccess access) {
        this.problems = problems;
        this.dir = dir;
        this.catalog = catalog;
        this.access = access;
    }

    /**
     * @param file the scenario's path, for resolving roster references; null
     *             when the text has no file yet (then a roster reference is an error)
     * @param access where rosters may come from besides the scenario's workspace
     */
    public static Scenario read(String text, Problems problems, Path file, RulesetCatalog catalog,
            RosterAccess access) {
        Located doc = LocatingParser.parse(text, problems);
        if (doc == null) return null;
        Obj root = Obj.root(doc, problems, "a scenario");
        if (root == null) return null;
        Path dir = file == null ? null : file.toAbsolutePath().normalize().getParent();
        return new ScenarioReader(problems, dir, catalog, access).scenario(root, true);
    }

    /** The scenario inlined in a journal's header: same fields, format and version optional, units inline. */
    public static Scenario inlined(Obj o, RulesetCatalog catalog) {
        return new ScenarioReader(o.problems(), null, catalog, RosterAccess.WORKSPACE).scenario(o, false);
    }

    private Scenario scenario(Obj root, boolean document) {
        int before = problems.errorCount();
        if (document || root.has("format") || root.has("version")) Header.check(root, Formats.SCENARIO);
        root.known("format", "version", "id", "title", "ruleset", "description", "options", "table", "sides",
                "objectives", "victory", "victoryConditions", "turns");
        String id = root.id("id", true);
        String title = root.text("title", false);
        String rulesetId = root.id("ruleset", true);
        Ruleset rules = RulesChecks.ruleset(root, "ruleset", rulesetId, catalog);
        String description = root.text("description", false);
        Obj optionsObj = root.object("options", false);
        Map<String, Object> options = optionsObj == null ? Map.of() : optionsObj.scalarMembers();
        if (rules != null) RulesChecks.options(optionsObj, options, rules);
        ModelReader model = new ModelReader(ids, rules);
        Obj tableObj = root.object("table", true);
        Table table = tableObj == null ? null : model.table(tableObj);
        List<Side> sides = new ArrayList<>();
        List<Obj> sideObjs = root.objects("sides", true, "side", Limits.MAX_SIDES);
        if (sideObjs != null) {
            if (sideObjs.isEmpty() && root.node().get("sides").isArray()) {
                problems.error(root.at("sides"), "expected at least one side in 'sides'");
            }
            List<String> sideIds = new ArrayList<>();
            for (Obj s : sideObjs) {
                // When the scenario's own ruleset is unknown, that is the one error; rosters are not compared to it.
                Side side = side(s, model, rules == null ? null : rulesetId);
                if (side != null) {
                    if (sideIds.contains(side.id())) {
                        problems.error(s.at("id"), "duplicate side id '" + side.id() + "'");
                    }
                    sideIds.add(side.id());
                    sides.add(side);
                }
            }
            // Zones are checked against the sides only when every side could be read.
            if (sides.size() == sideObjs.size()) model.checkZoneSides(new LinkedHashSet<>(sideIds), problems);
        }
        List<String> objectives = root.texts("objectives");
        // 'victory' is the designer's words for the referee, as the objectives; 'victoryConditions' are judged.
        root.texts("victory");
        Integer turns = root.integer("turns", false);
        if (turns != null && turns < 0) {
            problems.error(root.at("turns"), "expected 0 (open-ended) or more for 'turns', found " + turns);
        }
        if (turns != null && turns > 0 && sideObjs != null && sides.size() == sideObjs.size()) {
            for (int i = 0; i < sides.size(); i++) late(sideObjs.get(i), sides.get(i), turns);
        }
        List<VictoryCondition> conditions = sideObjs != null && sides.size() == sideObjs.size()
                ? new VictoryReader(model, table, sides, turns == null ? 0 : Math.max(0, turns)).read(root,
                        "victoryConditions")
                : List.of();
        if (problems.errorCount() > before) return null;
        return new Scenario(id, title, rulesetId, description, options, table, sides, objectives,
                turns == null ? 0 : turns, conditions);
    }

    private Side side(Obj s, ModelReader model, String rulesetId) {
        int before = problems.errorCount();
        s.known("id", "name", "control", "edge", "nation", "units", "roster", "only", "hidden", "arrivals",
                "deployment", "ai");
        Side.Hidden hidden = hidden(s.object("hidden", false), problems);
        String id = s.id("id", true);
        String name = s.text("name", false);
        Side.Control control = s.choice("control", Side.Control.class, false);
        Edge edge = s.choice("edge", Edge.class, false);
        String nation = s.text("nation", false);
        List<Unit> units;
        if (s.has("roster")) {
            if (s.has("units")) {
                problems.error(s.nameAt("units"), "a side takes its units from 'units' or from 'roster', not both");
            }
            List<String> only = s.has("only") ? s.texts("only") : null;
            Roster roster = fromRoster(s, rulesetId);
            units = roster == null ? null : picked(s, roster, only);
            if (nation == null && roster != null) nation = roster.nation();
        } else {
            if (s.has("only")) {
                problems.error(s.nameAt("only"), "'only' picks units from a roster, and this side names none");
            }
            units = model.units(s, "units", true);
        }
        Map<String, Position> deployment = deployment(s, model, id, units);
        AiSettings ai = model.ai(s, id, unitIds(units));
        Map<String, Integer> arrivals = arrivals(s, id, units, problems);
        if (problems.errorCount() > before) return null;
        return new Side(id, name, control, edge, units, deployment, nation, ai, hidden, arrivals);
    }

    /** The ids of the side's units, or null when they could not be read (nothing to check the AI's against). */
    private static Set<String> unitIds(List<Unit> units) {
        if (units == null) return null;
        Set<String> ids = new LinkedHashSet<>();
        for (Unit unit : units) ids.add(unit.id());
        return ids;
    }

    /**
     * Where the scenario places the side's units or figures ({@code "deployment":
     * {"71st": {"x": 10, "y": 4, "facing": 0}}}): each id one of the side's
     * own, each position on the table.
     */
    private Map<String, Position> deployment(Obj s, ModelReader model, String side, List<Unit> units) {
        Obj o = s.object("deployment", false);
        if (o == null) return Map.of();
        Set<String> own = ownIds(units);
        Map<String, Position> out = new LinkedHashMap<>();
        for (String id : o.fieldNames()) {
            Position p = model.position(o.object(id, true));
            if (p == null) continue;
            if (!owned(s, o, id, side, units == null ? null : own, "deploy", "place", problems)) continue;
            model.checkOnTable(o, id, p, "'" + id + "'");
            out.put(id, p);
        }
        return out;
    }

    /**
     * A hidden force: off the table until {@code until} happens (the designer's words, for the referee to judge
     * and reveal it) or turn {@code turn} begins; null when the side has none or it cannot be read.
     */
    static Side.Hidden hidden(Obj h, Problems problems) {
        if (h == null) return null;
        int before = problems.errorCount();
        h.known("until", "turn");
        String until = h.text("until", false);
        Integer turn = h.integer("turn", false);
        if (turn != null && turn < 1) {
            problems.error(h.at("turn"), "expected turn 1 or later for 'turn', found " + turn);
        }
        if (!h.has("until") && !h.has("turn") || h.has("until") && until != null && until.isBlank() && turn == null) {
            problems.error(h.at(), "a hidden side needs 'until' (what reveals it) or 'turn' (when it comes on),"
                    + " or both");
        }
        return problems.errorCount() > before ? null : new Side.Hidden(until, turn);
    }

    /**
     * The turn each of the side's units (or figures) comes on that is not on the table from the start
     * ({@code "arrivals": {"13th-light-dragoons": 3}}): each id one of the side's own, each turn 2 or later (1 is
     * the start; one after the scenario's last turn is warned of by {@link #late}). The ids are not checked when
     * {@code units} is null (the side's units could not be read, or a request's situation has none).
     */
    static Map<String, Integer> arrivals(Obj s, String side, List<Unit> units, Problems problems) {
        Obj o = s.object("arrivals", false);
        if (o == null) return Map.of();
        Set<String> own = ownIds(units);
        Map<String, Integer> out = new LinkedHashMap<>();
        for (String id : o.fieldNames()) {
            Integer turn = o.integer(id, true);
            if (turn == null) continue;
            if (!owned(s, o, id, side, units == null ? null : own, "arrive", "arrival", problems)) continue;
            if (turn < 2) {
                problems.error(o.at(id), "expected turn 2 or later for '" + id + "' to arrive, found " + turn
                        + ": a unit on the table from turn 1 needs no arrival");
                continue;
            }
            out.put(id, turn);
        }
        return out;
    }

    /** Warns of a hidden force or an arrival whose turn comes after the scenario's last: it never comes on. */
    private void late(Obj s, Side side, int turns) {
        if (side.hidden() != null && side.hidden().turn() != null && side.hidden().turn() > turns) {
            problems.warning(s.object("hidden", false).at("turn"), "the hidden force comes on on turn "
                    + side.hidden().turn() + ", after the scenario's last (" + turns + "): only the referee can"
                    + " reveal it");
        }
        for (Map.Entry<String, Integer> a : side.arrivals().entrySet()) {
            if (a.getValue() > turns) {
                problems.warning(s.object("arrivals", false).at(a.getKey()), "'" + a.getKey() + "' arrives on turn "
                        + a.getValue() + ", after the scenario's last (" + turns + "): it never comes on");
            }
        }
    }

    /**
     * Whether {@code id}, named in {@code o} of side {@code s}, is one of the side's own units or figures ({@code own};
     * null: not known, so taken as one); else says so — an error, or a warning where the roster's 'only' left it
     * out: it keeps its {@code what} in the file, unused, so it can be put back.
     */
    private static boolean owned(Obj s, Obj o, String id, String side, Set<String> own, String verb, String what,
            Problems problems) {
        if (own == null || own.contains(id)) return true;
        if (s.has("only")) {
            problems.warning(o.nameAt(id), "'" + id + "' is not among the units 'only' takes from the roster;"
                    + " its " + what + " is not used");
        } else {
            problems.error(o.nameAt(id), "side '" + side + "' has no unit or figure '" + id + "' to " + verb
                    + " (its own: " + String.join(", ", own) + ")");
        }
        return false;
    }

    private static Set<String> ownIds(List<Unit> units) {
        Set<String> own = new LinkedHashSet<>();
        if (units != null) {
            for (Unit u : units) {
                own.add(u.id());
                for (Figure f : u.figures()) own.add(f.id());
            }
        }
        return own;
    }

    private Roster fromRoster(Obj s, String rulesetId) {
        String ref = s.text("roster", true);
        if (ref == null) return null;
        if (dir == null) {
            problems.error(s.at("roster"), "cannot find roster '" + ref
                    + "': the scenario has not been saved to a file, and roster paths are relative to it");
            return null;
        }
        Path path;
        try {
            path = dir.resolve(ref).normalize();
        } catch (InvalidPathException e) {
            problems.error(s.at("roster"), "'" + ref + "' is not a file path: " + e.getReason());
            return null;
        }
        String refusal = RosterPlace.refusal(ref, path, workspace(), access);
        if (refusal != null) {
            problems.error(s.at("roster"), refusal);
            return null;
        }
        Problems rosterProblems = problems.forFile(path.toString());
        int before = problems.errorCount();
        String text = TextFiles.read(path, rosterProblems);
        if (text == null) {
            // Say it on the scenario's line too: that is where the referee will look.
            problems.error(s.at("roster"), "cannot read roster '" + ref + "' (" + path + ")");
            return null;
        }
        Roster roster = readRoster(text, rosterProblems);
        int errors = problems.errorCount() - before;
        if (roster == null) {
            problems.error(s.at("roster"), "roster '" + ref + "' cannot be used: it has " + errors
                    + (errors == 1 ? " error" : " errors"));
            return null;
        }
        if (rulesetId != null && !roster.ruleset().equals(rulesetId)) {
            problems.error(s.at("roster"), "roster '" + ref + "' is for ruleset '" + roster.ruleset()
                    + "', but the scenario is for '" + rulesetId + "'");
            return null;
        }
        return roster;
    }

    /** The roster's units the side takes: all of them, or those its 'only' names. */
    private static List<Unit> picked(Obj s, Roster roster, List<String> only) {
        String ref = s.node().get("roster").textValue();
        List<Unit> picked = new ArrayList<>();
        if (only == null) {
            picked.addAll(roster.units());
        } else {
            List<String> unitIds = roster.units().stream().map(Unit::id).toList();
            for (int i = 0; i < only.size(); i++) {
                String want = only.get(i);
                int at = unitIds.indexOf(want);
                if (at < 0) {
                    s.problems().error(s.itemAt("only", i), "roster '" + ref + "' has no unit '" + want + "' (its units: "
                            + String.join(", ", unitIds) + ")");
                } else {
                    picked.add(roster.units().get(at));
                }
            }
        }
        return picked;
    }

    /** The folder that holds the scenario's folder ({@link RosterAccess#workspaceOf}). */
    private Path workspace() {
        return dir.getParent() == null ? dir : dir.getParent();
    }

    /** Reads a roster for this scenario, claiming its picked units' ids in the scenario's id space. */
    private Roster readRoster(String text, Problems rosterProblems) {
        Located doc = LocatingParser.parse(text, rosterProblems);
        if (doc == null) return null;
        Obj root = Obj.root(doc, rosterProblems, "a roster");
        if (root == null) return null;
        if (!(root.node().get("format") instanceof TextNode f && Formats.ALL.contains(f.textValue()))) {
            // Any other file is none of this reader's business: say so without quoting any of it.
            rosterProblems.error(root.at(), "not a Vedette file: it has no \"format\" member naming one of "
                    + String.join(", ", Formats.ALL));
            return null;
        }
        // The roster's own ids are claimed in the scenario's space: a unit in two
        // rosters (or inline and in a roster) is a duplicate of the scenario.
        return ModelReader.roster(root, catalog, ids);
    }
}
