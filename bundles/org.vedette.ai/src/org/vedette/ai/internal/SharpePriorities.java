package org.vedette.ai.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.ai.Reason.Kind;
import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.TargetPriorities;
import org.vedette.table.Sight;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;

/**
 * Sharpe's Skirmish §7 "Target Priorities" for the AI's shots, from the
 * table's positions: every enemy the firer can see, with its range, its cover
 * by the line of sight, whether it is a horseman or an officer, ranked by the
 * ruleset's own {@link TargetPriorities} for the first firearm he carries that
 * reaches anyone; the chosen target says which priority put it first, each
 * other why it came after.
 */
final class SharpePriorities {
    private SharpePriorities() {
    }

    /** The target §7 picks, or null when no firearm he carries reaches a visible enemy. */
    static Target choose(TableGeometry geometry, Stands stands, Stand firer, Reasons reasons) {
        List<TargetPriorities.Candidate> candidates = new ArrayList<>();
        for (Stand s : stands.all()) {
            if (s == firer || s.side() == null || s.side().equals(firer.side())) continue;
            Sight sight = stands.sight(firer, s);
            if (!sight.visible()) continue;
            Actor a = s.actor();
            candidates.add(new TargetPriorities.Candidate(a.id(), Math.round(geometry.distance(firer, s) * 10) / 10.0,
                    cover(sight.cover()), a.mounted(), Sharpe.Rank.OFFICER.equals(a.profileText(Sharpe.Field.RANK))));
        }
        for (String weapon : firer.actor().weapons()) {
            List<TargetPriorities.Ranked> ranked = TargetPriorities.rank(weapon, candidates);
            if (ranked.isEmpty()) continue;
            TargetPriorities.Ranked first = ranked.get(0);
            Stand chosen = stands.get(first.target().id());
            if (reasons.wanted()) {
                reasons.add(Kind.TARGET, chosen.actor().name() + ", " + first.target().range() + " in, "
                        + first.target().cover() + " cover, with his " + weapon + ": " + first.decidedBy().text
                        + " — \"" + first.decidedBy().quote + "\"", TargetPriorities.RULE);
                for (TargetPriorities.Ranked r : ranked.subList(1, ranked.size())) {
                    reasons.add(Kind.NOT_TARGET, stands.get(r.target().id()).actor().name() + ", " + r.target().range()
                            + " in, " + r.target().cover() + " cover: harder (" + r.difficulty() + " against "
                            + first.difficulty() + ") or further", TargetPriorities.RULE);
                }
            }
            return new Target(chosen.actor(), first.target().range());
        }
        return null;
    }

    private static String cover(CoverClass c) {
        return switch (c) {
            case SOFT -> Sharpe.Cover.SOFT;
            case HARD -> Sharpe.Cover.HARD;
            default -> Sharpe.Cover.NONE;
        };
    }
}
