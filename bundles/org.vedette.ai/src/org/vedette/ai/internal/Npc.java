package org.vedette.ai.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.vedette.ai.Checklist;
import org.vedette.ai.NpcAi;
import org.vedette.ai.Question;
import org.vedette.ai.Reason.Kind;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.AiSettings;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Sighting;
import org.vedette.core.rules.TableNeed;
import org.vedette.actions.Lookout;
import org.vedette.actions.Observation;
import org.vedette.actions.Playbook;
import org.vedette.actions.Policy;
import org.vedette.actions.Result;
import org.vedette.table.SightRules;
import org.vedette.table.Sightings;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableAuthority;
import org.vedette.table.TableGeometry;

/**
 * The NPC AI as a Declarative Services component: the intent from the
 * risk-factor machine ({@link Temperament}), the nearest enemy
 * ({@link Targets}), and the first line of the ruleset's playbook (its
 * temperament sheet, which the ruleset's bundle offers as a {@link Playbook})
 * for the phase and intent that the rules accept ({@link Legality}).
 */
@Component(service = NpcAi.class)
public final class Npc implements NpcAi {
    private final TemperamentSheet sheet;
    private final Temperament temperament;
    /** Who plays a side: the scenario's word ({@code "control"}, docs/FILES.md). */
    private static final RuleRef PLAYERS = RuleRef.of("Scenario", "Sides — control");
    private final Targets targets = new Targets();
    /** By ruleset, this AI's own policy of each playbook that has one ({@link Playbook#policy}). */
    private final Map<String, Policy> policies;
    /**
     * By ruleset and action, the inputs the ruleset answers from the table ({@link Ruleset#fromTable}): on a table
     * with positions the AI has the table's law measure them as the book does — the sheet's
     * {@code @nearest-distance} is the gap between bases, One Hour's range is from the front centre.
     */
    private final ConcurrentHashMap<String, Set<String>> measured =
            new ConcurrentHashMap<>();
    /** A path's value when the actor stays on ground its side must hold: the line is refused, not its path left out. */
    private static final Object STAYS = new Object();
    private static final org.vedette.core.rules.RuleRef DESTINATION = org.vedette.core.rules.RuleRef.of("OSOTH",
            "X Travelling Non-Player units — destinations");

    /**
     * The AI for every ruleset that brings a playbook, as Declarative Services makes it: greedy, so that a
     * ruleset's bundle started later brings its playbook to a new AI.
     *
     * @throws IllegalArgumentException a playbook's line that cannot be read, with its name and line number
     */
    @Activate
    public Npc(@Reference(name = "playbooks", service = Playbook.class, cardinality = ReferenceCardinality.MULTIPLE,
            policyOption = ReferencePolicyOption.GREEDY) List<Playbook> playbooks) {
        this(TemperamentSheet.of(playbooks));
    }

    /** The AI for these playbooks' rulesets, made outside a framework (tests, benchmarks). */
    public static Npc of(Playbook... playbooks) {
        return new Npc(List.of(playbooks));
    }

    /**
     * The AI with a designer's own temperament sheet, whole, instead of the rulesets' playbooks.
     *
     * @throws IllegalArgumentException a line that cannot be read, with {@code name} and its line number
     */
    public static Npc withSheet(String text, String name) {
        return new Npc(TemperamentSheet.read(text, name));
    }

    private Npc(TemperamentSheet sheet) {
        this.sheet = sheet;
        this.temperament = new Temperament(sheet);
        Map<String, Policy> own = new java.util.HashMap<>();
        for (Playbook book : sheet.playbooks()) {
            Policy p = book.policy();
            if (p != null) own.put(book.ruleset(), p);
        }
        this.policies = Map.copyOf(own);
    }

    /** The same sheet, with its own targets and policies and what they carry. */
    @Override
    public NpcAi another() {
        return new Npc(sheet);
    }

    @Override
    public List<ActionRequest> refereeEntries(Ruleset rules, GameState before, GameState after) {
        Policy p = policies.get(after.ruleset());
        return p == null ? List.of() : p.refereeEntries(before, after);
    }

