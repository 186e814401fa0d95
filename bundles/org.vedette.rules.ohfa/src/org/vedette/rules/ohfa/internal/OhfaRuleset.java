package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.osgi.service.component.annotations.Component;
import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.ActionCatalog;
import org.vedette.core.rules.CatalogRuleset;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.core.rules.Scale;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.core.rules.Sighting;
import org.vedette.table.TableAuthority;

/**
 * Over the Hills &amp; Far Away (after Bryan Ansell's horse-and-musket
 * skirmish rules) as a ruleset service: single characters act, distances are
 * in inches, play is driven by the fate deck. A side is a player. Stateless:
 * everything it knows of a game comes in the {@link GameState}.
 */
@Component(service = Ruleset.class)
public final class OhfaRuleset extends CatalogRuleset {
    /** One resolution of one action. */
    @FunctionalInterface
    private interface Resolver {
        Outcome resolve(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException;
    }

    private final Map<String, Resolver> resolvers = Map.ofEntries(
            Map.entry(Action.STAND, CharacterActions::stand),
            Map.entry(Action.MOVE, CharacterActions::move),
            Map.entry(Action.AIM, CharacterActions::aim),
            Map.entry(Action.RECOVER, CharacterActions::recover),
            Map.entry(Action.CHARGE, CharacterActions::charge),
            Map.entry(Action.FIGHT, CharacterActions::fight),
            Map.entry(Action.SHOOT, Shooting::shoot),
            Map.entry(Action.PLACE_TEMPLATE, Shooting::placeTemplate),
            Map.entry(Action.PLAY_CARD, Precedence::play),
            Map.entry(Action.COMMIT, CharacterActions::commit),
            Map.entry(Action.AFTER_THE_BATTLE, AfterTheBattle::recover));

    public OhfaRuleset() {
        super(new RulesetInfo(Ohfa.RULESET, Ohfa.NAME, "1.0",
                "Over the Hills & Far Away — Napoleonic skirmish rules for 4 or 5 players (after Bryan Ansell)",
                MeasurementUnit.INCH), new Profile(Scale.FIGURE, List.of(), Catalog.qualities(), Catalog.weapons()),
                ActionCatalog.of(Catalog.actions()), Catalog.options(), new FateDeckTurns(), MarkSheet.marks());
        // Where a game has positions, the table judges each request as TableNeeds says, by the book.
        judgedBy(TableNeeds.BY_ACTION, TableAuthority.forRuleset(Ohfa.RULESET));
        offerHit(RefereeHit.spec(), RefereeHit::resolve);
    }

    /**
     * The greatest range band of the firearms the character carries (Shooting: the range table; a band of line of
     * sight has no limit), 0 for one with none.
     */
    @Override
    public OptionalDouble reach(GameState state, Actor actor) {
        double best = 0;
        for (String id : actor.weapons()) {
            Firearm f = Firearm.byId(id);
            if (f != null) best = Math.max(best, f.maximum());
        }
        return OptionalDouble.of(best);
    }

    /**
     * A non-player fighter's secret allocation (Fighting — allocating combat points) for the melee waiting for
     * him: {@link Melee#allocation}. Nothing for any other action, a Raw fighter (who throws), or one no melee
     * waits for.
     */
    @Override
    public Map<String, Object> npcChoices(GameState state, String action, Actor actor) {
        if (Action.PLAY_CARD.equals(action)) return cardToPlay(state, actor);
        if (!Action.COMMIT.equals(action)) return Map.of();
        FateDeck deck = Turns.deck(state);
        PendingMelee m = deck == null ? null : deck.melee();
        if (m == null || !m.fighters().contains(actor.id()) || m.commitments().containsKey(actor.id())) return Map.of();
        Quality q = Quality.byId(actor.quality());
        if (q == null || q == Quality.RAW) return Map.of();
        int[] points = Melee.allocation(Melee.points(q, Melee.modifiers(m, actor)), Melee.defaultWeapon(actor));
        return Map.of(Ohfa.Input.ASSAULT, points[0], Ohfa.Input.CLOSE, points[1], Ohfa.Input.GRAPPLING, points[2]);
    }

