package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Pace;

/**
 * Every mark the ruleset keeps on a figure (the constants of
 * {@link Sharpe.Mark}), with its type, its meaning in the book's words and
 * the section that keeps it: what a file, the command line and the workbench
 * check a figure's marks against and show them by. And the statuses the book
 * makes impossible.
 */
final class MarkSheet {
    /** "for that bound only" (§5): cleared at the start of every bound ({@link Mark#PER_BOUND}). */
    static final String THIS_BOUND = "this bound";
    /** Abilities are 1D6 (§2): no more can be spent in a bound. */
    private static final int MOST_SPENT = 6;
    /** The most bounds of loading a weapon needs: the artillery piece's 20 man-bounds (§19). */
    private static final int MOST_LOADING = 20;
    /** Wound points: 1 light, 2 serious, 4 dead (§12); a location may gather up to 5 before the man dies. */
    private static final int MOST_POINTS = 5;

    private MarkSheet() {
    }

    static List<MarkSpec> marks(List<ActionSpec> actions) {
        List<Choice> weapons = new ArrayList<>();
        List<Choice> firearms = new ArrayList<>();
        for (Weapon w : Weapon.ALL) {
            weapons.add(Choice.of(w.id, w.label));
            if (w.firearm) firearms.add(Choice.of(w.id, w.label));
        }
        List<Choice> locations = new ArrayList<>();
        for (Location l : Location.values()) locations.add(Choice.of(l.id, l.label));
        List<Choice> actionIds = actions.stream().map(a -> Choice.of(a.id(), a.label())).toList();
        List<Choice> paces = List.of(Choice.of(Pace.HALT, "halt"), Choice.of(Pace.WALK, "walk"),
                Choice.of(Pace.TROT, "trot"), Choice.of(Pace.CANTER, "canter"), Choice.of(Pace.GALLOP, "gallop"));
        return List.of(
                spent(Mark.SPENT_I, "initiative"), spent(Mark.SPENT_D, "dexterity"),
                spent(Mark.SPENT_S, "strength"), spent(Mark.SPENT_C, "close combat"),
                bound(MarkSpec.flag(Mark.MOVED, "Moved"), Book.SHOOTING_MODIFIERS,
                        "Moved this bound: a moving target, or a moving firer"),
                bound(MarkSpec.choice(Mark.ACTION, "Action taken", actionIds), Book.ACTIONS,
                        "The one action taken this bound (shoot, reload, aim, pick up, force, rise)"),
                bound(MarkSpec.flag(Mark.ATTACKED, "Attacked"), Book.MELEE, "Has made his one attack this bound"),
                bound(MarkSpec.count(Mark.FIGHTS, "Close combats", 1, 99).unit("fights"), Book.MELEE,
                        "Close combats he has been in this bound: only the first attack on him is faced"),
                bound(MarkSpec.flag(Mark.DEFENDED, "Parried or riposted"), Book.FIGHTING,
                        "Parried or riposted this bound, so he may not shoot"),
                bound(MarkSpec.flag(Mark.SUPPRESSED, "Suppressed"), Book.SUPPRESSION,
                        "Suppressed this bound by a 'no effect' shot: no movement or attacks"),
                bound(MarkSpec.flag(Mark.WOUNDED, "Wounded this bound"), Book.WOUND_EFFECTS,
                        "Wounded this bound: no further action or movement"),
                bound(MarkSpec.choice(Mark.RELOADED, "Loaded this bound", firearms), Book.CONTINUING,
                        "The weapon loaded this bound, undone if he is hit or suppressed later in it"),
                bound(MarkSpec.count(Mark.RELOAD_WORK, "Loading done this bound", 1, MOST_LOADING).unit("bounds"),
                        Book.CONTINUING, "Bounds (man-bounds for an artillery piece) of loading done this bound"),
                bound(MarkSpec.flag(Mark.DISTRACTED, "Distracted"), Book.DISTRACTION,
                        "An opponent's distraction worked: his attack fails and he does not move this bound"),
                bound(MarkSpec.flag(Mark.CHAIN_BROKEN, "Distraction chain broken"), Book.A15,
                        "A distraction test failed this bound, ending the chain"),
                bound(MarkSpec.flag(Mark.KILLED_UNCONSCIOUS, "Killed an unconscious man"), Book.KILLING_UNCONSCIOUS,
                        "Killed an unconscious man this bound and may not turn to face"),
                bound(MarkSpec.flag(Mark.CONTROLLING, "Controlling his horse"), Book.HORSE_COLLISIONS,
                        "Spent his move controlling his horse this bound"),
                bound(MarkSpec.choice(Mark.PICKED_UP, "Picked up this bound", weapons), Book.PICKING_UP,
                        "The weapon picked up this bound: he may defend with it but not attack"),
                game(MarkSpec.actor(Mark.ENGAGED_WITH, "Engaged with"), Book.MELEE,
                        "The figure he is locked in close combat with"),
                game(MarkSpec.count(Mark.WOUND_PREFIX, "Wound", 1, MOST_POINTS).keys("location", locations)
                        .words(Choice.of("1", "light"), Choice.of("2", "serious"), Choice.of("3", "serious and light"),
                                Choice.of("4", "two serious"), Choice.of("5", "two serious and light")),
                        Book.WOUND_EFFECTS, "Wound points at a location: 1 light, 2 serious (\"2 light wounds = 1 serious wound\")"),
                game(MarkSpec.count(Mark.RELOAD_PREFIX, "Loading", 1, MOST_LOADING).keys("weapon", firearms)
                        .unit("bounds"), Book.RELOADING, "Bounds of loading still needed before the weapon can fire"),
                game(MarkSpec.flag(Mark.DROPPED_PREFIX, "Dropped").keys("weapon", weapons), Book.PICKING_UP,
                        "The weapon was dropped and lies where he stood"),
                game(MarkSpec.flag(Mark.TAP_LOADED, "Tap loaded"), Book.BAKER_RIFLE,
                        "The Baker rifle was tap loaded: its next shot is at a firing skill of at most 9"),
                game(MarkSpec.flag(Mark.HELD_PREFIX, "Holds").keys("weapon", weapons), Book.PICKING_UP,
                        "He holds a weapon he picked up"),
                game(MarkSpec.flag(Mark.CRAWL, "Crawls"), Book.WOUND_EFFECTS,
                        "Serious leg wound: crawls for the rest of the game"),
                game(MarkSpec.count(Mark.LAME_IN, "Lame in bound", 1, Integer.MAX_VALUE), Book.WOUND_EFFECTS,
                        "The bound in which a light leg wound stops him moving"),
                game(MarkSpec.flag(Mark.UNCONSCIOUS, "Unconscious"), Book.PASSING_OUT,
                        "Unconscious: a head wound, a knock-out, or passed out"),
                game(MarkSpec.count(Mark.OUT_COLD, "Knocked out", 1, 6).unit("bounds"), Book.WOUND_EFFECTS,
                        "Bounds of being knocked out still to come: \"Knocked out for D6 bounds\""),
                game(MarkSpec.flag(Mark.BLEEDING, "Bleeding"), Book.PASSING_OUT,
                        "Serious chest or abdomen wound: rolls to pass out, and to recover, every bound"),
                game(MarkSpec.flag(Mark.FALLEN, "Fallen"), Book.FALLING_DOWN,
                        "Fell after a failed dexterity test: gets up next move without a roll"),
                game(MarkSpec.flag(Mark.KNOCKED_DOWN, "Knocked down"), Book.WOUND_EFFECTS,
                        "Knocked down by a serious head, chest or abdomen wound: must roll to rise"),
                game(MarkSpec.actor(Mark.AIMING, "Aiming at"), Book.SHOOTING, "The figure he aims at (note 2)"),
                game(MarkSpec.count(Mark.AIM_BOUND, "Aimed in bound", 1, Integer.MAX_VALUE), Book.SHOOTING,
                        "The bound in which he took aim"),
                game(MarkSpec.choice(Mark.PACE, "Horse's pace", paces), Book.MOVEMENT, "His horse's pace"),
                game(MarkSpec.choice(Mark.HORSE_MAX_PACE, "Horse's fastest pace", paces), Book.WOUNDING_HORSES,
                        "The fastest pace a lightly wounded horse may take for the rest of the game"),
                game(MarkSpec.count(Mark.HORSE_WOUNDS, "Horse's wounds", 1, 8)
                        .words(Choice.of("1", "light"), Choice.of("2", "serious")), Book.WOUNDING_HORSES,
                        "Wound points of his horse: 1 light, 2 serious"),
                game(MarkSpec.flag(Mark.HORSE_DOWN, "Horse down"), Book.WOUNDING_HORSES,
                        "His horse is seriously wounded or killed, and collapses where it stands"),
                game(MarkSpec.flag(Mark.OUT_OF_CONTROL, "Horse out of control"), Book.HORSE_COLLISIONS,
                        "He has lost control of his horse"),
                game(MarkSpec.flag(Mark.DISMOUNTED, "Dismounted"), Book.WOUNDING_HORSES,
                        "He has fallen or been thrown from his horse"),
                game(MarkSpec.choice(Mark.MORALE, "Morale test", List.of(Choice.of("passed", "passed"),
                        Choice.of("failed", "failed"))), Book.MORALE, "The last morale test he took as the senior soldier"),
                campaign(MarkSpec.flag(Mark.DEAD, "Dead"), "A killed figure has actually died: the campaign roll was a 6"),
                campaign(MarkSpec.flag(Mark.SURVIVED, "Survived"),
                        "A killed figure has not died and is back for the next game"),
                campaign(MarkSpec.count(Mark.GAMES_OUT, "Games out", 1, 6).unit("games"),
                        "The games of the series a killed figure misses, D6"));
    }

