package org.vedette.rules.osoth.internal;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Hidden;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Rank;
import org.vedette.rules.osoth.tables.Tables;

/**
 * What the scouts are there for ("Actions"): Parley with Villagers,
 * Monks/Priests and Aristocrats within 6 inches; Explore Village and Cave/Ruins
 * by entering; Scout Enemy Outpost and Assess Massed Enemy within 12 inches
 * with a clear line of sight; Interrogate/Search defeated Enemy Officers —
 * each by Player forces only, each once per game for its place or group
 * (an assessment once successfully). What each yields is a 2D6 table
 * (TABLES.md "Yields"); the victory items it brings are carried home.
 */
final class Reconnaissance {
    static final String YIELD = "2D6 on the table of yields";
    static final String ASSESS = "2D6 assessment";
    /** "within 6 inches of the Villagers in question". */
    static final double PARLEY_DISTANCE = 6;
    /** "within 12 inches of an enemy outpost with a clear line of sight". */
    static final double SCOUTING_DISTANCE = 12;

    private Reconnaissance() {
    }

    private static RuleRef rule(String action) {
        return switch (action) {
            case Action.PARLEY_VILLAGERS -> Book.PARLEY_VILLAGERS;
            case Action.PARLEY_MONKS -> Book.PARLEY_MONKS;
            case Action.PARLEY_ARISTOCRATS -> Book.PARLEY_ARISTOCRATS;
            case Action.EXPLORE_VILLAGE -> Book.EXPLORE_VILLAGE;
            case Action.EXPLORE_CAVE -> Book.EXPLORE_CAVE;
            case Action.SCOUT_OUTPOST -> Book.SCOUT_OUTPOST;
            case Action.INTERROGATE -> Book.INTERROGATE;
            default -> Book.ASSESS;
        };
    }

    /** The figures acting, by Player forces only, in turn. */
    private static List<Actor> scouts(Play p, RuleRef rule, boolean groups) throws IllegalActionException {
        Actor actor = p.actor();
        if (!Figures.player(p.ch, actor)) {
            throw new IllegalActionException(rule, actor.name() + " is not of the Player forces: \"only by Player forces\"");
        }
        List<Actor> group = Acting.group(p, actor, groups, rule);
        Acting.check(p, group, "do this");
        if (Figures.wavering(p.ch, actor)) {
            throw new IllegalActionException(Book.MORALE, Figures.unit(p.ch, actor)
                    + " is Wavering: \"A Wavering unit is only allowed to … Move, or … Rally\"");
        }
        return group;
    }

    static void within(Play p, double most, RuleRef rule, boolean sight) throws IllegalActionException {
        double d = p.r.number(Input.DISTANCE, 0);
        if (d > most) {
            throw new IllegalActionException(rule, Figures.inches(d) + " is too far: within " + Figures.inches(most) + " only");
        }
        if (sight && !p.r.flag(Input.IN_SIGHT)) {
            throw new IllegalActionException(rule, "a clear line of sight is needed");
        }
    }

    private static String once(Play p, String key, RuleRef rule, String what) throws IllegalActionException {
        if (p.ledger != null && p.ledger.done.contains(key)) {
            throw new IllegalActionException(rule, what + " has been done already: \"only be performed once per game\"");
        }
        return key;
    }

    private static String place(Play p, RuleRef rule) throws IllegalActionException {
        String place = p.r.text(Input.PLACE);
        if (place == null || place.isBlank()) throw new IllegalActionException(rule, "name the place (its id or name on the table)");
        return place.strip();
    }

    static Outcome parley(Play p) throws IllegalActionException {
        String action = p.r.action();
        RuleRef rule = rule(action);
        List<Actor> group = scouts(p, rule, true);
        Actor target = p.target(rule);
        Kind want = Action.PARLEY_VILLAGERS.equals(action) ? Kind.VILLAGER
                : Action.PARLEY_MONKS.equals(action) ? Kind.MONK : Kind.ARISTOCRAT;
        if (Kind.of(target) != want) {
            throw new IllegalActionException(rule, target.name() + " is " + Kind.of(target).label + ", not " + want.label);
        }
        within(p, PARLEY_DISTANCE, rule, false);
        String unit = Figures.unit(p.ch, target);
        String key = once(p, action + ":" + unit, rule, "Parley with " + unit);
        Tables.Result result = yieldOf(p, action);
        // "Once they have been engaged in parley, the Villagers are removed from play" — aristocrats stay when escorted.
        boolean escort = result.victory() != null && want == Kind.ARISTOCRAT;
        for (Actor a : p.present(unit)) {
            if (!escort) p.ch.status(a.id(), p.ch.status(a).withOut(true));
            p.ch.mark(a.id(), Mark.DEALT_WITH, Boolean.TRUE);
            // Escorted to the lines, the aristocrats go with the parleying unit on the table (ruling O13).
            if (escort && Kind.of(a) == Kind.ARISTOCRAT) Units.intoCare(p, a, Figures.unit(p.ch, group.get(0)));
        }
        if (!escort) p.ch.instruct(target.id(), unit + " are removed from play");
        return done(p, group, key, result, () -> group.get(0).name() + " parleys with " + target.name());
    }

    static Outcome explore(Play p) throws IllegalActionException {
        String action = p.r.action();
        RuleRef rule = rule(action);
        List<Actor> group = scouts(p, rule, true);
        String place = place(p, rule);
        String key = once(p, action + ":" + key(place), rule, "Exploring " + place);
        if (Action.EXPLORE_VILLAGE.equals(action)) {
            // "at which point the pre-determined garrison is substituted for whatever result the game interface produces"
            String hidden = hiddenIn(p, place);
            if (hidden != null) {
                Acting.reveal(p, hidden, "found in " + place);
                p.step(Book.SPY, () -> "The scenario's garrison is found instead of the table's result");
                Acting.acted(p, group);
                if (p.ledger != null) p.ledger.done.add(key);
                return p.outcome(() -> group.get(0).name() + " explores " + place + ": the garrison is found — " + hidden);
            }
        }
        return done(p, group, key, yieldOf(p, action), () -> group.get(0).name() + " explores " + place);
    }

