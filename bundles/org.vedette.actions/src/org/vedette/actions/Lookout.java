package org.vedette.actions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.table.Sight;
import org.vedette.table.SightRules;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;

/**
 * What a group's figures see from where they stand on the table, for the risk factors (RF "Risk Factors"): an enemy
 * in sight, in range, to the flank or rear, friends retreating within 25 cm, enemy cavalry within 50 cm, entirely in
 * cover, surrounded. The risk-factor rules ask it of their uncommanded groups (ruling C18); the NPC AI asks it of
 * every ruleset's troops it decides on these tables, each ruleset answering how far an enemy's weapons reach and who
 * of its figures is retreating — the rest is the table's and the book's distances, in centimetres on the table.
 *
 * @since 0.5
 */
public final class Lookout {
    /** Inches in a centimetre. */
    private static final double CM = SightRules.CM;
    /** "friends retreating/routing within 25cms" */
    public static final double FRIENDS_NEAR_CM = 25;
    /** "Natives within 50cms of enemy cavalry" */
    public static final double CAVALRY_NEAR_CM = 50;
    /** A rout runs 25 + 5 cm: an enemy nearer than that on every side leaves it no way out (ruling C19). */
    public static final double ROUT_RUN_CM = 30;

    /** The observations the table answers when the group's figures stand on it (ruling C18). */
    public static final Set<Observation> COMPUTED = Set.copyOf(EnumSet.of(Observation.NOTHING_IN_SIGHT,
            Observation.ENTIRELY_IN_COVER, Observation.ENEMY_IN_RANGE, Observation.ENEMY_TO_FLANK_OR_REAR,
            Observation.FRIENDS_RETREATING_NEAR, Observation.ENEMY_CAVALRY_NEAR, Observation.SURROUNDED));

    /** What the group's figures see, with the reason of each observation that holds, in the order found. */
    public record Seen(Set<Observation> holds, List<String> why) {
        public Seen {
            holds = Set.copyOf(holds);
            why = List.copyOf(why);
        }
    }

    private final TableGeometry table;
    private final Stands stands;
    private final ToDoubleFunction<Actor> reachCm;
    private final Function<Actor, String> retreating;
    private final DoubleFunction<String> words;

    /**
     * A lookout that words its distances in centimetres, as these rules measure.
     *
     * @param table      the table's geometry
     * @param stands     everyone on the table as the group's side sees them
     * @param reachCm    how far an enemy's weapons reach, in centimetres ("within their weapons range", ruling C2)
     * @param retreating the words for a friend's retreat ("falling-back"), or null for one not retreating
     */
    public Lookout(TableGeometry table, Stands stands, ToDoubleFunction<Actor> reachCm,
            Function<Actor, String> retreating) {
        this(table, stands, reachCm, retreating, Lookout::cm);
    }

    /**
     * A lookout that words its distances as {@code words} has them, given centimetres: another ruleset's troops
     * read in its own unit ("9.2\"").
     */
    public Lookout(TableGeometry table, Stands stands, ToDoubleFunction<Actor> reachCm,
            Function<Actor, String> retreating, DoubleFunction<String> words) {
        this.table = Objects.requireNonNull(table, "table");
        this.stands = Objects.requireNonNull(stands, "stands");
        this.reachCm = Objects.requireNonNull(reachCm, "reachCm");
        this.retreating = Objects.requireNonNull(retreating, "retreating");
        this.words = Objects.requireNonNull(words, "words");
    }

    /** The actor's stand as the lookout's stands have it, or null when he has none: no table to look from. */
    public Stand stand(Actor a) {
        return stands.get(a.id());
    }

    /**
     * "Risk Factors", from the table: what the group's figures see, for the observations of {@link #COMPUTED}.
     * Friends retreating are of the same side and another group: a unit's figures of its side are one group, a
     * figure of no unit his own.
     */
    public Seen look(List<Stand> mine) {
        return look(mine, true);
    }

