package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicReference;

import org.osgi.service.component.annotations.Component;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionCatalog;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.CatalogRuleset;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.OptionProblem;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Option;
import org.vedette.rules.osoth.TurnLedger;
import org.vedette.rules.osoth.tables.TableReader;
import org.vedette.rules.osoth.tables.Tables;
import org.vedette.io.tables.TablesException;
import org.vedette.core.rules.Sighting;
import org.vedette.core.rules.TroopType;
import org.vedette.table.TableAuthority;

/**
 * The Other Side of the Hill (Arofan Gregory) as a ruleset service: single
 * figures act, grouped in units; distances are in inches; each press of the
 * Initiative/Event button gives initiative to a side's unit or brings an
 * event. The numbers the original app kept to itself are the bundle's tables
 * (TABLES.md), which the referee overrides through the game's {@code tables}
 * option — so the service stays stateless: everything it knows of a game,
 * its tables included, comes in the {@link GameState}.
 */
@Component(service = Ruleset.class)
public final class OsothRuleset extends CatalogRuleset {
    /** One resolution of one action. */
    @FunctionalInterface
    private interface Resolver {
        Outcome resolve(Play p) throws IllegalActionException;
    }

    private final Map<String, Resolver> resolvers = Map.ofEntries(
            Map.entry(Action.STAND, Movement::stand),
            Map.entry(Action.MOVE, Movement::move),
            Map.entry(Action.CHARGE, CloseCombat::charge),
            Map.entry(Action.REACT, CloseCombat::react),
            Map.entry(Action.ATTACK, CloseCombat::attack),
            Map.entry(Action.FIRE_PISTOL, Firing::fire),
            Map.entry(Action.FIRE_CARBINE, Firing::fire),
            Map.entry(Action.FIRE_MUSKET, Firing::fire),
            Map.entry(Action.FIRE_RIFLE, Firing::fire),
            Map.entry(Action.FIRE_LIGHT_ARTILLERY, Artillery::fire),
            Map.entry(Action.FIRE_FIELD_ARTILLERY, Artillery::fire),
            Map.entry(Action.CHECK_MORALE, Morale::check),
            Map.entry(Action.TEST_BLAST, Artillery::test),
            Map.entry(Action.TEST_ROUNDSHOT, Artillery::test),
            Map.entry(Action.TEST_CANISTER, Artillery::test),
            Map.entry(Action.PARLEY_VILLAGERS, Reconnaissance::parley),
            Map.entry(Action.PARLEY_MONKS, Reconnaissance::parley),
            Map.entry(Action.PARLEY_ARISTOCRATS, Reconnaissance::parley),
            Map.entry(Action.EXPLORE_VILLAGE, Reconnaissance::explore),
            Map.entry(Action.EXPLORE_CAVE, Reconnaissance::explore),
            Map.entry(Action.SCOUT_OUTPOST, Reconnaissance::scout),
            Map.entry(Action.INTERROGATE, Reconnaissance::interrogate),
            Map.entry(Action.ASSESS, Reconnaissance::assess),
            Map.entry(Action.SPLIT, Units::split),
            Map.entry(Action.JOIN, Units::join),
            Map.entry(Action.TAKE_CONTROL, Units::takeControl),
            Map.entry(Action.ESCORT, Units::escort),
            Map.entry(Action.REVEAL, Units::reveal),
            Map.entry(Action.EVENT, Units::event),
            Map.entry(Action.RETURN_HOME, Victories::home),
            Map.entry(Action.VICTORY, Victories::enter));

    /**
     * The figures' standings in the last states resolved against, for the
     * activation every resolution ends with: the AI tries several lines against
     * one state. Immutable values swapped whole, so threads may share them; the
     * same the presses of the Initiative/Event button keep.
     */
    private final Standings standing =
            ((InitiativeDraws) turnStructure()).standing();

    /**
     * The last rehearsal a resolution could go on from ({@link Play#resumable}: it threw no dice and left nothing
     * out before the rest it stopped at), or null: the AI rehearses the line it then plays, against the same
     * state, and {@link #resolve} resumes it instead of resolving it again. One slot, taken by the resolution that
     * uses it, so two threads never resume one play.
     */
    private final AtomicReference<Play> rehearsed = new AtomicReference<>();

