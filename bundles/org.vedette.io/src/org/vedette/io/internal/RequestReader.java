package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.AiSettings;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Base;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.DetailException;
import org.vedette.core.turn.DetailValues;
import org.vedette.core.turn.TurnDetail;
import org.vedette.core.turn.TurnState;
import org.vedette.io.Formats;
import org.vedette.io.ResolveRequest;
import org.vedette.io.RulesetCatalog;

/**
 * Reads a {@value Formats#REQUEST} document into an action request, the game
 * situation and the dice. The situation's sides default to those the actors
 * name, in the order first named; the turn's activation defaults to every
 * actor of the turn's side that is not out, as {@code AlternateSides} builds it.
 * The turn may carry the ruleset's own bookkeeping as its "detail", read by
 * the ruleset's turn structure, so any moment of a game can be a request; the
 * action "next" moves that situation's turn on instead of acting.
 */
public final class RequestReader {
    private RequestReader() {
    }

    public static ResolveRequest read(String text, Problems problems, RulesetCatalog catalog) {
        return read(text, problems, catalog, null);
    }

    /**
     * @param game when not null, the request is a move in this game: the
     *             situation is optional and, if given, ignored with a warning,
     *             and actor inputs must name the game's actors
     */
    public static ResolveRequest read(String text, Problems problems, RulesetCatalog catalog, GameState game) {
        Located doc = LocatingParser.parse(text, problems);
        if (doc == null) return null;
        Obj root = Obj.root(doc, problems, "a request");
        if (root == null) return null;
        Header.check(root, Formats.REQUEST);
        root.known("format", "version", "ruleset", "note", "action", "inputs", "situation", "dice", "expect");
        String rulesetId = root.id("ruleset", true);
        Ruleset rules = catalog == null ? null : RulesChecks.ruleset(root, "ruleset", rulesetId, catalog);
        root.text("note", false);
        String action = root.id("action", true);
        boolean advance = ResolveRequest.NEXT.equals(action);
        Obj inputsObj = root.object("inputs", false);
        Map<String, Object> inputs = inputsObj == null ? Map.of() : inputsObj.scalarMembers();
        Obj situation = root.object("situation", game == null);
        Set<String> actorIds = new HashSet<>();
        GameState state;
        if (game != null) {
            if (situation != null) {
                problems.warning(root.nameAt("situation"),
                        "the \"situation\" is ignored: the game's own state is the situation");
            }
            state = game;
            actorIds.addAll(game.actors().keySet());
        } else {
            state = situation == null ? null : situation(situation, rulesetId, rules, actorIds);
        }
        List<Integer> dice = root.integers("dice", false);
        if (dice != null) {
            for (int i = 0; i < dice.size(); i++) {
                if (dice.get(i) < 1) {
                    problems.error(root.itemAt("dice", i), "expected a die face of 1 or more, found " + dice.get(i));
                }
            }
        }
        Map<String, Object> expect = Map.of();
        if (root.has("expect")) {
            Obj e = root.object("expect", false);
            if (e != null) {
                @SuppressWarnings("unchecked")
                Map<String, Object> m = (Map<String, Object>) root.plain("expect");
                expect = m;
            }
        }
        if (advance) {
            // "next": the turn moves on, as 'vedette game next' moves a game on; it takes nothing.
            if (game != null) {
                problems.error(root.at("action"), "'next' moves a request's situation on; in a game, use 'vedette game"
                        + " next'");
            } else if (!inputs.isEmpty()) {
                problems.error(root.at("inputs"), "'next' moves the turn on and takes no inputs");
            }
        } else if (rules != null && action != null) {
            checkAction(root, inputsObj, inputs, rules, action,
                    situation == null && game == null ? null : actorIds);
        }
        if (problems.errorCount() > 0) return null;
        return new ResolveRequest(new ActionRequest(rulesetId, action, inputs), state, dice, expect);
    }

