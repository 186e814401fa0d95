package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.turn.Activation;
import org.vedette.rules.ohfa.Ohfa.How;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;

/**
 * The actions of a character's turn ("Actions", "Movement"): stand, move by
 * the dice or the basic move, aim, recover, charge, and fight the enemies in
 * contact. One a turn; a character with shock counters must recover first.
 */
final class CharacterActions {
    static final String MOVEMENT_DICE = "movement dice";

    private CharacterActions() {
    }

    static Outcome stand(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor a = start(r, s, "stand");
        Changes ch = new Changes(s);
        ex.step(Book.STAND, a.name() + " stands: \"Do nothing (except turn to face any direction)\"");
        return done(s, ch, a, a.name() + " stands", dice, ex);
    }

    static Outcome recover(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor a = s.actor(r.text(Input.ACTOR));
        Quality.of(a);
        Turns.checkAction(s, a, "recover");
        Changes ch = new Changes(s);
        int shock = a.status().shock();
        ch.status(a.id(), a.status().withShock(0));
        ex.step(Book.RECOVER, shock == 0 ? a.name() + " has no shock counter to remove"
                : "\"Multiple shock counters can be removed with a single recover action\": " + shock + " removed");
        return done(s, ch, a, a.name() + " recovers" + (shock == 0 ? " (no shock counters)" : ": " + shock
                + " shock counter" + (shock == 1 ? "" : "s") + " removed"), dice, ex);
    }

    static Outcome aim(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor a = start(r, s, "aim");
        Actor target = Characters.enemy(s, a, r.text(Input.TARGET), Book.AIM);
        // "Aim: Only possible if the character has a firing card."
        Firearm gun = Shooting.firearm(r.text(Input.WEAPON), a);
        Changes ch = new Changes(s);
        ch.mark(a.id(), Mark.AIMING, target.id());
        ex.step(Book.AIM, a.name() + " aims his " + gun.label.toLowerCase() + " at " + target.name()
                + " and turns to face him: +2 to his next shot at him");
        return done(s, ch, a, a.name() + " aims at " + target.name() + " with his " + gun.label.toLowerCase()
                + ": +2 to his next shot at him", dice, ex);
    }

    static Outcome move(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        return moveOrCharge(r, s, dice, ex, false);
    }

    static Outcome charge(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        return moveOrCharge(r, s, dice, ex, true);
    }

