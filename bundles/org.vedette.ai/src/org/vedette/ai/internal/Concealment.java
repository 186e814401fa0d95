package org.vedette.ai.internal;

import java.util.concurrent.atomic.AtomicReference;

import org.vedette.ai.Reason.Kind;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Option;
import org.vedette.rules.osoth.Osoth.Weapon;
import org.vedette.rules.osoth.tables.TableReader;
import org.vedette.rules.osoth.tables.Tables;
import org.vedette.rules.osoth.tables.TablesException;

/**
 * What a sensible referee keeps an eye on with The Other Side of the Hill's
 * firearms and hidden forces, which the rules allow but a player would not
 * do. "Different weapons have different ranges. If a figure fires and gets an
 * 'out of range' result, the action has still been taken" (Firing): the
 * ruleset accepts the shot and spends the action on nothing, so the AI does
 * not choose it. And a hidden force ("appear on the table if they move or
 * act before the Player figures conduct a search", The Spy in the Village;
 * "not revealed to players until they make an action or Player forces come
 * within 12 inches", The Marquise of Alorna) gives itself away by any action:
 * it holds, taking none, while no Player figure is within its reach, and
 * waits to be found or for the enemy to come close.
 * <p>
 * The ranges are the game's tables (TABLES.md "Fire", or the referee's
 * overrides in the game's {@code tables} option), read once per override.
 */
final class Concealment {
    static final RuleRef RANGES = RuleRef.of("OSOTH", "Firing — Different weapons have different ranges");
    static final RuleRef HIDDEN = RuleRef.of("OSOTH", "The Spy in the Village — appear on the table if they move or act");

    /** The tables read for the last override text asked about. */
    private record Read(String text, Tables tables) {
    }

    private final AtomicReference<Read> read = new AtomicReference<>();

    /**
     * The Player figures in play in one state: every hidden figure of an activation is asked in turn on the
     * same state (one that holds changes nothing), and each looked for them among every figure on the table.
     */
    private record Players(GameState state, Actor[] figures) {
    }

    private final AtomicReference<Players> players = new AtomicReference<>();

    /**
     * The range of the weapon an OSOTH fire action shoots with, in inches: the table's longest band; null for
     * any other action or ruleset.
     */
    Double reach(GameState state, String action) {
        if (!Osoth.RULESET.equals(state.ruleset())) return null;
        String weapon = switch (action) {
            case Action.FIRE_PISTOL -> Weapon.PISTOL;
            case Action.FIRE_CARBINE -> Weapon.CARBINE;
            case Action.FIRE_MUSKET -> Weapon.MUSKET;
            case Action.FIRE_RIFLE -> Weapon.RIFLE;
            default -> null;
        };
        if (weapon == null) return null;
        Tables.Weapon w = tables(state).fire().weapons().get(weapon);
        return w == null ? null : w.reach();
    }

    /** Whether a request is a shot beyond its weapon's range: the action spent on "out of range". */
    boolean outOfRange(GameState state, ActionRequest request) {
        Double reach = reach(state, request.action());
        return reach != null && request.input(Input.RANGE) instanceof Number range && range.doubleValue() > reach;
    }

    /**
     * How far a figure can hurt the enemy: the longest range of the firearms it carries (a blunderbuss fires as
     * a carbine, a rifle as a musket too), else 0 — a figure without one must be found or charged.
     */
    double reach(GameState state, Actor a) {
        double best = 0;
        String[][] fire = {{Weapon.RIFLE, Action.FIRE_RIFLE}, {Weapon.MUSKET, Action.FIRE_MUSKET},
                {Weapon.CARBINE, Action.FIRE_CARBINE}, {Weapon.BLUNDERBUSS, Action.FIRE_CARBINE},
                {Weapon.PISTOL, Action.FIRE_PISTOL}};
        for (String[] f : fire) {
            if (!a.carries(f[0])) continue;
            Double r = reach(state, f[1]);
            if (r != null && r > best) best = r;
        }
        return best;
    }

    /**
     * Whether a hidden Non-Player figure holds: it is marked hidden, and no Player figure in play stands within
     * its reach. Its reason says so.
     */
    boolean holds(GameState state, Actor a, Reasons reasons) {
        if (!Osoth.RULESET.equals(state.ruleset()) || !Boolean.TRUE.equals(a.marks().get(Mark.HIDDEN))) return false;
        if (a.position() == null) return false;
        double reach = reach(state, a);
        Actor nearest = null;
        double distance = Double.MAX_VALUE;
        for (Actor o : players(state)) {
            double d = o.position().distanceTo(a.position());
            if (d < distance) {
                distance = d;
                nearest = o;
            }
        }
        if (distance <= reach) return false;
        if (reasons.wanted()) {
            reasons.add(Kind.INTENT, a.name() + " is hidden and holds: any action would reveal "
                    + Scouting.unit(a) + ", and " + (nearest == null ? "no Player figure is on the table"
                    : "the nearest Player figure, " + nearest.name() + ", is " + Destination.inches(distance)
                            + " away, beyond its "
                            + Destination.inches(reach) + " reach"), HIDDEN);
        }
        return true;
    }

    private Actor[] players(GameState state) {
        Players known = players.get();
        if (known != null && known.state() == state) return known.figures();
        java.util.List<Actor> list = new java.util.ArrayList<>();
        for (Actor o : state.actors().values()) {
            if (!o.status().out() && o.position() != null && player(state, o)) list.add(o);
        }
        Actor[] figures = list.toArray(Actor[]::new);
        players.set(new Players(state, figures));
        return figures;
    }

    private static boolean player(GameState state, Actor o) {
        for (Side s : state.sides()) {
            if (s.id().equals(o.side())) return s.control() == Side.Control.PLAYER;
        }
        return false;
    }

    private Tables tables(GameState state) {
        String text = state.option(Option.TABLES) instanceof String s && !s.isBlank() ? s : null;
        if (text == null) return TableReader.book();
        Read r = read.get();
        if (r != null && r.text().equals(text)) return r.tables();
        Tables t;
        try {
            t = TableReader.withOverride(text);
        } catch (TablesException e) {
            // The ruleset refuses every action of a game whose overrides are wrong, with their problems; the book's
            // ranges are as good a guess as any until the referee mends them.
            t = TableReader.book();
        }
        read.set(new Read(text, t));
        return t;
    }

}