    /**
     * Reads only a request's situation, as {@code vedette game export} writes
     * it (no action yet): the format, the ruleset and the situation, every
     * other member left unchecked.
     */
    public static GameState situationOnly(String text, Problems problems, RulesetCatalog catalog) {
        Located doc = LocatingParser.parse(text, problems);
        if (doc == null) return null;
        Obj root = Obj.root(doc, problems, "a request");
        if (root == null) return null;
        Header.check(root, Formats.REQUEST);
        String rulesetId = root.id("ruleset", true);
        Ruleset rules = catalog == null ? null : RulesChecks.ruleset(root, "ruleset", rulesetId, catalog);
        Obj situation = root.object("situation", true);
        GameState state = situation == null ? null : situation(situation, rulesetId, rules, new HashSet<>());
        return problems.errorCount() > 0 ? null : state;
    }

    /** The action exists; its inputs are known, of the right type and in range; actor inputs name actors. */
    private static void checkAction(Obj root, Obj inputsObj, Map<String, Object> inputs, Ruleset rules,
            String action, Set<String> actorIds) {
        Optional<ActionSpec> found = rules.action(action);
        if (found.isEmpty()) {
            root.problems().error(root.at("action"), "unknown action '" + action + "' for " + rules.info().id()
                    + " (known: " + String.join(", ", rules.actions().stream().map(ActionSpec::id).toList()) + ")");
            return;
        }
        ActionSpec spec = found.get();
        Obj where = inputsObj == null ? root : inputsObj;
        for (String name : inputs.keySet()) {
            // The program's own inputs, no ruleset's: a path on the table, and the referee's override of it.
            if (name.equals(TableMove.PATH) || name.equals(TableLaw.OVERRIDE)) {
                if (!(inputs.get(name) instanceof String)) where.problems().error(where.at(name), "'" + name + "' is text");
                continue;
            }
            Optional<FieldSpec> f = spec.input(name);
            if (f.isEmpty()) {
                where.problems().error(where.nameAt(name), "unknown input '" + name + "' for '" + action + "' (known: "
                        + String.join(", ", spec.inputs().stream().map(FieldSpec::id).toList()) + ")");
                continue;
            }
            Object v = inputs.get(name);
            Optional<String> wrong = f.get().check(v);
            if (wrong.isPresent()) {
                where.problems().error(where.at(name), wrong.get());
            } else if (f.get().type() == FieldType.ACTOR && actorIds != null && !actorIds.contains(v)) {
                where.problems().error(where.at(name), "'" + name + "' names '" + v
                        + "', which is not among the situation's actors");
            }
        }
        for (FieldSpec f : spec.inputs()) {
            if (f.required() && !inputs.containsKey(f.id()) && !(inputsObj != null && inputsObj.has(f.id()))) {
                where.problems().error(where.at(), "missing input '" + f.id() + "' for '" + action + "'");
            }
        }
    }

