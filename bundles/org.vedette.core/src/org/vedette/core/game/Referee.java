package org.vedette.core.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.vedette.core.dice.Dice;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.model.Values;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.Marks;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Scale;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;

/**
 * The referee's hand: what happens at the table that no action of the
 * catalog covers — a hit from something the engine does not model (rolled on
 * the ruleset's own tables, {@link Ruleset#hit()}), a wound awarded, a status
 * or a mark set, a figure added or taken off, a mistake corrected three moves
 * later, a hidden force revealed. The same six actions for every ruleset, each a journal entry of its
 * own kind ({@link JournalEntry.Kind#REFEREE}), so it is shown as the
 * referee's, undone and replayed like any move; and the ruleset still checks
 * that the table it leaves is one its rules allow ({@link Marks}).
 */
public final class Referee {
    /** A hit rolled on the ruleset's tables: the ruleset's {@link Ruleset#hit()}. */
    public static final String HIT = "hit";
    /** Sets any of an actor's wounds, shock, down and out. */
    public static final String STATUS = "status";
    /** Sets a mark to a value, or removes it. */
    public static final String MARK = "mark";
    /** Puts a figure or unit on the table. */
    public static final String ADD = "add";
    /** Takes a figure or unit off the table. */
    public static final String REMOVE = "remove";
    /**
     * Reveals a side's hidden force before its turn, or brings a unit on before the turn it arrives
     * ({@link Side#hidden}, {@link Side#arrivals}; since 0.14).
     */
    public static final String REVEAL = "reveal";

    /** The actor a hit, a status, a mark or a removal is for. */
    public static final String TARGET = "target";
    public static final String WOUNDS = "wounds";
    public static final String SHOCK = "shock";
    public static final String DOWN = "down";
    public static final String OUT = "out";
    /** The mark's name ("wound.right-arm"). */
    public static final String MARK_NAME = "mark";
    /** The mark's value as typed ("2", "true", "dubois"); none removes the mark. */
    public static final String VALUE = "value";
    public static final String ID = "id";
    public static final String NAME = "name";
    public static final String SIDE = "side";
    /** An actor whose unit, quality, weapons, mounting and profile the new one takes, unless given. */
    public static final String LIKE = "like";
    public static final String UNIT = "unit";
    public static final String QUALITY = "quality";
    /** Weapon ids separated by commas. */
    public static final String WEAPONS = "weapons";
    public static final String MOUNTED = "mounted";
    /** Profile values of a new actor: "profile." and the field's id ("profile.I"). */
    public static final String PROFILE = "profile.";
    /** Why an actor is taken off, for the journal. */
    public static final String REASON = "reason";

    /** The referee's hand is Vedette's own, not a rulebook's. */
    public static final RuleRef RULE = RuleRef.of("Vedette", "The referee's hand");

    private Referee() {
    }