    /**
     * The card a non-player character plays: the lowest troop type card his player holds that gives him a free
     * turn, and the firearm whose firing card he holds (the longest reaching), for a line that plays his firing
     * card instead. Nothing he may play, nothing.
     */
    private static Map<String, Object> cardToPlay(GameState state, Actor actor) {
        FateDeck deck = Turns.deck(state);
        Quality q = actor.quality() == null ? null : Quality.byId(actor.quality());
        if (deck == null || q == null) return Map.of();
        Map<String, Object> choice = new java.util.LinkedHashMap<>();
        Quality troop = holdsTroopCard(deck, actor, q);
        if (troop != null) choice.put(Ohfa.Input.CARD, troop.id);
        Firearm longest = longestLoaded(actor);
        if (longest != null) choice.put(Ohfa.Input.WEAPON, longest.id);
        return choice;
    }

    /**
     * "Firing cards are taken into the player's hand, and can be used at any time to take a shot"; a troop type
     * card gives a free turn to "any of his characters of a class at least as high as that on the card": every
     * character in play who holds a firing card, or whose player holds a card of his class or lower, may play
     * it now. None without a fate deck, or while a melee waits for its allocations.
     */
    @Override
    public List<String> outOfTurn(GameState state) {
        FateDeck deck = Turns.deck(state);
        if (deck == null || deck.melee() != null) return List.of();
        List<String> may = new ArrayList<>();
        for (Actor a : state.actors().values()) {
            if (a.status().out()) continue;
            Quality q = a.quality() == null ? null : Quality.byId(a.quality());
            if (q == null) continue;
            if (longestLoaded(a) != null || holdsTroopCard(deck, a, q) != null) may.add(a.id());
        }
        return may;
    }

    /** Of the firearms whose firing card he holds, the one that reaches furthest; null when he holds none. */
    private static Firearm longestLoaded(Actor a) {
        Firearm longest = null;
        for (Firearm f : Characters.firearms(a)) {
            if (Characters.firingCards(a, f.id) > 0 && (longest == null || f.maximum() > longest.maximum())) longest = f;
        }
        return longest;
    }

    /** The lowest troop type card his player holds that gives him a free turn, or null: the higher kept for later. */
    private static Quality holdsTroopCard(FateDeck deck, Actor a, Quality q) {
        Quality lowest = null;
        for (String id : deck.hand(a.side())) {
            Quality card = Quality.byId(id);
            if (card != null && q.atLeast(card) && (lowest == null || lowest.atLeast(card))) lowest = card;
        }
        return lowest;
    }

    /** Ruling B12: combat points plus the shooting modifier of the character's quality; one without a quality 0. */
    @Override
    public double strength(Actor actor) {
        Quality q = actor.quality() == null ? null : Quality.byId(actor.quality());
        return q == null ? 0 : q.worth();
    }

    @Override
    public List<String> checkStatus(Actor actor) {
        return MarkSheet.checkStatus(actor);
    }


    @Override
    public TurnState joined(GameState state, Actor actor) {
        return RefereeHit.joined(state, actor);
    }

    @Override
    public TurnState left(GameState state, Actor actor) throws IllegalActionException {
        return RefereeHit.left(state, actor);
    }

    /** "secretly turns each one up ... he conceals these beneath his hand": an allocation is never displayed. */
    @Override
    public boolean concealsInputs(String action) {
        return Action.COMMIT.equals(action);
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        ActionSpec spec = Requests.check(this, request, state);
        return resolvers.get(spec.id()).resolve(request, state, dice, explanation);
    }

    /** "allocating between one and six points to each": a round outside says the fighter's points too. */
    @Override
    public IllegalActionException inputsRefused(ActionSpec action, ActionRequest request, GameState state,
            IllegalActionException refusal) {
        return CharacterActions.withThePointsTheyHave(request, state, refusal);
    }

    /**
     * A shot, a blow or a shot in combat is offered the firearms or melee
     * weapons the character carries ("Firing", "Fighting — Melee weapons").
     */
    @Override
    public List<Choice> choicesFor(ActionSpec action, FieldSpec input, Actor actor) {
        boolean his = switch (input.id()) {
            case Ohfa.Input.WEAPON, Ohfa.Input.MELEE_WEAPON, Ohfa.Input.FIRE -> true;
            default -> false;
        };
        if (actor == null || !his) return input.choices();
        List<Choice> offered = new ArrayList<>();
        for (Choice c : input.choices()) {
            if (actor.carries(c.id())) offered.add(c);
        }
        return offered.isEmpty() ? input.choices() : offered;
    }

    @Override
    public Map<String, Object> fromTable(ActionSpec action, Sighting sighting) {
        return Sighted.inputs(action.id(), sighting);
    }
}