    @Override
    public Suggestion suggest(Ruleset rules, GameState game, String actorId, Checklist answers, Dice dice,
            boolean explain) {
        Actor a = game.actor(actorId);
        if (a == null) throw new IllegalArgumentException("no actor '" + actorId + "' in this game");
        if (game.turn() == null) throw new IllegalArgumentException("the game has not begun");
        Reasons reasons = Reasons.wanted(explain);
        if (reasons.wanted()) playersSide(game, a, reasons);
        targets.judgedBy(rules);
        String waiting = game.waiting(a);
        if (waiting != null) {
            // A hidden force before its turn, a unit before it arrives: not on the table, it does nothing yet.
            if (reasons.wanted()) reasons.add(Kind.ACTION, waiting + ": no action", TableLaw.ARRIVALS);
            return new Suggestion(a.id(), Result.HALT, List.of(), reasons.list(), List.of());
        }
        // The other sides' forces not on the table yet are not there for this one: neither seen nor aimed at.
        GameState state = game.seenBy(a.side());
        if (a.position() != null && state.table() != null && TableAuthority.offTable(state.table(), a.position())) {
            // Gone by an edge (its side's objective to leave by): it has left the game's table and does no more.
            if (reasons.wanted()) {
                reasons.add(Kind.ACTION, a.name() + " has left the table by " + Destination.words(state.table(),
                        a.position()) + ": no action", Destination.OBJECTIVES);
            }
            return new Suggestion(a.id(), Result.HALT, List.of(), reasons.list(), List.of());
        }
        if (Arrival.enters(state, a)) return entering(rules, state, a, answers, dice, reasons);
        Playbook book = sheet.playbook(state.ruleset());
        if (book != null) {
            Suggestion due = due(rules, state, a, book, reasons);
            if (due != null) return due;
        }
        Policy policy = policies.get(state.ruleset());
        if (policy != null && policy.plays(state, a)) {
            // A player's mission or command, which the ruleset's own bundle plays (its policy), with the AI's tools.
            int rolled = dice.rolls().size();
            Policy.Course c = policy.play(new LentAide(this, targets, rules, answers, dice, reasons), state, a);
            return new Suggestion(a.id(), c.intent(), c.requests(), reasons.list(),
                    List.copyOf(dice.rolls().subList(rolled, dice.rolls().size())));
        }
        Playbook.Why holds = book == null ? null : book.holds(state, a);
        if (holds != null) {
            // A hidden force that any action would give away (OSOTH), with nobody yet within its reach.
            if (reasons.wanted()) reasons.add(Kind.INTENT, holds.words(), holds.rule());
            return new Suggestion(a.id(), Result.HALT, List.of(), reasons.list(), List.of());
        }
        return byTemperament(rules, state, a, answers, dice, reasons);
    }

    /**
     * The first action the rules make due for the actor now that they accept ({@link Playbook#due}: OSOTH's
     * attacks of a charge that went home), whatever its intent; null when none is.
     */
    private static Suggestion due(Ruleset rules, GameState state, Actor a, Playbook book, Reasons reasons) {
        for (Playbook.Due d : book.due(state, a)) {
            try {
                Legality.check(rules, d.request(), state);
            } catch (IllegalActionException e) {
                if (reasons.wanted()) {
                    reasons.add(Kind.REFUSED, d.request().action() + " " + d.request().inputs() + " refused: "
                            + e.explain(), e.rule());
                }
                continue;
            }
            if (reasons.wanted()) {
                reasons.add(Kind.INTENT, a.name() + " must: " + d.why(), d.rule());
                reasons.add(Kind.ACTION, d.request().action() + " " + d.request().inputs(), d.rule());
            }
            return new Suggestion(a.id(), Result.ATTACK, List.of(d.request()), reasons.list(), List.of());
        }
        return null;
    }

    /**
     * Says first, where the actor's side is the players' (a scenario side's {@code "control": "player"}), that what
     * follows is the AI's suggestion for the players: they play their own figures, and the workbench and the
     * command line show it beside the Non-Player sides' as if it were one of them.
     */
    private static void playersSide(GameState game, Actor a, Reasons reasons) {
        for (Side s : game.sides()) {
            if (!s.id().equals(a.side()) || s.control() != Side.Control.PLAYER) continue;
            reasons.add(Kind.ARCHETYPE, (s.name() == null ? s.id() : s.name()) + " is the players' side: this is what"
                    + " the AI would do in their place, a suggestion for the players to take or leave, not a move it"
                    + " makes for them", PLAYERS);
        }
    }