    public OsothRuleset() {
        super(new RulesetInfo(Osoth.RULESET, Osoth.NAME, "1.0",
                "The Other Side of the Hill — co-operative, computer-assisted Napoleonic skirmish in the Peninsula (Arofan Gregory)",
                MeasurementUnit.INCH), Catalog.profile(), ActionCatalog.of(Catalog.actions()), Catalog.options(),
                new InitiativeDraws(OsothRuleset::tables), MarkSheet.marks());
        // Where a game has positions, the table judges each request as TableNeeds says, by the book.
        judgedBy(TableNeeds.BY_ACTION, TableAuthority.forRuleset(Osoth.RULESET));
    }

    /**
     * The tables a game plays with: the book's, or the referee's overrides
     * carried in its options.
     *
     * @throws IllegalActionException the override is wrong: every problem, with its line and column
     */
    static Tables tables(GameState s) throws IllegalActionException {
        try {
            return TableReader.withOverride(s.option(Option.TABLES) instanceof String text ? text : null);
        } catch (TablesException e) {
            throw new IllegalActionException(Book.O1, "the game's table overrides cannot be used: "
                    + String.join("; ", e.problems().stream().map(Object::toString).toList()));
        }
    }

    /** O1: a table override is checked as a game will read it, each problem at its line and column. */
    @Override
    public List<OptionProblem> checkOption(String id, Object value) {
        if (!Option.TABLES.equals(id) || !(value instanceof String text)) return List.of();
        return TableReader.check(text).stream()
                .map(p -> new OptionProblem(p.line(), p.column(), p.message())).toList();
    }

    @Override
    public List<String> optionChanges(String id, Object value) {
        return Option.TABLES.equals(id) && value instanceof String text ? TableReader.changes(text) : List.of();
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        // Equal request, same state (immutable), no explanation wanted: the rehearsal's checks and changes are this
        // resolution's (it threw no dice), so only the rest it stopped at — who acts next, a move's die — is run.
        Play kept = explanation.isWanted() ? null : keptFor(request, state);
        if (kept != null && rehearsed.compareAndSet(kept, null)) return kept.resumed(dice, explanation);
        ActionSpec spec = Requests.check(this, request, state);
        return resolvers.get(spec.id()).resolve(new Play(request, state, dice, explanation, tables(state), standing,
                false));
    }

    /**
     * Whether {@link #resolve} of the request against the state, with nothing to explain, would go on from the
     * kept rehearsal rather than resolve it afresh: for a test to know it compared a resumed resolution.
     */
    public boolean resumes(ActionRequest request, GameState state) {
        return keptFor(request, state) != null;
    }

    /** The kept rehearsal when it is of this request against this state, else null. */
    private Play keptFor(ActionRequest request, GameState state) {
        Play kept = rehearsed.get();
        return kept != null && kept.s == state && kept.r.equals(request) ? kept : null;
    }

    /**
     * As resolving it, but who acts next is not worked out: the outcome is thrown away. Nor is what follows the
     * last check (a move's die, {@link Play#then}); a rehearsal that threw no dice and left nothing out is kept
     * for the resolution of the same request against the same state to go on from.
     */
    @Override
    public void rehearse(ActionRequest request, GameState state) throws IllegalActionException {
        ActionSpec spec = Requests.check(this, request, state);
        Tables t = tables(state);
        if (Action.FIRE_LIGHT_ARTILLERY.equals(spec.id()) || Action.FIRE_FIELD_ARTILLERY.equals(spec.id())) {
            // The resolution's first question, asked before one is set up (Artillery.fire asks it again).
            Artillery.gunFires(spec.id(), state.actor(request.text(Input.ACTOR)));
        }
        Play p = new Play(request, state, new Dice(new SeededDice(request.hashCode())), Explanation.none(), t,
                standing, true);
        resolvers.get(spec.id()).resolve(p);
        if (p.resumable()) rehearsed.set(p);
    }

    /**
     * A charge is "a series of actions": once it has gone home the charger attacks, and a surviving target attacks
     * back, whoever holds the initiative (ruling O5) — those figures act out of turn until the attacks are made.
     */
    @Override
    public List<String> outOfTurn(GameState state) {
        return AttacksDue.owed(state);
    }

    /** "Players are British scouts; the computer and a referee run everything else" (ch. I). */
    @Override
    public boolean cooperative() {
        return true;
    }

    /**
     * The players are British light troops scouting (ch. II; the example scenarios' 95th riflemen, 52nd light
     * infantry and 16th light dragoons, all veterans — "Rifle, Light Infantry and Light Cavalry units are all
     * considered Veteran"), their enemy French line infantry, average or conscript, and cavalry (average).
     * Cavalry is "uncommon" (ch. X). Drawing the profile's types at random would field villagers and wagons.
     */
    @Override
    public List<List<TroopType>> generatedForces() {
        return FORCES;
    }

