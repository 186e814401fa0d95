package org.vedette.rules.osoth.tables;

import java.util.List;
import java.util.Map;

/**
 * The numbers The Other Side of the Hill's app kept to itself, as Vedette
 * sets them (the bundle's {@code tables/osoth-tables.json}, reasoned in its
 * {@code TABLES.md}), with any of them overridden by the referee. Immutable;
 * read by {@link TableReader}.
 *
 * @param initiative the Initiative/Event button: a die and what each face gives
 * @param movement   movement rates
 * @param fire       personal weapons: range bands, scores to hit, modifiers, damage
 * @param attack     close combat
 * @param artillery  tests against roundshot, canister and blast; where a shell bursts
 * @param morale     morale checks and rallies
 * @param assess     the score to assess Massed Enemy, by quality
 * @param yields     what a parley, exploration, scouting or search yields, by action
 */
public record Tables(Ranged initiative, Movement movement, Fire fire, Attack attack, Artillery artillery,
        Morale morale, Map<String, Integer> assess, Map<String, List<Result>> yields) {

    public Tables {
        assess = Map.copyOf(assess);
        yields = Map.copyOf(yields);
    }

    /** One row of a table read on a die: faces {@code from}..{@code to} give {@code result}. */
    public record Result(int from, int to, String result, String victory) {
        public boolean covers(int score) {
            return score >= from && score <= to;
        }
    }

    /** A die and its rows, which cover every face once. */
    public record Ranged(int die, List<Result> results) {
        public Ranged {
            results = List.copyOf(results);
        }

        public Result at(int face) {
            for (Result r : results) {
                if (r.covers(face)) return r;
            }
            throw new IllegalStateException("no row for " + face);
        }
    }

    /** Movement: base + a variable die by class, mounted or on foot; the road bonus; rough ground. */
    public record Movement(int variable, Map<String, Double> foot, Map<String, Double> mounted, double roadFoot,
            double roadMounted, double roughFoot, double roughMounted, double linearObstacle) {
        public Movement {
            foot = Map.copyOf(foot);
            mounted = Map.copyOf(mounted);
        }
    }

    /** A range band: up to {@code upTo} inches, needing {@code hit} or more on 2D6. */
    public record Band(double upTo, String band, int hit) {
    }

    /** A personal weapon: its bands, nearest first, and the D6 score that makes a hit a casualty. */
    public record Weapon(int damage, List<Band> bands) {
        public Weapon {
            bands = List.copyOf(bands);
        }

        /** The band a range falls in, or null beyond the last. */
        public Band band(double range) {
            for (Band b : bands) {
                if (range <= b.upTo()) return b;
            }
            return null;
        }

        public double reach() {
            return bands.get(bands.size() - 1).upTo();
        }
    }

    /** Firing personal weapons: 2D6 against the band's score, with modifiers added to the score needed. */
    public record Fire(Map<String, Weapon> weapons, Map<String, Integer> quality, int marksman, int actorMounted,
            int targetMounted, Map<String, Integer> cover, int alwaysMiss, int alwaysHit) {
        public Fire {
            weapons = Map.copyOf(weapons);
            quality = Map.copyOf(quality);
            cover = Map.copyOf(cover);
        }
    }

    /** Close combat: 2D6 against {@code hit} and modifiers, then D6 against {@code damage}. */
    public record Attack(int hit, Map<String, Integer> attacker, Map<String, Integer> defender, int charging,
            int mountedInOpen, int targetMountedInOpen, int unarmed, Map<String, Integer> cover, int damage) {
        public Attack {
            attacker = Map.copyOf(attacker);
            defender = Map.copyOf(defender);
            cover = Map.copyOf(cover);
        }
    }

    /** Where a shell bursts, by the crew's quality: D6 up to {@code shortUpTo} short, from {@code longFrom} long. */
    public record Shell(int shortUpTo, int longFrom) {
    }

    /** Tests against artillery: 2D6 against the band's score (blast: one score), with modifiers. */
    public record Artillery(List<Band> roundshot, List<Band> canister, int blast, int mounted, int transport,
            Map<String, Integer> cover, Map<String, Shell> shell) {
        public Artillery {
            roundshot = List.copyOf(roundshot);
            canister = List.copyOf(canister);
            cover = Map.copyOf(cover);
            shell = Map.copyOf(shell);
        }
    }

    /** Morale: 2D6 against the quality's score, the score raised when half or more are gone. */
    public record Morale(Map<String, Integer> pass, int halfStrength) {
        public Morale {
            pass = Map.copyOf(pass);
        }
    }
}