    /** @param actorIds receives the id of every actor written, right or wrong, so later checks do not cascade */
    private static GameState situation(Obj s, String rulesetId, Ruleset rules, Set<String> actorIds) {
        Problems problems = s.problems();
        int before = problems.errorCount();
        s.known("options", "table", "sides", "actors", "turn");
        Obj optionsObj = s.object("options", false);
        Map<String, Object> options = optionsObj == null ? Map.of() : optionsObj.scalarMembers();
        if (rules != null) RulesChecks.options(optionsObj, options, rules);
        Obj tableObj = s.object("table", false);
        ModelReader model = new ModelReader(new Ids(), rules);
        Table table = tableObj == null ? null : model.table(tableObj);

        Map<String, Actor> actors = new LinkedHashMap<>();
        Ids ids = new Ids();
        List<Obj> actorObjs = s.objects("actors", true, "actor", Limits.MAX_ACTORS);
        List<String> namedSides = new ArrayList<>();
        if (actorObjs != null) {
            for (Obj a : actorObjs) {
                if (a.node().path("id").isTextual()) actorIds.add(a.node().get("id").textValue());
                if (a.node().path("side").isTextual()) {
                    String side = a.node().get("side").textValue();
                    if (!namedSides.contains(side)) namedSides.add(side);
                }
                Actor actor = actor(a, ids, rules);
                if (actor != null) actors.put(actor.id(), actor);
            }
        }

        List<Side> sides = new ArrayList<>();
        List<Obj> sideObjs = s.objects("sides", false, "side", Limits.MAX_SIDES);
        if (sideObjs != null) {
            for (Obj o : sideObjs) {
                o.known("id", "name", "control", "edge", "deployment", "ai", "hidden", "arrivals");
                String id = o.id("id", true);
                String name = o.text("name", false);
                Side.Control control = o.choice("control", Side.Control.class, false);
                Edge edge = o.choice("edge", Edge.class, false);
                Map<String, Position> deployment = deployment(o.object("deployment", false), new ModelReader(ids, rules));
                // The NPC AI's settings the game's scenario gave (the Marquise's convoys' roads): a game keeps them.
                // Their units are not checked, as the deployment's are not: a unit removed in play keeps its settings.
                AiSettings ai = model.ai(o, id, null);
                // What of the side is not on the table yet, as the game's scenario gave it and the referee left it.
                Side.Hidden hidden = ScenarioReader.hidden(o.object("hidden", false), problems);
                Map<String, Integer> arrivals = ScenarioReader.arrivals(o, id, null, problems);
                if (id != null) {
                    if (sides.stream().anyMatch(x -> x.id().equals(id))) {
                        problems.error(o.at("id"), "duplicate side id '" + id + "'");
                    } else {
                        sides.add(new Side(id, name, control, edge, List.of(), deployment, null, ai, hidden, arrivals));
                    }
                }
            }
            List<String> sideIds = sides.stream().map(Side::id).toList();
            for (int i = 0; actorObjs != null && i < actorObjs.size(); i++) {
                Obj a = actorObjs.get(i);
                String side = a.node().path("side").isTextual() ? a.node().get("side").textValue() : null;
                if (side != null && !sideIds.contains(side)) {
                    problems.error(a.at("side"), "side '" + side + "' is not among the situation's sides ("
                            + String.join(", ", sideIds) + ")");
                }
            }
        } else {
            for (String side : namedSides) {
                if (!side.isBlank()) sides.add(new Side(side, side, null, null, List.of()));
            }
        }

        if (rules != null && actorObjs != null && problems.errorCount() == before) {
            // Once every actor reads: marks naming another actor, and statuses the ruleset finds impossible.
            GameState read = new GameState(rulesetId, options, table, sides, actors, null);
            for (Obj a : actorObjs) {
                Actor actor = actors.get(a.node().path("id").textValue());
                Obj where = a.has("status") ? a.object("status", false) : a;
                if (actor != null) RulesChecks.standing(where, actor, read, rules);
            }
        }

        TurnState turn = null;
        Obj t = s.object("turn", false);
        if (t != null) turn = turn(t, sides, actors, actorIds);
        if (problems.errorCount() > before) return null;
        Integer last = t == null ? null : t.integer("last-turn", false);
        if (last != null && last < 1) {
            problems.error(t.at("last-turn"), "expected a last turn of 1 or more for 'last-turn', found " + last
                    + " (leave it out for no limit)");
            return null;
        }
        GameState state = new GameState(rulesetId == null ? "?" : rulesetId, options, table, sides, actors, turn,
                last == null ? 0 : last);
        if (turn != null && rules != null && t.has("detail")) {
            TurnDetail detail = detail(t, rules, state);
            if (detail == null) return null;
            state = state.withTurn(new TurnState(turn.round(), turn.phase(), turn.activation(), detail));
        }
        return state;
    }

    /**
     * The ruleset's own bookkeeping (OHFA's fate deck, Sharpe's order of
     * movement), read by the ruleset's turn structure; a problem is reported
     * where in the detail it is.
     */
    private static TurnDetail detail(Obj t, Ruleset rules, GameState state) {
        Obj d = t.object("detail", false);
        if (d == null) return null;
        try {
            return rules.turnStructure().readDetail(DetailValues.of(t.plain("detail")), state);
        } catch (DetailException e) {
            String pointer = d.pointer();
            for (Object step : e.path()) {
                pointer = step instanceof Integer i ? Located.item(pointer, i) : Located.member(pointer, step.toString());
            }
            t.problems().error(d.doc().value(pointer), "turn detail: " + e.getMessage());
            return null;
        }
    }