    /**
     * What the temperament sheet has the actor do: the intent, the target, the first line the rules accept — for
     * every actor a ruleset's policy does not play, and for those too where the policy asks
     * ({@link LentAide#bySheet}).
     */
    Suggestion byTemperament(Ruleset rules, GameState state, Actor a, Checklist answers, Dice dice, Reasons reasons) {
        return byTemperament(rules, state, state, a, answers, dice, reasons, null);
    }

    /**
     * An actor coming on the table ({@link Arrival}): it advances from a place on its side's edge — decided as if
     * it stood there, each line judged by the table's law as the entering move it is, on the table without it —
     * the first place whose move the law accepts; no action when none is.
     */
    private Suggestion entering(Ruleset rules, GameState state, Actor a, Checklist answers, Dice dice,
            Reasons reasons) {
        Suggestion none = null;
        for (Position at : Arrival.places(state, a)) {
            Actor there = a.withPosition(at);
            Reasons tried = Reasons.wanted(reasons.wanted());
            if (tried.wanted()) {
                tried.add(Kind.TARGET, a.name() + " is not on the table yet and comes on from "
                        + Destination.words(state.table(), at) + ": it advances", TableLaw.ARRIVALS);
            }
            Suggestion s = byTemperament(rules, state.withActor(there), state, there, answers, dice, tried,
                    Result.ADVANCE);
            if (!s.requests().isEmpty()) return s;
            if (none == null) none = s;
        }
        return none;
    }

    /**
     * The temperament sheet's line for the actor, read in {@code state} and judged in {@code judged} (the table
     * an entering actor is not on yet), the intent {@code forced} where it is not the temperament's (null).
     */
    private Suggestion byTemperament(Ruleset rules, GameState state, GameState judged, Actor a, Checklist answers,
            Dice dice, Reasons reasons, Result forced) {
        int rolled = dice.rolls().size();
        MeasurementUnit unit = rules.info().units();
        Playbook book = sheet.playbook(state.ruleset());
        AiSettings orders = orders(state, a);
        Archetype type = archetype(state, a, orders, reasons);
        Temperament.Intent intent = forced != null ? new Temperament.Intent(forced)
                : temperament.of(rules, state, a, answers, dice, reasons, type,
                        targets.threat(state, a, type, sheet, unit), orders, lookout(rules, state, a));
        Target target = targets.nearest(state, a, answers, unit, reasons);
        String phase = state.turn().phase();
        List<TemperamentSheet.Choice> lines = sheet.choices(state.ruleset(), phase, intent.result());
        ActionRequest chosen = null;
        Optional<Target> priority = null;
        Rehearsed rehearsed = new Rehearsed();
        for (TemperamentSheet.Choice line : lines) {
            // A line the figure cannot do for what it is (no gun, no such firearm) is neither filled nor rehearsed.
            if (!reasons.wanted() && book != null && line.self()
                    && book.refusesFor(state, a, line.action(), line.literals())) {
                continue;
            }
            if (priority == null && line.usesPriority()) {
                priority = Optional.ofNullable(targets.priority(state, a, type, sheet, unit, reasons));
            }
            ActionRequest request = fill(rules, line, state, a, type, orders, target,
                    priority == null ? null : priority.orElse(null), unit, answers, reasons, rehearsed);
            if (request == null) continue;
            // A request the rules accept but that spends the action on nothing (OSOTH: a shot out of range).
            Playbook.Why futile = book == null ? null : book.futile(state, request);
            if (futile != null) {
                if (reasons.wanted()) {
                    reasons.add(Kind.REFUSED, line.action() + " " + request.inputs() + " " + futile.words() + " ("
                            + line.where() + ")", futile.rule());
                }
                continue;
            }
            // A line the marks show the rules refuse (a Solid unit's rally, a shot at a carriage) is not rehearsed.
            if (!reasons.wanted() && book != null && book.certainlyRefuses(state, request)) continue;
            try {
                Legality.check(rules, request, judged, judged == state ? rehearsed.accepted : null);
            } catch (IllegalActionException e) {
                if (reasons.wanted()) {
                    reasons.add(Kind.REFUSED, line.action() + " " + request.inputs() + " refused: " + e.explain(), e.rule());
                }
                continue;
            }
            chosen = request;
            if (reasons.wanted()) {
                // A secret choice (OHFA's allocation) is not shown before it is revealed at the table.
                reasons.add(Kind.ACTION, intent.result().word() + " becomes " + line.action() + " "
                        + (rules.concealsInputs(line.action()) ? "{concealed}" : request.inputs())
                        + " (" + line.where() + ")", line.rule());
            }
            break;
        }
        if (chosen == null && reasons.wanted()) {
            reasons.add(Kind.ACTION, lines.isEmpty()
                    ? intent.result().word() + " asks for no action in the " + (phase == null ? "turn" : phase + " phase")
                    : "none of the " + lines.size() + " actions for " + intent.result().word()
                            + " is possible now: no action", null);
        }
        List<Roll> rolls = dice.rolls().subList(rolled, dice.rolls().size());
        return new Suggestion(a.id(), intent.result(), chosen == null ? List.of() : List.of(chosen), reasons.list(),
                rolls);
    }

