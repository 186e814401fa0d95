package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.vedette.actions.Aide;
import org.vedette.actions.Aide.Note;
import org.vedette.actions.Policy;
import org.vedette.actions.Result;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.TablePath;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.riskfactor.ReadyToFire;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Cover;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Rank;
import org.vedette.table.MoveMeasure;
import org.vedette.table.Nearest;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;

/**
 * A risk-factor side's Player Character and the troops he commands, played as
 * a sensible player plays them ("Play Sequence", "Figure Activation"): in his
 * side's command phase the Player Character dices for command points, activates
 * the NCOs, drummers and buglers within his command distance (each adds his
 * dice or the drum's D6 to the one pool, ruling C14) and commands the nearest
 * whole groups within the command distance of him or of an activated NCO,
 * nearest first, as far as the points go; the rules leave a group the pool
 * cannot pay for uncommanded, and it dices on the Actions table with the rest
 * (ruling C15). Commanded figures then act as their player orders them: not
 * loaded, one charges the nearest enemy it sees within its whole move; with
 * an enemy in sight and range a muzzle-loader halts a turn to load, then fires
 * at the nearest enemy it can ("Commanded troops must spend a turn halted to
 * load"); a loaded figure with nothing to shoot at advances at half speed,
 * which keeps it loaded; else it advances on its side's objective
 * ({@link Aide#objective}), or towards the nearest enemy when the
 * scenario gives none; in base to base contact with an enemy, it fights him
 * in the melee phase ({@link Aide#contact}). Uncommanded figures are the
 * temperament's, as every other actor is.
 * <p>
 * Only with positions: without them the referee measures the command
 * distance, and the temperament decides. Stateless.
 */
final class PlayerCommand implements Policy {
    private static final String BOOK = "RF";
    static final RuleRef PLAY_SEQUENCE = RuleRef.of(BOOK, "Play Sequence — (1) Player Characters dice for Command points");
    static final RuleRef ACTIVATION = RuleRef.of(BOOK, "Figure Activation");
    static final RuleRef DISTANCE = RuleRef.of(BOOK, "Figure Activation — Command distance");
    static final RuleRef WHOLE_GROUP = RuleRef.of(BOOK, "Figure Activation — If all the members of a group are not commanded");
    static final RuleRef ON_BEHALF = RuleRef.of(BOOK, "Figure Activation — If an NCO/ Drummer or bugler is activated");
    static final RuleRef CHAIN = RuleRef.of(BOOK, "RULINGS.md §C14 — the chain of command");
    static final RuleRef LOADING = RuleRef.of(BOOK, "Shooting — Commanded troops must spend a turn halted");
    static final RuleRef SHOOTING = RuleRef.of(BOOK, "Shooting");
    static final RuleRef MOVEMENT = RuleRef.of(BOOK, "Movement");
    /** "Command distance is 50cms in the open, 25cms in enclosed terrain." */
    static final double OPEN_CM = 50;
    static final double ENCLOSED_CM = 25;
    /**
     * The fewest points a throw of command dice can make: the fewest dice anyone throws is 2D6 (a Raw figure's;
     * a Regular's under ruling C6), each at least 1. An activation the pool is sure to pay for whatever the
     * dice is all the AI asks for: the commands an NCO gives rest on it (ruling C14).
     */
    static final int LEAST_THROW = 2;
    /** Ground where the shorter command distance holds: woods, a town or a building. */
    private static final List<TerrainKind> ENCLOSED = List.of(TerrainKind.WOODS, TerrainKind.TOWN, TerrainKind.BUILDING);
    /** How often a move blocked on the way (a building) is shortened by half before the figure stays. */
    private static final int SHORTER = 4;

    /** "Charging and Melee": a move into base to base contact, then the fight. */
    static final RuleRef MELEE = RuleRef.of(BOOK, "Charging and Melee");
    /** How near two bases are to be in contact, in inches: a move "to contact" stops within a tenth of a unit. */
    static final double CONTACT = 0.1;

