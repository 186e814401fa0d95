package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.ohfa.Ohfa;

/**
 * Fighting: combat points and their modifiers (COMBAT POINTS, CLOSE COMBAT
 * MODIFIERS), the allocation of 1 to 6 points to each round, Raw throwing a
 * halved die a round, the melee weapons per round, the firing before the
 * assault round (and, with a pair of pistols, before grappling), blows for
 * overpowering a round and for winning two, and a fighter taking on several
 * enemies alone with one set of dice (Outnumbered characters).
 */
final class Melee {
    static final String[] ROUNDS = {"assault", "close combat", "grappling"};
    /** "allocating between one and six points to each" */
    static final int MOST_A_ROUND = 6;
    static final String RAW_DICE = "Raw combat die, halved (D3)";

    private Melee() {
    }

    /** CLOSE COMBAT MODIFIERS of a fighter: wounded -2, -1 a shock counter, opponent behind cover -2, charging +2/+4. */
    static int modifiers(Actor a, boolean charging, boolean opponentBehindCover) {
        int m = 0;
        if (Characters.wounded(a)) m -= 2;
        m -= a.status().shock();
        if (opponentBehindCover) m -= 2;
        if (charging) m += a.mounted() ? 4 : 2;
        return m;
    }

    /**
     * The points a non-Raw fighter divides: his quality's, with his modifiers,
     * at least 3 (one a round) and at most 18 (six a round) — ruling B4.
     */
    static int points(Quality q, int modifiers) {
        return Math.max(3, Math.min(3 * MOST_A_ROUND, q.combatPoints + modifiers));
    }

    static int modifiers(PendingMelee m, Actor a) {
        boolean attacker = a.id().equals(m.attacker());
        return modifiers(a, attacker && m.charged(), attacker ? m.targetsBehindCover() : m.attackerBehindCover());
    }

    /**
     * Where a fighter's modifiers come from, each in the words of CLOSE COMBAT
     * MODIFIERS: "wounded -2, 2 shock counters -2, charging on foot +2"; empty
     * when he has none.
     */
    static String modifiersSource(PendingMelee m, Actor a) {
        boolean attacker = a.id().equals(m.attacker());
        boolean charging = attacker && m.charged();
        boolean opponentBehindCover = attacker ? m.targetsBehindCover() : m.attackerBehindCover();
        List<String> terms = new ArrayList<>(4);
        if (Characters.wounded(a)) terms.add("wounded -2");
        int shock = a.status().shock();
        if (shock > 0) terms.add(shock + (shock == 1 ? " shock counter -" : " shock counters -") + shock);
        if (opponentBehindCover) terms.add("opponent behind cover -2");
        if (charging) terms.add(a.mounted() ? "mounted charging +4" : "charging on foot +2");
        return String.join(", ", terms);
    }

    /**
     * A fighter's combat points with where each comes from (COMBAT POINTS,
     * CLOSE COMBAT MODIFIERS, ruling B4): "8: Veteran 8, wounded -2, charging
     * on foot +2"; "3: Regular 6, wounded -2, 3 shock counters -3 = 1, at
     * least 3 (ruling B4)".
     */
    static String pointsSource(PendingMelee m, Actor a, Quality q) {
        int mod = modifiers(m, a);
        int points = points(q, mod);
        String terms = modifiersSource(m, a);
        String sum = q.label + " " + q.combatPoints + (terms.isEmpty() ? "" : ", " + terms);
        int raw = q.combatPoints + mod;
        return points + ": " + sum + (raw == points ? "" : " = " + raw + (raw < points ? ", at least " : ", at most ")
                + points + " (ruling B4)");
    }

    /**
     * How a fighter nobody commands divides his points ("Each player divides his character's combat points
     * between the three rounds, allocating between one and six points to each"): as evenly as the rounds allow,
     * so that no round is left for the opponent to score "double his opponents total" in, and any point over
     * goes to the round his melee weapon helps most (the Melee Weapons table), then the earlier. Every round
     * gets 1 to 6 and all are divided (ruling B4), since {@link #points} lies between 3 and 18.
     */
    static int[] allocation(int total, MeleeWeapon weapon) {
        int[] rounds = {total / 3, total / 3, total / 3};
        Integer[] best = {0, 1, 2};
        java.util.Arrays.sort(best, (x, y) -> Integer.compare(weapon.modifier(y), weapon.modifier(x)));
        for (int i = 0; i < total % 3; i++) rounds[best[i]]++;
        return rounds;
    }

