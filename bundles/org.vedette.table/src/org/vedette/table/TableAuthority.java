package org.vedette.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TablePath;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Sighting;
import org.vedette.core.rules.TableNeed;

/**
 * The table's law for a ruleset ({@link TableLaw}): where a game has
 * positions, a request is measured against them as its action's
 * {@link TableNeed} asks before the rules resolve it —
 * <ul>
 * <li>nobody off the table acts or is acted upon (a figure whose centre has
 * left the table by an edge is out of play);</li>
 * <li>a shot or an aim needs the target seen (the ruleset's sight rules);</li>
 * <li>a blow needs the bases in contact;</li>
 * <li>a charge needs its path — straight at the target when it brings none —
 * to end in contact, on nobody else's base, and the actor stands there after
 * it; a charge whose dice decide whether it reaches is measured to contact,
 * and the charger goes along the same path as far as the ruleset's
 * instruction says (the whole way when it reaches, the inches it rolled by the
 * going when it falls short: {@link #rolled});</li>
 * <li>a move is costed along its path — straight ahead, as far as its distance
 * buys, when it brings none — by the ruleset's going, may not cross what the
 * going forbids, and may not end on another base;</li>
 * <li>the inputs the table answers (the ruleset's {@link Ruleset#fromTable}:
 * range measured as its book measures it, cover, arc, the ground) and the
 * distance moved are filled in where the request leaves them out or at their
 * default, and a typed value that disagrees with the table by more than the
 * tolerance is refused with both ("range 18.0 in typed, 23.4 in measured").</li>
 * </ul>
 * The tolerances are the table bundle's ruling (RULINGS.md T15): half an inch
 * (a centimetre in a ruleset that measures in centimetres) for a distance,
 * five degrees for an angle, a quarter of an inch between bases "in contact".
 * <p>
 * It keeps the geometry of the last table, and for each thread the stands of
 * the last state it judged and what it said of each request there, each
 * replaced whole when the state changes, so consecutive requests of a game pay
 * for neither again, the same request asked again (the AI's choice, as it
 * checks it and as the game takes it) is judged once, and two threads sharing
 * it at worst build them twice.
 */
public final class TableAuthority implements TableLaw {
    /** Inches between two bases that still count as touching: where the hand put the figure down. */
    public static final double CONTACT = 0.25;
    /** Degrees an angle typed may differ from the one measured. */
    public static final double ANGLE = 5;
    /** Inches two bases may overlap at the end of a move: rounding, not standing on each other. */
    public static final double OVERLAP = 0.1;
    /** Inches a path may start from the figure's centre: the map's pointer, not a move of its own. */
    static final double START = 0.5;
    /** Halvings in the search for where a straight charge meets its target: 2^-20 of its length. */
    private static final int SEARCH = 20;

    /**
     * The mark a ruleset keeps on a figure not yet seen by the other side (The Other Side of the Hill's hidden
     * forces, RULINGS.md O9): it is not on the table for them, as the workbench's map does not draw it.
     */
    public static final String HIDDEN = "hidden";

    /** The table's own rule for what it refuses (the bundle's RULINGS.md). */
    static final RuleRef LAW = RuleRef.of("Vedette", "The table is authoritative");

    /**
     * Slots for what the law found in recent states, one a thread: two threads judging two games (the balance
     * simulator's) each keep their own, where one shared slot had each throw the other's away.
     */
    private static final int SLOTS = 8;

    private final String ruleset;
    private final TableRules rules;
    private volatile Built built;
    /** Each thread's last stands for each side's view ({@link #stands}): its views of its last states. */
    private final AtomicReferenceArray<List<Placed>> placed = new AtomicReferenceArray<>(SLOTS);
    private final AtomicReferenceArray<Verdicts> verdicts = new AtomicReferenceArray<>(SLOTS);

    /**
     * The requests judged in one state and what the law said of each: a request is judged the same in the same
     * state, and the AI's choice is judged as it fills it, as it checks it and as the game takes it — once, so.
     * A request that brought no path and that the law accepts is judged again to itself (the law is idempotent
     * there: what it fills in from its own measures it then reads as typed and agrees with,
     * TableLawPropertyTest), so the request it gave back is known too.
     */
    private record Verdicts(GameState state, ConcurrentHashMap<Asked, Object> said,
            ConcurrentHashMap<String, Boolean> hiddenFrom) {
        /**
         * The verdicts of a state not judged yet, with whether anyone is hidden from each side taken over from
         * {@code before} (this thread's last, or null) where no step between them hid, revealed or brought on
         * anyone: the same answers, so one map serves both states.
         */
        Verdicts(GameState state, Verdicts before) {
            this(state, new ConcurrentHashMap<>(), before != null && !before.hiddenFrom().isEmpty()
                    && sameHidden(before.state(), state)
                    ? before.hiddenFrom() : new ConcurrentHashMap<>());
        }
    }