    /**
     * Whether this policy plays the actor now: a risk-factor game with positions, a side a player runs, and its
     * Player Character, or a figure commanded this turn: the Actions table is for the uncommanded.
     */
    @Override
    public boolean plays(GameState state, Actor a) {
        if (!RiskFactor.RULESET.equals(state.ruleset()) || a.position() == null || state.table() == null) return false;
        return playerSide(state, a) && (playerCharacter(a) || Boolean.TRUE.equals(a.marks().get(Mark.COMMANDED)));
    }

    private static boolean playerSide(GameState state, Actor a) {
        for (Side s : state.sides()) {
            if (s.id().equals(a.side())) return s.control() == Side.Control.PLAYER;
        }
        return false;
    }

    static boolean playerCharacter(Actor a) {
        return "true".equals(a.profileText(RiskFactor.Field.PLAYER_CHARACTER));
    }

    @Override
    public Course play(Aide aide, GameState state, Actor a) {
        String phase = state.turn().phase();
        if (Phase.COMMAND.equals(phase) && playerCharacter(a)) return command(aide, state, a);
        if (Phase.MOVEMENT.equals(phase)) return move(aide, state, a);
        if (Phase.SHOOTING.equals(phase)) return shoot(aide, state, a);
        if (Phase.MELEE.equals(phase)) {
            Course fight = melee(aide, state, a);
            if (fight != null) return fight;
        }
        if (aide.explains()) {
            aide.note(Note.ACTION, a.name() + (Phase.COMMAND.equals(phase)
                    ? " is commanded: his group \"acts as its player wishes\" and does not dice on the Actions table"
                    : " is commanded and takes no action in this phase: his player orders moves and shots"), WHOLE_GROUP);
        }
        return new Course(Result.CONTINUE, List.of());
    }