    /** Ruling B4: every round gets 1 to 6 points and all the points are divided. */
    static void checkAllocation(Actor a, Quality q, int[] pts, PendingMelee m) throws IllegalActionException {
        int total = points(q, modifiers(m, a));
        int sum = 0;
        for (int i = 0; i < 3; i++) {
            if (pts[i] < 1 || pts[i] > MOST_A_ROUND) {
                throw new IllegalActionException(Book.ALLOCATION, a.name() + "'s " + ROUNDS[i] + " round has " + pts[i]
                        + " points: each round takes between one and six");
            }
            sum += pts[i];
        }
        if (sum != total) throw wrongTotal(a, q, m, sum, total);
    }

    /** The refusal of an allocation that is not all of his points, with where they come from (kept off the hot path). */
    private static IllegalActionException wrongTotal(Actor a, Quality q, PendingMelee m, int sum, int total) {
        if (sum > total) {
            return new IllegalActionException(Book.ALLOCATION, a.name() + " allocates " + sum + " points but has only "
                    + pointsSource(m, a, q));
        }
        return new IllegalActionException(Book.B4, a.name() + " allocates " + sum + " of his " + total
                + " points (" + pointsSource(m, a, q) + "): \"Each player divides his character's combat points"
                + " between the three rounds\" — all of them");
    }

    /**
     * When one of the rounds given is outside "between one and six points",
     * adds to {@code says} what the fighter allocates and has: "Sgt Harper
     * allocates 12 combat points; a Hero has 10", or with his modifiers "…; a
     * Hero has 8: Hero 10, wounded -2". Nothing for a Raw fighter, who
     * allocates none, nor when every round given is within.
     */
    static void overSix(Actor a, PendingMelee m, Integer[] given, List<String> says) {
        int sum = 0;
        boolean outside = false;
        for (Integer p : given) {
            if (p == null) continue;
            sum += p;
            outside |= p < 1 || p > MOST_A_ROUND;
        }
        Quality q = Quality.byId(a.quality());
        if (!outside || q == null || q == Quality.RAW) return;
        String has = pointsSource(m, a, q);
        String plain = points(q, modifiers(m, a)) + ": " + q.label + " " + q.combatPoints;
        says.add(a.name() + " allocates " + sum + " combat points; a " + q.label + " has "
                + (has.equals(plain) ? Integer.toString(q.combatPoints) : has));
    }