    private static Outcome moveOrCharge(ActionRequest r, GameState s, Dice dice, Explanation ex, boolean charge)
            throws IllegalActionException {
        RuleRef rule = charge ? Book.CHARGE : Book.MOVE;
        Actor a = start(r, s, charge ? "charge" : "move");
        Quality q = Quality.of(a);
        Characters.checkMountable(a, q);
        boolean wounded = Characters.wounded(a);
        MovementTable.Rate rate = MovementTable.rate(q, wounded, a.mounted());
        boolean byDice = charge || How.DICE.equals(r.text(Input.HOW));
        if (charge && How.BASIC.equals(r.text(Input.HOW))) {
            throw new IllegalActionException(Book.CHARGE, "\"Dice must be rolled to charge, no taking the basic move.\"");
        }
        if (!byDice && rate.basic() < 0) {
            throw new IllegalActionException(Book.MOVEMENT, a.name() + " is " + q.label
                    + ": \"All characters except raw can choose to roll dice or just use a basic move\" — he must roll "
                    + rate.formula());
        }
        Actor target = null;
        List<Actor> others = new ArrayList<>();
        if (r.text(Input.TARGET) != null) {
            target = Characters.enemy(s, a, r.text(Input.TARGET), rule);
            if (r.input(Input.DISTANCE) == null) {
                throw new IllegalActionException(rule, "say the 'distance' from " + a.name() + " to base contact with "
                        + target.name());
            }
            for (String id : Characters.ids(r, Input.ALSO_FIGHTS)) others.add(Characters.enemy(s, a, id, Book.OUTNUMBERED));
        } else if (charge) {
            throw new IllegalActionException(Book.CHARGE, "a charge is declared against a 'target', at a 'distance'");
        }
        int allowance;
        Roll roll = null;
        if (byDice) {
            roll = dice.roll(rate.dice(), 6, MOVEMENT_DICE);
            allowance = Math.max(0, roll.total() + rate.plus());
            if (ex.isWanted()) {
                ex.step(Book.MOVEMENT, a.name() + " rolls " + rate.formula() + " (" + MovementTable.source(q, wounded, a.mounted())
                        + "): " + rolled(roll, rate.plus()) + " = " + allowance + "\"" + (roll.total() + rate.plus() < 0
                                ? " (no less than 0)" : ""));
            }
        } else {
            allowance = rate.basic();
            ex.step(Book.MOVEMENT, a.name() + " takes the basic move of " + allowance + "\" ("
                    + MovementTable.source(q, wounded, a.mounted()) + ")");
        }
        // How the allowance came, for the headline: "(3D6-3: 4 + 5 + 6 - 3)" or "(basic move)".
        String how = roll == null ? " (basic move)" : " (" + rate.formula() + ": " + rolled(roll, rate.plus()) + ")";
        Changes ch = new Changes(s);
        ch.mark(a.id(), Mark.AIMING, null);
        FateDeck deck = Turns.deck(s);
        FateDeck.Draft d = deck == null ? null : deck.edit();
        String verb = charge ? " charges" : " moves";
        String headline;
        if (target == null) {
            // The allowance in inches too, so that a path on the table goes no further (RULINGS.md T15).
            ch.instructMove(a.id(), "move up to " + allowance + "\" in any direction", allowance);
            headline = a.name() + verb + " up to " + allowance + "\"" + how;
        } else {
            double distance = r.number(Input.DISTANCE, 0);
            if (allowance < distance) {
                // The inches too: on the table he goes that far along his way to the target, by the going.
                ch.instructMove(a.id(), "move " + allowance + "\" towards " + target.name() + ": short of contact",
                        allowance);
                ex.step(rule, allowance + "\" does not reach " + target.name() + " at " + Characters.inches(distance));
                headline = a.name() + verb + " " + allowance + "\"" + how + " and falls short of " + target.name();
            } else {
                ch.instruct(a.id(), "move into base contact with " + target.name());
                ex.step(rule, charge ? "The charge ends in base contact: melee, with a charge bonus of +" + (a.mounted() ? 4 : 2)
                        : "\"A move that ends in base contact with an opponent initiates melee. No charge bonus\"");
                List<String> defenders = new ArrayList<>();
                defenders.add(target.id());
                for (Actor o : others) defenders.add(o.id());
                PendingMelee m = new PendingMelee(a.id(), defenders, charge, r.flag(Input.TARGET_BEHIND_COVER),
                        r.flag(Input.ACTOR_BEHIND_COVER), Map.of());
                headline = a.name() + verb + " into contact with " + target.name() + how + ": " + engage(s, ch, d, m, dice, ex);
            }
        }
        return done(s, ch, a, d, headline, dice, ex);
    }