    /**
     * (4) Melee: a commanded figure in base to base contact with an enemy (come to it by the enemy's charge or by
     * its own move) fights him ({@link Aide#contact}), as every figure does; null when none touches it or the rules
     * refuse the fight. It comes to contact by its own charge in the movement phase ({@link #charge}).
     */
    private static Course melee(Aide aide, GameState state, Actor a) {
        Aide.Engaged c = aide.contact(state, a);
        if (c == null) return null;
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.ACTOR, a.id());
        in.put(Input.TARGET, c.enemy().id());
        in.put(Input.OUTNUMBERED, c.outnumbered());
        in.put(Input.TARGET_OUTNUMBERED, c.targetOutnumbered());
        ActionRequest fight = new ActionRequest(state.ruleset(), Action.FIGHT, in);
        if (!accepted(aide, fight, state)) return null;
        if (aide.explains()) {
            aide.note(Note.ACTION, a.name() + " fights " + c.enemy().name() + ", in base to base contact with him",
                    MELEE);
        }
        return new Course(Result.ATTACK, List.of(fight));
    }

    // --- (1) Command -------------------------------------------------------------------------------

    /** A group of the side: its figures standing, and how far its farthest is from a commander. */
    private record Group(String unit, List<Actor> figures) {
    }

    private static Course command(Aide aide, GameState state, Actor pc) {
        Ruleset rules = aide.rules();
        List<ActionRequest> chosen = new ArrayList<>();
        GameState after;
        int least = LEAST_THROW;
        if (pc.marks().get(Mark.COMMAND_POINTS) instanceof Integer points) {
            // Diced already (asked again, or by hand): the points are known, and only they are spent.
            after = state;
            least = points;
        } else {
            ActionRequest dice = new ActionRequest(state.ruleset(), Action.DICE_FOR_COMMAND, Map.of(Input.ACTOR, pc.id()));
            try {
                aide.check(state, dice);
                // What follows is checked against the state after the throw, with the most points a pool can
                // hold: the real throw decides which of the commands the pool pays for, and the rules leave the
                // rest uncommanded ("If all the members of a group are not commanded, then none of them are").
                after = trial(rules, dice, state);
                after = after.apply(new Changes(after).mark(pc.id(), Mark.COMMAND_POINTS, 99).events());
            } catch (IllegalActionException e) {
                if (aide.explains()) aide.note(Note.REFUSED, "dice-for-command refused: " + e.explain(), e.rule());
                return new Course(Result.CONTINUE, List.of());
            }
            chosen.add(dice);
            if (aide.explains()) {
                aide.note(Note.ACTION, pc.name() + " dices for command points: \"Player Characters dice for Command"
                        + " points - Determine units under command\"", PLAY_SEQUENCE);
            }
        }
        Stands stands = aide.stands(state);
        TableGeometry geometry = aide.geometry(state);
        MeasurementUnit unit = rules.info().units();
        // Commanders: the Player Character, then each NCO, drummer or bugler he activates (ruling C14).
        List<Actor> commanders = new ArrayList<>(List.of(pc));
        boolean drum = Boolean.TRUE.equals(pc.marks().get(Mark.DRUM));
        for (Actor f : byDistance(geometry, pc, stands, sideFigures(state, pc))) {
            if (!onBehalf(f)) continue;
            // "Loyal figures require 1 pt to activate them. Disloyal figures and Routers require 2 pts."
            int cost = "true".equals(f.profileText(RiskFactor.Field.DISLOYAL))
                    || "routing".equals(f.marks().get(Mark.MORALE)) ? 2 : 1;
            if (cost > least) continue;
            Actor by = within(geometry, stands, commanders, List.of(f), unit);
            if (by == null) continue;
            ActionRequest activate = request(state, Action.ACTIVATE, by, Input.FIGURE, f,
                    reach(geometry, stands, by, List.of(f), unit));
            GameState next = accepted(aide, activate, after, "activating " + f.name());
            if (next == null) continue;
            after = next;
            chosen.add(activate);
            commanders.add(f);
            // He pays for himself and adds his own dice (an NCO), or the drum's D6 — once a turn, for the first
            // drummer or bugler (ruling C6): at least one point.
            boolean nco = Rank.NCO.equals(f.profileText(RiskFactor.Field.RANK));
            least = least - cost + (nco ? LEAST_THROW : drum ? 0 : 1);
            drum |= !nco;
            if (aide.explains()) {
                aide.note(Note.ACTION, by.name() + " activates " + f.name() + ", the nearest NCO, drummer or bugler"
                        + " within his command distance: he adds to the points and commands on the officer's behalf",
                        ON_BEHALF);
            }
        }
        // The groups, nearest first: each whole or not at all, by a commander whose distance reaches all of it.
        List<Group> groups = groups(state, pc);
        groups.sort(Comparator.comparingDouble(g -> farthest(geometry, stands, pc, g.figures())));
        for (Group g : groups) {
            Actor by = within(geometry, stands, commanders, g.figures(), unit);
            if (by == null) {
                if (aide.explains()) {
                    aide.note(Note.NOT_TARGET, g.figures().get(0).name() + "'s group is beyond the command distance of "
                            + pc.name() + " and his NCOs: \"Only figures within that distance may be commanded\"", DISTANCE);
                }
                continue;
            }
            ActionRequest command = request(state, Action.COMMAND, by, Input.GROUP, g.figures().get(0),
                    reach(geometry, stands, by, g.figures(), unit));
            GameState next = accepted(aide, command, after, "commanding " + g.unit());
            if (next == null) continue;
            after = next;
            chosen.add(command);
            if (aide.explains()) {
                aide.note(Note.ACTION, by.name() + " commands " + g.figures().get(0).name() + "'s group (" + g.figures().size()
                        + " figures, the farthest " + command.number(Input.DISTANCE, 0) + " " + unit.symbol()
                        + "), the nearest not yet commanded, whole or not at all", WHOLE_GROUP);
            }
        }
        return new Course(Result.CONTINUE, chosen);
    }

    /** The state the request leaves when the rules accept it in {@code state}; null (and why) when they refuse it. */
    private static GameState accepted(Aide aide, ActionRequest r, GameState state, String what) {
        try {
            aide.check(state, r);
            return trial(aide.rules(), r, state);
        } catch (IllegalActionException e) {
            if (aide.explains()) aide.note(Note.REFUSED, what + " refused: " + e.explain(), e.rule());
            return null;
        }
    }

    /** The request resolved on trial dice: the state it leaves, as the AI expects it. */
    private static GameState trial(Ruleset rules, ActionRequest r, GameState state) throws IllegalActionException {
        return state.apply(rules.resolve(r, state, new Dice(new SeededDice(r.hashCode())), Explanation.none()).events());
    }

    private static ActionRequest request(GameState state, String action, Actor by, String input, Actor whom, double distance) {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.ACTOR, by.id());
        in.put(input, whom.id());
        in.put(Input.DISTANCE, distance);
        return new ActionRequest(state.ruleset(), action, in);
    }

    /** An NCO, drummer or bugler: "he may command on behalf of an officer". */
    private static boolean onBehalf(Actor f) {
        String rank = f.profileText(RiskFactor.Field.RANK);
        return !playerCharacter(f) && (Rank.NCO.equals(rank) || Rank.DRUMMER.equals(rank) || Rank.BUGLER.equals(rank));
    }

    private static List<Actor> sideFigures(GameState state, Actor pc) {
        List<Actor> list = new ArrayList<>();
        for (Actor f : state.actors().values()) {
            if (f.side().equals(pc.side()) && !f.status().out() && f.position() != null) list.add(f);
        }
        return list;
    }

    private static List<Actor> byDistance(TableGeometry geometry, Actor from, Stands stands, List<Actor> figures) {
        List<Actor> sorted = new ArrayList<>(figures);
        sorted.sort(Comparator.comparingDouble(f -> farthest(geometry, stands, from, List.of(f))));
        return sorted;
    }

    /** The side's groups (a scenario's unit, ruling C12) without a Player Character in them, not yet commanded. */
    private static List<Group> groups(GameState state, Actor pc) {
        Map<String, List<Actor>> units = new LinkedHashMap<>();
        for (Actor f : sideFigures(state, pc)) {
            if (playerCharacter(f)) continue;
            units.computeIfAbsent(f.unit(), u -> new ArrayList<>()).add(f);
        }
        List<Group> list = new ArrayList<>();
        for (Map.Entry<String, List<Actor>> e : units.entrySet()) {
            boolean all = e.getValue().stream().allMatch(f -> Boolean.TRUE.equals(f.marks().get(Mark.COMMANDED)));
            if (!all) list.add(new Group(e.getKey(), e.getValue()));
        }
        return list;
    }

    /** Inches, base to base, from the commander to the farthest of the figures. */
    private static double farthest(TableGeometry geometry, Stands stands, Actor commander, List<Actor> figures) {
        Stand c = stands.get(commander.id());
        double far = 0;
        for (Actor f : figures) {
            Stand s = stands.get(f.id());
            if (c != null && s != null) far = Math.max(far, geometry.distance(c, s));
        }
        return far;
    }

    /** The command distance in cm from the commander to the figures, rounded up to a millimetre. */
    private static double reach(TableGeometry geometry, Stands stands, Actor by, List<Actor> figures, MeasurementUnit unit) {
        return Math.ceil(farthest(geometry, stands, by, figures) / unit.toInches(1) * 10) / 10.0;
    }

    /** The first commander whose command distance reaches every one of the figures, or null. */
    private static Actor within(TableGeometry geometry, Stands stands, List<Actor> commanders, List<Actor> figures,
            MeasurementUnit unit) {
        for (Actor by : commanders) {
            double limit = enclosed(stands, by, figures) ? ENCLOSED_CM : OPEN_CM;
            if (reach(geometry, stands, by, figures, unit) <= limit) return by;
        }
        return null;
    }

    /** "25cms in enclosed terrain": the commander or one of the figures stands in woods, a town or a building. */
    private static boolean enclosed(Stands stands, Actor by, List<Actor> figures) {
        List<Actor> all = new ArrayList<>(figures);
        all.add(by);
        for (Actor f : all) {
            Stand s = stands.get(f.id());
            if (s == null) continue;
            for (TerrainFeature t : s.standsIn()) {
                if (ENCLOSED.contains(t.kind())) return true;
            }
        }
        return false;
    }

    // --- (2) Movement and (3) Shooting ---------------------------------------------------------------

    /** An enemy the figure can shoot at, and the request. */
    private record Shot(Actor enemy, ActionRequest request) {
    }

    private static Course move(Aide aide, GameState state, Actor a) {
        Ruleset rules = aide.rules();
        Object loaded = a.marks().get(Mark.LOADED);
        boolean isLoaded = loaded instanceof Integer round && round < state.turn().round();
        // Would he have a shot, loaded, come the shooting phase? Asked of the rules, with him loaded before this turn.
        // (Made only when he sees an enemy at all: a state of its own costs the table's stands anew.)
        Shot shot = nearestShot(aide, state, () -> {
            TurnState now = state.turn();
            return state.apply(new Changes(state).mark(a.id(), Mark.LOADED, 0)
                    .turn(new TurnState(now.round(), Phase.SHOOTING, now.activation(), now.detail())).events());
        }, false, a);
        Double allowance = aide.allowance(state, a);
        if (!isLoaded && loaded == null && allowance != null) {
            // Not loaded to fire: an enemy within his whole move is charged rather than waited for while loading.
            Course charge = charge(aide, state, a, allowance);
            if (charge != null) return charge;
        }
        if (shot != null && !isLoaded) {
            ActionRequest load = new ActionRequest(state.ruleset(), Action.LOAD, Map.of(Input.ACTOR, a.id()));
            if (accepted(aide, load, state)) {
                if (aide.explains()) {
                    aide.note(Note.ACTION, a.name() + " halts to load, with " + shot.enemy().name() + " in sight and range:"
                            + " \"Commanded troops must spend a turn halted to load muzzle loaded weapons before a turn in"
                            + " which they fire\"", LOADING);
                }
                return new Course(Result.HALT, List.of(load));
            }
        }
        if (shot != null) {
            if (aide.explains()) {
                aide.note(Note.ACTION, a.name() + " is loaded and stands to fire at " + shot.enemy().name()
                        + " in the shooting phase", LOADING);
            }
            return new Course(Result.HALT, List.of());
        }
        if (allowance == null) return new Course(Result.CONTINUE, List.of());
        // "they may then move at up to half speed and still shoot": a loaded figure keeps his load.
        double cm = loaded != null ? allowance / 2 : allowance;
        MeasurementUnit unit = rules.info().units();
        Position to;
        Aide.Objective o = aide.objective(state, a, unit.toInches(cm));
        if (o != null && o.stays()) {
            if (aide.explains()) {
                aide.note(Note.TARGET, a.name() + " stays on ground its side must hold: \"" + o.words() + "\"",
                        o.rule());
            }
            // Standing anyway, he loads for the turn the enemy comes into sight.
            ActionRequest load = new ActionRequest(state.ruleset(), Action.LOAD, Map.of(Input.ACTOR, a.id()));
            if (loaded == null && accepted(aide, load, state)) {
                if (aide.explains()) {
                    aide.note(Note.ACTION, a.name() + " loads while he holds: \"Commanded troops must spend a turn"
                            + " halted to load muzzle loaded weapons before a turn in which they fire\"", LOADING);
                }
                return new Course(Result.HALT, List.of(load));
            }
            return new Course(Result.HALT, List.of());
        }
        if (o != null) {
            to = o.to();
            if (aide.explains()) {
                aide.note(Note.TARGET, a.name() + " is ordered to " + o.place() + ", as his side's victory conditions"
                        + " say: \"" + o.words() + "\"", o.rule());
            }
        } else {
            Aide.Sighted t = aide.nearestEnemy(state, a);
            if (t == null || t.enemy().position() == null) {
                return new Course(Result.CONTINUE, List.of());
            }
            to = t.enemy().position();
            cm = Math.min(cm, t.distance());
        }
        Stand mine = aide.stands(state).get(a.id());
        double inches = unit.toInches(cm);
        for (int i = 0; i <= SHORTER; i++, inches /= 2) {
            TablePath path = aide.toward(o != null && o.leaves() ? null : state.table(), a.position(), to, inches);
            if (path == null) break;
            MoveMeasure m = aide.stands(state).measureMove(mine, path.points());
            // Blocked on the way (the mill's walls): a shorter move, towards the same place.
            if (m.forbidden() != null) continue;
            ActionRequest move = move(aide, state, a, path, cm);
            if (!accepted(aide, move, state)) continue;
            if (aide.explains()) {
                aide.note(Note.ACTION, a.name() + " advances " + move.input(Input.DISTANCE) + " " + unit.symbol()
                        + (loaded != null ? ", half speed, so that he stays loaded (\"they may then move at up to half speed"
                                + " and still shoot\")" : ""), loaded != null ? LOADING : MOVEMENT);
            }
            return new Course(Result.ADVANCE, List.of(move));
        }
        return new Course(Result.CONTINUE, List.of());
    }

    /**
     * "Player Characters and Commanded troops may charge if in reach and not forced to move otherwise": the
     * nearest enemy he sees within his whole move ({@code cm}), charged — a move into base to base contact, the
     * fight following in the melee phase ({@link #melee}; ruling on "Charge?": a move into contact, then
     * {@code fight}). Null when no enemy he sees is in reach, he touches one already, or the rules and the table
     * refuse every move to contact (the going, a wall in the way).
     */
    private static Course charge(Aide aide, GameState state, Actor a, double cm) {
        Ruleset rules = aide.rules();
        Stands stands = aide.stands(state);
        Stand mine = stands.get(a.id());
        if (mine == null) return null;
        MeasurementUnit unit = rules.info().units();
        double reach = unit.toInches(cm);
        for (Nearest enemy : stands.enemiesNearestFirst(mine)) {
            if (enemy.distance() > reach) return null;
            if (enemy.distance() <= CONTACT) return null;
            Stand s = enemy.stand();
            if (!stands.canSee(mine, s)) continue;
            TablePath path = aide.toward(state.table(), a.position(), s.actor().position(), enemy.distance());
            if (path == null || stands.measureMove(mine, path.points()).forbidden() != null) continue;
            ActionRequest move = move(aide, state, a, path, cm);
            Position end;
            try {
                aide.check(state, move);
                List<Position> fitted = TableMove.pathOf(move);
                end = fitted.get(fitted.size() - 1);
            } catch (IllegalActionException e) {
                continue;
            }
            // The going may have cut the move short of him: a charge that does not reach is no charge.
            Actor moved = a.withPosition(end);
            GameState after = state.withActor(moved);
            Aide.Engaged reached = aide.contact(after, moved);
            if (reached == null || !s.actor().id().equals(reached.enemy().id())) continue;
            if (aide.explains()) {
                double gap = Math.ceil(enemy.distance() / unit.toInches(1) * 10) / 10.0;
                aide.note(Note.ACTION, a.name() + " charges " + s.actor().name() + ", " + gap + " " + unit.symbol()
                        + " away and in sight, within his move: \"Player Characters and Commanded troops may charge if"
                        + " in reach\"", MELEE);
            }
            return new Course(Result.ATTACK, List.of(move));
        }
        return null;
    }

    /**
     * A move along the path with his whole allowance ({@code cm}), as far as it buys by the going, asking for what
     * the path costs (the table's law, {@link Aide#fit}).
     */
    private static ActionRequest move(Aide aide, GameState state, Actor a, TablePath path, double cm) {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.ACTOR, a.id());
        in.put(TableMove.PATH, path);
        in.put(Input.DISTANCE, cm);
        return aide.fit(state, a, new ActionRequest(state.ruleset(), Action.MOVE, in));
    }

    private static Course shoot(Aide aide, GameState state, Actor a) {
        Shot shot = nearestShot(aide, state, () -> state, true, a);
        if (shot == null) return new Course(Result.CONTINUE, List.of());
        if (aide.explains()) {
            aide.note(Note.ACTION, a.name() + " fires his " + shot.request().text(Input.WEAPON) + " at "
                    + shot.enemy().name() + ", the nearest enemy in sight and range", SHOOTING);
        }
        return new Course(Result.HALT, List.of(shot.request()));
    }

    /**
     * The shot at the nearest enemy in sight in {@code state} that the rules accept in the state {@code asked}
     * gives (sight, range, loading, as the ruleset rules them), with the weapon carried that they accept first;
     * null when there is none. {@code free}: whether {@code asked} costs nothing to make (the state itself).
     */
    private static Shot nearestShot(Aide aide, GameState state, Supplier<GameState> asked, boolean free, Actor a) {
        Ruleset rules = aide.rules();
        Stands stands = aide.stands(state);
        Stand mine = stands.get(a.id());
        if (mine == null) return null;
        GameState ruled = free ? asked.get() : null;
        // The weapons the rules refuse whatever the target (loading, a shot fired, no range): not asked of each
        // enemy — none left, no enemy need be looked at. Only when the reasons are not wanted: the refusals for
        // the nearest enemy are among them.
        List<String> weapons = ruled == null ? null : ready(aide, ruled, a);
        if (weapons != null && weapons.isEmpty()) return null;
        MeasurementUnit unit = rules.info().units();
        // Nearest first (ties in the stands' order), and each one's sight traced only when it comes up: the first
        // accepted shot ends the search, and a line of sight costs more than a distance.
        // Beyond the longest reach of his weapons every shot is refused ("out of range"), and every enemy after
        // is further: the search ends there, without tracing their lines — unless the refusals are told.
        double reach = aide.explains() ? Double.POSITIVE_INFINITY : reach(rules, a);
        boolean first = true;
        for (Nearest enemy : stands.enemiesNearestFirst(mine)) {
            Stand s = enemy.stand();
            double range = Math.ceil(enemy.distance() / unit.toInches(1) * 10) / 10.0;
            if (range > reach) return null;
            if (!stands.canSee(mine, s)) continue;
            if (ruled == null) {
                ruled = asked.get();
                weapons = ready(aide, ruled, a);
                if (weapons.isEmpty()) return null;
            }
            CoverClass cover = stands.sight(mine, s).cover();
            for (String weapon : weapons) {
                Map<String, Object> in = new LinkedHashMap<>();
                in.put(Input.ACTOR, a.id());
                in.put(Input.TARGET, s.actor().id());
                in.put(Input.WEAPON, weapon);
                in.put(Input.RANGE, range);
                in.put(Input.COVER, cover == CoverClass.HARD ? Cover.HARD : cover == CoverClass.NONE ? Cover.OPEN : Cover.SOFT);
                if (first) in.put(Input.NEAREST, true);
                ActionRequest r = new ActionRequest(state.ruleset(), Action.SHOOT, in);
                try {
                    aide.check(ruled, r);
                    return new Shot(s.actor(), r);
                } catch (IllegalActionException e) {
                    // Not this weapon, or not this enemy: the rules say why (for the nearest), the next is tried.
                    if (first && aide.explains()) {
                        aide.note(Note.REFUSED, "shoot at " + s.actor().name() + " with the " + weapon + " refused: "
                                + e.explain(), e.rule());
                    }
                }
            }
            first = false;
        }
        return null;
    }

    /**
     * The weapons he carries that the rules may accept a shot with at some target in {@code ruled}: those they
     * refuse whatever the target ({@link ReadyToFire}) left out, which changes no answer — a shot they refuse is
     * not taken. All of them when the reasons are wanted (the refusals are told) or the rules cannot say.
     */
    private static List<String> ready(Aide aide, GameState ruled, Actor a) {
        if (aide.explains() || !(aide.rules() instanceof ReadyToFire fire)) return a.weapons();
        Actor now = ruled.actor(a.id());
        if (now == null) return a.weapons();
        List<String> ready = new ArrayList<>(a.weapons().size());
        for (String w : a.weapons()) {
            if (fire.ready(ruled, now, w)) ready.add(w);
        }
        return ready;
    }

    /** The longest range, in the rules' units, at which the rules may accept a shot with one of his weapons. */
    private static double reach(Ruleset rules, Actor a) {
        if (!(rules instanceof ReadyToFire fire)) return Double.POSITIVE_INFINITY;
        double reach = 0;
        for (String w : a.weapons()) reach = Math.max(reach, fire.reach(w));
        return reach;
    }

    private static boolean accepted(Aide aide, ActionRequest r, GameState state) {
        try {
            aide.check(state, r);
            return true;
        } catch (IllegalActionException e) {
            if (aide.explains()) aide.note(Note.REFUSED, r.action() + " " + r.inputs() + " refused: " + e.explain(), e.rule());
            return false;
        }
    }
}
