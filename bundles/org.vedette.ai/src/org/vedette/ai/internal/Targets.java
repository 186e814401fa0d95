package org.vedette.ai.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.vedette.ai.Checklist;
import org.vedette.actions.Playbook;
import org.vedette.actions.TargetChoice;
import org.vedette.ai.Reason.Kind;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Table;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.table.Sight;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableAuthority;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * Finds the nearest enemy: the referee's answer when given, else from the
 * table's positions (the distance between bases, {@link Stands#nearestEnemy}),
 * else not known. The risk-factor rules aim every intent at it: "Move towards
 * the nearest enemy", "close with the nearest enemy unit", "move away from
 * the nearest known enemy position" (RF Actions Table).
 */
final class Targets {
    private static final RuleRef NEAREST = RuleRef.of("RF", "Actions Table");

    /** The geometry of the last table asked about, kept while the game's table is the same object. */
    private record Built(Table table, String ruleset, TableGeometry geometry) {
    }

    private final AtomicReference<Built> last = new AtomicReference<>();

    /** The stands of the last state asked about: every actor of a side decides against the same state. */
    private record Stood(GameState state, Stands stands) {
    }

    private final AtomicReference<Stood> stood = new AtomicReference<>();

    /**
     * The table's law of the ruleset last asked about ({@link #judgedBy}), when it is the table bundle's: its
     * geometry and stands are the ones it judges the AI's requests by, so both are built once a state, and a
     * line of sight traced for one is found traced by the other.
     */
    private final AtomicReference<TableAuthority> law = new AtomicReference<>();

    /** Takes the geometry and stands of this ruleset's table's law from now on, where it has one of its own. */
    void judgedBy(Ruleset rules) {
        TableAuthority now = rules.tableLaw() instanceof TableAuthority t ? t : null;
        if (law.get() != now) law.set(now);
    }

    /** Everyone stood on the table in the last state asked about, carried from state to state ({@link Field}). */
    private final AtomicReference<Field> field = new AtomicReference<>();

    /**
     * An actor's archetype as found for this very actor object with these sides in this ruleset: actors and
     * sides are immutable and a step replaces only the actors it changed, so the answer holds for every later
     * state that still has the same actor and sides — found once, not once per state for every actor.
     */
    private record Typed(Actor actor, List<org.vedette.core.model.Side> sides, String ruleset, Archetype type) {
        boolean holdsFor(GameState state, Actor a) {
            return sides == state.sides() && ruleset.equals(state.ruleset()) && TemperamentSheet.readsAlike(actor, a);
        }
    }

    /** The last archetype found for each actor id (any game, any thread: an entry is checked before it is used). */
    private final java.util.concurrent.ConcurrentHashMap<String, Typed> typed = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The actor's archetype — the one the scenario names for its unit, else the sheet's first that holds — found
     * once for each actor object ({@link Typed}): the priorities and the threats ask it of every other figure,
     * and every decision of its own.
     */
    Archetype archetypeOf(GameState state, Actor a, TemperamentSheet sheet) {
        if (!sheet.hasArchetypes(state.ruleset())) return null;
        Typed t = typed.get(a.id());
        if (t != null && t.holdsFor(state, a)) return t.type();
        Archetype x = effective(state, a, sheet);
        typed.put(a.id(), new Typed(a, state.sides(), state.ruleset(), x));
        return x;
    }

    private static Archetype effective(GameState state, Actor a, TemperamentSheet sheet) {
        String named = Npc.orders(state, a).archetype();
        Archetype x = named == null ? null : sheet.archetype(named, state.ruleset());
        return x != null ? x : sheet.archetype(state, a);
    }

    /**
     * Every actor stood on its base, built once per state: the nearest enemy, the priorities and the threats
     * of one suggestion, and the suggestions of a side's actors in one activation, ask the same state. Keyed by
     * the state object (states are immutable); a new state builds anew.
     */
    Stands stands(GameState state) {
        TableAuthority judge = lawOf(state);
        if (judge != null) return judge.everyone(state);
        Stood s = stood.get();
        if (s != null && s.state() == state) return s.stands();
        // The actors that did not change since the last state are the same objects: their stands are kept.
        Stands stands = geometry(state).stands(state.actors().values(), s == null ? null : s.stands());
        stood.set(new Stood(state, stands));
        return stands;
    }

