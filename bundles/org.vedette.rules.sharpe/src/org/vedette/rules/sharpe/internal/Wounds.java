package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Changes;
import org.vedette.core.model.Status;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.BoundOrder;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Blow;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.table.RuleMoves;

/**
 * Wounding (§12) and wound effects (§13): where a blow lands, how bad it is,
 * and what it does to the man — suppression, recoil, wound points ("2 light
 * wounds = 1 serious wound, 2 serious wounds = Dead"), the effects by
 * location, knock-downs and knock-outs, the interrupted continuing action, the
 * move down the order of movement, the fall from a high place, and the
 * horseman's seat (§15, with the horsemen option).
 */
final class Wounds {
    static final String LOCATION = "1D6 for the area hit";
    static final String PUNCH_AGAIN = "1D6 for the area hit (a punch lands above the legs: again)";
    static final String EXTENT_SHOT = "2D6 for the extent of the wound";
    static final String EXTENT_MELEE = "1D6 for the extent of the wound";
    static final String KNOCKED_OUT_FOR = "1D6 bounds knocked out";
    static final String FALL_TEST = "1D6 against initiative: does he fall from his perch?";
    static final String FALL_LOCATION = "1D6 for where the fall injures him";
    static final String FALL_EXTENT = "1D6 for the extent of the fall's wound";
    static final String HORSE_FALL_EXTENT = "2D6 for the extent of the fall's wound";

    static final String RECOILS = "recoils 1 inch backwards (the attacker may follow up)";
    /** §13: "A serious wound in either arm will prevent him using a musket at all". */
    static final String NO_MUSKET = "and can no longer use a musket (or any long arm) at all";
    static final String DROPS_LEFT = "drops anything in his left hand and cannot use that arm again, " + NO_MUSKET;
    static final String DROPS_RIGHT = "drops anything in his right hand and cannot use that arm again, " + NO_MUSKET;
    /** §13: "A light wound in both arms will stop a person using a musket as a close combat weapon." */
    static final String NO_MUSKET_CLUB = "has a light wound in both arms: he can no longer use a musket as a close combat weapon";

    /** A fall from more than 6 feet may wound (§13). */
    static final int FALL_WOUNDS_ABOVE_FEET = 6;
    /** Places a man moves down the order of movement for a light and a serious wound (§3). */
    static final int DOWN_FOR_LIGHT = 1;
    static final int DOWN_FOR_SERIOUS = 3;

    /**
     * How a wound was dealt.
     *
     * @param shot     by a firearm (a 'no effect' suppresses)
     * @param knockOut an attempt to capture: serious wounds and kills become knock-outs (§12 Knocking out)
     * @param height   feet above the ground the victim stands (§13 high places); 0 on the ground
     * @param fall     the wound of a fall (no further fall tests)
     */
    record Hit(boolean shot, boolean knockOut, int height, boolean fall) {
        static final Hit SHOT = new Hit(true, false, 0, false);
        static final Hit MELEE = new Hit(false, false, 0, false);
        static final Hit FALL = new Hit(false, false, 0, true);

        static Hit shot(int height) {
            return height > 0 ? new Hit(true, false, height, false) : SHOT;
        }

        static Hit melee(boolean knockOut, int height) {
            return knockOut || height > 0 ? new Hit(false, knockOut, height, false) : MELEE;
        }
    }

    private Wounds() {
    }

    /** "Attacker's strength is 1,2 -1; 3,4 0; 5,6 +1" (§12 Modifiers to wound effect). */
    static int strengthModifier(int strength) {
        return strength <= 2 ? -1 : strength <= 4 ? 0 : 1;
    }

    /**
     * The area hit (§12): 1D6 on the table, plus {@code plus} (a knock-out's +1,
     * so a 6 or more is the head), with the arm swapped for an attack from the
     * wrong side; kicks land below the belt (1–3 legs, 4–6 abdomen), punches
     * above the legs (a 1 is thrown again), head butts on the head (§9
     * Barehanded fighting, ruling B).
     */
    static Location location(Resolution r, String from, int plus, String blow) {
        if (Blow.HEAD_BUTT.equals(blow)) {
            r.ex.step(Book.BAREHANDED, "A head butt is directed only to the head");
            return Location.HEAD;
        }
        if (Blow.KICK.equals(blow)) {
            int die = r.dice.d6(LOCATION);
            Location l = die <= 3 ? Location.LEGS : Location.ABDOMEN;
            if (r.explaining()) r.ex.step(Book.BAREHANDED, "Kicks land below the belt: " + die + " is the " + l.label);
            return l;
        }
        int die = r.dice.d6(LOCATION);
        if (Blow.PUNCH.equals(blow)) {
            while (die == 1) die = r.dice.d6(PUNCH_AGAIN);
        }
        Location rolled = Location.ofDie(die + plus);
        Location hit = rolled.swapArmFor(from);
        if (r.explaining()) {
            r.ex.step(Book.AREA_HIT, "Area hit: " + die + (plus == 0 ? "" : " +" + plus + " (knocking out)") + " — "
                    + rolled.label + (hit != rolled ? ", but the attack comes from the " + from + " so the "
                            + hit.label + " is hit" : ""));
        }
        return hit;
    }