    /** A character in contact at his turn "must fight all enemy characters that he is in contact with". */
    static Outcome fight(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor a = start(r, s, "fight");
        Actor target = Characters.enemy(s, a, r.text(Input.TARGET), Book.FIGHTING);
        List<String> defenders = new ArrayList<>();
        defenders.add(target.id());
        for (String id : Characters.ids(r, Input.ALSO_FIGHTS)) {
            defenders.add(Characters.enemy(s, a, id, Book.OUTNUMBERED).id());
        }
        PendingMelee m = pending(r, a, defenders);
        FateDeck deck = Turns.deck(s);
        FateDeck.Draft d = deck == null ? null : deck.edit();
        Changes ch = new Changes(s);
        boolean revealed = r.input(Input.ASSAULT) != null || r.input(Input.TARGET_ASSAULT) != null
                || r.input(Input.CLOSE) != null || r.input(Input.TARGET_CLOSE) != null
                || r.input(Input.GRAPPLING) != null || r.input(Input.TARGET_GRAPPLING) != null;
        if (revealed || d == null) {
            if (defenders.size() > 1) {
                throw new IllegalActionException(Book.OUTNUMBERED, "a fight against several enemies takes each fighter's"
                        + " allocation separately, with '" + org.vedette.rules.ohfa.Ohfa.Action.COMMIT + "'");
            }
            // Allocations revealed at the table and given together: the melee is resolved at once.
            m = m.with(a.id(), Melee.commitment(m, a, points(r, Input.ASSAULT, Input.CLOSE, Input.GRAPPLING),
                    r.text(Input.MELEE_WEAPON), r.text(Input.FIRE)));
            m = m.with(target.id(), Melee.commitment(m, target, points(r, Input.TARGET_ASSAULT, Input.TARGET_CLOSE,
                    Input.TARGET_GRAPPLING), r.text(Input.TARGET_MELEE_WEAPON), r.text(Input.TARGET_FIRE)));
            return done(s, ch, a, d, melee(s, m, Melee.resolve(s, ch, d, m, dice, ex)), dice, ex);
        }
        return done(s, ch, a, d, melee(s, m, engage(s, ch, d, m, dice, ex)), dice, ex);
    }

    /** The melee a fight starts, its modifiers as the request gives them, nobody committed yet. */
    private static PendingMelee pending(ActionRequest r, Actor a, List<String> defenders) {
        return new PendingMelee(a.id(), defenders, r.flag("charged"), r.flag(Input.TARGET_BEHIND_COVER),
                r.flag(Input.ACTOR_BEHIND_COVER), Map.of());
    }

    /**
     * A fight or a commitment refused by its inputs' common check, a round
     * outside "between one and six points", also says, of each fighter whose
     * round it is, how many combat points he allocates and how many he has
     * (COMBAT POINTS, CLOSE COMBAT MODIFIERS): "… allocates 12 combat points;
     * a Hero has 10". A player who puts seven in a round has most often
     * counted more points than his character has.
     */
    static IllegalActionException withThePointsTheyHave(ActionRequest r, GameState s, IllegalActionException refusal) {
        boolean fight = org.vedette.rules.ohfa.Ohfa.Action.FIGHT.equals(r.action());
        if (!fight && !org.vedette.rules.ohfa.Ohfa.Action.COMMIT.equals(r.action())) return refusal;
        Actor a = r.input(Input.ACTOR) instanceof String id ? s.actor(id) : null;
        Actor target = fight && r.input(Input.TARGET) instanceof String id ? s.actor(id) : null;
        if (a == null) return refusal;
        FateDeck deck = Turns.deck(s);
        PendingMelee m = fight ? pending(r, a, target == null ? List.of() : List.of(target.id()))
                : deck == null ? null : deck.melee();
        if (m == null) return refusal;
        List<String> says = new ArrayList<>(2);
        Melee.overSix(a, m, points(r, Input.ASSAULT, Input.CLOSE, Input.GRAPPLING), says);
        if (target != null) {
            Melee.overSix(target, m, points(r, Input.TARGET_ASSAULT, Input.TARGET_CLOSE, Input.TARGET_GRAPPLING), says);
        }
        if (says.isEmpty()) return refusal;
        return new IllegalActionException(Book.ALLOCATION, refusal.getMessage() + ": " + String.join("; ", says));
    }

    /** "Melee, Sgt Dubois v Sgt Harper: " and what came of it — composed only when read: bulk runs never do. */
    private static Supplier<String> melee(GameState s, PendingMelee m, String result) {
        return () -> Melee.title(s, m) + ": " + result;
    }

    /** Starts a melee: with a fate deck it waits for the secret allocations (Raw throw); without, it is described. */
    private static String engage(GameState s, Changes ch, FateDeck.Draft d, PendingMelee m, Dice dice, Explanation ex)
            throws IllegalActionException {
        List<String> toCommit = Turns.names(s, Turns.waitingFor(s, m));
        if (d == null) {
            return "melee — resolve it with 'fight', giving both allocations";
        }
        if (d.melee != null) {
            throw new IllegalActionException(Book.FIGHTING, "a melee is still waiting for its allocations: "
                    + d.melee.fighters());
        }
        if (toCommit.isEmpty()) {
            return "every fighter is Raw and throws his dice: " + Melee.resolve(s, ch, d, m, dice, ex);
        }
        d.melee = m;
        ex.step(Book.ALLOCATION, "Each player secretly allocates his character's combat points to the three rounds: "
                + String.join(", ", toCommit) + " to commit");
        return "melee — " + String.join(" and ", toCommit) + " commit their combat points";
    }