    /** The referee's actions for this ruleset, in the order a form offers them: its hit first, if it has one. */
    public static List<ActionSpec> actions(Ruleset rules) {
        List<ActionSpec> all = new ArrayList<>(6);
        rules.hit().ifPresent(all::add);
        String who = rules.profile().scale() == Scale.UNIT ? "unit" : "figure";
        all.add(new ActionSpec(STATUS, "Set status", RULE, Timing.ANY_TIME, List.of(), List.of(
                FieldSpec.actor(TARGET, "Whose", true),
                FieldSpec.builder(WOUNDS, FieldType.INTEGER).label("Wounds").min(0).help("Wound points or hits; unchanged when empty").build(),
                FieldSpec.builder(SHOCK, FieldType.INTEGER).label("Shock").min(0).help("Shock counters; unchanged when empty").build(),
                FieldSpec.builder(DOWN, FieldType.FLAG).label("Down").help("On the ground; unchanged when empty").build(),
                FieldSpec.builder(OUT, FieldType.FLAG).label("Out").help("Out of the game; unchanged when empty").build())));
        all.add(new ActionSpec(MARK, "Set a mark", RULE, Timing.ANY_TIME, List.of(), List.of(
                FieldSpec.actor(TARGET, "Whose", true),
                FieldSpec.builder(MARK_NAME, FieldType.TEXT).label("Mark").required(true)
                        .help("A mark the ruleset declares ('vedette rulesets' lists them)").build(),
                FieldSpec.builder(VALUE, FieldType.TEXT).label("Value").help("Its value; the mark is removed when empty").build())));
        List<FieldSpec> add = new ArrayList<>(List.of(
                FieldSpec.builder(ID, FieldType.TEXT).label("Id").required(true).help("A new id, unique in the game").build(),
                FieldSpec.builder(NAME, FieldType.TEXT).label("Name").build(),
                FieldSpec.builder(SIDE, FieldType.TEXT).label("Side").required(true).build(),
                FieldSpec.actor(LIKE, "Like", false),
                FieldSpec.builder(UNIT, FieldType.TEXT).label("Unit").build(),
                FieldSpec.builder(QUALITY, FieldType.TEXT).label("Quality").build(),
                FieldSpec.builder(WEAPONS, FieldType.TEXT).label("Weapons").help("Weapon ids separated by commas").build(),
                FieldSpec.builder(MOUNTED, FieldType.FLAG).label("Mounted").build()));
        for (FieldSpec f : rules.profile().fields()) {
            add.add(new FieldSpec(PROFILE + f.id(), f.label(), f.type(), false, f.min(), f.max(), f.unit(), f.choices(),
                    null, f.help()));
        }
        all.add(new ActionSpec(ADD, "Add a " + who, RULE, Timing.ANY_TIME, List.of(), add));
        all.add(new ActionSpec(REMOVE, "Remove a " + who, RULE, Timing.ANY_TIME, List.of(), List.of(
                FieldSpec.actor(TARGET, "Whom", true),
                FieldSpec.builder(REASON, FieldType.TEXT).label("Why").build())));
        all.add(new ActionSpec(REVEAL, "Reveal a hidden force", RULE, Timing.ANY_TIME, List.of(), List.of(
                FieldSpec.builder(SIDE, FieldType.TEXT).label("Side").required(true)
                        .help("The side whose hidden force is revealed, or whose unit comes on").build(),
                FieldSpec.builder(UNIT, FieldType.TEXT).label("Unit")
                        .help("A " + who + " that arrives later, to come on now; empty: the side's hidden force").build(),
                FieldSpec.builder(REASON, FieldType.TEXT).label("Why").help("What revealed it, for the journal").build())));
        return all;
    }

    public static Optional<ActionSpec> action(Ruleset rules, String id) {
        for (ActionSpec a : actions(rules)) {
            if (a.id().equals(id)) return Optional.of(a);
        }
        return Optional.empty();
    }

    /**
     * The request as the journal keeps it: a mark's value written as a
     * number or a flag (a request file may) is kept as the text a referee
     * types, so that one form of it is checked and replayed.
     */
    public static ActionRequest normalized(ActionRequest request) {
        Object v = request.input(VALUE);
        if (!MARK.equals(request.action()) || v == null || v instanceof String) return request;
        String text = v instanceof Double d && d == Math.rint(d) ? Long.toString(d.longValue()) : v.toString();
        return new ActionRequest(request.ruleset(), request.action(), Values.with(request.inputs(), VALUE, text));
    }

    /**
     * Resolves one of the referee's actions against the game as it stands.
     * Nothing changes here; the game applies the events and then checks the
     * table they leave ({@link #check}).
     *
     * @throws IllegalActionException the request is malformed, or what it asks cannot be
     */
    public static Outcome resolve(Ruleset rules, ActionRequest request, GameState state, Dice dice,
            Explanation ex) throws IllegalActionException {
        if (!rules.info().id().equals(request.ruleset())) {
            throw new IllegalActionException(null, "the request is for ruleset '" + request.ruleset() + "', not '"
                    + rules.info().id() + "'");
        }
        ActionSpec spec = action(rules, request.action()).orElseThrow(() -> new IllegalActionException(RULE,
                "the referee has no action '" + request.action() + "'; his actions are "
                        + actions(rules).stream().map(ActionSpec::id).toList()));
        List<String> problems = spec.check(request.inputs());
        if (!problems.isEmpty()) throw new IllegalActionException(RULE, String.join("; ", problems));
        for (FieldSpec f : spec.inputs()) {
            if (f.type() == FieldType.ACTOR && request.input(f.id()) instanceof String ref && state.actor(ref) == null) {
                throw new IllegalActionException(RULE, "'" + f.id() + "' names '" + ref + "', which is not in this game");
            }
        }
        return switch (spec.id()) {
            case HIT -> headed(rules.resolveHit(request, state, dice, ex));
            case STATUS -> status(request, state, ex);
            case MARK -> mark(rules, request, state, ex);
            case ADD -> add(rules, request, state, ex);
            case REMOVE -> remove(rules, request, state, ex);
            case REVEAL -> reveal(request, state, ex);
            default -> throw new IllegalActionException(RULE, "the referee has no action '" + spec.id() + "'");
        };
    }