    /**
     * Whether everyone hidden from some side in {@code before} is so in {@code after}, and nobody else: nobody is
     * still to come on in either (who is waiting changes with the turn), and every actor the steps between them
     * changed is of the side and as hidden as it was — the actors they did not change are the very same.
     */
    private static boolean sameHidden(GameState before, GameState after) {
        if (before.anyWaiting() || after.anyWaiting()) return false;
        List<Actor> changed = after.changedSince(before);
        if (changed == null) return false;
        for (Actor a : changed) {
            Actor was = before.actor(a.id());
            if (was == null || hidden(was) != hidden(a) || !was.side().equals(a.side())) return false;
        }
        return true;
    }

    /** A request and the path it carries, as the law is asked. */
    private record Asked(ActionRequest request, List<Position> path) {
    }

    private record Built(Table table, TableGeometry geometry) {
    }

    /** The stands of a state as a side sees it (null: every side, where nobody is hidden). */
    private record Placed(GameState state, String side, Stands stands) {
    }

    private TableAuthority(String ruleset, TableRules rules) {
        this.ruleset = Objects.requireNonNull(ruleset, "ruleset");
        this.rules = Objects.requireNonNull(rules, "rules");
    }

    /**
     * The id of the ruleset whose law this is.
     *
     * @since 0.6
     */
    public String ruleset() {
        return ruleset;
    }

    /** The law of the ruleset with this id, on its book's bases, sight and going ({@link TableRules#forRuleset}). */
    public static TableAuthority forRuleset(String rulesetId) {
        return new TableAuthority(rulesetId, TableRules.forRuleset(rulesetId));
    }

    @Override
    public Judged judge(Ruleset ruleset, ActionSpec spec, ActionRequest request, List<Position> path, GameState state)
            throws IllegalActionException {
        Verdicts v = verdicts(state);
        Asked asked = new Asked(request, path);
        Object known = v.said().get(asked);
        if (known instanceof Judged j) return j;
        if (known instanceof IllegalActionException refused) throw refused;
        try {
            Judged j = decide(ruleset, spec, request, path, state);
            v.said().put(asked, j);
            // What it filled in from its own measures (no path brought) it reads back as typed and agrees with.
            if (path == null) v.said().putIfAbsent(new Asked(j.request(), j.path()), j);
            return j;
        } catch (IllegalActionException refused) {
            v.said().put(asked, refused);
            throw refused;
        }
    }

    /** What the law has said in this state so far: this thread's slot, or another's that holds the same state. */
    private Verdicts verdicts(GameState state) {
        for (int i = 0; i < SLOTS; i++) {
            Verdicts v = verdicts.get(i);
            if (v != null && v.state() == state) return v;
        }
        int slot = slot();
        Verdicts v = new Verdicts(state, verdicts.get(slot));
        verdicts.set(slot, v);
        return v;
    }

    /** This thread's slot. */
    private static int slot() {
        return (int) (Thread.currentThread().threadId() % SLOTS);
    }