    private static TurnState turn(Obj t, List<Side> sides, Map<String, Actor> actors, Set<String> actorIds) {
        Problems problems = t.problems();
        int before = problems.errorCount();
        t.known("round", "last-turn", "side", "phase", "actors", "label", "detail");
        Integer round = t.integer("round", false);
        if (round != null && round < 1) {
            problems.error(t.at("round"), "expected a round of 1 or more for 'round', found " + round);
        }
        // No side: nobody's turn (OHFA between cards, Sharpe when no figure can move), with "actors" if any may act.
        String sideId = t.id("side", false);
        Side side = sides.stream().filter(x -> x.id().equals(sideId)).findFirst().orElse(null);
        if (sideId != null && side == null) {
            problems.error(t.at("side"), "side '" + sideId + "' is not among the situation's sides ("
                    + String.join(", ", sides.stream().map(Side::id).toList()) + ")");
        }
        String phase = t.text("phase", false);
        List<String> acting;
        if (t.has("actors")) {
            acting = t.texts("actors");
            for (int i = 0; i < acting.size(); i++) {
                if (!actorIds.contains(acting.get(i))) {
                    problems.error(t.itemAt("actors", i), "'" + acting.get(i)
                            + "' is not among the situation's actors");
                }
            }
        } else {
            acting = actors.values().stream().filter(a -> a.side() != null && a.side().equals(sideId))
                    .filter(a -> !a.status().out()).map(Actor::id).toList();
        }
        String label = t.text("label", false);
        if (problems.errorCount() > before) return null;
        if (label == null) label = side == null ? "" : side.name() + "'s turn" + (phase == null ? "" : ", " + phase);
        return new TurnState(round == null ? 1 : round, phase, new Activation(sideId, acting, label), null);
    }

    /**
     * A side's deployment as an export writes it: where the scenario placed
     * its units and figures at the start. The actors stand where they are
     * now; this is kept so the export reads back to the same state.
     */
    private static Map<String, Position> deployment(Obj o, ModelReader model) {
        if (o == null) return Map.of();
        Map<String, Position> out = new LinkedHashMap<>();
        for (String id : o.fieldNames()) {
            Position p = model.position(o.object(id, true));
            if (p != null) out.put(id, p);
        }
        return out;
    }

    private static Actor actor(Obj a, Ids ids, Ruleset rules) {
        Problems problems = a.problems();
        int before = problems.errorCount();
        a.known("id", "name", "side", "unit", "quality", "mounted", "weapons", "profile", "status", "marks",
                "position", "base");
        String id = a.id("id", true);
        if (id != null) ids.claim(id, problems, a.at("id"));
        String name = a.text("name", false);
        String side = a.id("side", true);
        String unit = a.text("unit", false);
        String quality = a.id("quality", false);
        Boolean mounted = a.flag("mounted", false);
        List<String> weapons = a.texts("weapons");
        Obj profileObj = a.object("profile", false);
        Map<String, Object> profile = profileObj == null ? Map.of() : profileObj.scalarMembers();
        Status status = status(a.object("status", false));
        Obj marksObj = a.object("marks", false);
        Map<String, Object> marks = marksObj == null ? Map.of() : marksObj.scalarMembers();
        ModelReader model = new ModelReader(ids, rules);
        Position position = model.position(a.object("position", false));
        Base base = model.base(a.object("base", false));
        if (rules != null) {
            RulesChecks.profile(profileObj, profile, rules);
            RulesChecks.quality(a, "quality", quality, rules);
            RulesChecks.weapons(a, "weapons", weapons, rules);
            RulesChecks.required(a, profile.keySet(), rules, "actor '" + (id == null ? "?" : id) + "'");
            RulesChecks.marks(marksObj, marks, rules);
        }
        if (problems.errorCount() > before) return null;
        return new Actor(id, name, side, unit, quality, Boolean.TRUE.equals(mounted), weapons, profile, status,
                marks, position, base);
    }

    private static Status status(Obj o) {
        if (o == null) return Status.FRESH;
        int before = o.problems().errorCount();
        o.known("wounds", "shock", "down", "out");
        Integer wounds = count(o, "wounds");
        Integer shock = count(o, "shock");
        Boolean down = o.flag("down", false);
        Boolean out = o.flag("out", false);
        if (o.problems().errorCount() > before) return null;
        return new Status(wounds == null ? 0 : wounds, shock == null ? 0 : shock, Boolean.TRUE.equals(down),
                Boolean.TRUE.equals(out));
    }

    private static Integer count(Obj o, String field) {
        Integer v = o.integer(field, false);
        if (v != null && v < 0) {
            o.problems().error(o.at(field), "expected 0 or more for '" + field + "', found " + v);
            return null;
        }
        return v;
    }
}