    private static final List<List<TroopType>> FORCES = List.of(
            List.of(new TroopType("rifleman", "veteran", false, "rifle"),
                    new TroopType("light-infantry", "veteran", false, "musket"),
                    new TroopType("light-infantry", "veteran", false, "musket"),
                    new TroopType("light-cavalry", "veteran", true, "carbine")),
            List.of(new TroopType("infantry", "average", false, "musket"),
                    new TroopType("infantry", "average", false, "musket"),
                    new TroopType("infantry", "conscript", false, "musket"),
                    new TroopType("cavalry", "average", true, "carbine")));

    /**
     * "Winning and Losing" scores the Player force alone, in the turn ledger: each player side has its points, the
     * others none; "If no friendly units return to friendly lines, that is an automatic and categorical loss" —
     * scored at least −1 whatever else was scored.
     */
    @Override
    public Optional<Map<String, Integer>> victoryPoints(GameState state) {
        TurnLedger ledger = state.turn() != null && state.turn().detail() instanceof TurnLedger l ? l
                : TurnLedger.EMPTY;
        int points = ledger.lost() ? Math.min(ledger.points(), -1) : ledger.points();
        Map<String, Integer> bySide = new LinkedHashMap<>();
        for (Side s : state.sides()) {
            if (s.control() == Side.Control.PLAYER) bySide.put(s.id(), points);
        }
        return Optional.of(Map.copyOf(bySide));
    }

    /**
     * The longest range of the firearms the figure carries, on the game's Fire table (TABLES.md "Fire", or the
     * referee's overrides): a blunderbuss fires on the carbine's line ("Firing"); 0 for a figure with none, nothing
     * where the game's overrides cannot be read.
     */
    @Override
    public OptionalDouble reach(GameState state, Actor actor) {
        try {
            return OptionalDouble.of(reach(tables(state), actor));
        } catch (IllegalActionException e) {
            return OptionalDouble.empty();
        }
    }

    /**
     * The longest range of the firearms the figure carries on these tables, 0 for none: a blunderbuss fires on
     * the carbine's line, and a rifle may be fired as a musket ("Firing").
     */
    static double reach(Tables t, Actor actor) {
        double best = 0;
        for (String id : actor.weapons()) {
            String line = Osoth.Weapon.BLUNDERBUSS.equals(id) ? Osoth.Weapon.CARBINE : id;
            Tables.Weapon w = t.fire().weapons().get(line);
            if (w != null) best = Math.max(best, w.reach());
            Tables.Weapon musket = Osoth.Weapon.RIFLE.equals(id) ? t.fire().weapons().get(Osoth.Weapon.MUSKET) : null;
            if (musket != null) best = Math.max(best, musket.reach());
        }
        return best;
    }

    /**
     * Ruling O10: the ways out of 36 that the figure's quality hits with an attack on the book's Attack table
     * (TABLES.md: 2D6 against 7 with the attacker's modifier). Transport, which "are not allowed to perform
     * offensive actions", is worth 0.
     */
    @Override
    public double strength(Actor actor) {
        if (Kind.of(actor).role == Kind.Role.TRANSPORT) return 0;
        Integer modifier = TableReader.book().attack().attacker().get(Figures.atStart(actor));
        if (modifier == null) return 0;
        int need = TableReader.book().attack().hit() + modifier;
        int ways = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                if (a + b >= need) ways++;
            }
        }
        return ways;
    }

    @Override
    public List<Choice> choicesFor(ActionSpec action, FieldSpec input, Actor actor) {
        if (actor == null || !Action.REACT.equals(action.id()) || !Input.REACTION.equals(input.id())) return input.choices();
        List<Choice> offered = new ArrayList<>();
        for (Choice c : input.choices()) {
            boolean fire = !c.id().equals("none") && !c.id().equals("move");
            if (!fire || Firing.carries(actor, Firing.weapon("fire-" + c.id()))) offered.add(c);
        }
        return offered;
    }

    @Override
    public Map<String, Object> fromTable(ActionSpec action, Sighting sighting) {
        return Sighted.inputs(action.id(), sighting);
    }

    @Override
    public java.util.Optional<ActionSpec> shotOf(Actor actor) {
        String action = Sighted.firing(actor);
        return action == null ? java.util.Optional.empty() : action(action);
    }

    /** The book's ruleset again, with its own memory of the states it resolved against (the overrides come with each game's options). */
    @Override
    public Ruleset another() {
        return new OsothRuleset();
    }
}