    private Judged decide(Ruleset ruleset, ActionSpec spec, ActionRequest request, List<Position> path,
            GameState state) throws IllegalActionException {
        TableNeed need = ruleset.onTable(spec);
        String actorId = request.text(Requests.ACTOR);
        Actor actor = actorId == null ? null : state.actor(actorId);
        if (actor == null || state.table() == null) return new Judged(request, path);
        if (need.kind() == TableNeed.Kind.NONE && path == null) return new Judged(request, path);
        RuleRef rule = need.rule() == null ? spec.rule() : need.rule();
        // No positions, no law: the referee's tape decides, as in a game without positions.
        if (actor.position() == null) {
            if (!placed(state)) return new Judged(request, path);
            return entering(ruleset, spec, need, request, path, state, actor, rule);
        }
        TableGeometry geometry = geometry(state);
        // A hidden figure is not on the table for the other side: it neither blocks a line nor is a target. For its
        // own side it stands there like any other, in the way of their lines and their moves.
        Stands stands = stands(state, geometry, actor.side());
        if (offTable(geometry.table(), actor.position())) {
            throw new IllegalActionException(LAW, actor.name() + " has left the table, " + beyond(geometry,
                    actor.position()) + " and is out of play: nobody off the table acts");
        }
        Stand mine = stands.get(actor.id());
        if (mine == null) return new Judged(request, path);
        if (path != null) {
            // A path is measured from its first point: one starting elsewhere would carry the figure there free.
            Position start = path.get(0);
            double away = Math.hypot(start.x() - mine.x, start.y() - mine.y);
            if (away > START) {
                throw new IllegalActionException(LAW, actor.name() + "'s path starts " + inches(away) + " from where"
                        + " he stands, at " + point(start) + ": a move starts where the figure stands, "
                        + point(actor.position()));
            }
        }
        MeasurementUnit unit = ruleset.info().units();
        Stand target = null;
        if (need.target() != null && request.input(need.target()) instanceof String t && state.actor(t) != null) {
            Actor aimed = state.actor(t);
            if (aimed.position() != null && offTable(geometry.table(), aimed.position())) {
                throw new IllegalActionException(LAW, aimed.name() + " has left the table, " + beyond(geometry,
                        aimed.position()) + " and is out of play: nobody off the table is a target");
            }
            if (aimed.position() == null) {
                throw new IllegalActionException(LAW, aimed.name() + " is not on the table: nobody off the table is"
                        + " a target");
            }
            if (hidden(aimed)) {
                throw new IllegalActionException(LAW, aimed.name() + " is hidden: not on the table for "
                        + actor.name() + "'s side until revealed");
            }
            target = stands.get(t);
        }
        Map<String, Object> inputs = new LinkedHashMap<>(request.inputs());
        List<Position> moved = path;
        switch (need.kind()) {
            case SIGHT -> {
                if (target == null) return new Judged(request, path);
                Sighting seen = Sightings.of(geometry, stands, mine, target);
                if (!seen.visible()) {
                    throw new IllegalActionException(rule, actor.name() + " cannot see " + target.actor().name()
                            + (seen.reasons().isEmpty() ? "" : ": " + String.join("; ", seen.reasons())));
                }
                measured(ruleset, spec, seen, inputs, unit, rule, null);
            }
            case CONTACT -> {
                if (target == null) return new Judged(request, path);
                double apart = geometry.distance(mine, target);
                if (apart > CONTACT) {
                    throw new IllegalActionException(rule, actor.name() + " is " + inches(apart) + " from "
                            + target.actor().name() + ": " + spec.label().toLowerCase(Locale.ROOT)
                            + " needs their bases in contact");
                }
                measured(ruleset, spec, Sightings.of(geometry, stands, mine, target), inputs, unit, rule, null);
                if (need.others() != null) othersInContact(need, spec, geometry, stands, mine, target, inputs, rule);
            }
            case APART -> {
                if (target == null) return new Judged(request, path);
                apart(spec, geometry.distance(mine, target), target.actor(), inputs, unit, rule, need.distance());
            }
            case CHARGE, REACH -> {
                if (target == null) return new Judged(request, path);
                // What the charger saw of the target where it started: the arc it comes from, its distance.
                Sighting from = Sightings.of(geometry, stands, mine, target);
                boolean brought = moved != null;
                List<Position> way = brought ? moved : straightTo(geometry, mine, target);
                MoveMeasure m = costed(stands, mine, way);
                forbidden(m, actor, rule);
                // A charge ends in contact, on nobody else's base: one the rules complete, and one whose dice
                // decide whether it reaches, measured to contact (a path the referee brings for it must reach).
                Stand at = geometry.footprint(actor.withPosition(end(way, actor)));
                double apart = geometry.distance(at, target);
                if (apart > CONTACT) {
                    throw new IllegalActionException(rule, actor.name() + "'s charge ends " + inches(apart)
                            + " short of " + target.actor().name() + ": a charge ends in contact");
                }
                overlaps(stands, at, target, rule);
                measured(ruleset, spec, from, inputs, unit, rule, need.distance());
                distance(need, spec, m, () -> stands.measureMove(mine, way).inWords(), inputs, unit, rule);
                // The charger goes along it: the whole way, or, where the dice decide and fall short, as far as the
                // inches the ruleset's instruction gives buy by the going (rolled).
                moved = way;
            }
            case MOVE -> {
                if (moved == null) {
                    if (need.distance() == null || !(request.input(need.distance()) instanceof Number n)) {
                        return new Judged(request, path);
                    }
                    moved = straightAhead(stands, mine, unit.toInches(n.doubleValue()));
                }
                List<Position> way = moved;
                MoveMeasure m = costed(stands, mine, way);
                forbidden(m, actor, rule);
                // Costed whether or not it leaves the table: the way to the edge is walked like any other.
                distance(need, spec, m, () -> stands.measureMove(mine, way).inWords(), inputs, unit, rule);
                Position end = end(moved, actor);
                // Leaving by an edge is the one way off the table a move has: the figure is out of play after it.
                if (!offTable(geometry.table(), end)) {
                    Stand at = geometry.footprint(actor.withPosition(end));
                    overlaps(stands, at, null, rule);
                    together(geometry, stands, mine, at, need.cohesion(), rule);
                }
            }
            case NONE -> {
                MoveMeasure m = costed(stands, mine, moved);
                forbidden(m, actor, rule);
            }
        }
        ActionRequest judged = inputs.equals(request.inputs()) ? request
                : new ActionRequest(request.ruleset(), request.action(), inputs);
        return new Judged(judged, moved);
    }

