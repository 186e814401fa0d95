package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.MarkSpec;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Mark;

/**
 * Every mark the ruleset keeps on a character (the constants of
 * {@link Ohfa.Mark}), with its type, its meaning and the section that keeps
 * it, and the statuses the book makes impossible.
 */
final class MarkSheet {
    /** "2 wounds kill" (Wound roll). */
    static final int KILLING_WOUNDS = 2;
    /** More firing cards than a character could hold for one firearm: one per firearm carried, a pair of pistols two. */
    private static final int MOST_CARDS = 4;

    private MarkSheet() {
    }

    static List<MarkSpec> marks() {
        List<Choice> firearms = new ArrayList<>();
        for (Firearm f : Firearm.values()) firearms.add(Choice.of(f.id, f.label));
        return List.of(
                MarkSpec.actor(Mark.AIMING, "Aiming at").means("The target he aims at: +2 to his next shot at it")
                        .rule(Book.AIM).lasts("until he shoots").build(),
                MarkSpec.count(Mark.FIRING_CARDS_PREFIX, "Firing cards", 1, MOST_CARDS).keys("weapon", firearms)
                        .unit("cards").means("His firing cards for one firearm in his player's hand")
                        .rule(Book.FIRING_CARDS).lasts("until played").build(),
                MarkSpec.count(Mark.TEMPLATE_DRIFT, "Template drift", 1, 6).unit("inches")
                        .means("Inches a missed grenade's template may be moved by the target's player, until it is placed")
                        .rule(Book.B5).lasts("until the template is placed").build(),
                MarkSpec.flag(Mark.OLD_WOUND, "Old wound")
                        .means("A wound carried over from an earlier game; it does not count towards \"2 wounds kill\"")
                        .rule(Book.AFTER_THE_BATTLE).lasts("the campaign").build(),
                MarkSpec.flag(Mark.DEAD, "Dead for good")
                        .means("Dead for good after the battle: a killed Raw, or a failed recovery roll")
                        .rule(Book.AFTER_THE_BATTLE).lasts("the campaign").build());
    }

    /**
     * What the book makes impossible: "2 wounds kill" — a character with two
     * wounds of this game who is not out — and being down, which the book
     * does not know (a hit is a shock counter, a wound or death).
     */
    static List<String> checkStatus(Actor a) {
        List<String> problems = new ArrayList<>(0);
        int thisGame = a.status().wounds() - (a.hasMark(Mark.OLD_WOUND) ? 1 : 0);
        if (thisGame >= KILLING_WOUNDS && !a.status().out()) {
            problems.add(a.name() + " has " + thisGame + " wounds of this game but is not out: \"2 wounds kill\" ["
                    + Book.WOUND_ROLL + "]");
        }
        if (a.status().down()) {
            problems.add(a.name() + " is down, and Over the Hills & Far Away has no such state: a hit is a shock counter, a wound or death ["
                    + Book.WOUND_ROLL + "]");
        }
        return problems;
    }
}