    /**
     * Everyone stood on the table in this state, for the distances a decision measures: carried from the last
     * state asked about, the actors a step did not change standing where they stood ({@link Field}).
     */
    Field field(GameState state) {
        Field f = field.get();
        if (f != null && f.state == state) return f;
        TableGeometry g = geometry(state);
        f = f == null ? Field.of(state, g) : f.next(state, g);
        field.set(f);
        return f;
    }

    /**
     * The table's geometry, built once for a game (a table never changes in one): the outlines and the grid
     * cost tens of microseconds, the positions are read anew each time.
     */
    TableGeometry geometry(GameState state) {
        TableAuthority judge = lawOf(state);
        if (judge != null && state.table() != null) return judge.geometry(state);
        Built b = last.get();
        if (b != null && b.table() == state.table() && b.ruleset().equals(state.ruleset())) return b.geometry();
        TableGeometry g = TableGeometry.of(state.table(), TableRules.forRuleset(state.ruleset()));
        last.set(new Built(state.table(), state.ruleset(), g));
        return g;
    }

    /** The law {@link #judgedBy} gave, when it judges this state's ruleset; else null. */
    private TableAuthority lawOf(GameState state) {
        TableAuthority judge = law.get();
        return judge != null && judge.ruleset().equals(state.ruleset()) ? judge : null;
    }

    Target nearest(GameState state, Actor a, Checklist answers, MeasurementUnit unit, Reasons reasons) {
        if (answers.nearestEnemy() != null) {
            Actor enemy = state.actor(answers.nearestEnemy());
            if (enemy == null) {
                throw new IllegalArgumentException("no actor '" + answers.nearestEnemy() + "' in this game");
            }
            if (reasons.wanted()) {
                reasons.add(Kind.TARGET, enemy.name() + " is the nearest enemy (given" + (answers.distance() == null
                        ? "" : ", " + format(answers.distance(), unit) + " away") + ")", NEAREST);
            }
            return new Target(enemy, answers.distance());
        }
        if (a.position() == null || state.table() == null) return Target.unknown(answers);
        TableGeometry geometry = geometry(state);
        Field field = field(state);
        int from = field.place(a.id());
        Field.Found n = from < 0 || field.stand(from) == null ? null : field.nearestEnemy(from);
        if (n == null) return Target.unknown(answers);
        double distance = Math.round(n.distance() / unit.toInches(1) * 10) / 10.0;
        if (reasons.wanted()) {
            reasons.add(Kind.TARGET, n.actor().name() + " is the nearest enemy, " + format(distance, unit)
                    + " between bases (computed from positions)", NEAREST);
            for (int i = 0; i < field.size(); i++) {
                Actor o = field.actor(i);
                if (field.stand(i) == null || i == n.place() || i == from || o.side() == null || o.side().equals(a.side())) {
                    continue;
                }
                double d = Math.round(geometry.distance(field.stand(from), field.stand(i)) / unit.toInches(1) * 10) / 10.0;
                reasons.add(Kind.NOT_TARGET, o.name() + " is further: " + format(d, unit), NEAREST);
            }
        }
        return new Target(n.actor(), distance);
    }

    /**
     * The target the priorities pick, from positions: the actor's archetype's
     * (OSOTH IV, the sheet's targets lines: the nearest figure of the first
     * archetype on its list that has one in play, never one of its own unit,
     * nor a gun, a wagon or Massed Enemy, which are no targets in OSOTH),
     * else the ruleset's own priorities, from its playbook ({@link Playbook#choose}: Sharpe's Skirmish §7)
     * over every enemy the actor can see; null when there are none, the game has no positions, or nobody is
     * there: the sheet's next line then falls back to the nearest.
     */
    Target priority(GameState state, Actor a, Archetype type, TemperamentSheet sheet, MeasurementUnit unit,
            Reasons reasons) {
        if (a.position() == null || state.table() == null) return null;
        if (type != null) return archetypal(state, a, type, sheet, unit, reasons);
        Playbook book = sheet.playbook(state.ruleset());
        if (book == null || !book.ranksTargets()) return null;
        TableGeometry geometry = geometry(state);
        Stands stands = stands(state);
        Stand mine = stands.get(a.id());
        if (mine == null) return null;
        List<TargetChoice.Seen> seen = new ArrayList<>();
        for (Stand s : stands.all()) {
            if (s == mine || s.side() == null || s.side().equals(mine.side())) continue;
            Sight sight = stands.sight(mine, s);
            if (sight.visible()) seen.add(new TargetChoice.Seen(s.actor(), geometry.distance(mine, s), sight.cover()));
        }
        TargetChoice c = book.choose(mine.actor(), List.copyOf(seen), reasons.wanted());
        if (c == null) return null;
        if (reasons.wanted()) {
            reasons.add(Kind.TARGET, c.target().name() + ", " + c.why(), c.rule());
            for (TargetChoice.Passed p : c.passed()) reasons.add(Kind.NOT_TARGET, p.enemy().name() + ", " + p.why(), c.rule());
        }
        return new Target(c.target(), c.range());
    }