    /**
     * A move whose distance the rules rolled goes along its path as far as the roll buys by the going (RULINGS.md
     * T15): the path was judged before the dice — open ground, nobody's base at its end — and is cut where the
     * instruction's inches run out, short of any base in the way.
     */
    @Override
    public List<Position> rolled(Ruleset ruleset, ActionSpec spec, ActionRequest request, List<Position> path,
            GameState state, Outcome outcome) {
        String id = request.text(Requests.ACTOR);
        double inches = Double.NaN;
        for (GameEvent e : outcome.events()) {
            if (e instanceof GameEvent.TableInstruction i && id != null && id.equals(i.actor())) inches = i.inches();
        }
        Actor actor = id == null ? null : state.actor(id);
        if (Double.isNaN(inches) || actor == null || actor.position() == null || state.table() == null) return path;
        TableGeometry geometry = geometry(state);
        Stands stands = stands(state, geometry, actor.side());
        Stand mine = stands.get(id);
        if (mine == null) return path;
        List<Position> cut = stands.reach(mine, path, inches);
        if (cut == path) return path;
        // Short of another's base: back along the path a sixteenth of the way at a time.
        double low = TablePath.length(cut);
        for (double to = low; to > 0; to -= low / 16) {
            List<Position> back = to == low ? cut : Stands.prefix(path, to);
            if (stands.standsOn(geometry.footprint(actor.withPosition(end(back, actor))), OVERLAP) == null) return back;
        }
        return List.of(path.get(0), path.get(0));
    }

    /**
     * An actor not yet on a table where others stand — a unit that arrives later, a figure the scenario does not
     * place: it comes on by a move along a path from the table's edge, costed like any other; whatever else it
     * would do is refused until it stands on the table.
     */
    private Judged entering(Ruleset ruleset, ActionSpec spec, TableNeed need, ActionRequest request,
            List<Position> path, GameState state, Actor actor, RuleRef rule) throws IllegalActionException {
        TableGeometry geometry = geometry(state);
        if (need.kind() != TableNeed.Kind.MOVE || path == null) {
            throw new IllegalActionException(LAW, actor.name() + " is not on the table: it comes on with a move along"
                    + " a path from the table's edge");
        }
        Position start = path.get(0);
        Table t = geometry.table();
        // A side that enters by an edge (the scenario's "edge") comes on there; one without, by any edge.
        Side side = state.side(actor.side());
        Edge edge = side == null ? null : side.edge();
        double fromEdge = edge != null ? Math.abs(edge.inward(t, start))
                : Math.min(Math.min(start.x(), t.width() - start.x()), Math.min(start.y(), t.depth() - start.y()));
        if (fromEdge > 1) {
            throw new IllegalActionException(LAW, actor.name() + " is not on the table: its path must start at "
                    + (edge == null ? "the table's edge" : "its side's edge, the " + edge.name().toLowerCase(Locale.ROOT))
                    + ", not " + inches(fromEdge) + " from it at " + point(start));
        }
        MoveMeasure m = geometry.measureMove(actor, path);
        forbidden(m, actor, rule);
        Stands stands = stands(state, geometry, actor.side());
        Position end = end(path, actor);
        overlaps(stands, geometry.footprint(actor.withPosition(end)), null, rule);
        Map<String, Object> inputs = new LinkedHashMap<>(request.inputs());
        distance(need, spec, m, m::inWords, inputs, ruleset.info().units(), rule);
        return new Judged(new ActionRequest(request.ruleset(), request.action(), inputs), path);
    }