    /** The referee's outcomes say they are his: the journal and the log show them so. */
    private static Outcome headed(Outcome o) {
        return new Outcome("Referee: " + o.headline(), o.events(), o.rolls(), o.explanation());
    }

    private static Outcome status(ActionRequest q, GameState state, Explanation ex) throws IllegalActionException {
        Actor a = state.actor(q.text(TARGET));
        Status s = a.status();
        if (q.input(WOUNDS) == null && q.input(SHOCK) == null && q.input(DOWN) == null && q.input(OUT) == null) {
            throw new IllegalActionException(RULE, "say what to set: wounds, shock, down or out");
        }
        Status after = new Status(q.input(WOUNDS) instanceof Number n ? n.intValue() : s.wounds(),
                q.input(SHOCK) instanceof Number n ? n.intValue() : s.shock(),
                q.input(DOWN) instanceof Boolean b ? b : s.down(), q.input(OUT) instanceof Boolean b ? b : s.out());
        Changes ch = new Changes(state).status(a.id(), after);
        ex.step(RULE, "The referee sets " + a.name() + "'s status: " + s + " → " + after);
        return new Outcome("Referee: " + a.name() + " " + s + " → " + after, ch.events(), List.of(), ex.steps());
    }

    private static Outcome mark(Ruleset rules, ActionRequest q, GameState state, Explanation ex)
            throws IllegalActionException {
        Actor a = state.actor(q.text(TARGET));
        String name = q.text(MARK_NAME).trim();
        Optional<MarkSpec> spec = Marks.find(rules.marks(), name);
        String typed = q.text(VALUE);
        Object value = null;
        if (typed != null && !typed.isBlank()) {
            if (spec.isPresent()) {
                value = spec.get().parse(typed).orElseThrow(() -> new IllegalActionException(spec.get().rule(),
                        "mark '" + name + "' takes " + spec.get().expected() + ", not \"" + typed.trim() + "\""));
            } else {
                value = plain(typed.trim());
            }
            Optional<String> wrong = Marks.check(rules, name, value);
            if (wrong.isPresent()) {
                throw new IllegalActionException(spec.map(MarkSpec::rule).orElse(RULE), wrong.get());
            }
        } else if (spec.isEmpty() && !a.marks().containsKey(name)) {
            Optional<String> wrong = Marks.check(rules, name, Boolean.TRUE);
            throw new IllegalActionException(RULE, wrong.orElse(a.name() + " has no mark '" + name + "' to remove"));
        }
        Object before = a.marks().get(name);
        Changes ch = new Changes(state).mark(a.id(), name, value);
        String what = value == null ? "removes " + describe(rules, name, before, state)
                : "sets " + describe(rules, name, value, state);
        ex.step(spec.map(MarkSpec::rule).orElse(RULE), "The referee " + what + " on " + a.name());
        return new Outcome("Referee: " + a.name() + " — " + what, ch.events(), List.of(), ex.steps());
    }

    /** A value typed for a mark no ruleset declares: a whole number, a flag, or the text. */
    private static Object plain(String text) {
        if (text.equals("true") || text.equals("false")) return Boolean.valueOf(text);
        try {
            return Integer.valueOf(text);
        } catch (NumberFormatException e) {
            return text;
        }
    }

    /** A mark in the ruleset's words, an actor it names by his name. */
    public static String describe(Ruleset rules, String name, Object value, GameState state) {
        Object shown = value;
        Optional<MarkSpec> spec = Marks.find(rules.marks(), name);
        if (spec.isPresent() && spec.get().type() == FieldType.ACTOR && value instanceof String id
                && state.actor(id) != null) {
            shown = state.actor(id).name();
            return spec.get().label(name) + ": " + shown;
        }
        return Marks.describe(rules, name, shown);
    }