    private static MarkSpec spent(String id, String ability) {
        return bound(MarkSpec.count(id, "Spent " + ability, 1, MOST_SPENT).unit("points"), Book.ACTIONS,
                "Points of " + ability + " spent this bound in checks, attacks and defences; \"fully restored to all characters at the beginning of the next bound\"");
    }

    private static MarkSpec bound(MarkSpec.Builder b, RuleRef rule, String meaning) {
        return b.means(meaning).rule(rule).lasts(THIS_BOUND).build();
    }

    private static MarkSpec game(MarkSpec.Builder b, RuleRef rule, String meaning) {
        return b.means(meaning).rule(rule).lasts(MarkSpec.THE_GAME).build();
    }

    private static MarkSpec campaign(MarkSpec.Builder b, String meaning) {
        return b.means(meaning).rule(Book.KILLS_IN_A_CAMPAIGN).lasts("the series of games").build();
    }

    /**
     * What the book makes impossible: shock counters, which Sharpe's Skirmish
     * does not have; wounds that kill ("2 serious wounds = Dead", §12) on a
     * figure still in the game; more wound points at the locations than in
     * all.
     */
    static List<String> checkStatus(Actor a) {
        List<String> problems = new ArrayList<>(0);
        if (a.status().shock() > 0) {
            problems.add(a.name() + " has " + a.status().shock() + " shock, and Sharpe's Skirmish has no shock ["
                    + Book.WOUND_EFFECTS + "]");
        }
        if (a.status().wounds() >= Fighter.DEAD_AT && !a.status().out()) {
            problems.add(a.name() + " has wounds worth " + a.status().wounds() / 2
                    + " serious but is not out: \"2 serious wounds = Dead\" [" + Book.EXTENT + "]");
        }
        int atLocations = 0;
        for (Location l : Location.values()) atLocations += a.markInt(l.mark, 0);
        if (atLocations > a.status().wounds()) {
            problems.add(a.name() + "'s wounds by location come to " + atLocations + " points, more than the "
                    + a.status().wounds() + " of his status [" + Book.WOUND_EFFECTS + "]");
        }
        return problems;
    }
}