    /** Looks the score up (§12), with the clamp at the table's ends and ruling A1. */
    static Severity extent(Resolution r, Location where, int score, String how) {
        Severity s = WoundTable.lookup(where, score, Options.headSeriousAtFive(r.state));
        if (r.explaining()) {
            String note = score < WoundTable.LOWEST ? " (scores of zero or one have no effect)"
                    : score > WoundTable.HIGHEST ? " (scores above 12 always kill)" : "";
            r.ex.step(where == Location.HEAD && score == 5 ? Book.A1 : Book.EXTENT,
                    how + " = " + score + " on the " + where.label + " row: " + s.code + " (" + s.label + ")" + note);
        }
        return s;
    }

    /**
     * Applies a result of the wound table to a man (§12, §13).
     *
     * @return the result as it came to be (a knock-out stays serious)
     */
    static Severity inflict(Resolution r, String victimId, Location where, Severity sev, Hit hit) {
        Fighter v = r.fighter(victimId);
        Changes ch = r.ch;
        if (v.out()) return sev;
        if (hit.knockOut() && (sev == Severity.SERIOUS || sev == Severity.KILL)) {
            knockOut(r, v, Book.KNOCKING_OUT, "is knocked out (\"any serious wounds or kill results inflicted will be turned into knockouts\")");
            ch.mark(v.id, Mark.WOUNDED, Boolean.TRUE);
            interrupt(r, v);
            return sev;
        }
        switch (sev) {
            case NO_EFFECT -> {
                if (hit.shot()) {
                    ch.mark(v.id, Mark.SUPPRESSED, Boolean.TRUE);
                    if (r.explaining()) r.ex.step(Book.SUPPRESSION, v.name() + " is suppressed this bound: no movement or attacks (unless already made)");
                    interrupt(r, v);
                    if (Options.horsemen(r.state) && v.mounted()) {
                        Horsemen.riderShaken(r, v);
                    }
                }
                if (!hit.fall()) recoil(r, v);
            }
            case LIGHT, SERIOUS -> wound(r, v, where, sev, hit);
            case KILL -> {
                Status st = v.status();
                ch.status(v.id, st.withOut(true).withDown(true));
                ch.mark(v.id, Mark.WOUNDED, Boolean.TRUE);
                if (r.explaining()) r.ex.step(Book.EXTENT, v.name() + " is killed — out of action for this game");
            }
        }
        return sev;
    }

    private static void wound(Resolution r, Fighter v, Location where, Severity sev, Hit hit) {
        Changes ch = r.ch;
        Status st = v.status();
        int points = st.wounds() + sev.points;
        int before = v.locationPoints(where);
        int here = before + sev.points;
        ch.mark(v.id, where.mark, here);
        boolean dead = points >= Fighter.DEAD_AT;
        Status after = st.withWounds(points);
        if (dead) after = after.withOut(true).withDown(true);
        ch.status(v.id, after);
        ch.mark(v.id, Mark.WOUNDED, Boolean.TRUE);
        if (r.explaining()) {
            r.ex.step(Book.WOUND_EFFECTS, v.name() + " takes a " + sev.label + " in the " + where.label + ": "
                    + describePoints(points) + (dead ? " — two serious wounds: dead" : "; no further action or movement this bound"));
        }
        if (dead) return;
        interrupt(r, v);
        boolean seriousHere = here >= 2;
        if (!seriousHere) {
            if (where == Location.LEGS) {
                ch.mark(v.id, Mark.LAME_IN, ch.round() + 1);
                r.ex.step(Book.WOUND_EFFECTS, "Light wound in the legs: no move next bound");
            }
            Location other = where == Location.LEFT_ARM ? Location.RIGHT_ARM : where == Location.RIGHT_ARM ? Location.LEFT_ARM : null;
            if (other != null && before == 0 && r.fighter(v.id).locationPoints(other) == 1) {
                ch.instruct(v.id, NO_MUSKET_CLUB);
                r.ex.step(Book.WOUND_EFFECTS, "\"A light wound in both arms will stop a person using a musket as a close combat weapon\"");
            }
        } else if (before < 2) {
            if (sev == Severity.LIGHT) {
                if (r.explaining()) r.ex.step(Book.R_GAPS, "A second light wound in the " + where.label + " makes a serious wound there");
            }
            seriousEffects(r, v, where);
        }
        moveDownTheOrder(r, v, sev == Severity.SERIOUS ? DOWN_FOR_SERIOUS : DOWN_FOR_LIGHT);
        if (!hit.fall()) recoil(r, v);
        if (Options.horsemen(r.state) && v.mounted()) {
            Horsemen.riderWounded(r, v, sev);
        }
        if (hit.height() > 0 && !hit.fall() && !r.fighter(v.id).out()) {
            fallFromHeight(r, v, hit.height());
        }
    }