    private static Outcome add(Ruleset rules, ActionRequest q, GameState state, Explanation ex)
            throws IllegalActionException {
        String id = q.text(ID).trim();
        if (state.actor(id) != null) {
            throw new IllegalActionException(RULE, "the game already has '" + id + "' (" + state.actor(id).name()
                    + "): choose another id");
        }
        String side = q.text(SIDE).trim();
        if (state.sides().stream().map(Side::id).noneMatch(side::equals)) {
            throw new IllegalActionException(RULE, "side '" + side + "' is not in this game; its sides are "
                    + state.sides().stream().map(Side::id).toList());
        }
        Actor like = q.text(LIKE) == null ? null : state.actor(q.text(LIKE));
        Map<String, Object> profile = new LinkedHashMap<>(like == null ? Map.of() : like.profile());
        for (Map.Entry<String, Object> e : q.inputs().entrySet()) {
            if (e.getKey().startsWith(PROFILE)) profile.put(e.getKey().substring(PROFILE.length()), e.getValue());
        }
        List<String> weapons = q.text(WEAPONS) != null ? split(q.text(WEAPONS))
                : like == null ? List.of() : like.weapons();
        Actor a = new Actor(id, q.text(NAME) == null ? id : q.text(NAME), side,
                q.text(UNIT) != null ? q.text(UNIT) : like != null && side.equals(like.side()) ? like.unit() : id,
                q.text(QUALITY) != null ? q.text(QUALITY) : like == null ? null : like.quality(),
                q.input(MOUNTED) instanceof Boolean b ? b : like != null && like.mounted(), weapons, profile, null,
                null, null);
        checkProfile(rules, a);
        GameEvent added = new GameEvent.ActorAdded(a);
        GameState after = state.apply(added);
        TurnState turn = after.turn() == null ? null : rules.joined(after, a);
        List<GameEvent> events = new ArrayList<>(List.of(added));
        if (turn != null && !turn.equals(state.turn())) events.add(new GameEvent.TurnChanged(state.turn(), turn));
        ex.step(RULE, "The referee puts " + a.name() + " on the table for " + side
                + (like == null ? "" : ", like " + like.name()));
        return new Outcome("Referee: " + a.name() + " joins " + sideName(state, side), events, List.of(), ex.steps());
    }