    /** Whether anyone stands on the table: a game with positions, which the table judges. */
    private static boolean placed(GameState state) {
        for (Actor a : state.actors().values()) {
            if (a.position() != null) return true;
        }
        return false;
    }

    /**
     * The inputs the ruleset answers from the table, put into {@code inputs}: filled where the request left them
     * out or at their default, compared where typed — a number beyond the tolerance, or any other value that
     * differs, is refused with both.
     */
    private static void measured(Ruleset ruleset, ActionSpec spec, Sighting seen, Map<String, Object> inputs,
            MeasurementUnit unit, RuleRef rule, String moved) throws IllegalActionException {
        Map<String, Object> table = ruleset.fromTable(spec, seen);
        List<String> disagree = new ArrayList<>();
        for (Map.Entry<String, Object> e : table.entrySet()) {
            String id = e.getKey();
            FieldSpec field = field(spec, id);
            // The distance a charge moves is its path's cost, not the gap between bases (distance()).
            if (field == null || field.type() == FieldType.ACTOR || id.equals(moved)) continue;
            Object typed = inputs.get(id);
            Object measured = e.getValue();
            if (measured == null) continue;
            // An optional input left empty may mean something of its own (One Hour's arc: "the arc the charge hit").
            if (typed == null && !field.required() && field.defaultValue() == null) continue;
            if (typed == null || typed.equals(field.defaultValue())) {
                inputs.put(id, measured);
                continue;
            }
            if (typed instanceof Number t && measured instanceof Number m) {
                double tolerance = tolerance(field, unit);
                if (Math.abs(t.doubleValue() - m.doubleValue()) > tolerance) {
                    disagree.add(words(field) + " " + number(t.doubleValue(), field) + " typed, "
                            + number(m.doubleValue(), field) + " measured");
                } else {
                    inputs.put(id, measured);
                }
            } else if (!typed.equals(measured)) {
                disagree.add(words(field) + " " + typed + " typed, " + measured + " on the table");
            }
        }
        if (!disagree.isEmpty()) {
            String why = seen.reasons().isEmpty() ? "" : " (" + String.join("; ", seen.reasons()) + ")";
            throw new IllegalActionException(rule, "the table says otherwise: " + String.join("; ", disagree) + why);
        }
    }

    /**
     * The other enemies the actor's base touches, besides the target, whom his book has him fight as well
     * ({@link TableNeed#others}): filled in where the request names none, and a list naming others refused with
     * what the table shows — who is not in contact, how far off, and who is.
     */
    private static void othersInContact(TableNeed need, ActionSpec spec, TableGeometry geometry, Stands stands,
            Stand mine, Stand target, Map<String, Object> inputs, RuleRef rule) throws IllegalActionException {
        List<String> touching = new ArrayList<>();
        for (Stand s : stands.all()) {
            if (s == mine || s == target || Objects.equals(s.side(), mine.side())
                    || offTable(geometry.table(), s.position())) {
                continue;
            }
            if (geometry.distance(mine, s) <= CONTACT) touching.add(s.id());
        }
        List<String> typed = new ArrayList<>();
        if (inputs.get(need.others()) instanceof String text) {
            for (String part : text.split(",")) {
                String id = part.strip();
                if (!id.isEmpty() && !typed.contains(id)) typed.add(id);
            }
        }
        if (typed.isEmpty()) {
            if (!touching.isEmpty()) inputs.put(need.others(), String.join(",", touching));
            return;
        }
        if (new java.util.HashSet<>(typed).equals(new java.util.HashSet<>(touching))) return;
        List<String> wrong = new ArrayList<>();
        for (String id : typed) {
            if (touching.contains(id)) continue;
            Stand s = stands.get(id);
            wrong.add(s == null ? id + " is not on the table" : s.actor().name() + " is " + inches(geometry.distance(mine, s))
                    + " off");
        }
        for (String id : touching) {
            if (!typed.contains(id)) wrong.add(stands.get(id).actor().name() + " is in contact and not named");
        }
        FieldSpec field = field(spec, need.others());
        throw new IllegalActionException(rule, "the table says otherwise: " + (field == null ? need.others()
                : words(field)) + " " + String.join(", ", typed) + " typed, " + (touching.isEmpty() ? "nobody else"
                        : String.join(", ", touching)) + " in contact (" + String.join("; ", wrong) + ")");
    }