    /**
     * The request a decision's lines last had the rules accept in a rehearsal before its line of sight was traced
     * ({@link #refusedBeforeSight}), in the state it decides in, or null: where the table's line is clear and in
     * the open, the law's request is that very request, and {@link Legality} need not rehearse it again — the
     * same request in the same state rehearses alike (its trial dice are seeded by the request).
     */
    private static final class Rehearsed {
        ActionRequest accepted;
    }

    /**
     * What the actor's group sees from the table, for its risk factors: each enemy's reach by the ruleset, no
     * friend known to retreat ({@link Temperament}); null in a game without positions.
     */
    private Lookout lookout(Ruleset rules, GameState state, Actor a) {
        if (state.table() == null || a.position() == null) return null;
        Stands stands = targets.stands(state);
        TableGeometry geometry = targets.geometry(state);
        if (stands == null || geometry == null) return null;
        // Its distances in the ruleset's own unit: a One Hour unit's reasons read in inches, as its tape does.
        MeasurementUnit unit = rules.info().units();
        return new Lookout(geometry, stands, enemy -> Temperament.reachCm(rules, state, enemy), friend -> null,
                cm -> unit == MeasurementUnit.CENTIMETRE ? Lookout.cm(cm) : Destination.inches(cm * SightRules.CM));
    }

    /** Whether the table shows the target in the actor's sight: not known (no positions, no target), not. */
    private boolean seen(GameState state, Actor a, Target target) {
        if (target.enemy() == null || state.table() == null || a.position() == null) return false;
        Stands stands = targets.stands(state);
        if (stands == null) return false;
        Stand from = stands.get(a.id());
        Stand to = stands.get(target.enemy().id());
        return from != null && to != null && stands.canSee(from, to);
    }