    /** The new actor's profile, quality and weapons, as a file's would be checked. */
    private static void checkProfile(Ruleset rules, Actor a) throws IllegalActionException {
        List<String> problems = new ArrayList<>();
        for (FieldSpec f : rules.profile().fields()) {
            f.check(a.profile().get(f.id())).ifPresent(problems::add);
        }
        if (a.quality() != null && !rules.profile().qualities().isEmpty() && !rules.profile().hasQuality(a.quality())) {
            problems.add("unknown quality '" + a.quality() + "' (known: " + ids(rules.profile().qualities()) + ")");
        }
        for (String w : a.weapons()) {
            if (!rules.profile().weapons().isEmpty() && !rules.profile().hasWeapon(w)) {
                problems.add("unknown weapon '" + w + "' (known: " + ids(rules.profile().weapons()) + ")");
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalActionException(RULE, a.name() + " cannot join: " + String.join("; ", problems));
        }
    }

    private static Outcome remove(Ruleset rules, ActionRequest q, GameState state, Explanation ex)
            throws IllegalActionException {
        Actor a = state.actor(q.text(TARGET));
        for (Actor other : state.actors().values()) {
            for (Map.Entry<String, Object> m : other.marks().entrySet()) {
                Optional<MarkSpec> spec = Marks.find(rules.marks(), m.getKey());
                if (other != a && a.id().equals(m.getValue()) && spec.isPresent()
                        && spec.get().type() == FieldType.ACTOR) {
                    throw new IllegalActionException(spec.get().rule(), other.name() + "'s mark '" + m.getKey()
                            + "' names " + a.name() + ": set it first ('" + MARK + "'), then remove him");
                }
            }
        }
        GameEvent removed = new GameEvent.ActorRemoved(a.id(), a);
        GameState after = state.apply(removed);
        List<GameEvent> events = new ArrayList<>(List.of(removed));
        if (after.turn() != null) {
            TurnState t = after.turn();
            Activation act = t.activation();
            if (act.includes(a.id())) {
                List<String> rest = new ArrayList<>(act.actors());
                rest.remove(a.id());
                after = after.withTurn(new TurnState(t.round(), t.phase(), new Activation(act.side(), rest, act.label()),
                        t.detail()));
            }
            TurnState turn = rules.left(after, a);
            if (!turn.equals(state.turn())) events.add(new GameEvent.TurnChanged(state.turn(), turn));
        }
        String why = q.text(REASON);
        ex.step(RULE, "The referee takes " + a.name() + " off the table" + (why == null ? "" : ": " + why));
        return new Outcome("Referee: " + a.name() + " is taken off the table" + (why == null ? "" : " (" + why + ")"),
                events, List.of(), ex.steps());
    }

    /**
     * A side's hidden force revealed before its turn, or a unit of it brought on before the turn it arrives: the
     * side as the game keeps it changes ({@link GameEvent.SideChanged}), and its actors may act and be aimed at
     * from now on — one without a position comes on from its side's edge, as on its turn.
     */
    private static Outcome reveal(ActionRequest q, GameState state, Explanation ex) throws IllegalActionException {
        String id = q.text(SIDE).trim();
        Side side = state.side(id);
        if (side == null) {
            throw new IllegalActionException(RULE, "side '" + id + "' is not in this game; its sides are "
                    + state.sides().stream().map(Side::id).toList());
        }
        String why = q.text(REASON) == null || q.text(REASON).isBlank() ? null : q.text(REASON).strip();
        String unit = q.text(UNIT) == null || q.text(UNIT).isBlank() ? null : q.text(UNIT).strip();
        int now = state.turn() == null ? 1 : state.turn().round();
        Side after;
        String what;
        if (unit == null) {
            if (side.hidden() == null || !side.hidden().hiddenIn(now)) {
                throw new IllegalActionException(RULE, side.name() + " has no hidden force off the table to reveal"
                        + (side.arrivals().isEmpty() ? "" : "; to bring on a unit that arrives later, name it ('"
                                + UNIT + "'): " + String.join(", ", side.arrivals().keySet())));
            }
            after = side.withHidden(null);
            what = side.name() + "'s hidden force is revealed (it was off the table " + side.hidden().words() + ")";
        } else {
            Map<String, Integer> arrivals = new LinkedHashMap<>(side.arrivals());
            List<String> due = new ArrayList<>();
            for (Map.Entry<String, Integer> e : side.arrivals().entrySet()) {
                Actor a = state.actor(e.getKey());
                boolean ofIt = e.getKey().equals(unit) || a != null && unit.equals(a.unit());
                if (ofIt && e.getValue() > now) {
                    arrivals.remove(e.getKey());
                    due.add((a == null ? e.getKey() : a.name()) + " (due on turn " + e.getValue() + ")");
                }
            }
            if (due.isEmpty()) {
                List<String> later = side.arrivals().entrySet().stream().filter(e -> e.getValue() > now)
                        .map(e -> e.getKey() + " (turn " + e.getValue() + ")").toList();
                throw new IllegalActionException(RULE, "'" + unit + "' of " + side.name() + " does not arrive later"
                        + (later.isEmpty() ? ": none of the side's units does" : "; those that do: "
                                + String.join(", ", later)));
            }
            after = side.withArrivals(arrivals);
            what = String.join(", ", due) + " of " + side.name() + " may come on now";
        }
        ex.step(RULE, "The referee reveals: " + what + (why == null ? "" : ", because " + why));
        return new Outcome("Referee: " + what + (why == null ? "" : " (" + why + ")"),
                List.of(new GameEvent.SideChanged(side, after)), List.of(), ex.steps());
    }

    /**
     * What the ruleset finds wrong with the table the referee's action leaves:
     * each actor it added or changed, checked as a file's would be.
     *
     * @throws IllegalActionException naming each problem; the game is unchanged
     */
    public static void check(Ruleset rules, Outcome o, GameState after) throws IllegalActionException {
        List<String> problems = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (GameEvent e : o.events()) {
            String id = switch (e) {
                case GameEvent.StatusChanged s -> s.actor();
                case GameEvent.MarkChanged m -> m.actor();
                case GameEvent.ActorAdded a -> a.actor().id();
                default -> null;
            };
            if (id == null || seen.contains(id) || after.actor(id) == null) continue;
            seen.add(id);
            problems.addAll(Marks.check(rules, after.actor(id), after));
        }
        if (!problems.isEmpty()) {
            throw new IllegalActionException(RULE, "the table would not be one the rules allow: "
                    + String.join("; ", problems));
        }
    }

    private static List<String> split(String ids) {
        List<String> out = new ArrayList<>();
        for (String s : ids.split(",")) {
            if (!s.isBlank()) out.add(s.trim());
        }
        return out;
    }

    private static String ids(List<Choice> choices) {
        return String.join(", ", choices.stream().map(Choice::id).toList());
    }

    private static String sideName(GameState state, String side) {
        return state.sides().stream().filter(s -> s.id().equals(side)).map(Side::name).findFirst().orElse(side);
    }
}
