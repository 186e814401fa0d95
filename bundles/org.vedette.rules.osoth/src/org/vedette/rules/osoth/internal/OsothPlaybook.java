package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.actions.Policy;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Type;
import org.vedette.rules.osoth.Osoth.Weapon;
import org.vedette.rules.osoth.tables.TableReader;
import org.vedette.rules.osoth.tables.Tables;

/**
 * The NPC AI's playbook for The Other Side of the Hill, shipped beside the rules it plays:
 * {@code playbook/osoth/temperament.txt} in this bundle (docs/PLAYBOOKS.md), its archetypes among its lines; and
 * what a sensible referee keeps an eye on with the book's firearms, targets and hidden forces, which the rules
 * allow but a player would not do, or refuse for what a figure is.
 * <p>
 * What the rules refuse for what a figure is, on any state: only the gun is the Actor of an artillery piece's
 * fire ("Fire Light Artillery", "Fire Field Artillery"), only artillery limbers or unlimbers ("Mounting and
 * Dismounting"), and a figure fires only a firearm it carries — a blunderbuss as a carbine, a rifle as a musket
 * too ("Firing"). What they refuse read off the state's marks as the rulings read them: "A Wavering unit is only
 * allowed to … Rally", so a Solid unit does not ("Morale"); a stand that loads loads the rifles of the group that
 * have fired as rifles ("Pistols, carbines, and muskets do not require reloading"), and a group is of one unit,
 * so with no fired rifle in the unit there is nothing to load ("Actions — Stand/Rally/Load"); the crew and
 * drivers are the only targets, and Massed Enemy is terrain ("Firing"); a figure out of the game is no target; a
 * rifle that has fired fires as a rifle only once loaded ("Rifles are a special category"); and a Wavering unit
 * neither fires nor loads. The sheet offers a figure these lines in turn, and rehearsing each only to hear the
 * refusal was a share of a simulated game.
 * <p>
 * What the rules allow and a player would not do: "If a figure fires and gets an 'out of range' result, the
 * action has still been taken" (Firing); and a hidden force ("appear on the table if they move or act before the
 * Player figures conduct a search", The Spy in the Village; "not revealed to players until they make an action
 * or Player forces come within 12 inches", The Marquise of Alorna) gives itself away by any action: it holds
 * while no Player figure is within its reach, and waits to be found or for the enemy to come close.
 */
@Component(service = Playbook.class)
public final class OsothPlaybook extends BundledPlaybook {
    static final RuleRef RANGES = RuleRef.of("OSOTH", "Firing — Different weapons have different ranges");
    static final RuleRef HIDDEN = RuleRef.of("OSOTH", "The Spy in the Village — appear on the table if they move or act");
    static final RuleRef UNTARGETABLE = RuleRef.of("OSOTH", "Firing — When firing at artillery and transport");
    private static final Why NO_TARGET = new Why(
            "\"the crew/drivers are the only legitimate targets - the gun, wagon, etc. is not\"", UNTARGETABLE);

    /**
     * The Player figures in play in one state: every hidden figure of an activation is asked in turn on the
     * same state (one that holds changes nothing), and each looked for them among every figure on the table.
     */
    private record Players(GameState state, Actor[] figures) {
    }

    private final AtomicReference<Players> players = new AtomicReference<>();

    public OsothPlaybook() {
        super(Osoth.RULESET);
    }

    @Override
    public boolean refusesFor(GameState state, Actor a, String action, Map<String, Object> literals) {
        Object limber = literals.get(Input.LIMBER);
        String type = String.valueOf(a.profile().get(Osoth.Field.TYPE));
        return switch (action) {
            case Action.FIRE_LIGHT_ARTILLERY -> !Type.LIGHT_GUN.equals(type);
            case Action.FIRE_FIELD_ARTILLERY -> !Type.FIELD_GUN.equals(type);
            case Action.MOVE -> limber != null && !"none".equals(limber.toString()) && !gun(a);
            case Action.FIRE_PISTOL -> !a.carries(Weapon.PISTOL);
            case Action.FIRE_CARBINE -> !a.carries(Weapon.CARBINE) && !a.carries(Weapon.BLUNDERBUSS);
            case Action.FIRE_MUSKET -> !a.carries(Weapon.MUSKET) && !a.carries(Weapon.RIFLE);
            case Action.FIRE_RIFLE -> !a.carries(Weapon.RIFLE);
            default -> false;
        };
    }

