package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.vedette.actions.BundledPlaybook;
import org.vedette.actions.Playbook;
import org.vedette.actions.TargetChoice;
import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.TargetPriorities;

/**
 * The NPC AI's playbook for Sharpe's Skirmish, shipped beside the rules it plays:
 * {@code playbook/sharpe/temperament.txt} in this bundle (docs/PLAYBOOKS.md), and §7 "Target Priorities" for its
 * shots: every enemy the firer can see, with its range, its cover by the line of sight, whether a horseman or an
 * officer, ranked by {@link TargetPriorities} for the first firearm he carries that reaches anyone; the chosen
 * target says which priority put it first, each other why it came after.
 */
@Component(service = Playbook.class)
public final class SharpePlaybook extends BundledPlaybook {
    public SharpePlaybook() {
        super(Sharpe.RULESET);
    }

    @Override
    public boolean ranksTargets() {
        return true;
    }

    @Override
    public TargetChoice choose(Actor firer, List<TargetChoice.Seen> seen, boolean explain) {
        List<TargetPriorities.Candidate> candidates = new ArrayList<>(seen.size());
        for (TargetChoice.Seen s : seen) {
            Actor a = s.enemy();
            candidates.add(new TargetPriorities.Candidate(a.id(), Math.round(s.range() * 10) / 10.0,
                    cover(s.cover()), a.mounted(), Sharpe.Rank.OFFICER.equals(a.profileText(Sharpe.Field.RANK))));
        }
        for (String weapon : firer.weapons()) {
            List<TargetPriorities.Ranked> ranked = TargetPriorities.rank(weapon, candidates);
            if (ranked.isEmpty()) continue;
            TargetPriorities.Ranked first = ranked.get(0);
            Actor chosen = enemy(seen, first.target().id());
            if (!explain) return new TargetChoice(chosen, first.target().range(), "", List.of(), TargetPriorities.RULE);
            List<TargetChoice.Passed> passed = new ArrayList<>();
            for (TargetPriorities.Ranked r : ranked.subList(1, ranked.size())) {
                passed.add(new TargetChoice.Passed(enemy(seen, r.target().id()), r.target().range() + " in, "
                        + r.target().cover() + " cover: harder (" + r.difficulty() + " against " + first.difficulty()
                        + ") or further"));
            }
            return new TargetChoice(chosen, first.target().range(), first.target().range() + " in, "
                    + first.target().cover() + " cover, with his " + weapon + ": " + first.decidedBy().text + " — \""
                    + first.decidedBy().quote + "\"", passed, TargetPriorities.RULE);
        }
        return null;
    }

    private static Actor enemy(List<TargetChoice.Seen> seen, String id) {
        for (TargetChoice.Seen s : seen) {
            if (s.enemy().id().equals(id)) return s.enemy();
        }
        throw new IllegalStateException("ranked an enemy not seen: " + id);
    }

    private static String cover(CoverClass c) {
        return switch (c) {
            case SOFT -> Sharpe.Cover.SOFT;
            case HARD -> Sharpe.Cover.HARD;
            default -> Sharpe.Cover.NONE;
        };
    }
}