    /** The unit the scenario hides in this place until it is searched, or null. */
    private static String hiddenIn(Play p, String place) {
        for (Actor a : p.s.actors().values()) {
            if (Figures.hidden(p.ch, a) && Hidden.SEARCH.equals(a.profileText(Field.HIDDEN_UNTIL))
                    && key(place).equals(key(a.profileText(Field.HIDDEN_IN)))) {
                return Figures.unit(p.ch, a);
            }
        }
        return null;
    }

    static Outcome scout(Play p) throws IllegalActionException {
        RuleRef rule = Book.SCOUT_OUTPOST;
        List<Actor> group = scouts(p, rule, true);
        String place = place(p, rule);
        within(p, SCOUTING_DISTANCE, rule, true);
        String key = once(p, Action.SCOUT_OUTPOST + ":" + key(place), rule, "Scouting " + place);
        return done(p, group, key, yieldOf(p, Action.SCOUT_OUTPOST), () -> group.get(0).name() + " scouts " + place);
    }

    static Outcome interrogate(Play p) throws IllegalActionException {
        RuleRef rule = Book.INTERROGATE;
        List<Actor> group = scouts(p, rule, true);
        Actor officer = p.target(rule);
        boolean isOfficer = Kind.of(officer).isOfficerType() || Rank.OFFICER.equals(officer.profileText(Field.RANK))
                || Rank.NCO.equals(officer.profileText(Field.RANK));
        if (!isOfficer || Figures.player(p.ch, officer)) {
            throw new IllegalActionException(rule, officer.name() + " is not an enemy officer");
        }
        if (!Figures.out(p.ch, officer) && !Figures.wavering(p.ch, officer)) {
            throw new IllegalActionException(rule, officer.name() + " has not been defeated: the search comes \"after any combat has"
                    + " already taken place, and the officer … has … been defeated (or [is] incapable of combat)\"");
        }
        if (Boolean.TRUE.equals(p.ch.mark(officer, Mark.DEALT_WITH))) {
            throw new IllegalActionException(rule, officer.name() + " has been searched already");
        }
        Tables.Result result = yieldOf(p, Action.INTERROGATE);
        p.ch.mark(officer.id(), Mark.DEALT_WITH, Boolean.TRUE);
        p.ch.status(officer.id(), p.ch.status(officer).withOut(true));
        p.ch.instruct(officer.id(), officer.name() + " is made prisoner or left for dead: remove the figure");
        return done(p, group, null, result, () -> group.get(0).name() + " searches " + officer.name());
    }

    static Outcome assess(Play p) throws IllegalActionException {
        RuleRef rule = Book.ASSESS;
        List<Actor> group = scouts(p, rule, true);
        String place = place(p, rule);
        within(p, SCOUTING_DISTANCE, rule, true);
        String key = once(p, Action.ASSESS + ":" + key(place), rule, "Assessing " + place);
        String quality = Figures.best(p.ch, group);
        int needed = p.t.assess().get(quality);
        Roll roll = p.dice.roll(2, 6, ASSESS + " (" + needed + "+)");
        boolean success = roll.total() >= needed;
        p.step(Book.T_YIELDS, () -> Figures.label(quality) + " " + needed + "+: rolled " + roll.total() + ": "
                + (success ? "the strength and troop types are known" : "no clear count; try again"));
        Acting.acted(p, group);
        if (!success) return p.outcome(() -> group.get(0).name() + " fails to assess " + place);
        if (p.ledger != null) {
            p.ledger.done.add(key);
            p.ledger.pending.add(VictoryItem.MASSED_ASSESSED.id);
        }
        p.ch.instruct(null, "Massed Enemy at " + place + " assessed: carry the intelligence back to friendly lines");
        return p.outcome(() -> group.get(0).name() + " assesses " + place + ": Massed Enemy counted (3 VP when carried home)");
    }

    private static Tables.Result yieldOf(Play p, String action) {
        Roll roll = p.dice.roll(2, 6, YIELD);
        Tables.Result result = null;
        for (Tables.Result r : p.t.yields().get(action)) {
            if (r.covers(roll.total())) result = r;
        }
        Tables.Result found = result;
        p.step(Book.T_YIELDS, () -> "2D6 " + roll.total() + ": " + found.result());
        return result;
    }

    /** The action done: the headline is what the figure did ({@code doing}), then the table's result. */
    private static Outcome done(Play p, List<Actor> group, String key, Tables.Result result, Supplier<String> doing) {
        Acting.acted(p, group);
        if (p.ledger != null) {
            if (key != null) p.ledger.done.add(key);
            if (result.victory() != null) p.ledger.pending.add(result.victory());
        }
        p.ch.instruct(null, result.result());
        return p.outcome(() -> doing.get() + ": " + result.result() + (result.victory() == null ? ""
                : " (" + VictoryItem.of(result.victory()).label + ", " + VictoryItem.of(result.victory()).points
                        + " VP when carried home)"));
    }

    /** A place's key: its letters and digits, so "El Bodón" and "el-bodón" are one village. */
    static String key(String place) {
        if (place == null) return "";
        StringBuilder b = new StringBuilder();
        for (char c : place.toLowerCase(Locale.ROOT).toCharArray()) {
            if (Character.isLetterOrDigit(c)) b.append(c);
        }
        return b.toString();
    }
}