    /**
     * The distance a move or a charge asks for, against what its path costs by the going: filled in when left
     * out, refused when typed and unlike the cost beyond the tolerance.
     */
    /**
     * The distance between the bases ({@code inches}) in the ruleset's unit to a tenth, put in the input; a typed
     * one that differs by more than the field's tolerance refused, saying what the table measures.
     */
    private static void apart(ActionSpec spec, double inches, Actor target, Map<String, Object> inputs,
            MeasurementUnit unit, RuleRef rule, String input) throws IllegalActionException {
        FieldSpec field = field(spec, input);
        if (field == null) return;
        double apart = Math.round(inches / unit.toInches(1) * 10) / 10.0;
        Object typed = inputs.get(input);
        if (typed instanceof Number t && Math.abs(t.doubleValue() - apart) > tolerance(field, unit)) {
            throw new IllegalActionException(rule, words(field) + " " + number(t.doubleValue(), field)
                    + " typed, the table measures " + number(apart, field) + " between the bases to "
                    + target.name());
        }
        inputs.put(input, apart);
    }

    private static void distance(TableNeed need, ActionSpec spec, MoveMeasure m, Supplier<String> words,
            Map<String, Object> inputs, MeasurementUnit unit, RuleRef rule) throws IllegalActionException {
        if (need.distance() == null) return;
        FieldSpec field = field(spec, need.distance());
        if (field == null) return;
        double cost = Math.round(m.cost() / unit.toInches(1) * 10) / 10.0;
        Object typed = inputs.get(need.distance());
        if (typed instanceof Number t && Math.abs(t.doubleValue() - cost) > tolerance(field, unit)) {
            throw new IllegalActionException(rule, words(field) + " " + number(t.doubleValue(), field)
                    + " typed, the path costs " + number(cost, field) + ": " + words.get());
        }
        inputs.put(need.distance(), cost);
    }

    /**
     * The move's cost by the going, measured lean ({@link Stands#cost}); in full, with its stretches and words, only
     * where the going forbids it and the refusal must say why.
     */
    private static MoveMeasure costed(Stands stands, Stand mine, List<Position> path) {
        MoveMeasure lean = stands.cost(mine, path);
        return lean.forbidden() == null ? lean : stands.measureMove(mine, path);
    }

    private static void forbidden(MoveMeasure m, Actor actor, RuleRef rule) throws IllegalActionException {
        if (m.forbidden() != null) {
            throw new IllegalActionException(rule, actor.name() + " may not move so: " + m.inWords());
        }
    }

    /** Refuses a move that ends with the mover's base on another's (the charge's target it may touch). */
    private static void overlaps(Stands stands, Stand at, Stand target, RuleRef rule) throws IllegalActionException {
        Stand other = stands.standsOn(at, OVERLAP);
        if (other != null) {
            double centres = Math.hypot(other.x - at.x, other.y - at.y);
            throw new IllegalActionException(rule, at.actor().name() + " would end on " + other.actor().name()
                    + "'s base at " + point(at.position()) + ", their centres " + inches(centres)
                    + " apart: no two bases stand on each other"
                    + (other == target ? "; a charge ends touching it" : ""));
        }
    }

    /** Refuses a move that leaves the figure further than the book allows from the rest of its unit. */
    private static void together(TableGeometry geometry, Stands stands, Stand before, Stand after, double inches,
            RuleRef rule) throws IllegalActionException {
        Stand nearest = apart(geometry, stands, before, after, inches);
        if (nearest != null) {
            throw new IllegalActionException(rule, before.actor().name() + " would end "
                    + inches(geometry.distance(after, nearest)) + " from " + nearest.actor().name()
                    + ", the nearest of his unit: its figures keep within " + inches(inches) + " of one another");
        }
    }

