package org.vedette.rules.sharpe;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.vedette.core.rules.RuleRef;
import org.vedette.rules.sharpe.internal.RangeBands;

/**
 * The book's guidance on whom to shoot (§7 Target Priorities), as data for the
 * NPC AI and the referee, and a ranking of candidate targets that follows it.
 *
 * <blockquote>"Always shoot the enemy closest to you unless there is an easier
 * target further away. […] shooting at short range is easier than shooting at
 * normal range which is easier than shooting at long range. On the other hand
 * a target in the open is easier than a target in cover. Then again an infantry
 * man 20 paces away is less dangerous than a cavalry man at 23 paces away. Of
 * course rifles should always try to knock out officers first. However most of
 * the time there will be a problem, the nearest enemy will be the
 * priority."</blockquote>
 */
public final class TargetPriorities {
    /** The section every priority comes from. */
    public static final RuleRef RULE = RuleRef.of("Sharpe", "7 Shooting — Target Priorities");

    /**
     * How much nearer a horseman counts as being: "an infantry man 20 paces
     * away is less dangerous than a cavalry man at 23 paces away" — 3 paces
     * (1.5") at least; we allow 2".
     */
    public static final double CAVALRY_DANGER_INCHES = 2.0;

    /** The priorities, in the order they are applied. */
    public enum Priority {
        /** "rifles should always try to knock out officers first". */
        RIFLES_SHOOT_OFFICERS_FIRST("Riflemen shoot officers first",
                "Of course rifles should always try to knock out officers first."),
        /** A better range band or less cover beats a nearer target. */
        EASIER_TARGET("An easier target further away beats the nearest",
                "shooting at short range is easier than shooting at normal range which is easier than shooting at long range. On the other hand a target in the open is easier than a target in cover."),
        /** Cavalry count as nearer than they are. */
        MORE_DANGEROUS("A horseman is more dangerous than a man on foot at about the same range",
                "an infantry man 20 paces away is less dangerous than a cavalry man at 23 paces away"),
        /** Otherwise the nearest. */
        NEAREST("Otherwise the nearest enemy",
                "Always shoot the enemy closest to you […] most of the time there will be a problem, the nearest enemy will be the priority.");

        public final String text;
        public final String quote;

        Priority(String text, String quote) {
            this.text = text;
            this.quote = quote;
        }
    }

    /** The priorities as the book lists them, most important first. */
    public static final List<Priority> PRIORITIES = List.of(Priority.values());

    /**
     * A target the firer can see.
     *
     * @param id      the figure's id
     * @param range   inches from the firer
     * @param cover   one of {@link Sharpe.Cover}
     * @param mounted whether it is a horseman
     * @param officer whether it is an officer
     */
    public record Candidate(String id, double range, String cover, boolean mounted, boolean officer) {
        public Candidate {
            Objects.requireNonNull(id, "id");
            cover = cover == null ? Sharpe.Cover.NONE : cover;
        }
    }

    /** A candidate with the reason it stands where it does. */
    public record Ranked(Candidate target, int difficulty, Priority decidedBy) {
    }

    private TargetPriorities() {
    }

    /**
     * Candidates in the order the book would shoot them with this weapon
     * (one of {@link Sharpe.Weapon}): targets out of the weapon's range are
     * left out. Difficulty is the range band's shooting modifier taken from 1
     * (short range 0, normal 1, …) plus 1 for soft and 2 for hard cover.
     */
    public static List<Ranked> rank(String weapon, List<Candidate> candidates) {
        boolean rifle = Sharpe.Weapon.BAKER_RIFLE.equals(weapon);
        List<Ranked> ranked = new ArrayList<>();
        for (Candidate c : candidates) {
            if (!RangeBands.inRange(weapon, c.range())) continue;
            int difficulty = 1 - RangeBands.modifier(weapon, c.range()) + coverPenalty(c.cover());
            ranked.add(new Ranked(c, difficulty, Priority.NEAREST));
        }
        Comparator<Ranked> order = Comparator.comparing((Ranked r) -> rifle && !r.target().officer())
                .thenComparingInt(Ranked::difficulty)
                .thenComparingDouble(r -> r.target().range() - (r.target().mounted() ? CAVALRY_DANGER_INCHES : 0));
        ranked.sort(order);
        // Say which priority put each one ahead of a nearer target ranked after it.
        List<Ranked> explained = new ArrayList<>(ranked.size());
        for (int i = 0; i < ranked.size(); i++) {
            Ranked r = ranked.get(i);
            Priority why = Priority.NEAREST;
            if (rifle && r.target().officer()) {
                why = Priority.RIFLES_SHOOT_OFFICERS_FIRST;
            } else {
                for (int j = i + 1; j < ranked.size(); j++) {
                    Ranked later = ranked.get(j);
                    if (later.target().range() >= r.target().range()) continue;
                    if (later.difficulty() > r.difficulty()) {
                        why = Priority.EASIER_TARGET;
                        break;
                    }
                    if (r.target().mounted()) why = Priority.MORE_DANGEROUS;
                }
            }
            explained.add(new Ranked(r.target(), r.difficulty(), why));
        }
        return List.copyOf(explained);
    }

    private static int coverPenalty(String cover) {
        return switch (cover) {
            case Sharpe.Cover.SOFT -> 1;
            case Sharpe.Cover.HARD -> 2;
            default -> 0;
        };
    }
}