    @Override
    public boolean certainlyRefuses(GameState state, ActionRequest request) {
        String action = request.action();
        boolean fire = Action.FIRE_RIFLE.equals(action) || Action.FIRE_MUSKET.equals(action)
                || Action.FIRE_CARBINE.equals(action) || Action.FIRE_PISTOL.equals(action);
        if (!fire && !Action.STAND.equals(action)) return false;
        Actor actor = state.actor(request.text(Input.ACTOR));
        if (actor == null) return false;
        boolean wavering = actor.marks().get(Mark.MORALE) != null;
        if (fire) {
            if (wavering) return true;
            if (Action.FIRE_RIFLE.equals(action) && Boolean.TRUE.equals(actor.marks().get(Mark.RIFLE_FIRED))) return true;
            String id = request.text(Input.TARGET);
            Actor target = id == null ? null : state.actor(id);
            return target != null && (noTarget(target) || target.status().out());
        }
        String activity = request.text(Input.ACTIVITY);
        if ("rally".equals(activity)) return !wavering;
        if ("load".equals(activity)) return wavering || !gun(actor) && !anyRifleFired(state, unit(actor));
        return false;
    }

    @Override
    public Why futile(GameState state, ActionRequest request) {
        Double reach = reach(state, request.action());
        if (reach == null || !(request.input(Input.RANGE) instanceof Number range) || range.doubleValue() <= reach) {
            return null;
        }
        return new Why("is beyond the weapon's " + reach + "\": \"out of range\", and \"the action has still been taken\"",
                RANGES);
    }

    /** The attack a charge that went home makes due: the charger's, then its surviving target's answer. */
    /** The Player force's scouting mission, which no line of the sheet can say ({@link ScoutingMission}). */
    @Override
    public Policy policy() {
        return new ScoutingMission();
    }

    @Override
    public List<Due> due(GameState state, Actor actor) {
        ActionRequest attack = AttacksDue.of(state, actor);
        if (attack == null) return List.of();
        boolean charger = actor.marks().get(Mark.CHARGING) != null && actor.marks().get(Mark.CHARGE_LEFT) != null;
        return List.of(new Due(attack, charger ? "the charge went home: \"the charging figure will make an Attack"
                + " action on the target figure\"" : "it survived the charge: \"it will make an Attack action on the"
                        + " charging figure\"", Book.ATTACK_PAIR));
    }

    @Override
    public Why notATarget(Actor enemy) {
        return noTarget(enemy) ? NO_TARGET : null;
    }

    /**
     * A hidden Non-Player figure holds while no Player figure in play stands within its reach: the longest range
     * of the firearms it carries (a blunderbuss fires as a carbine, a rifle as a musket too), else 0 — a figure
     * without one must be found or charged.
     */
    @Override
    public Why holds(GameState state, Actor a) {
        if (!Boolean.TRUE.equals(a.marks().get(Mark.HIDDEN)) || a.position() == null) return null;
        double reach = OsothRuleset.reach(tables(state), a);
        Actor nearest = null;
        double distance = Double.MAX_VALUE;
        for (Actor o : players(state)) {
            double d = o.position().distanceTo(a.position());
            if (d < distance) {
                distance = d;
                nearest = o;
            }
        }
        if (distance <= reach) return null;
        return new Why(a.name() + " is hidden and holds: any action would reveal " + unit(a) + ", and "
                + (nearest == null ? "no Player figure is on the table"
                        : "the nearest Player figure, " + nearest.name() + ", is " + inches(distance)
                                + " away, beyond its " + inches(reach) + " reach"), HIDDEN);
    }

    /** The range of the weapon an OSOTH fire action shoots with, in inches: the table's longest band; else null. */
    private static Double reach(GameState state, String action) {
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

    /**
     * The game's tables; where the referee's overrides cannot be read the ruleset refuses every action with
     * their problems, and the book's ranges are as good a guess as any until the referee mends them.
     */
    private static Tables tables(GameState state) {
        try {
            return OsothRuleset.tables(state);
        } catch (IllegalActionException e) {
            return TableReader.book();
        }
    }

    private Actor[] players(GameState state) {
        Players known = players.get();
        if (known != null && known.state() == state) return known.figures();
        List<Actor> list = new ArrayList<>();
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

    /** An artillery piece: a light or a field gun ("Fire Light Artillery", "Fire Field Artillery"). */
    private static boolean gun(Actor a) {
        return Kind.of(a).isGun();
    }

    /** Transport, a gun or Massed Enemy: never a target of fire, as Firing.legitimate refuses them. */
    private static boolean noTarget(Actor target) {
        Kind.Role role = Kind.of(target).role;
        return role == Kind.Role.TRANSPORT || role == Kind.Role.GUN || role == Kind.Role.MASSED;
    }

    /** Whether a figure of the unit (as its mark says after a split or a join) has fired its rifle as a rifle. */
    private static boolean anyRifleFired(GameState state, String unit) {
        for (Actor a : state.actors().values()) {
            if (Boolean.TRUE.equals(a.marks().get(Mark.RIFLE_FIRED)) && unit.equals(unit(a))) return true;
        }
        return false;
    }

    /** The unit as the rules name it: the mark, else the figure's unit, else the figure itself. */
    private static String unit(Actor a) {
        return a.marks().get(Mark.UNIT) instanceof String u ? u : a.unit() == null ? a.id() : a.unit();
    }

    private static String inches(double d) {
        return (Math.round(d * 10) / 10.0) + "\"";
    }
}