    /**
     * Whether a figure that must keep within {@code inches} of another of its unit ({@link TableNeed#cohesion})
     * leaves it by moving from {@code before} to {@code after}: the nearest of its unit where it would stand, when
     * that one is further off and the figure no nearer than it stood — "must attempt to remain this way, moving
     * as soon as possible to correct the situation" (OSOTH, "Movement") — else null. A figure alone in its unit,
     * or a need without cohesion, keeps to nobody.
     *
     * @since 0.5
     */
    public static Stand apart(TableGeometry geometry, Stands stands, Stand before, Stand after, double inches) {
        return Cohesion.of(geometry, stands, before, inches).leaves(after);
    }

    /** A charge that brings no path: straight at the target's centre, as far as the bases first touch. */
    static List<Position> straightTo(TableGeometry geometry, Stand from, Stand to) {
        Position start = from.position();
        double dx = to.x - from.x;
        double dy = to.y - from.y;
        double facing = Math.toDegrees(Math.atan2(dx, dy));
        if (facing < 0) facing += 360;
        double low = 0;
        double high = 1;
        for (int i = 0; i < SEARCH; i++) {
            double mid = (low + high) / 2;
            Stand at = geometry.footprint(from.actor().withPosition(new Position(from.x + mid * dx, from.y + mid * dy,
                    facing)));
            if (geometry.distance(at, to) > 0) low = mid;
            else high = mid;
        }
        // The charger turns to face what it charges: it meets it front on.
        return List.of(start, new Position(from.x + low * dx, from.y + low * dy, round(facing)));
    }

    /**
     * A move that brings no path: straight ahead, as far as {@code allowance} inches of the going buy — the whole
     * line where the going forbids it, for the refusal to say why.
     */
    private static List<Position> straightAhead(Stands stands, Stand from, double allowance) {
        Position start = from.position();
        double fx = Math.sin(Math.toRadians(from.facing()));
        double fy = Math.cos(Math.toRadians(from.facing()));
        List<Position> whole = line(start, fx, fy, allowance);
        MoveMeasure all = stands.cost(from, whole);
        if (all.forbidden() != null || all.cost() <= allowance + 1e-9) return whole;
        return stands.reach(from, whole, allowance);
    }

    private static List<Position> line(Position start, double fx, double fy, double length) {
        return List.of(start, new Position(start.x() + fx * length, start.y() + fy * length, start.facing()));
    }

    private static Position end(List<Position> path, Actor actor) {
        Position e = path.get(path.size() - 1);
        return e.facing() != null || actor.position() == null ? e
                : new Position(e.x(), e.y(), actor.position().facing());
    }

    /** How far beyond the table's nearest edge a point off it lies, and where: "2.3\" beyond the edge, at (-2.3, 0.9)". */
    private static String beyond(TableGeometry geometry, Position p) {
        Table t = geometry.table();
        double out = Math.max(Math.max(-p.x(), p.x() - t.width()), Math.max(-p.y(), p.y() - t.depth()));
        return inches(out) + " beyond its edge at " + point(p) + ",";
    }

    /**
     * Whether a figure standing here has left the table: its centre beyond an edge's line. Out of play for the
     * law, and for the AI and the victory judge alike (a figure gone by its edge).
     *
     * @since 0.5
     */
    public static boolean offTable(Table table, Position p) {
        return p.x() < 0 || p.y() < 0 || p.x() > table.width() || p.y() > table.depth();
    }

    private static FieldSpec field(ActionSpec spec, String id) {
        for (FieldSpec f : spec.inputs()) {
            if (f.id().equals(id)) return f;
        }
        return null;
    }

    private static double tolerance(FieldSpec field, MeasurementUnit unit) {
        String u = field.unit() == null ? "" : field.unit();
        if (u.equals("deg")) return ANGLE;
        if (u.equals("cm") || unit == MeasurementUnit.CENTIMETRE && !u.equals("in")) return 1.0;
        return 0.5;
    }

    private static String words(FieldSpec field) {
        return field.label() == null ? field.id() : field.label().toLowerCase(Locale.ROOT);
    }

    private static String number(double v, FieldSpec field) {
        String u = field.unit() == null ? "" : field.unit();
        return String.format(Locale.ROOT, "%.1f", v) + (u.equals("in") ? "\"" : u.isEmpty() ? "" : " " + u);
    }