    /** The line's request with its values filled in, or null (and a reason) when one is not known. */
    private ActionRequest fill(Ruleset rules, TemperamentSheet.Choice line, GameState state, Actor a, Archetype type,
            AiSettings orders, Target target, Target priority, MeasurementUnit unit, Checklist answers,
            Reasons reasons, Rehearsed rehearsed) {
        Double within = line.within();
        if (within != null && within.isNaN()) {
            // ?within=reach: as far as the actor's shooting reaches, by its ruleset; nowhere when it does not say.
            OptionalDouble reach = rules.reach(state, a);
            within = reach.isPresent() ? reach.getAsDouble() : -1;
        }
        if (line.withinMove() != null) {
            // ?within=allowance+N: as far as its least move and N more (a charge that may reach); unknown, nowhere.
            TemperamentSheet.Rated<Double> allowance = sheet.allowance(state.ruleset(), a);
            within = allowance == null ? -1 : allowance.value() + line.withinMove();
        }
        // The guard measures the enemy the line aims at: its priority target where it names one (a charge at the
        // first of the archetype's priorities must reach him, not the nearest enemy), else the nearest.
        boolean aimsAtPriority = line.usesPriority() && priority != null;
        Target guarded = aimsAtPriority ? priority : target;
        if (within != null && (guarded.distance() == null || guarded.distance() > within)) {
            if (reasons.wanted()) {
                reasons.add(Kind.REFUSED, line.action() + " only with " + (aimsAtPriority ? "its priority target"
                        : "the nearest enemy") + " within "
                        + (line.withinMove() != null ? "its move and " + line.withinMove() + " more, " + within
                                : line.within().isNaN() ? "its reach, " + within : within)
                        + (guarded.distance() == null ? ", and how far it is is not known" : ", and it is "
                                + guarded.distance()) + " (" + line.where() + ")", line.rule());
            }
            return null;
        }
        if (line.seen() && !seen(state, a, target)) {
            if (reasons.wanted()) {
                reasons.add(Kind.REFUSED, line.action() + " only with the nearest enemy in sight on the table, and "
                        + (target.enemy() == null ? "who it is is not known" : target.enemy().name() + " is not")
                        + " (" + line.where() + ")", line.rule());
            }
            return null;
        }
        if (line.beyond() != null && (target.distance() == null || target.distance() <= line.beyond())) {
            if (reasons.wanted()) {
                reasons.add(Kind.REFUSED, line.action() + " only with the nearest enemy further than " + line.beyond()
                        + (target.distance() == null ? ", and how far it is is not known" : ", and it is "
                                + target.distance()) + " (" + line.where() + ")", line.rule());
            }
            return null;
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        Contact contact = null;
        for (TemperamentSheet.Input in : line.inputs()) {
            boolean optional = in.optional();
            String v = in.name();
            if (in.literal() == null && v.startsWith("@contact") && contact == null) {
                contact = state.table() == null || a.position() == null ? Contact.NONE
                        : Contact.of(targets.field(state), a, sheet.playbook(state.ruleset()));
            }
            Object value = in.literal() != null ? in.literal()
                    : v.startsWith("@toward") || v.startsWith("@away")
                    ? path(v, state, a, type, orders, target, inputs, unit, answers, reasons)
                    : v.startsWith("@contact") ? contact(v, contact, a, reasons)
                    : value(v, state, a, target, priority);
            // A holder's move is no move at all, not one without a path (an optional path is left out).
            if (value == STAYS) return null;
            if (value == null && optional) continue;
            if (value == null) {
                if (reasons.wanted()) {
                    reasons.add(Kind.REFUSED, line.action() + " needs " + v.substring(1)
                            + ", which is not known (" + line.where() + ")", line.rule());
                }
                return null;
            }
            inputs.put(in.id(), value);
        }
        // What the book leaves to the figure's player and no line sets (OHFA's secret allocation): the ruleset's.
        for (Map.Entry<String, Object> c : rules.npcChoices(state, line.action(), a).entrySet()) {
            inputs.putIfAbsent(c.getKey(), c.getValue());
        }
        ActionRequest request = new ActionRequest(state.ruleset(), line.action(), inputs);
        Set<String> table = a.position() != null && state.table() != null ? measured(rules, line.action()) : Set.of();
        if (!table.isEmpty()) {
            // What the table answers is the table's, measured as the book measures it (the law's own reading).
            inputs.keySet().removeAll(table);
            String refused = refusedBeforeSight(rules, line.action(), inputs, state, a, rehearsed);
            if (refused != null) {
                if (reasons.wanted()) reasons.add(Kind.REFUSED, line.action() + " " + inputs + " refused: " + refused,
                        line.rule());
                return null;
            }
            try {
                request = TableLaw.rule(rules, new ActionRequest(state.ruleset(), line.action(), inputs), state)
                        .request();
            } catch (IllegalActionException e) {
                if (reasons.wanted()) {
                    reasons.add(Kind.REFUSED, line.action() + " " + inputs + " refused: " + e.explain(), e.rule());
                }
                return null;
            }
        }
        // A move on the table goes as far as its allowance buys by the going, and asks for what its path costs.
        if (!request.inputs().containsKey(TableMove.PATH)) return request;
        ActionRequest fitted = Allowance.fitOrNowhere(rules, request, targets.geometry(state), targets.stands(state), a,
                unit);
        if (fitted != null) return fitted;
        // No length of the way fits: the line is passed over, whether or not reasons are wanted (the same
        // decision either way); the law's words for it are asked only where they are.
        if (reasons.wanted()) {
            String why;
            try {
                TableLaw.rule(rules, request, state);
                why = "no length of its way ends clear within its allowance";
            } catch (IllegalActionException e) {
                why = e.explain();
            }
            reasons.add(Kind.REFUSED, line.action() + " " + request.inputs() + " refused: " + why, line.rule());
        }
        return null;
    }

    /**
     * What the rules say of a shot before its line of sight is traced: its inputs as the tape measures them, the
     * line taken as clear and in the open ({@link Sightings#assumingSeen}), rehearsed — the rules' refusal (out of
     * range, a weapon it cannot fire now), or null where they take it or the action asks no sight. Two in three of
     * the bridge's shots were refused so, each after its line was traced for the law (docs/PERFORMANCE.md); a
     * clear line in the open is what a shot is least refused for, so a shot refused here is refused by the table's
     * line too, and the decision is the one the law and the rules would give.
     */
    private String refusedBeforeSight(Ruleset rules, String action, Map<String, Object> inputs, GameState state,
            Actor a, Rehearsed rehearsed) {
        ActionSpec spec = rules.action(action).orElse(null);
        TableNeed need = spec == null ? TableNeed.NONE : rules.onTable(spec);
        if (need.kind() != TableNeed.Kind.SIGHT || !(inputs.get(need.target()) instanceof String id)) return null;
        Stands stands = targets.stands(state);
        Stand mine = stands.get(a.id());
        Stand aimed = stands.get(id);
        if (mine == null || aimed == null) return null;
        Map<String, Object> provisional = new LinkedHashMap<>(inputs);
        for (Map.Entry<String, Object> e : rules.fromTable(spec, Sightings.assumingSeen(targets.geometry(state), mine,
                aimed)).entrySet()) {
            if (e.getValue() != null && !isActor(spec, e.getKey())) provisional.putIfAbsent(e.getKey(), e.getValue());
        }
        try {
            ActionRequest tried = new ActionRequest(state.ruleset(), action, provisional);
            rules.rehearse(tried, state);
            rehearsed.accepted = tried;
            return null;
        } catch (IllegalActionException e) {
            return e.explain();
        }
    }

    private static boolean isActor(ActionSpec spec, String input) {
        for (FieldSpec f : spec.inputs()) {
            if (f.id().equals(input)) return f.type() == FieldType.ACTOR;
        }
        return false;
    }

    /** The inputs of the action the ruleset answers from the table, but whom it is aimed at. */
    private Set<String> measured(Ruleset rules, String action) {
        return measured.computeIfAbsent(rules.info().id() + " " + action, k -> {
            ActionSpec spec = rules.action(action).orElse(null);
            if (spec == null || rules.onTable(spec).kind() == TableNeed.Kind.NONE) {
                return Set.of();
            }
            // Any sighting will do: a ruleset answers the same inputs of an action whatever the table shows.
            Sighting any = new Sighting("a", "b", 1, 1, 0, true, false, CoverClass.NONE, Set.of(), Set.of(),
                    Sighting.Face.FRONT, List.of());
            Set<String> ids = new HashSet<>(rules.fromTable(spec, any).keySet());
            for (FieldSpec f : spec.inputs()) {
                if (f.type() == FieldType.ACTOR) ids.remove(f.id());
            }
            return Set.copyOf(ids);
        });
    }

    /**
     * A path on the table for a move ({@code @toward-nearest}, {@code @away-from-nearest},
     * {@code @toward-destination}), as long as the move's distance input or else the actor's allowance; null
     * when not known (no positions, no enemy, no destination, no allowance) — and towards anything when the actor
     * stands on a place its side must hold: it stays there and faces the enemy ({@link Destination#objective}),
     * {@link #STAYS}.
     */
    private Object path(String v, GameState state, Actor a, Archetype type, AiSettings orders, Target target,
            Map<String, Object> inputs, MeasurementUnit unit, Checklist answers, Reasons reasons) {
        if (a.position() == null || state.table() == null) return null;
        double length;
        if (inputs.get("distance") instanceof Number n) {
            length = n.doubleValue();
        } else {
            TemperamentSheet.Rated<Double> allowance = sheet.allowance(state.ruleset(), a);
            if (allowance == null) return null;
            length = allowance.value();
        }
        double inches = unit.toInches(length);
        switch (v) {
            case "@toward-destination" -> {
                Position to;
                boolean leaving = false;
                if (type != null && type.travels()) {
                    inches = together(state, a, inches, unit, reasons);
                }
                if (orders.destination() != null) {
                    to = orders.destination();
                    if (reasons.wanted()) {
                        reasons.add(Kind.TARGET, a.name() + " travels to " + TableMove.write(List.of(to))
                                + ", the destination the scenario gives it", Temperament.SCENARIO);
                    }
                } else if (type != null && type.travels()) {
                    to = Destination.of(state.table(), a.position());
                    if (reasons.wanted()) {
                        reasons.add(Kind.TARGET, a.name() + " travels to " + Destination.words(state.table(), to)
                                + ", on the non-friendly edge furthest from it", DESTINATION);
                    }
                } else {
                    Destination.Objective o = Destination.objective(state, a, answers.objectives(),
                            targets.geometry(state), answers.lastTurn(), inches);
                    if (o == null) return null;
                    if (o.stays()) {
                        if (reasons.wanted()) stays(a, o.condition(), reasons);
                        return STAYS;
                    }
                    to = o.to();
                    leaving = o.leaves();
                    if (reasons.wanted()) {
                        reasons.add(Kind.TARGET, a.name() + " heads for " + o.place() + (leaving ? " and off the table"
                                : "") + ", as its side's victory conditions say: \"" + o.words() + "\"",
                                Destination.OBJECTIVES);
                    }
                }
                return leaving ? Destination.pathOff(a.position(), to, inches)
                        : Destination.path(state.table(), a.position(), to, inches, false);
            }
            case "@toward-nearest", "@away-from-nearest" -> {
                if (target.enemy() == null || target.enemy().position() == null || target.distance() == null) return null;
                boolean away = v.equals("@away-from-nearest");
                if (!away && orders.destination() == null && !answers.objectives().isEmpty()) {
                    VictoryCondition holding = Destination.holding(a, answers.objectives(), targets.geometry(state));
                    if (holding != null) {
                        if (reasons.wanted()) stays(a, holding, reasons);
                        return STAYS;
                    }
                }
                // Towards: no further than the gap between the bases, so the figure stops at contact.
                double go = away ? inches : Math.min(inches, unit.toInches(target.distance()));
                return Destination.path(state.table(), a.position(), target.enemy().position(), go, away);
            }
            default -> throw new IllegalStateException("unknown path " + v);
        }
    }

    /**
     * A traveller's move as long as the slowest of its unit's figures in play allows, no longer: a convoy travels
     * together (OSOTH IV "Enemy Convoys"), its wagons setting the pace — and a passenger, the Marquise in her
     * carriage, keeps to it.
     */
    private double together(GameState state, Actor a, double inches, MeasurementUnit unit, Reasons reasons) {
        double slowest = inches;
        Actor by = null;
        for (Actor f : state.actors().values()) {
            if (f == a || f.status().out() || !a.unit().equals(f.unit()) || !a.side().equals(f.side())) continue;
            TemperamentSheet.Rated<Double> allowance = sheet.allowance(state.ruleset(), f);
            if (allowance == null) continue;
            double theirs = unit.toInches(allowance.value());
            if (theirs < slowest) {
                slowest = theirs;
                by = f;
            }
        }
        if (by != null && reasons.wanted()) {
            reasons.add(Kind.TARGET, a.name() + " keeps to the pace of " + by.name() + ", the slowest of its unit ("
                    + Destination.inches(slowest) + "): it travels with them", DESTINATION);
        }
        return slowest;
    }

    /** Why a holder does not move: the place its side must hold, in the condition's words. */
    private static void stays(Actor a, VictoryCondition holding, Reasons reasons) {
        reasons.add(Kind.TARGET, a.name() + " stays where it stands, on ground its side must hold, and faces the enemy: \""
                + (holding.text() != null ? holding.text() : holding.id()) + "\"", Destination.OBJECTIVES);
    }

    /** The scenario's settings for the actor's unit: its own over its side's; none when the scenario gives none. */
    static AiSettings orders(GameState state, Actor a) {
        for (Side s : state.sides()) {
            if (s.id().equals(a.side())) return s.ai().forUnit(a.unit());
        }
        return AiSettings.NONE;
    }

    /** The archetype the scenario names for the unit, else the first of the sheet's that holds; or none. */
    private Archetype archetype(GameState state, Actor a, AiSettings orders, Reasons reasons) {
        Archetype type = null;
        if (orders.archetype() != null) {
            type = sheet.archetype(orders.archetype(), state.ruleset());
            if (reasons.wanted()) {
                reasons.add(Kind.ARCHETYPE, type != null ? a.name() + " is run as " + type.name() + ", as the scenario says"
                        : "the scenario names the archetype '" + orders.archetype() + "', which the temperament sheet"
                                + " does not have for " + state.ruleset() + "; the sheet's own reading stands",
                        Temperament.SCENARIO);
            }
        }
        if (type == null) {
            type = targets.archetypeOf(state, a, sheet);
            if (type != null && reasons.wanted()) {
                reasons.add(Kind.ARCHETYPE, a.name() + " is of the archetype " + type.name() + " ("
                        + type.where() + ")", type.rule());
            }
        }
        return type;
    }

    /**
     * A {@code @contact} value of the sheet's, from who touches the figure (the risk-factor rules' "Charging and
     * Melee"): the enemy it fights ({@code @contact}, null when nobody touches it), and those over one in contact
     * with it and with him ({@code @contact-outnumbered}, {@code @contact-target-outnumbered}).
     */
    private static Object contact(String v, Contact c, Actor a, Reasons reasons) {
        return switch (v) {
            case "@contact" -> {
                if (c.enemy() != null && reasons.wanted()) {
                    reasons.add(Kind.TARGET, a.name() + " is in base to base contact with " + c.enemy().name()
                            + (c.outnumbered() > 0 ? " and " + c.outnumbered() + " more" : ""), Contact.MELEE);
                }
                yield c.enemy() == null ? null : c.enemy().id();
            }
            case "@contact-outnumbered" -> c.enemy() == null ? null : c.outnumbered();
            case "@contact-target-outnumbered" -> c.enemy() == null ? null : c.targetOutnumbered();
            default -> throw new IllegalStateException("unknown value " + v);
        };
    }

    /** An {@code @} value of the sheet's: who, how far, how much allowance. */
    private Object value(String v, GameState state, Actor a, Target target, Target priority) {
        return switch (v) {
            case "@self" -> a.id();
            case "@nearest" -> target.enemy() == null ? null : target.enemy().id();
            case "@nearest-distance" -> target.distance();
            case "@priority" -> priority == null ? null : priority.enemy().id();
            case "@priority-distance" -> priority == null ? null : priority.distance();
            default -> {
                if (!v.startsWith("@allowance")) throw new IllegalStateException("unknown value " + v);
                TemperamentSheet.Rated<Double> allowance = sheet.allowance(state.ruleset(), a);
                if (allowance == null) yield null;
                double more = v.length() > "@allowance".length() ? Double.parseDouble(v.substring("@allowance".length())) : 0;
                yield allowance.value() + more;
            }
        };
    }

    /** The temperament sheet the AI reads: the allowances the scouting mission moves by. */
    TemperamentSheet sheet() {
        return sheet;
    }

    @Override
    public List<Question> questions(Ruleset rules, GameState state, String actorId) {
        Actor a = state.actor(actorId);
        if (a == null) throw new IllegalArgumentException("no actor '" + actorId + "' in this game");
        List<Question> list = new ArrayList<>();
        Playbook book = sheet.playbook(state.ruleset());
        if (book != null && book.decided(a) != null) {
            // the group has diced already: the rules asked for its observations
        } else {
            for (Observation o : Observation.values()) {
                list.add(new Question(o.id(), "Does this hold for " + a.name() + "'s group: " + o.words() + "?"));
            }
        }
        // One coming on from its edge is measured from there (Arrival): the table answers these.
        if (a.position() == null && !Arrival.enters(state, a)) {
            list.add(new Question(Question.NEAREST_ENEMY, "Which enemy is nearest to " + a.name() + "?"));
            list.add(new Question(Question.DISTANCE, "How far away is it, in " + rules.info().units().symbol() + "?"));
        }
        return list;
    }

    @Override
    public List<String> rulesets() {
        return List.copyOf(sheet.rulesets());
    }
}