    private static void seriousEffects(Resolution r, Fighter v, Location where) {
        Changes ch = r.ch;
        switch (where) {
            case LEGS -> {
                ch.mark(v.id, Mark.CRAWL, Boolean.TRUE);
                r.ex.step(Book.WOUND_EFFECTS, "Serious wound in the legs: crawls for the rest of the game");
            }
            case HEAD -> knockOut(r, v, Book.WOUND_EFFECTS, "is knocked out by the head wound");
            case CHEST, ABDOMEN -> {
                knockDown(r, v);
                ch.mark(v.id, Mark.BLEEDING, Boolean.TRUE);
                if (r.explaining()) r.ex.step(Book.PASSING_OUT, "Serious " + where.label + " wound: " + v.name()
                        + " is knocked down, and rolls 1D6 at the end of every bound (this one too): 5 or 6 passes out");
            }
            case LEFT_ARM, RIGHT_ARM -> {
                ch.instruct(v.id, where == Location.LEFT_ARM ? DROPS_LEFT : DROPS_RIGHT);
                if (r.explaining()) r.ex.step(Book.WOUND_EFFECTS, "Serious wound in the " + where.label + ": drops anything in that hand; cannot use that arm again"
                        + (where == Location.RIGHT_ARM ? " (weapons now in the left hand, -1)" : "")
                        + "; \"A serious wound in either arm will prevent him using a musket at all\"");
            }
        }
    }

    /** Unconscious for D6 bounds, on the ground (§13 "Knocked out for D6 bounds"). */
    private static void knockOut(Resolution r, Fighter v, org.vedette.core.rules.RuleRef rule, String how) {
        int bounds = r.dice.d6(KNOCKED_OUT_FOR);
        Changes ch = r.ch;
        ch.mark(v.id, Mark.UNCONSCIOUS, Boolean.TRUE);
        ch.mark(v.id, Mark.OUT_COLD, bounds);
        knockDown(r, v);
        if (r.explaining()) r.ex.step(rule, v.name() + " " + how + " for " + bounds + (bounds == 1 ? " bound" : " bounds"));
    }

    private static void knockDown(Resolution r, Fighter v) {
        r.ch.status(v.id, v.status().withDown(true));
        r.ch.mark(v.id, Mark.KNOCKED_DOWN, Boolean.TRUE);
        r.ch.mark(v.id, Mark.FALLEN, null);
    }

    /** "A wounded person will always recoil backwards 1 inch even if a 'no effect' is rolled." */
    private static void recoil(Resolution r, Fighter v) {
        if (r.fighter(v.id).out() || r.fighter(v.id).unconscious()) return;
        r.ch.instruct(v.id, RECOILS);
        r.ex.step(Book.RECOIL, "A wounded man always recoils backwards 1 inch, even on 'no effect'");
        back(r, v.id, RECOIL_INCHES, Book.RECOIL);
    }

    /** §12 Recoil: "recoil backwards 1 inch". */
    static final double RECOIL_INCHES = 1;