    private static String point(Position p) {
        return Mover.point(p.x(), p.y());
    }

    private static String inches(double d) {
        return MoveMeasure.inches(d);
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }

    /**
     * The geometry of the state's table on this ruleset's bases, sight and going, built once for a table (a
     * game's never changes).
     *
     * @since 0.6
     */
    public TableGeometry geometry(GameState state) {
        Built b = built;
        if (b != null && b.table() == state.table()) return b.geometry();
        TableGeometry g = TableGeometry.of(state.table(), rules);
        built = new Built(state.table(), g);
        return g;
    }

    /** Whether the actor carries the {@value #HIDDEN} mark. */
    static boolean hidden(Actor a) {
        return Boolean.TRUE.equals(a.marks().get(HIDDEN));
    }

    /**
     * The actors on the table for a side: its own, hidden or not, and the others' neither hidden from it nor still to
     * come on (a scenario's hidden force or later arrival, {@link GameState#waiting}).
     */
    private static List<Actor> seenBy(GameState state, String side) {
        List<Actor> on = new ArrayList<>(state.actors().size());
        boolean waiting = state.anyWaiting();
        for (Actor a : state.actors().values()) {
            if (a.side().equals(side) || !hidden(a) && !(waiting && state.isWaiting(a))) on.add(a);
        }
        return on;
    }

    /**
     * Whether anyone of a side but {@code side} is hidden or still to come on: from {@code side}, the table shows
     * less than everyone.
     */
    private static boolean hiddenFrom(GameState state, String side) {
        boolean waiting = state.anyWaiting();
        for (Actor a : state.actors().values()) {
            if (!a.side().equals(side) && (hidden(a) || waiting && state.isWaiting(a))) return true;
        }
        return false;
    }

    /**
     * The stands of the state as {@code side} sees it: everyone's, for a side from whom nobody is hidden (its own
     * hidden figures stand in its way like any others).
     */
    private Stands stands(GameState state, TableGeometry geometry, String side) {
        // Asked of every request judged: found once a state and side.
        boolean less = verdicts(state).hiddenFrom().computeIfAbsent(side, s -> hiddenFrom(state, s));
        return view(state, geometry, less ? side : null);
    }

    /**
     * Everyone standing on the table in this state, hidden or not — the same stands the law judges by where
     * nobody is hidden, so the NPC AI weighing its moves and the law judging them build them once, and a line
     * of sight one traces the other finds traced. Null for a state without a table.
     *
     * @since 0.6
     */
    public Stands everyone(GameState state) {
        if (state.table() == null) return null;
        return view(state, geometry(state), null);
    }

    /** The stands of the state as {@code seer} sees it (null: everyone, hidden or not), kept per thread. */
    private Stands view(GameState state, TableGeometry geometry, String seer) {
        for (int i = 0; i < SLOTS; i++) {
            List<Placed> views = placed.get(i);
            if (views == null) continue;
            for (Placed q : views) {
                if (q.state() == state && Objects.equals(q.side(), seer) && q.stands().geometry() == geometry) {
                    return q.stands();
                }
            }
        }
        // Built from this thread's last stands of the same view: the actors that did not move are kept. Where
        // figures are hidden, each side judges its own view in turn, and neither throws the other's away.
        int slot = slot();
        List<Placed> views = placed.get(slot);
        List<Placed> next = new ArrayList<>(3);
        Placed before = null;
        if (views != null) {
            for (Placed q : views) {
                if (Objects.equals(q.side(), seer)) {
                    if (q.stands().geometry() == geometry) before = q;
                } else if (next.size() < 3) {
                    next.add(q);
                }
            }
        }
        Stands s = null;
        if (before != null) {
            // The state the step before left: only what the step changed stands anew.
            // Who is still to come on changes with the turn, not with the actor: then every actor is stood again.
            List<Actor> changed = state.anyWaiting() || before.state().anyWaiting() ? null
                    : state.changedSince(before.state());
            if (changed != null) {
                s = geometry.restood(before.stands(), changed, a -> seer == null || !hidden(a) || a.side().equals(seer));
            }
        }
        if (s == null) {
            s = geometry.stands(seer == null ? state.actors().values() : seenBy(state, seer),
                    before == null ? null : before.stands());
        }
        next.add(new Placed(state, seer, s));
        placed.set(slot, List.copyOf(next));
        return s;
    }
}