    /**
     * {@link #look(List)}, its reasons worded only where {@code explain} asks for them (an empty list else): the
     * NPC AI decides most of its steps without words. A line of sight is traced only where what it shows could
     * still change an observation — while no enemy is in sight, for one within his reach while none is in range,
     * for one on the flank while none is there, and while the figure is not known to be seen in the open.
     */
    public Seen look(List<Stand> mine, boolean explain) {
        Set<Observation> holds = EnumSet.noneOf(Observation.class);
        List<String> why = new ArrayList<>();
        boolean enemyInSight = false;
        boolean friendsRetreatingInSight = false;
        String inRange = null, flank = null, friends = null, cavalry = null;
        int inCover = 0;
        boolean[] quarters = new boolean[4];
        double cx = 0, cy = 0;
        for (Stand f : mine) {
            cx += f.position().x() / mine.size();
            cy += f.position().y() / mine.size();
        }
        List<Stand> all = stands.all();
        // Each enemy's reach, asked of his ruleset once for the whole group (NaN: not asked yet).
        double[] reaches = new double[all.size()];
        Arrays.fill(reaches, Double.NaN);
        for (Stand f : mine) {
            boolean covered = coverTerrain(f);
            boolean seenInOpen = false;
            boolean seen = false;
            for (int i = 0; i < all.size(); i++) {
                Stand o = all.get(i);
                Actor other = o.actor();
                if (other.side() == null || o == f) continue;
                if (other.side().equals(f.side())) {
                    String retreat = sameGroup(f.actor(), other) ? null : retreating.apply(other);
                    if (retreat == null) continue;
                    double d = cm(f, o);
                    if (d <= FRIENDS_NEAR_CM && friends == null) {
                        friends = explain ? other.name() + " (" + retreat + ") is " + words.apply(d) + " from "
                                + f.actor().name() : "";
                    }
                    friendsRetreatingInSight = friendsRetreatingInSight || stands.canSee(f, o);
                    continue;
                }
                double d = cm(f, o);
                if (other.mounted() && d <= CAVALRY_NEAR_CM && cavalry == null) {
                    cavalry = explain ? "enemy cavalry " + other.name() + " is " + words.apply(d) + " from "
                            + f.actor().name() : "";
                }
                if (d <= ROUT_RUN_CM) quarters[quarter(o.position().x() - cx, o.position().y() - cy)] = true;
                // Once an enemy is in range, no other's reach can change the observation: not asked.
                double reach = inRange == null ? reaches[i] : 0;
                if (inRange == null && Double.isNaN(reach)) reaches[i] = reach = reachCm.applyAsDouble(other);
                boolean toRange = inRange == null && d <= reach;
                boolean toFlank = flank == null && table.inFlankOrRear(o, f);
                // What this enemy's line could still change; where nothing, it is not traced.
                if (enemyInSight && !toRange && !toFlank && (covered || seenInOpen)) continue;
                if (!stands.canSee(f, o)) continue;
                enemyInSight = true;
                seen = true;
                if (toRange) {
                    inRange = explain ? other.name() + " sees " + f.actor().name() + " at " + words.apply(d)
                            + ", within his " + (Double.isInfinite(reach) ? "weapons' range, which the book does not"
                                    + " limit" : words.apply(reach) + " range") : "";
                }
                if (toFlank) {
                    flank = explain ? other.name() + " is in sight to " + f.actor().name() + "'s flank or rear" : "";
                }
                if (!covered && !seenInOpen) {
                    Sight sight = stands.sight(o, f);
                    if (sight.visible() && sight.cover() == CoverClass.NONE) seenInOpen = true;
                }
            }
            if (covered || seen && !seenInOpen) inCover++;
        }
        if (!enemyInSight && !friendsRetreatingInSight) {
            holds.add(Observation.NOTHING_IN_SIGHT);
            if (explain) {
                why.add("no enemy, and no friends retreating, in sight of " + (mine.size() == 1
                        ? mine.get(0).actor().name() : "any of " + mine.size() + " figures"));
            }
        }
        if (inCover == mine.size()) {
            holds.add(Observation.ENTIRELY_IN_COVER);
            if (explain) why.add("each figure stands in terrain that gives cover, or is seen by the enemy only in cover");
        }
        add(holds, why, Observation.ENEMY_IN_RANGE, inRange);
        add(holds, why, Observation.ENEMY_TO_FLANK_OR_REAR, flank);
        add(holds, why, Observation.FRIENDS_RETREATING_NEAR, friends);
        add(holds, why, Observation.ENEMY_CAVALRY_NEAR, cavalry);
        if (quarters[0] && quarters[1] && quarters[2] && quarters[3]) {
            holds.add(Observation.SURROUNDED);
            if (explain) {
                why.add("enemies within " + words.apply(ROUT_RUN_CM)
                        + " to the north, east, south and west of the group: no way out");
            }
        }
        return new Seen(holds, why);
    }

    /**
     * Whether two figures are of one group (ruling C12: a scenario's unit): a unit's figures of the same side, a
     * figure of no unit alone.
     */
    public static boolean sameGroup(Actor a, Actor f) {
        return a.unit() == null ? f.id().equals(a.id())
                : a.unit().equals(f.unit()) && Objects.equals(a.side(), f.side());
    }

    /** The distance between two bases, in centimetres. */
    private double cm(Stand a, Stand b) {
        return table.distance(a, b) / CM;
    }

    /** A distance in centimetres to a tenth, for a reason: "30 cm", "12.5 cm". */
    public static String cm(double d) {
        double r = Math.round(d * 10) / 10.0;
        return (r == Math.rint(r) ? String.valueOf((long) r) : String.valueOf(r)) + " cm";
    }

    /** The observation holds where it was found ({@code reason} not null), with its reason where one was worded. */
    private static void add(Set<Observation> holds, List<String> why, Observation o, String reason) {
        if (reason == null) return;
        holds.add(o);
        if (!reason.isEmpty()) why.add(reason);
    }

    /** The compass quarter of a direction: 0 north, 1 east, 2 south, 3 west. */
    private static int quarter(double dx, double dy) {
        double deg = Math.toDegrees(Math.atan2(dx, dy));
        return (int) Math.floorMod(Math.round(Math.floor((deg + 45) / 90)), 4L);
    }

    private static boolean coverTerrain(Stand f) {
        for (TerrainFeature t : f.standsIn()) {
            if (t.kind() != TerrainKind.HILL && t.cover() != CoverClass.NONE) return true;
        }
        return false;
    }
}