    private Target archetypal(GameState state, Actor a, Archetype type, TemperamentSheet sheet, MeasurementUnit unit,
            Reasons reasons) {
        if (type.targets().isEmpty()) {
            if (reasons.wanted()) reasons.add(Kind.TARGET, type.name() + " go after nobody", type.rule());
            return null;
        }
        TableGeometry geometry = geometry(state);
        Field field = field(state);
        int from = field.place(a.id());
        Stand mine = from < 0 ? null : field.stand(from);
        if (mine == null) return null;
        Actor best = null;
        double bestDistance = Double.MAX_VALUE;
        int bestRank = Integer.MAX_VALUE;
        int[] ranks = field.ranks(type, o -> archetypeOf(state, o, sheet));
        Playbook book = sheet.playbook(state.ruleset());
        for (int i = 0; i < ranks.length; i++) {
            int rank = ranks[i];
            Stand s = field.stand(i);
            if (rank < 0 || rank > bestRank || s == null) continue;
            Actor o = field.actor(i);
            if (o.unit().equals(a.unit()) && o.side().equals(a.side()) || o.status().out()) continue;
            double d = geometry.distance(mine, s);
            if (rank < bestRank || d < bestDistance) {
                Playbook.Why none = book == null ? null : book.notATarget(o);
                if (none != null) {
                    // A convoy or a gun on the list is gone after through its crew and drivers, figures of their own.
                    if (reasons.wanted()) reasons.add(Kind.NOT_TARGET, o.name() + " is not a target: " + none.words(), none.rule());
                    continue;
                }
                best = o;
                bestRank = rank;
                bestDistance = d;
            }
        }
        if (best == null) {
            if (reasons.wanted()) {
                reasons.add(Kind.TARGET, "none of the figures " + type.name() + " go after (" + String.join(", ",
                        type.targets()) + ") is in play", type.rule());
            }
            return null;
        }
        double distance = Math.round(bestDistance / unit.toInches(1) * 10) / 10.0;
        if (reasons.wanted()) {
            reasons.add(Kind.TARGET, best.name() + " (" + type.targets().get(bestRank) + ", priority "
                    + (bestRank + 1) + " of " + type.name() + "), the nearest of them, " + format(distance, unit)
                    + " between bases", type.rule());
        }
        return new Target(best, distance);
    }

    /**
     * The nearest figure the archetype avoids within its threat distance, from
     * positions; null when none is, or it has no threat distance, or the game
     * no positions.
     */
    Target threat(GameState state, Actor a, Archetype type, TemperamentSheet sheet, MeasurementUnit unit) {
        if (type == null || type.threat() == null || a.position() == null || state.table() == null) return null;
        TableGeometry geometry = geometry(state);
        Field field = field(state);
        int from = field.place(a.id());
        Stand mine = from < 0 ? null : field.stand(from);
        if (mine == null) return null;
        Actor nearest = null;
        double within = type.threat() * unit.toInches(1);
        Archetype[] kinds = type.avoids().isEmpty() ? null : field.archetypes(o -> archetypeOf(state, o, sheet));
        for (int i = 0; i < field.size(); i++) {
            Stand s = field.stand(i);
            if (s == null) continue;
            Actor o = field.actor(i);
            if (o.unit().equals(a.unit()) && o.side().equals(a.side()) || o.status().out()) continue;
            if (type.avoids().isEmpty()) {
                if (o.side().equals(a.side())) continue;
            } else {
                Archetype theirs = kinds[i];
                if (theirs == null || !type.avoids().contains(theirs.name())) continue;
            }
            double d = geometry.distance(mine, s);
            if (d <= within) {
                within = d;
                nearest = o;
            }
        }
        return nearest == null ? null : new Target(nearest, Math.round(within / unit.toInches(1) * 10) / 10.0);
    }

    private static String format(double d, MeasurementUnit unit) {
        return (d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d)) + " " + unit.symbol();
    }
}