    /**
     * A man moved back on the table by a recoil the book gives ("recoil backwards 1 inch", §12; "recoils 1 pace",
     * §9): straight to his own rear, keeping his facing, as far as there is room — the table's edge, ground he
     * may not cross, another man stop him (RULINGS.md A18). Nothing without positions: the instruction says it.
     */
    static void back(Resolution r, String id, double inches, org.vedette.core.rules.RuleRef rule) {
        if (r.ch.now(id).position() == null) return;
        RuleMoves table = RuleMoves.of(Sharpe.RULESET, r.ch);
        RuleMoves.Went went = table == null ? null : table.back(id, inches);
        if (went == null) return;
        if (went.inches() > 0) r.ch.move(id, went.to());
        if (r.explaining()) {
            r.ex.step(rule, r.ch.now(id).name() + " goes back " + Text.inches(went.inches())
                    + (went.whole() ? "" : ": no room to recoil further, " + went.stopped() + " stops him"));
        }
    }

    /**
     * §5 Continuing Actions: a man hit or suppressed after loading this bound
     * has not completed this bound's loading: it must be done again.
     */
    static void interrupt(Resolution r, Fighter v) {
        String weapon = r.ch.markText(v.id, Mark.RELOADED);
        if (weapon == null) return;
        Weapon w = Weapon.of(weapon);
        int work = r.ch.markInt(v.id, Mark.RELOAD_WORK);
        r.ch.add(v.id, w.reloadMark, work);
        r.ch.mark(v.id, Mark.RELOADED, null);
        r.ch.mark(v.id, Mark.RELOAD_WORK, null);
        r.ch.mark(v.id, Mark.TAP_LOADED, null);
        if (r.explaining()) r.ex.step(Book.CONTINUING, v.name() + "'s loading this bound is incomplete and has to be done again");
    }

    /**
     * §3: "When a character is wounded it will move down the batting order, 1
     * place for each light wound, 3 places for each serious wound." Only with
     * the order kept for the game; with the Alternative the wounds come off
     * the next bound's dicing.
     */
    static void moveDownTheOrder(Resolution r, Fighter v, int places) {
        TurnState turn = r.ch.turn();
        if (turn == null || !(turn.detail() instanceof BoundOrder order) || Options.perBoundOrder(r.state)) return;
        int from = order.place(v.id);
        if (from < 0) return;
        int to = Math.min(order.order().size() - 1, from + places);
        if (to == from) return;
        List<String> ids = new ArrayList<>(order.order());
        List<Integer> scores = new ArrayList<>(order.scores());
        ids.add(to, ids.remove(from));
        scores.add(to, scores.remove(from));
        r.ch.turn(new TurnState(turn.round(), turn.phase(), turn.activation(), new BoundOrder(ids, scores, order.done())));
        if (r.explaining()) {
            r.ex.step(Book.ORDER, v.name() + " moves down the order of movement " + (to - from)
                    + (to - from == 1 ? " place" : " places"));
        }
    }

    /**
     * §13 high places: "they must immediately test against their initiative to
     * see if they fall off their perch […] If they do fall more than 6 feet
     * then they may sustain another wound. Roll a D6 twice. The first, to see
     * where […] The second, to determine the severity", with the falling
     * modifier (ruling A2).
     */
    private static void fallFromHeight(Resolution r, Fighter v, int feet) {
        Fighter now = r.fighter(v.id);
        Checks.Result test = Checks.check(now, Checks.Ability.INITIATIVE, 0, r.dice, FALL_TEST, Book.HIGH_PLACES, r.ex);
        if (test.passed()) return;
        r.ch.status(v.id, now.status().withDown(true));
        r.ch.mark(v.id, Mark.FALLEN, Boolean.TRUE);
        r.ch.instruct(v.id, v.name() + " falls " + feet + " feet from his perch");
        if (feet <= FALL_WOUNDS_ABOVE_FEET) {
            if (r.explaining()) r.ex.step(Book.HIGH_PLACES, "A fall of " + feet + " feet, not more than 6: no further wound");
            return;
        }
        Location where = Location.ofDie(r.dice.d6(FALL_LOCATION));
        int die = r.dice.d6(FALL_EXTENT);
        int fall = Options.fallModifier(r.state);
        if (r.explaining()) r.ex.step(Book.A2, "The fall lands on the " + where.label + "; falling off a building " + (fall > 0 ? "+" : "") + fall);
        Severity s = extent(r, where, die + fall, "Fall: " + die + (fall > 0 ? " +" : " ") + fall);
        inflict(r, v.id, where, s, Hit.FALL);
    }

    static String describePoints(int points) {
        return switch (points) {
            case 1 -> "1 light wound in all";
            case 2 -> "wounds worth 1 serious";
            case 3 -> "wounds worth 1 serious and 1 light";
            default -> "wounds worth " + points / 2 + " serious";
        };
    }
}