    /**
     * Resolves a melee whose allocations are all in; its events go to
     * {@code ch}; returns what came of it, each blow with who struck whom
     * ("Sgt Harper strikes Sgt Dubois: wounded; …"), for a headline after
     * {@link #title}.
     */
    static String resolve(GameState s, Changes ch, FateDeck.Draft deck, PendingMelee m, Dice dice, Explanation ex)
            throws IllegalActionException {
        List<String> fighters = m.fighters();
        boolean overDouble = !Ohfa.Option.DOUBLE.equals(s.option(Ohfa.Option.OVERPOWER));
        boolean rawToAssault = !"none".equals(s.option(Ohfa.Option.RAW_MODIFIERS));
        Map<String, int[]> scores = new LinkedHashMap<>();
        Map<String, Commitment> commitments = new LinkedHashMap<>();
        // "When both players are ready, they simultaneously reveal their dice!"
        for (String id : fighters) {
            Actor a = s.actor(id);
            Quality q = Quality.of(a);
            Commitment c = m.commitments().get(id);
            if (c == null) c = new Commitment(null, defaultWeapon(a), null);
            commitments.put(id, c);
            int[] pts = new int[3];
            if (c.rolls()) {
                // "raw characters ... simply throw a dice for each round of combat with the roll halved (D3)"
                Roll roll = dice.roll(3, 6, RAW_DICE + " for " + a.name());
                for (int r = 0; r < 3; r++) pts[r] = (roll.face(r) + 1) / 2;
                int mod = modifiers(m, a);
                if (rawToAssault) pts[0] += mod;
                if (ex.isWanted()) {
                    ex.step(Book.ALLOCATION, a.name() + " (Raw) throws " + roll.face(0) + ", " + roll.face(1) + ", "
                            + roll.face(2) + ", halved (rounding up): " + (roll.face(0) + 1) / 2 + ", "
                            + (roll.face(1) + 1) / 2 + ", " + (roll.face(2) + 1) / 2);
                    if (mod != 0) ex.step(Book.B3, rawToAssault ? "His character modifiers (" + modifiersSource(m, a)
                            + ") go to the assault round: " + (mod > 0 ? "+" : "") + mod
                            : "Raw fighters take no character modifiers (" + modifiersSource(m, a) + ")");
                }
            } else {
                for (int r = 0; r < 3; r++) pts[r] = c.points(r);
                if (ex.isWanted()) {
                    ex.step(Book.COMBAT_POINTS, a.name() + "'s combat points: " + pointsSource(m, a, q));
                    ex.step(Book.ALLOCATION, a.name() + " reveals " + pts[0] + " / " + pts[1] + " / " + pts[2]);
                }
            }
            for (int r = 0; r < 3; r++) {
                pts[r] = Math.max(0, pts[r] + c.weapon.modifier(r));
            }
            if (ex.isWanted() && c.weapon != MeleeWeapon.NONE) {
                ex.step(Book.B2, a.name() + "'s " + c.weapon.label.toLowerCase() + ": " + c.weapon.modifier(0) + " / "
                        + c.weapon.modifier(1) + " / " + c.weapon.modifier(2) + ", so " + pts[0] + " / " + pts[1] + " / " + pts[2]);
            }
            scores.put(id, pts);
        }
        String attacker = m.attacker();
        Map<String, Integer> blows = new LinkedHashMap<>();
        List<String> happened = new ArrayList<>();
        for (String f : fighters) blows.put(f, 0);
        // "Characters fire a shot before the assault round."
        fireInCombat(s, ch, deck, m, commitments, false, dice, ex, happened);
        Map<String, int[]> wins = new LinkedHashMap<>();
        for (String d : m.defenders()) wins.put(d, new int[2]);
        for (int r = 0; r < 3; r++) {
            if (r == 2) {
                // "Characters armed with a pair of pistols fire a second shot before the grappling round."
                fireInCombat(s, ch, deck, m, commitments, true, dice, ex, happened);
            }
            for (String d : m.defenders()) {
                if (ch.status(attacker).out() || ch.status(d).out()) continue;
                int sa = scores.get(attacker)[r];
                int sd = scores.get(d)[r];
                int[] w = wins.get(d);
                boolean explain = ex.isWanted();
                String text = explain ? ROUNDS[r] + " round, " + name(s, attacker) + " " + sa + " v " + name(s, d) + " " + sd : null;
                if (sa == sd) {
                    if (explain) ex.step(Book.BLOWS, text + ": nobody wins it");
                    continue;
                }
                boolean attackerWins = sa > sd;
                String winner = attackerWins ? attacker : d;
                String loser = attackerWins ? d : attacker;
                int hi = Math.max(sa, sd);
                int lo = Math.min(sa, sd);
                int idx = attackerWins ? 0 : 1;
                w[idx]++;
                if (explain) ex.step(Book.BLOWS, text + ": " + name(s, winner) + " wins it");
                if (overDouble ? hi > 2 * lo : hi >= 2 * lo) {
                    if (explain) {
                        ex.step(overDouble ? Book.BLOWS : Book.B1, name(s, winner) + " scores "
                                + (overDouble ? "over double" : "double") + " (" + hi + " against " + lo + "): a blow");
                    }
                    blow(s, ch, winner, loser, blows, happened, dice, ex);
                    if (ch.status(loser).out()) continue;
                }
                if (w[idx] == 2) {
                    if (explain) ex.step(Book.BLOWS, name(s, winner) + " has the highest score in two rounds: a blow");
                    blow(s, ch, winner, loser, blows, happened, dice, ex);
                }
            }
        }
        if (deck != null) deck.melee = null;
        return happened.isEmpty() ? "no blow is struck" : String.join("; ", happened);
    }

    /** "Melee, Sgt Dubois v Sgt Harper": the fighters, the attacker first. */
    static String title(GameState s, PendingMelee m) {
        StringBuilder h = new StringBuilder("Melee, ");
        List<String> fighters = m.fighters();
        for (int i = 0; i < fighters.size(); i++) h.append(i == 0 ? "" : " v ").append(name(s, fighters.get(i)));
        return h.toString();
    }