    /** A fighter's secret allocation; when the last is in, the melee is revealed and resolved. */
    static Outcome commit(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor a = s.actor(r.text(Input.ACTOR));
        FateDeck deck = Turns.deck(s);
        PendingMelee m = deck == null ? null : deck.melee();
        if (m == null || !m.fighters().contains(a.id())) {
            throw new IllegalActionException(Book.ALLOCATION, a.name() + " is in no melee waiting for allocations");
        }
        if (m.commitments().containsKey(a.id())) {
            throw new IllegalActionException(Book.ALLOCATION, a.name() + " has already committed his combat points");
        }
        m = m.with(a.id(), Melee.commitment(m, a, points(r, Input.ASSAULT, Input.CLOSE, Input.GRAPPLING),
                r.text(Input.MELEE_WEAPON), r.text(Input.FIRE)));
        FateDeck.Draft d = deck.edit();
        Changes ch = new Changes(s);
        List<String> waiting = Turns.waitingFor(s, m);
        String headline;
        Activation next;
        if (waiting.isEmpty()) {
            d.melee = null;
            headline = Melee.title(s, m) + ": " + Melee.resolve(s, ch, d, m, dice, ex);
            // The melee was the attacker's action: with it resolved his turn is complete, as after any other.
            next = Turns.taken(s.actor(m.attacker()));
        } else {
            d.melee = m;
            // Nothing here may show the points: only that they are committed.
            headline = a.name() + " has committed his combat points; waiting for "
                    + String.join(", ", Turns.names(s, waiting));
            ex.step(Book.ALLOCATION, a.name() + "'s allocation is hidden until every fighter has committed");
            next = Turns.waiting(s, waiting);
        }
        ch.turn(Turns.turn(s, d.build(), next));
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }

    private static Integer[] points(ActionRequest r, String assault, String close, String grappling) {
        return new Integer[] {integer(r, assault), integer(r, close), integer(r, grappling)};
    }

    private static Integer integer(ActionRequest r, String id) {
        return r.input(id) instanceof Number n ? n.intValue() : null;
    }

    /** The common start of an action: the character, his turn, no shock counters. */
    private static Actor start(ActionRequest r, GameState s, String doing) throws IllegalActionException {
        Actor a = s.actor(r.text(Input.ACTOR));
        Quality.of(a);
        Turns.checkAction(s, a, doing);
        Characters.checkNotShocked(a, doing);
        return a;
    }

    private static Outcome done(GameState s, Changes ch, Actor a, String headline, Dice dice, Explanation ex)
            throws IllegalActionException {
        FateDeck deck = Turns.deck(s);
        return done(s, ch, a, deck == null ? null : deck.edit(), headline, dice, ex);
    }

    private static Outcome done(GameState s, Changes ch, Actor a, FateDeck.Draft d, String headline, Dice dice,
            Explanation ex) throws IllegalActionException {
        if (d != null) ch.turn(Turns.afterAction(s, d, a, d.melee));
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }

    private static Outcome done(GameState s, Changes ch, Actor a, FateDeck.Draft d, Supplier<String> headline,
            Dice dice, Explanation ex) throws IllegalActionException {
        if (d != null) ch.turn(Turns.afterAction(s, d, a, d.melee));
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }

    /** "4 + 5 + 6 - 3": each die, and the table's plus or minus named as a term of its own. */
    private static String rolled(Roll roll, int plus) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < roll.count(); i++) {
            if (i > 0) b.append(" + ");
            b.append(roll.face(i));
        }
        if (plus != 0) b.append(plus > 0 ? " + " : " - ").append(Math.abs(plus));
        return b.toString();
    }
}