    private static void blow(GameState s, Changes ch, String winner, String loser, Map<String, Integer> blows,
            List<String> happened, Dice dice, Explanation ex) throws IllegalActionException {
        blows.merge(winner, 1, Integer::sum);
        // "Each hit is a roll on the damage table and a shock counter."
        Damage.Result r = Damage.hit(ch, loser, 0, dice, ex);
        happened.add(name(s, winner) + " strikes " + name(s, loser) + ": " + r.text);
    }

    private static void fireInCombat(GameState s, Changes ch, FateDeck.Draft deck, PendingMelee m,
            Map<String, Commitment> commitments, boolean second, Dice dice, Explanation ex, List<String> happened)
            throws IllegalActionException {
        for (String id : m.fighters()) {
            Commitment c = commitments.get(id);
            if (c.fire == null) continue;
            Actor shooter = ch.now(id);
            if (second && (c.fire != Firearm.PISTOL || Characters.carried(shooter, Ohfa.Weapon.PISTOL) < 2)) continue;
            String targetId = id.equals(m.attacker()) ? m.defenders().get(0) : m.attacker();
            Actor target = ch.now(targetId);
            if (target.status().out()) continue;
            if (shooter.status().out() || Characters.firingCards(shooter, c.fire.id) == 0) {
                ex.step(Book.FIRING_IN_COMBAT, shooter.name() + " cannot fire " + (second ? "his second pistol" : "")
                        + (shooter.status().out() ? ": he is out of the fight" : ": no firing card left"));
                continue;
            }
            if (ex.isWanted()) {
                ex.step(Book.FIRING_IN_COMBAT, shooter.name() + " fires his " + c.fire.label.toLowerCase() + " at "
                        + target.name() + (second ? " before the grappling round" : " before the assault round")
                        + " (ruling B11: his firing card, close range)");
            }
            Shooting.Shot shot = Shooting.fire(ch, deck, shooter, Quality.of(shooter), c.fire, target, Firearm.Band.CLOSE,
                    true, 0, false, false, List.of(), dice, ex);
            happened.add(shooter.name() + " fires at " + target.name() + ": " + shot.text());
        }
    }

    private static String name(GameState s, String id) {
        return s.actor(id).name();
    }

    /** A fighter who names no melee weapon fights with the first he carries. */
    static MeleeWeapon defaultWeapon(Actor a) {
        for (String w : a.weapons()) {
            MeleeWeapon m = MeleeWeapon.byId(w);
            if (m != null && m != MeleeWeapon.NONE) return m;
        }
        return MeleeWeapon.NONE;
    }

    /** The commitment a request gives for one fighter: points (none for Raw), weapon and firearm, all checked. */
    static Commitment commitment(PendingMelee m, Actor a, Integer[] given, String weaponId, String fireId)
            throws IllegalActionException {
        Quality q = Quality.of(a);
        boolean any = given[0] != null || given[1] != null || given[2] != null;
        int[] pts = null;
        if (q == Quality.RAW) {
            if (any) {
                throw new IllegalActionException(Book.ALLOCATION, a.name()
                        + " is Raw: \"raw characters ... are not capable of planning their tactics\" and throw a D3 a round");
            }
        } else {
            if (given[0] == null || given[1] == null || given[2] == null) {
                throw new IllegalActionException(Book.ALLOCATION, a.name() + " must allocate his points to all three rounds"
                        + " (assault, close, grappling)");
            }
            pts = new int[] {given[0], given[1], given[2]};
            checkAllocation(a, q, pts, m);
        }
        MeleeWeapon weapon = defaultWeapon(a);
        if (weaponId != null) {
            weapon = MeleeWeapon.byId(weaponId);
            if (weapon != MeleeWeapon.NONE && Characters.carried(a, weaponId) == 0) {
                throw new IllegalActionException(Book.MELEE_WEAPONS, a.name() + " carries no " + weaponId);
            }
        }
        Firearm fire = null;
        if (fireId != null && !Ohfa.Weapon.NONE.equals(fireId)) {
            fire = Shooting.firearm(fireId, a);
            Characters.checkNotShocked(a, "fire in combat");
        }
        return new Commitment(pts, weapon, fire);
    }
}
